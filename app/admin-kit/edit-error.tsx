import { useEffect } from "react";
import toast from "react-hot-toast";
import { isRouteErrorResponse } from "react-router";
import { NotFoundScreen } from "../components/layout/route-error.tsx";
import { AdminLoadError } from "./load-error.tsx";

/** An edit screen's two failure texts, as the feature's messages map names them (spec 2 §8). */
export interface EditTexts {
  loadFailed: string;
  notFound: string;
}

/** Where an edit page's not-found screen sends the admin: why the item may be missing, and back to its list. */
interface EditWayBack {
  detail: string;
  backTo: string;
  backLabel: string;
}

/**
 * An edit page's ErrorBoundary: a 404 (deleted, or a wrong address) says so with the way back to the list;
 * anything else is a failed load with 'Tekrar dene'. Both toast `loadFailed` (spec 2 §8).
 */
export function AdminEditError(props: { error: unknown; texts: EditTexts; wayBack: EditWayBack }) {
  if (isRouteErrorResponse(props.error) && props.error.status === 404) {
    return <EditNotFound {...props.wayBack} title={props.texts.notFound} toast={props.texts.loadFailed} />;
  }
  return <AdminLoadError message={props.texts.loadFailed} />;
}

/** An unknown or malformed id: the `toast`, the not-found text and the way back to the list. */
function EditNotFound(props: EditWayBack & { title: string; toast: string }) {
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
 * An edit route's ErrorBoundary: `AdminEditError` with the texts its loader answers (`loadAdminEdit`).
 * Use as `export const ErrorBoundary = adminEditErrorBoundary(MESSAGES, { detail, backTo, backLabel })`.
 */
export function adminEditErrorBoundary(texts: EditTexts, wayBack: EditWayBack) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <AdminEditError error={error} texts={texts} wayBack={wayBack} />;
  };
}
