/**
 * Responsive variants of an uploaded image: a few fixed widths, made by the server on first request
 * in the best format the browser accepts (AVIF, else WebP). The srcset is written on the server (into the HTML of
 * rich text, into loader data for the `Picture` component), so no public page carries code for it.
 */
export const VARIANT_WIDTHS = [160, 320, 640, 960, 1280];

/**
 * The srcset of a local upload's variants (`/uploads/…`), up to its original's width when known: a variant is
 * never wider than its original, so the list stops at the first fixed width that reaches it, described by the
 * original's own width (a 48 px image is one candidate, `48w`), and the browser knows how many pixels it gets.
 * Any other address (an S3 bucket's) has none.
 */
export function variantSrcSet(src: string, originalWidth?: number): string | undefined {
  if (!src.startsWith("/uploads/")) return undefined;
  const file = src.slice("/uploads".length);
  const max = originalWidth ?? Number.POSITIVE_INFINITY;
  return VARIANT_WIDTHS.filter((_, index) => index === 0 || (VARIANT_WIDTHS[index - 1] as number) < max)
    .map((width) => `/img/${width}${file} ${Math.min(width, max)}w`)
    .join();
}
