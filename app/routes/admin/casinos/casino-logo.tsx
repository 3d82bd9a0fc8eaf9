import { useEffect, useRef, useState } from "react";
import { CASINO_LOGO_PLACEHOLDER } from "../../../features/casinos/casino.schema.ts";

/**
 * A casino logo that falls back to the bundled placeholder when it is missing or fails to load (spec 2 §2).
 * An image that failed before hydration never fires onError, so the mount effect checks it once more.
 */
export function CasinoLogo(props: { src: string | null | undefined; alt: string; className?: string }) {
  const src = props.src?.trim() ?? "";
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const failed = !src || failedSrc === src;

  useEffect(() => {
    const image = ref.current;
    if (image && src && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <img
      ref={ref}
      src={failed ? CASINO_LOGO_PLACEHOLDER : src}
      alt={props.alt}
      data-placeholder={failed ? "true" : undefined}
      width={64}
      height={64}
      onError={() => setFailedSrc(src)}
      className={props.className ?? "h-12 w-12 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"}
    />
  );
}
