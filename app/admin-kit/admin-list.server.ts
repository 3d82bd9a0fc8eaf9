/**
 * The admin lists' route side: an edit page's loader, a list's loader, and the answers a list route's `action` gives
 * each intent of its `switch` (a row's delete or switch, a dialog's save, the chosen rows' bulk action), each with the
 * spec's texts. The post is read once (`readListPost`) and handed to each. The services read pages with
 * `list-page.server.ts` and write rows in bulk with `bulk-write.server.ts`.
 */
import { data, type RouterContextProvider } from "react-router";
import { type AppServices, getServices } from "../context.ts";
import { isDatabaseUnavailable } from "../utils/database-unavailable.server.ts";
import { ServiceError, statusOf } from "../utils/errors.ts";
import { formText } from "../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../utils/form-action.server.ts";
import { loadOrFail } from "../utils/load-or-fail.server.ts";
import type { Logger } from "../utils/logger.server.ts";
import type { z } from "../utils/zod.ts";
import type { EditTexts } from "./edit-error.tsx";
import type { ListActionResult } from "./list-actions.ts";
import {
  BULK_CONFIRMED,
  type BulkAction,
  type BulkActionInput,
  BulkActionSchema,
  type BulkAnswer,
  bulkDoneMessage,
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

/** A list's post, read once: its form (null when the body is not one), its intent and its row's id. */
export interface ListPost {
  form: FormData | null;
  intent: string;
  /** null when the post names no row. */
  id: string | null;
}

/** Reads a list's post: the one reading of its body, whatever the intent. */
export async function readListPost(request: Request): Promise<ListPost> {
  const form = await readForm(request);
  const id = form?.get("id");
  return { form, intent: formText(form, "intent"), id: typeof id === "string" ? id : null };
}

/** Which way a row's switch was asked to go (intent=toggle, active=true|false). */
export function switchedOn(post: ListPost): boolean {
  return formText(post.form, "active") === "true";
}

/** A 400 for a post that is none of the list's (an unknown intent, no id), with the intent's failure text. */
export function refuseListPost(failed: string) {
  return data<ListActionResult>({ ok: false, message: failed }, { status: 400 });
}

/**
 * One row's write (delete, switch, publish): `run` with the post's id, answered with `done` as the toast. No id
 * answers 400, a ServiceError its own status (an unknown id 404) and anything else a logged 500 (`log`), each with
 * `failed`; a database outage goes up as in `loadOrFail`.
 */
export async function answerRowWrite(
  post: ListPost,
  logger: Logger,
  texts: { log: string; done: string; failed: string },
  run: (id: string) => Promise<unknown>,
) {
  if (post.id === null) return refuseListPost(texts.failed);
  try {
    await run(post.id);
    return data<ListActionResult>({ ok: true, message: texts.done });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof ServiceError) {
      return data<ListActionResult>({ ok: false, message: texts.failed }, { status: statusOf(error) });
    }
    logger.error({ err: error, intent: post.intent }, texts.log);
    return data<ListActionResult>({ ok: false, message: texts.failed }, { status: 500 });
  }
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
 * A row write of a list whose rows are edited in a dialog (categories, payment methods) through the form kit: no id
 * answers 400 with `failed('Geçersiz istek')`, a conflict its own message, any other ServiceError `failed(reason)`.
 */
export async function answerDialogRow(
  post: ListPost,
  logger: Logger,
  texts: { log: string; done: string; failed: (reason: string) => string },
  run: (id: string) => Promise<unknown>,
) {
  const { id } = post;
  if (id === null) return refuseRequest(texts.failed("Geçersiz istek"));
  return answerForm(() => run(id), {
    logger,
    log: texts.log,
    messages: dialogMessages(texts.failed),
    success: () => ({ message: texts.done }),
  });
}

/**
 * A dialog's save (intent=save): the form parsed once with `schema` (400 with each field's error), then `create`
 * when the id is empty or `update` otherwise, answered with `created` or `updated`.
 */
export async function answerDialogSave<Schema extends z.ZodObject>(
  post: ListPost,
  logger: Logger,
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
  const parsed = parseForm(post.form, schema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(() => (id === "" ? save.create(parsed.value) : save.update(id, parsed.value)), {
    logger,
    log: texts.log,
    messages,
    success: () => ({ message: id === "" ? texts.created : texts.updated }),
  });
}

/** A list's bulk actions: which it offers, what its rows are called, and the one service call that runs them. */
export interface BulkOptions extends ListBulk {
  /** The failure toast's beginning; 'Toplu işlem yapılamadı' unless the list words it otherwise. */
  failed?: string;
  /** One service call, all in one transaction: every row changes or none does. */
  run: (input: BulkActionInput) => Promise<unknown>;
}

/**
 * intent=bulk (action, ids) through the form kit: the shared BulkActionSchema, then the list's one service call. An
 * action the list does not offer is refused (400) before anything is written.
 */
export async function answerBulkAction(post: ListPost, logger: Logger, bulk: BulkOptions) {
  const { form } = post;
  const messages: FormMessages = { failed: (reason) => `${bulk.failed ?? "Toplu işlem yapılamadı"}: ${reason}` };
  if (!bulk.actions.includes(formText(form, "action") as BulkAction)) {
    return markBulk(refuseRequest(messages.failed("Geçersiz toplu işlem")));
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
  if (!parsed.ok) return markBulk(parsed.reply);
  const input = parsed.value;
  if (input.action === "delete" && formText(form, BULK_CONFIRMED.name) !== BULK_CONFIRMED.value) {
    return data<BulkAnswer>({
      bulk: true,
      ok: false,
      message: `${input.ids.length} ${bulk.noun} silinsin mi? Bu işlem geri alınamaz.`,
      confirm: { action: "delete", ids: input.ids },
    });
  }
  return markBulk(
    await answerForm(() => bulk.run(input), {
      logger,
      log: "toplu işlem başarısız",
      messages,
      success: () => ({ message: bulkDoneMessage(input.action, input.ids.length, bulk.noun) }),
    }),
  );
}

/** A bulk answer, marked so the list shows it in place of the toast when the post came without JavaScript. */
function markBulk<Answer extends { ok: boolean; message: string }>(reply: { data: Answer; init: ResponseInit | null }) {
  return data<Answer & BulkAnswer>({ ...reply.data, bulk: true }, reply.init ?? undefined);
}
