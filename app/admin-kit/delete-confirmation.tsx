import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { isUuid } from "../utils/uuid.ts";
import { BULK_DELETE_STEP_PARAM } from "./list-query.ts";

/** `?sil=<id>`: a card list with the delete confirmation of that item open, a form that works without JavaScript. */
export const CONFIRM_DELETE_PARAM = "sil";

/** The item whose delete confirmation the request's address opens (`?sil=<id>`): its id in lower case, if a UUID. */
export function confirmingDeleteId(request: Request): string | null {
  const id = new URL(request.url).searchParams.get(CONFIRM_DELETE_PARAM);
  return isUuid(id) ? id.toLowerCase() : null;
}

/** A list's address with the given query and one parameter set, or removed when `value` is null. */
export function listAddressWith(path: string, search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/**
 * Where a screen's action goes back to: the screen as it was (search, tab, page), without `confirmParams` and the
 * delete confirmations (`sil`, `silinecek`), and without React Router's `index` and `_routes` (a fetch's own
 * parameters).
 */
export function listAddressAfterAction(path: string, request: Request, confirmParams: readonly string[]): string {
  const params = new URLSearchParams(new URL(request.url).search);
  for (const name of [...confirmParams, BULK_DELETE_STEP_PARAM, "index", "_routes"]) params.delete(name);
  return listAddressWith(path, params.toString(), CONFIRM_DELETE_PARAM, null);
}

/** The link that opens an item's delete confirmation on its card: 'Sil', named for screen readers by `label`. */
export function DeleteLink(props: { path: string; id: string; label: string; className?: string }) {
  const location = useLocation();
  return (
    <Link
      to={listAddressWith(props.path, location.search, CONFIRM_DELETE_PARAM, props.id)}
      preventScrollReset
      aria-label={props.label}
      className={`rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-slate-100 ${props.className ?? ""}`}
    >
      Sil
    </Link>
  );
}

/**
 * An item's delete confirmation: "<subject> <question>", 'Evet, sil' posting intent=delete with the item's id, and
 * 'Vazgeç' back to the list as it was. A plain form: without JavaScript it posts and the action redirects.
 */
export function DeleteConfirmation(props: {
  path: string;
  id: string;
  /** The form's accessible name ('Mesajı sil'). */
  title: string;
  subject: ReactNode;
  question: string;
}) {
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      replace
      aria-label={props.title}
      className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3"
    >
      <p className="text-sm text-red-900">
        <strong className="break-words">{props.subject}</strong> {props.question}
      </p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={props.id} />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          Evet, sil
        </button>
        <Link
          to={listAddressWith(props.path, location.search, CONFIRM_DELETE_PARAM, null)}
          preventScrollReset
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Vazgeç
        </Link>
      </div>
    </Form>
  );
}
