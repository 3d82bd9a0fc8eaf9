import { useCallback, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher, useLocation } from "react-router";

/**
 * What an action answers when it does not redirect: the screen shows `message` as a toast (spec 2 §8). A list's write
 * that worked redirects back to the list instead, whose next page shows the toast (`AdminToaster`).
 */
export interface ListActionResult {
  ok: boolean;
  message: string;
}

/**
 * Toasts each answer once, as soon as it arrives: green when it worked, red when it did not. Not once the
 * submission has settled: the reload after it may unmount the row that asked (someone else deleted it).
 */
export function useResultToast(result: ListActionResult | undefined) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);
}

/**
 * Where a list's fetchers post: the list's address as it is on screen (search, tab, filters, page), so the action's
 * redirect comes back to the same place.
 */
export function useListAction(path: string): string {
  const { pathname, search } = useLocation();
  return pathname === path ? `${path}${search}` : path;
}

/** A fetcher whose every answer that stays (a refusal) is toasted. */
export function useToastingFetcher() {
  const fetcher = useFetcher<ListActionResult>();
  useResultToast(fetcher.data);
  return fetcher;
}

/**
 * One fetcher and one confirmation for a whole list's deletes: the deleted row unmounts when the list reloads,
 * so its answer is read up here, where it survives. The confirmation is a form of this fetcher (`Form`) posting
 * intent=delete with the pending row's id to `action`, the list's address as it is on screen (spec 2 §5).
 */
export function useListDeletion<Row extends { id: string }>(path: string) {
  const fetcher = useToastingFetcher();
  const [pending, setPending] = useState<Row | null>(null);
  return {
    pending,
    ask: (row: Row) => setPending(row),
    cancel: () => setPending(null),
    Form: fetcher.Form,
    action: useListAction(path),
    busy: fetcher.state !== "idle",
  };
}

/** What a list's add/edit dialog shows: nothing (closed), a new row (`row` null) or the row being edited. */
export function useRowDialog<Row>() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const close = useCallback(() => setEditing(null), []);
  return {
    open: editing !== null,
    row: editing === "new" ? null : editing,
    openNew: () => setEditing("new"),
    edit: (row: Row) => setEditing(row),
    close,
  };
}
