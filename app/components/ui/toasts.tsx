import { useSyncExternalStore } from "react";

/**
 * The public pages' toasts (a copied code, a sent comment): a few hundred bytes instead of react-hot-toast's 4.6 kB
 * gzipped, almost half of a public page's JavaScript budget. Each message is a `role="status"`
 * card at the top centre, as react-hot-toast draws them, gone after 2 s (success) or 4 s (error). The admin
 * screens keep react-hot-toast (loading toasts, ids, dismissal) and render its `<Toaster>` themselves
 * (routes/admin/layout.tsx, routes/admin/login.tsx); admin code never calls `notify`.
 */
interface Toast {
  id: number;
  kind: "success" | "error";
  message: string;
}

const DURATION_MS = { success: 2000, error: 4000 } as const;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(kind: Toast["kind"], message: string) {
  const id = nextId++;
  // The same message twice in a row (two clicks on Kopyala) shows once, renewed.
  publish([...toasts.filter((t) => t.message !== message), { id, kind, message }]);
  setTimeout(() => publish(toasts.filter((t) => t.id !== id)), DURATION_MS[kind]);
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const NONE: readonly Toast[] = [];

/** Rendered once by the public layout; empty in the server's HTML. */
export function Toasts() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
  if (list.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-[9999] flex flex-col items-center gap-2 px-4">
      {list.map((toast) => (
        <div
          key={toast.id}
          role="status"
          aria-live="polite"
          className="flex max-w-sm items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm text-slate-900 shadow-lg"
        >
          <span
            aria-hidden="true"
            className={`grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold text-white ${toast.kind === "success" ? "bg-emerald-600" : "bg-red-600"}`}
          >
            {toast.kind === "success" ? "✓" : "!"}
          </span>
          {toast.message}
        </div>
      ))}
    </div>
  );
}
