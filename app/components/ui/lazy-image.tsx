/** A decorative picture (empty alt) with its size fixed, so nothing moves as it loads, loaded once scrolled near. */
export function LazyImage(props: { src: string; width: number; height: number; className: string }) {
  return (
    <img
      src={props.src}
      alt=""
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      className={props.className}
    />
  );
}

/** A square logo of `size` pixels, or a grey square of the same size and shape (`className`) where there is none. */
export function LogoOrPlaceholder(props: { src: string | null; size: number; className: string }) {
  return props.src ? (
    <LazyImage src={props.src} width={props.size} height={props.size} className={props.className} />
  ) : (
    <span aria-hidden="true" className={`${props.className} bg-slate-200`} />
  );
}
