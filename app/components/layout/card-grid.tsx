import type { ReactNode } from "react";

/**
 * A public list of cards: the grid (`className` sets its gaps, columns and margin), one card per item, or the
 * `empty` sentence (spaced by `emptyClassName`) when there are none.
 */
export function CardGrid<Item extends { id: string }>(props: {
  items: readonly Item[];
  empty: string;
  className: string;
  emptyClassName: string;
  children: (item: Item) => ReactNode;
}) {
  if (props.items.length === 0) return <p className={`${props.emptyClassName} text-slate-600`}>{props.empty}</p>;
  return (
    <ul className={`grid grid-cols-1 ${props.className}`}>
      {props.items.map((item) => (
        <li key={item.id}>{props.children(item)}</li>
      ))}
    </ul>
  );
}
