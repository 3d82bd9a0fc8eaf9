/** The line icons the site draws, by name: each a path on a 24×24 grid, stroked in the text colour. */
const ICON_PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  back: "M15 18l-6-6 6-6",
  previous: "M15 6l-6 6 6 6",
  next: "M9 6l6 6-6 6",
  expand: "M6 9l6 6 6-6",
  link: "M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.5 1.5M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.5-1.5",
  orderedList: "M10 6h11M10 12h11M10 18h11M4 6h1v4M4 10h2M6 18H4c0-1 2-2 2-3s-1-1.5-2-1",
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** A decorative line icon (`aria-hidden`; the button around it carries the name), `size` pixels square. */
export function Icon(props: { name: IconName; size: number; strokeWidth?: number; className?: string }) {
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
      <path d={ICON_PATHS[props.name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
