/**
 * The line icons every public page draws, by name: each a path on a 24×24 grid, stroked in the text colour. This map
 * is in every page's code; an icon only the back office draws passes its own `path` instead.
 */
const ICON_PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  previous: "M15 6l-6 6 6 6",
  next: "M9 6l6 6-6 6",
} as const;

export type IconName = keyof typeof ICON_PATHS;

/**
 * A decorative line icon (`aria-hidden`; the button around it carries the name), `size` pixels square: one of
 * `ICON_PATHS` by `name`, or an icon of the back office by its own `path` on the same 24×24 grid.
 */
export function Icon(
  props: ({ name: IconName } | { path: string }) & { size: number; strokeWidth?: number; className?: string },
) {
  return (
    <svg
      width={props.size}
      height={props.size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={props.strokeWidth ?? 2}
      className={props.className}
    >
      <path d={"path" in props ? props.path : ICON_PATHS[props.name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
