import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec 1 §2 and spec 2 §2: manual scroll restoration, and every route change starts at the top unless the address has a hash. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
