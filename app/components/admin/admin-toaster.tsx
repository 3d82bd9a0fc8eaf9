import { Toaster } from "react-hot-toast";

/**
 * The admin screens' toast area (react-hot-toast: loading toasts, ids, dismissal). Rendered by the admin layout and
 * the sign-in screen, not by the root, so that react-hot-toast stays off the public pages (decision 046; they use
 * `notify` from components/ui/toasts.tsx). One store: a toast shown on the sign-in screen stays on the dashboard.
 */
export function AdminToaster() {
  // Without `bottom: auto` the empty toast area is a fixed box over the whole page (pointer-events: none), and axe
  // reads everything beneath it as overlapped: the header's colour contrast went unchecked.
  return <Toaster position="top-center" containerStyle={{ bottom: "auto" }} />;
}
