/**
 * The site search's address (/ara): its page and the search box in every public page's header. It
 * lives with the header's links so that it travels in the public frame's code instead of a chunk of its own.
 */
export const SEARCH_PATH = "/ara";

/** Spec 1 §2: clicking a header or menu link scrolls smoothly to the top. */
export function scrollToTopSmoothly() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}
