/**
 * Responsive variants of an uploaded image: a few fixed widths, made by the server on first request
 * in the best format the browser accepts (AVIF, else WebP). Safe for the browser and kept tiny: every public page
 * carries it.
 */
export const VARIANT_WIDTHS = [160, 320, 640, 960, 1280];

/** The `srcset` of every variant of `src` if it is a local upload (`/uploads/…`); the browser picks by `sizes`. */
export function variantSrcSet(src: string): string | undefined {
  return src.startsWith("/uploads/")
    ? VARIANT_WIDTHS.map((width) => `/img/${width}${src.slice(8)} ${width}w`).join()
    : undefined;
}
