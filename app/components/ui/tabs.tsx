import { type KeyboardEvent, type ReactNode, useId } from "react";

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/** underline: a form's sections; pills: a page's sections; segmented: a choice inside a form (image source). */
export type TabStyle = "underline" | "pills" | "segmented";

const LIST_CLASS: Record<TabStyle, string> = {
  underline: "flex gap-1 border-b border-slate-200",
  pills: "inline-flex rounded-lg bg-white p-1 shadow-sm",
  segmented: "inline-flex rounded-lg bg-slate-100 p-1",
};

const TAB_CLASS: Record<TabStyle, { base: string; selected: string; other: string }> = {
  underline: {
    base: "-mb-px border-b-2 px-3 py-2 text-sm font-semibold sm:px-4",
    selected: "border-brand text-brand",
    other: "border-transparent text-slate-600 hover:text-ink",
  },
  pills: {
    base: "rounded-md px-4 py-2 text-sm font-semibold",
    selected: "bg-brand text-white",
    other: "text-slate-700 hover:bg-slate-100",
  },
  segmented: {
    base: "rounded-md px-3 py-1.5 text-sm font-semibold",
    selected: "bg-white shadow-sm",
    other: "text-slate-600",
  },
};

/** The ids that tie a tab to its panel (aria-controls / aria-labelledby). */
function tabId(idBase: string, value: string): string {
  return `${idBase}-${value}-tab`;
}

function panelId(idBase: string, value: string): string {
  return `${idBase}-${value}-panel`;
}

/** Keys of the WAI-ARIA tabs pattern: the arrows move through the tabs (wrapping), Home and End go to the ends. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * Ties a <TabList> to its <TabPanel>s: `{...tabs.list}` and `{...tabs.panel(value)}`. The state stays the
 * caller's (useState), so a form can open the tab that holds an error.
 */
export function useTabs<T extends string>(selected: T, onSelect: (value: T) => void) {
  const idBase = useId();
  return {
    list: { idBase, selected, onSelect },
    panel: (value: T) => ({ idBase, value, selected }),
  };
}

/**
 * A WAI-ARIA tab list (automatic activation): one tab stop, the selected tab; the arrow keys, Home and End move
 * focus and select.
 */
export function TabList<T extends string>(props: {
  idBase: string;
  selected: T;
  onSelect: (value: T) => void;
  label: string;
  items: readonly TabItem<T>[];
  look: TabStyle;
  className?: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, props.items.length);
    const item = next === null ? undefined : props.items[next];
    if (next === null || !item) return;
    event.preventDefault();
    event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
    props.onSelect(item.value);
  };
  const style = TAB_CLASS[props.look];
  return (
    <div role="tablist" aria-label={props.label} className={`${LIST_CLASS[props.look]} ${props.className ?? ""}`}>
      {props.items.map((item, index) => {
        const selected = item.value === props.selected;
        return (
          <button
            key={item.value}
            id={tabId(props.idBase, item.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(props.idBase, item.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(item.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`${style.base} ${selected ? style.selected : style.other}`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab; hidden (still mounted, so its fields keep their state and are submitted) when not selected. */
export function TabPanel(props: {
  idBase: string;
  value: string;
  selected: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={panelId(props.idBase, props.value)}
      role="tabpanel"
      aria-labelledby={tabId(props.idBase, props.value)}
      hidden={props.value !== props.selected}
      className={props.className}
    >
      {props.children}
    </div>
  );
}
