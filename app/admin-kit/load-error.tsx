import { useEffect } from "react";
import toast from "react-hot-toast";
import { ErrorPanel, loadFailureMessage } from "../components/layout/route-error.tsx";

/** The admin screens' name for the one reader of a loader's failure message (h15c's list screens import it). */
export { loadFailureMessage as loadErrorMessage };

/** Spec 2 §8: a failed admin load says so in a toast and on the page, with 'Tekrar dene' (a full reload). */
export function AdminLoadError({ message, children }: { message: string; children?: React.ReactNode }) {
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return (
    <ErrorPanel text={message} as="p">
      {children}
    </ErrorPanel>
  );
}

/**
 * A list route's ErrorBoundary: `AdminLoadError` with the loader's message, or `fallback`.
 * Use as `export const ErrorBoundary = adminLoadErrorBoundary(MESSAGES.listFailed)`.
 */
export function adminLoadErrorBoundary(fallback: string) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <AdminLoadError message={loadFailureMessage(error, fallback)} />;
  };
}
