import { useEffect } from "react";
import toast from "react-hot-toast";
import { isRouteErrorResponse } from "react-router";
import { NotFoundScreen } from "../layout/route-error.tsx";
import { AdminLoadError } from "./load-error.tsx";

/**
 * An edit page's ErrorBoundary: a 404 (deleted, or a wrong address) says so with the way back to the list;
 * anything else is a failed load with 'Tekrar dene'. Both toast `loadFailed` (spec 2 §8).
 */
export function AdminEditError(props: {
  error: unknown;
  loadFailed: string;
  notFound: { title: string; detail: string; backTo: string; backLabel: string };
}) {
  if (isRouteErrorResponse(props.error) && props.error.status === 404) {
    return <EditNotFound {...props.notFound} toast={props.loadFailed} />;
  }
  return <AdminLoadError message={props.loadFailed} />;
}

/** An unknown or malformed id: the `toast`, the not-found text and the way back to the list. */
function EditNotFound(props: { title: string; detail: string; backTo: string; backLabel: string; toast: string }) {
  const message = props.toast;
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);
  return (
    <NotFoundScreen
      frame="card"
      title={props.title}
      detail={props.detail}
      backTo={props.backTo}
      backLabel={props.backLabel}
    />
  );
}

/**
 * An edit route's ErrorBoundary: `AdminEditError` with these texts.
 * Use as `export const ErrorBoundary = adminEditErrorBoundary(MESSAGES.loadFailed, { … })`.
 */
export function adminEditErrorBoundary(
  loadFailed: string,
  notFound: { title: string; detail: string; backTo: string; backLabel: string },
) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <AdminEditError error={error} loadFailed={loadFailed} notFound={notFound} />;
  };
}
