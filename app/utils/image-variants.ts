/**
 * Responsive variants of an uploaded image: a few fixed widths, made by the server on first request
 * in the best format the browser accepts (AVIF, else WebP). The srcset is written on the server (into the HTML of
 * rich text, into loader data for the `Picture` component), so no public page carries code for it.
 */
export const VARIANT_WIDTHS = [160, 320, 640, 960, 1280];

/** Where a bucket image's variants are addressed under `/img/{width}/`: `s3/{its key}`. */
export const BUCKET_VARIANT_PREFIX = "s3/";

/**
 * The srcset of a local upload's variants (`/uploads/…`), up to its original's width when known: a variant is
 * never wider than its original, so the list stops at the first fixed width that reaches it, described by the
 * original's own width (a 48 px image is one candidate, `48w`), and the browser knows how many pixels it gets.
 * An image in the S3 bucket has them under `/img/{width}/s3/{key}` when the media library gives its key
 * (`bucketKey`) and width; any other address (an external one) has none.
 */
export function variantSrcSet(src: string, originalWidth?: number, bucketKey?: string): string | undefined {
  let file: string;
  if (src.startsWith("/uploads/")) file = src.slice("/uploads".length);
  else if (bucketKey && originalWidth) file = `/${BUCKET_VARIANT_PREFIX}${bucketKey}`;
  else return undefined;
  const max = originalWidth ?? Number.POSITIVE_INFINITY;
  return VARIANT_WIDTHS.filter((_, index) => index === 0 || (VARIANT_WIDTHS[index - 1] as number) < max)
    .map((width) => `/img/${width}${file} ${Math.min(width, max)}w`)
    .join();
}
