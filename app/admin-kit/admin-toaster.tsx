import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import type { FlashToast } from "../utils/flash-toast.server.ts";

/**
 * The admin screens' toast area (react-hot-toast: loading toasts, ids, dismissal). Rendered by the admin layout and
 * the sign-in screen, not by the root, so that react-hot-toast stays off the public pages (they use
 * `notify` from components/ui/toasts.tsx). One store: a toast shown on the sign-in screen stays on the dashboard.
 *
 * `flash` is the toast a save left before it redirected here: toasted once hydrated (its id keeps it to once), and
 * before that, or without JavaScript, written into the page as a status line, so the answer reads the same either way.
 */
export function AdminToaster(props: { flash?: FlashToast | null }) {
  const hydrated = useHydrated();
  const { flash } = props;
  useEffect(() => {
    if (!flash) return;
    if (flash.kind === "success") toast.success(flash.message, { id: flash.id });
    else toast.error(flash.message, { id: flash.id });
  }, [flash]);
  return (
    <>
      {/* Without `bottom: auto` the empty toast area is a fixed box over the whole page (pointer-events: none), and
          axe reads everything beneath it as overlapped: the header's colour contrast went unchecked. */}
      <Toaster position="top-center" containerStyle={{ bottom: "auto" }} />
      {flash && !hydrated ? (
        <p
          role={flash.kind === "success" ? "status" : "alert"}
          className={`fixed inset-x-4 top-16 z-50 mx-auto max-w-md rounded-lg px-4 py-3 text-center text-sm font-medium shadow ${flash.kind === "success" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {flash.message}
        </p>
      ) : null}
    </>
  );
}
