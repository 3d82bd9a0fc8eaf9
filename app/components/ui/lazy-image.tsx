import { useLoaderData } from "react-router";

/**
 * An image with its size fixed, so nothing moves as it loads; decorative (empty alt) unless `alt` says otherwise. A
 * local upload offers its variants in a srcset, for an image shown at most `width` CSS pixels wide
 * and never wider than the window; their format follows the browser's Accept header (AVIF, else WebP). It loads
 * once scrolled near, unless `fetchPriority` marks it as the page's main image.
 */
export function Picture({
  alt = "",
  ...image
}: {
  src: string;
  alt?: string;
  width: number;
  height: number;
  className: string;
  fetchPriority?: "high";
}) {
  const srcSet = useLoaderData<{ srcSets?: Record<string, string> } | undefined>()?.srcSets?.[image.src];
  return (
    <img
      alt={alt}
      loading={image.fetchPriority ? undefined : "lazy"}
      {...image}
      srcSet={srcSet}
      sizes={srcSet && `min(${image.width}px,100vw)`}
    />
  );
}

/** A square logo of `size` pixels, or a grey square of the same size and shape (`className`) where there is none. */
export function LogoOrPlaceholder(props: { src: string | null; size: number; className: string }) {
  return props.src ? (
    <Picture src={props.src} width={props.size} height={props.size} className={props.className} />
  ) : (
    <span aria-hidden="true" className={`${props.className} bg-slate-200`} />
  );
}
