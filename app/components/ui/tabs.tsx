import type { KeyboardEvent, ReactNode } from "react";

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/** The ids that tie a tab to its panel (aria-controls / aria-labelledby); `idBase` is unique on the page (useId). */
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
 * A WAI-ARIA tab list (automatic activation): one tab stop, the selected tab; the arrow keys, Home and End move
 * focus and select. Controlled, so a form can open the tab that holds an error; panels are <TabPanel>s.
 */
export function TabList<T extends string>(props: {
  idBase: string;
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  className: string;
  tabClassName: (selected: boolean) => string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, props.tabs.length);
    const tab = next === null ? undefined : props.tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[next]?.focus();
    props.onSelect(tab.value);
  };
  return (
    <div role="tablist" aria-label={props.label} className={props.className}>
      {props.tabs.map((tab, index) => {
        const selected = tab.value === props.selected;
        return (
          <button
            key={tab.value}
            id={tabId(props.idBase, tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(props.idBase, tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={props.tabClassName(selected)}
          >
            {tab.label}
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
