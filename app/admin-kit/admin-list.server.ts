/**
 * The admin lists' route side: an edit page's loader, a list's loader, and the answers a list route's `action` gives
 * each intent of its `switch` (a row's delete or switch, a dialog's save, the chosen rows' bulk action), each with the
 * spec's texts. The post is read once (`readListPost`) and handed to each. A write that worked redirects back to the
 * list as it was with a one-time toast; a refusal is a 4xx with its Turkish text (and each field's error); the same
 * answers whether the browser posted by fetch or as a plain form. The services read pages with
 * `list-page.server.ts` and write rows in bulk with `bulk-write.server.ts`.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { type AppServices, getServices } from "../context.ts";
import { isDatabaseUnavailable } from "../utils/database-unavailable.server.ts";
import { ServiceError, statusOf } from "../utils/errors.ts";
import { type FlashConfig, redirectWithToast } from "../utils/flash-toast.server.ts";
import { formText } from "../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../utils/form-action.server.ts";
import { loadOrFail } from "../utils/load-or-fail.server.ts";
import type { Logger } from "../utils/logger.server.ts";
import type { z } from "../utils/zod.ts";
import { listAddressAfterAction, listAddressWith } from "./delete-confirmation.tsx";
import type { EditTexts } from "./edit-error.tsx";
import {
  BULK_CONFIRMED,
  BULK_DELETE_STEP_PARAM,
  type BulkAction,
  type BulkActionInput,
  BulkActionSchema,
  bulkDoneMessage,
  type ListAnswer,
  type ListBulk,
  type ListDefinition,
  type ListFilters,
  type ListQuery,
  readListQuery,
} from "./list-query.ts";

/**
 * An edit page's loader: an unknown or malformed id (`load` answers null or throws a not_found ServiceError) is a
 * 404 with the screen's not-found text; any other failure is logged (`log`) and a 500 with its load-failed text
 * (spec 2 §8; the route's `adminEditErrorBoundary` shows the same `texts`). A database outage goes up as it is, as in
 * `loadOrFail`.
 */
export async function loadAdminEdit<T>(
  logger: Logger,
  failure: { log: string; texts: EditTexts },
  load: () => Promise<T | null>,
): Promise<T> {
  let found: T | null;
  try {
    found = await load();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (!(error instanceof ServiceError && error.code === "not_found")) {
      logger.error({ err: error }, failure.log);
      throw data({ message: failure.texts.loadFailed }, { status: 500 });
    }
    found = null;
  }
  if (found === null) throw data({ message: failure.texts.notFound }, { status: 404 });
  return found;
}

/**
 * A worked list's loader: the list's state read from the address (never an error: odd parameters fall back), then
 * `read` for its page and whatever else the screen shows, a failure logged and answered as in `loadOrFail`.
 * Answers the page with its `query`, which the screen parts read.
 */
export async function loadWorkedList<
  Tab extends string,
  Sort extends string,
  Filters extends ListFilters,
  Page extends object,
>(
  request: Request,
  logger: Logger,
  list: { definition: ListDefinition<Tab, Sort, Filters>; failure: { log: string; message: string } },
  read: (query: ListQuery<Tab, Sort, Filters>) => Promise<Page>,
): Promise<Page & { query: ListQuery<Tab, Sort, Filters> }> {
  const query = readListQuery(new URL(request.url), list.definition);
  return loadOrFail(logger, list.failure, async () => ({ ...(await read(query)), query }));
}

/**
 * An admin list route's loader: `loadWorkedList` with the services of the request's context. Use as
 * `export const loader = (args: Route.LoaderArgs) => loadAdminList(args, …)`.
 */
export function loadAdminList<
  Tab extends string,
  Sort extends string,
  Filters extends ListFilters,
  Page extends object,
>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  definition: ListDefinition<Tab, Sort, Filters>,
  failure: { log: string; message: string },
  read: (services: AppServices, query: ListQuery<Tab, Sort, Filters>) => Promise<Page>,
) {
  const services = getServices(context);
  return loadWorkedList(request, services.logger, { definition, failure }, (query) => read(services, query));
}

/** What a list's answers need of the services: the log, and the secret the toast's cookie is signed with. */
export interface ListServices {
  logger: Logger;
  config: FlashConfig;
}

/** A list's post, read once: its form (null when the body is not one), its intent, its row's id, and where it goes back. */
export interface ListPost {
  form: FormData | null;
  intent: string;
  /** null when the post names no row. */
  id: string | null;
  /** The list as it was on screen (search, tab, filters, page): where a write redirects with its toast. */
  back: string;
}

/**
 * Reads a list's post: the one reading of its body, whatever the intent. `path` is the list's address; the post's
 * query string (the list's state) is kept for the way back, without `drop` (a confirmation's parameter).
 */
export async function readListPost(
  request: Request,
  path: string,
  options: { drop?: readonly string[] } = {},
): Promise<ListPost> {
  const form = await readForm(request);
  const id = form?.get("id");
  return {
    form,
    intent: formText(form, "intent"),
    id: typeof id === "string" ? id : null,
    back: listAddressAfterAction(path, request, options.drop ?? []),
  };
}

/** Which way a row's switch was asked to go (intent=toggle, active=true|false). */
export function switchedOn(post: ListPost): boolean {
  return formText(post.form, "active") === "true";
}

/**
 * A list write that worked: a redirect back to the list as it was, its next page showing `message` once (a signed
 * one-time cookie). The same answer to a fetcher and to a browser without JavaScript; thrown, so that the answers
 * a route returns are its refusals.
 */
export async function redirectBack(
  post: ListPost,
  services: ListServices,
  message: string,
  kind: "success" | "error" = "success",
): Promise<never> {
  throw await redirectWithToast(post.back, { kind, message }, services.config, { replace: true });
}

/** A 400 for a post that is none of the list's (an unknown intent, no id), with the intent's failure text. */
export function refuseListPost(failed: string) {
  return data<ListAnswer>({ ok: false, message: failed }, { status: 400 });
}

/**
 * One row's write (delete, switch, publish): `run` with the post's id, then back to the list with `done` as the
 * toast. No id answers 400, a ServiceError its own status (an unknown id 404) and anything else a logged 500
 * (`log`), each with `failed`; a database outage goes up as in `loadOrFail`.
 */
export async function answerRowWrite(
  post: ListPost,
  services: ListServices,
  texts: { log: string; done: string; failed: string },
  run: (id: string) => Promise<unknown>,
) {
  if (post.id === null) return refuseListPost(texts.failed);
  try {
    await run(post.id);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof ServiceError) {
      return data<ListAnswer>({ ok: false, message: texts.failed }, { status: statusOf(error) });
    }
    services.logger.error({ err: error, intent: post.intent }, texts.log);
    return data<ListAnswer>({ ok: false, message: texts.failed }, { status: 500 });
  }
  return redirectBack(post, services, texts.done);
}

/** The texts of a list whose rows have an active switch and a delete (promotions, ranked lists, splash ads). */
export interface ActiveRowTexts {
  /** The log line of an unexpected failure. */
  log: string;
  activated: string;
  deactivated: string;
  toggleFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** intent=toggle: the row's switch turned the way the post asks (`switchedOn`), toasted 'aktif/pasif edildi'. */
export async function answerToggle(
  post: ListPost,
  services: ListServices,
  texts: ActiveRowTexts,
  run: (id: string, active: boolean) => Promise<unknown>,
) {
  const active = switchedOn(post);
  const done = active ? texts.activated : texts.deactivated;
  return answerRowWrite(post, services, { log: texts.log, done, failed: texts.toggleFailed }, (id) => run(id, active));
}

/** intent=delete: the row deleted, toasted with the list's 'silindi'. */
export async function answerDelete(
  post: ListPost,
  services: ListServices,
  texts: Pick<ActiveRowTexts, "log" | "deleted" | "deleteFailed">,
  run: (id: string) => Promise<unknown>,
) {
  return answerRowWrite(post, services, { log: texts.log, done: texts.deleted, failed: texts.deleteFailed }, run);
}

/** A list write's toast: its success text, or an error that is still the answer asked for (a mail refused again). */
export type ListToast = string | { kind: "error"; message: string };

/**
 * A list's write through the form kit: `run`, then back to the list with the toast `done` makes of its result. A
 * ServiceError answers its status in `messages`' words (under its field when it names one); anything else is logged
 * as `log` and answered 500; a database outage goes up as in `loadOrFail`.
 */
export async function answerListWrite<Result>(
  post: ListPost,
  services: ListServices,
  texts: { log: string; messages: FormMessages; done: (result: Result) => ListToast },
  run: () => Promise<Result>,
) {
  const answer = await answerForm(run, {
    logger: services.logger,
    log: texts.log,
    messages: texts.messages,
    success: (result) => ({ message: "", toast: texts.done(result as Result) }),
  });
  if (!answer.data.ok) return answer;
  const { toast } = answer.data;
  return typeof toast === "string"
    ? redirectBack(post, services, toast)
    : redirectBack(post, services, toast.message, toast.kind);
}

/**
 * One row's write whose refusals carry their reason (the card lists', the dialog lists'): `answerListWrite` with the
 * post's id; a post without one answers 400 with `refused`.
 */
export async function answerRowForm<Result>(
  post: ListPost,
  services: ListServices,
  texts: { log: string; refused: string; messages: FormMessages; done: (result: Result) => ListToast },
  run: (id: string) => Promise<Result>,
) {
  const { id } = post;
  if (id === null || id === "") return refuseRequest(texts.refused);
  return answerListWrite(post, services, texts, () => run(id));
}

/** The refusal texts of a dialog-edited list's posts: a conflict (in use, duplicate slug) shows as it is. */
function dialogMessages(failed: (reason: string) => string): FormMessages {
  return {
    failed,
    invalid: (reason) => reason,
    refused: (error) => (error.code === "conflict" ? error.message : failed(error.message)),
  };
}

/**
 * A row write of a list whose rows are edited in a dialog (categories, payment methods): no id answers 400 with
 * `failed('Geçersiz istek')`, a conflict its own message, any other ServiceError `failed(reason)`; done, back to the
 * list with `done`.
 */
export async function answerDialogRow(
  post: ListPost,
  services: ListServices,
  texts: { log: string; done: string; failed: (reason: string) => string },
  run: (id: string) => Promise<unknown>,
) {
  const messages = dialogMessages(texts.failed);
  const refused = texts.failed("Geçersiz istek");
  return answerRowForm(post, services, { log: texts.log, refused, messages, done: () => texts.done }, run);
}

/**
 * A dialog's save (intent=save): the form parsed once with `schema` (400 with each field's error), then `create`
 * when the id is empty or `update` otherwise, back to the list with `created` or `updated`.
 */
export async function answerDialogSave<Schema extends z.ZodObject>(
  post: ListPost,
  services: ListServices,
  schema: Schema,
  texts: { log: string; created: string; updated: string; failed: (reason: string) => string },
  save: {
    create: (value: z.output<Schema>) => Promise<unknown>;
    update: (id: string, value: z.output<Schema>) => Promise<unknown>;
  },
) {
  const { id } = post;
  const messages = dialogMessages(texts.failed);
  if (id === null) return refuseRequest(texts.failed("Geçersiz istek"));
  return answerListForm(
    post,
    services,
    schema,
    { log: texts.log, messages, done: () => (id === "" ? texts.created : texts.updated) },
    (value) => (id === "" ? save.create(value) : save.update(id, value)),
  );
}

/**
 * A post of a list's own form (the splash frequency, comment moderation, a redirect's save): `schema` parsed from the
 * post (400 with each field's error, nothing written), then `answerListWrite` with `save`.
 */
export async function answerListForm<Schema extends z.ZodObject, Saved>(
  post: ListPost,
  services: ListServices,
  schema: Schema,
  texts: { log: string; messages: FormMessages; done: (saved: Saved) => ListToast },
  save: (value: z.output<Schema>) => Promise<Saved>,
) {
  const parsed = parseForm(post.form, schema, texts.messages);
  if (!parsed.ok) return parsed.reply;
  const { value } = parsed;
  return answerListWrite(post, services, texts, () => save(value));
}

/** A list's bulk actions: which it offers, what its rows are called, and the one service call that runs them. */
export interface BulkOptions extends ListBulk {
  /** The failure toast's beginning; 'Toplu işlem yapılamadı' unless the list words it otherwise. */
  failed?: string;
  /** One service call, all in one transaction: every row changes or none does. */
  run: (input: BulkActionInput) => Promise<unknown>;
}

/**
 * intent=bulk (action, ids) through the form kit: the shared BulkActionSchema, then the list's one service call and
 * back to the list with the count ('3 promosyon pasif yapıldı'). An action the list does not offer is refused (400)
 * before anything is written. A delete not yet confirmed (no `onay=1`: the bulk bar posted without JavaScript) is
 * redirected to the list as it was with the rows in `?silinecek=`, where the list draws the confirmation form the
 * dialog holds: a reload of that page asks again, it does not post again.
 */
export async function answerBulkAction(post: ListPost, services: ListServices, bulk: BulkOptions) {
  const { form } = post;
  const messages: FormMessages = { failed: (reason) => `${bulk.failed ?? "Toplu işlem yapılamadı"}: ${reason}` };
  if (!bulk.actions.includes(formText(form, "action") as BulkAction)) {
    return refuseRequest(messages.failed("Geçersiz toplu işlem"));
  }
  // A fetcher sends the ids joined by commas; a browser without JavaScript one `ids` field per checked row.
  form?.set(
    "ids",
    form
      .getAll("ids")
      .filter((id) => typeof id === "string")
      .join(","),
  );
  const parsed = parseForm(form, BulkActionSchema, messages);
  if (!parsed.ok) return parsed.reply;
  const input = parsed.value;
  if (input.action === "delete" && formText(form, BULK_CONFIRMED.name) !== BULK_CONFIRMED.value) {
    const [path = "", search = ""] = post.back.split("?");
    throw redirect(listAddressWith(path, search, BULK_DELETE_STEP_PARAM, input.ids.join(",")));
  }
  return answerListWrite(
    post,
    services,
    { log: "toplu işlem başarısız", messages, done: () => bulkDoneMessage(input.action, input.ids.length, bulk.noun) },
    () => bulk.run(input),
  );
}
