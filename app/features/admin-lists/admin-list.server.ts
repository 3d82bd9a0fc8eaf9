/**
 * The admin lists' route side (decision 033): an edit page's loader, a worked list's loader, and a list's writes
 * (delete, switch, bulk) answered with the spec's texts. The services read pages with `list-page.server.ts` and write
 * rows in bulk with `bulk-write.server.ts`.
 */
import { data } from "react-router";
import type { EditTexts } from "../../components/admin/edit-error.tsx";
import type { ListActionResult } from "../../components/admin/list-actions.ts";
import {
  BULK_CONFIRMED,
  BULK_INTENT,
  type BulkAction,
  type BulkActionInput,
  BulkActionSchema,
  type BulkAnswer,
  bulkDoneMessage,
  type ListBulk,
  type ListDefinition,
  type ListQuery,
  readListQuery,
} from "../../components/admin/list-query.ts";
import { isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import { ServiceError, statusOf } from "../../utils/errors.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Logger } from "../../utils/logger.server.ts";

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
export async function loadWorkedList<Tab extends string, Sort extends string, Page extends object>(
  request: Request,
  logger: Logger,
  list: { definition: ListDefinition<Tab, Sort>; failure: { log: string; message: string } },
  read: (query: ListQuery<Tab, Sort>) => Promise<Page>,
): Promise<Page & { query: ListQuery<Tab, Sort> }> {
  const query = readListQuery(new URL(request.url), list.definition);
  return loadOrFail(logger, list.failure, async () => ({ ...(await read(query)), query }));
}

export interface ListActionOptions {
  logger: Logger;
  /** The log line of an unexpected failure. */
  log: string;
  remove: { run: (id: string) => Promise<unknown>; done: string; failed: string };
  /** For lists with bulk actions (decision 033). */
  bulk?: BulkOptions;
  /**
   * For lists with an active switch: intent=toggle with active=true|false, or, with `intents`, one intent for each
   * way (the blog's intent=publish|unpublish).
   */
  toggle?: {
    run: (id: string, active: boolean) => Promise<unknown>;
    activated: string;
    deactivated: string;
    failed: string;
    intents?: { on: string; off: string };
  };
}

/** Which way a post asks a row's switch to go, or null when it does not ask (another intent, or no switch). */
function switchedTo(form: FormData | null, toggle: ListActionOptions["toggle"]): boolean | null {
  if (!toggle) return null;
  const intent = form?.get("intent");
  if (!toggle.intents) return intent === "toggle" ? form?.get("active") === "true" : null;
  return intent === toggle.intents.on ? true : intent === toggle.intents.off ? false : null;
}

/**
 * A list's writes: intent=delete (id) and, with `toggle`, the row's switch (id). Odd input answers 400, a
 * ServiceError its own status (an unknown id 404) and anything else a logged 500, each with the spec's failure text;
 * a database outage goes up as in `loadOrFail`.
 */
export async function handleListAction(request: Request, options: ListActionOptions) {
  const form = await readForm(request);
  const intent = form?.get("intent");
  if (intent === BULK_INTENT && options.bulk) return handleBulkAction(form, options.logger, options.bulk);
  const id = form?.get("id");
  const { remove, toggle } = options;
  const active = switchedTo(form, toggle);
  const toggling = active !== null && toggle !== undefined;
  const failure = toggling ? toggle.failed : remove.failed;
  if ((intent !== "delete" && !toggling) || typeof id !== "string") {
    return data<ListActionResult>({ ok: false, message: failure }, { status: 400 });
  }
  try {
    if (!toggling) {
      await remove.run(id);
      return data<ListActionResult>({ ok: true, message: remove.done });
    }
    await toggle.run(id, active);
    return data<ListActionResult>({ ok: true, message: active ? toggle.activated : toggle.deactivated });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    if (error instanceof ServiceError) {
      return data<ListActionResult>({ ok: false, message: failure }, { status: statusOf(error) });
    }
    options.logger.error({ err: error, intent }, options.log);
    return data<ListActionResult>({ ok: false, message: failure }, { status: 500 });
  }
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
export async function handleBulkAction(form: FormData | null, logger: Logger, bulk: BulkOptions) {
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
