import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on in the browser: until then a control
 * works as plain HTML does (a form posts itself, a native input shows itself). A component mounted after hydration
 * reads true at once, with no second render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
