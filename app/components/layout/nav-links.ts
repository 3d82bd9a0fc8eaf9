/** The four public sections, in the order of spec 1 §2. */
export const NAV_LINKS = [
  { to: "/", label: "Anasayfa" },
  { to: "/bonuslar", label: "Bonuslar" },
  { to: "/guvenilir-siteler", label: "Güvenilir Siteler" },
  { to: "/blog", label: "Blog" },
] as const;

/** Spec 1 §2: clicking a header or menu link scrolls smoothly to the top. */
export function scrollToTopSmoothly() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}
