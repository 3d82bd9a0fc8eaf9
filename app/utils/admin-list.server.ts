import type {
  Expression,
  ExpressionBuilder,
  RawBuilder,
  SelectQueryBuilder,
  SqlBool,
  StringReference,
  Transaction,
} from "kysely";
import { sql } from "kysely";
import { data } from "react-router";
import type { Database } from "../../db/schema.ts";
import type { EditTexts } from "../components/admin/edit-error.tsx";
import type { ListActionResult } from "../components/admin/list-actions.ts";
import {
  BULK_CONFIRMED,
  BULK_INTENT,
  type BulkAction,
  type BulkActionInput,
  BulkActionSchema,
  type BulkAnswer,
  bulkDoneMessage,
  type ListDefinition,
  type ListQuery,
  readListQuery,
  type SortDirection,
} from "../components/admin/list-query.ts";
import { type AuditAction, type AuditKind, quoted, recordAudit, toggleSummary } from "./audit.server.ts";
import { isDatabaseUnavailable } from "./database-unavailable.server.ts";
import type { Db } from "./db.server.ts";
import { ServiceError, statusOf } from "./errors.ts";
import { containsFoldedAny, foldedColumnContains } from "./folded-sql.server.ts";
import { formText } from "./form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "./form-action.server.ts";
import { istanbulLocalToIso } from "./istanbul-time.ts";
import { loadOrFail } from "./load-or-fail.server.ts";
import type { Logger } from "./logger.server.ts";
import { pageWindow } from "./paging.ts";
import { isUuid } from "./uuid.ts";

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
export interface BulkOptions {
  actions: readonly BulkAction[];
  /** The rows' name after a count: '3 promosyon silindi'. */
  noun: string;
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
    await answerForm(form, () => bulk.run(input), {
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

/** The audit entry each row of a bulk write leaves (decision 038): its table and name column, kind and summary. */
export interface BulkAudit {
  table:
    | "blog_posts"
    | "promotions"
    | "casinos"
    | "promotion_categories"
    | "splash_ads"
    | "ranked_lists"
    | "payment_methods"
    | "redirects"
    | "not_found_log"
    | "promotion_comments";
  /** The row's name in the summary: a column, or an expression over the row's columns (a redirect's addresses). */
  nameColumn: "title" | "name" | "path" | "user_name" | RawBuilder<string>;
  kind: AuditKind;
  action: AuditAction;
  /** The Turkish summary of one row, from its name as it was before the write. */
  summary: (name: string) => string;
}

/** The rows a bulk write names in the audit log: their table, name column and kind. */
export type AuditTarget = Pick<BulkAudit, "table" | "nameColumn" | "kind">;

/** The audit of a bulk delete: 'Silindi: "Ad"' per row. */
export function deletedAudit(target: AuditTarget): BulkAudit {
  return { ...target, action: "delete", summary: (name) => `Silindi: ${quoted(name)}` };
}

/** The audit of a bulk activate/deactivate: '"Ad" aktif yapıldı' per row. */
export function toggledAudit(target: AuditTarget, active: boolean): BulkAudit {
  return { ...target, action: "toggle", summary: (name) => toggleSummary(name, active) };
}

/**
 * The rows named by a bulk action, written in one transaction by `write` (which answers how many rows it changed),
 * each with its audit entry in the same transaction: when any id is malformed or unknown, nothing is written and
 * `notFound` is thrown. Answers the ids, lower-cased.
 */
export async function writeEach(
  db: Db,
  ids: readonly string[],
  notFound: () => ServiceError,
  audit: BulkAudit,
  write: (trx: Transaction<Database>, keys: string[]) => Promise<{ numUpdatedRows?: bigint; numDeletedRows?: bigint }>,
): Promise<string[]> {
  if (ids.length === 0 || !ids.every((id) => isUuid(id))) throw notFound();
  const keys = [...new Set(ids.map((id) => id.toLowerCase()))];
  await db.transaction().execute(async (trx) => {
    const named = await sql<{
      id: string;
      name: string;
    }>`select id, ${typeof audit.nameColumn === "string" ? sql.ref(audit.nameColumn) : audit.nameColumn} as name from ${sql.table(
      audit.table,
    )} where id in (${sql.join(keys)})`.execute(trx);
    const result = await write(trx, keys);
    if (Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0) !== keys.length) throw notFound();
    for (const row of named.rows) {
      await recordAudit(trx, {
        kind: audit.kind,
        itemId: row.id,
        action: audit.action,
        summary: audit.summary(row.name),
      });
    }
  });
  return keys;
}

/** One page of a worked list, the number of rows under each tab (with the search and filters applied). */
export interface ListPage<Row, Tab extends string> {
  rows: Row[];
  /** The rows under the chosen tab. */
  total: number;
  page: number;
  pageCount: number;
  counts: Record<Tab, number>;
}

/** A tab's condition; null is 'all'. */
// biome-ignore lint/suspicious/noExplicitAny: a condition on any list's tables
export type TabCondition<DB = any, TB extends keyof DB = any> =
  | ((eb: ExpressionBuilder<DB, TB>) => Expression<SqlBool>)
  | null;

/** The admin lists' page size; a list may set its own (`readListPage`'s `pageSize`). */
export const ADMIN_LIST_PAGE_SIZE = 20;

/** What a list service is asked for: the list's state (`readListQuery`) and, in tests, a page size of their own. */
export interface ListRequest<Query> {
  query: Query;
  pageSize?: number | undefined;
}

/**
 * The 'Tümü / Aktif / Pasif' tabs of a list whose rows have a boolean `column` ("is_active", or "pc.is_active" where
 * the table has an alias). The column is a name, not a typed reference, so the tabs fit any list's tables.
 */
export function activeTabs(column: string): Record<"tumu" | "aktif" | "pasif", TabCondition> {
  const is = (active: boolean) => () => sql<SqlBool>`${sql.ref(column)} = ${active}`;
  return { tumu: null, aktif: is(true), pasif: is(false) };
}

/**
 * The admin list kit's read (decision 033): `filtered` is the list's tables with the search and filters applied.
 * One query counts the rows of every tab (a sum per tab over the filtered rows), a second reads one page of the
 * chosen tab; `rows` selects and orders it in the list's SQL direction (the limit and offset are already set) and
 * `map` turns each into the screen's row. `request` is the list's state: its tab, page and direction. A page past
 * the end gives the last page.
 */
export async function readListPage<DB, TB extends keyof DB, Tab extends string, Raw, Row>(
  request: ListRequest<{ tab: Tab; page: number; direction: SortDirection }>,
  list: {
    filtered: SelectQueryBuilder<DB, TB, object>;
    tabs: Record<Tab, TabCondition<NoInfer<DB>, NoInfer<TB>>>;
    rows: (query: SelectQueryBuilder<DB, TB, object>, direction: "asc" | "desc") => Promise<Raw[]>;
    map: (row: Raw) => Row;
    /** The list's own page size; ADMIN_LIST_PAGE_SIZE by default. */
    pageSize?: number;
  },
): Promise<ListPage<Row, Tab>> {
  const names = Object.keys(list.tabs) as Tab[];
  const totals = (await list.filtered
    .select((eb) =>
      names.map((name) => {
        const condition = list.tabs[name];
        const count = condition
          ? sql<number | string | null>`sum(case when ${condition(eb)} then 1 else 0 end)`
          : sql<number | string>`count(*)`;
        return count.as(name);
      }),
    )
    .executeTakeFirst()) as Record<string, number | string | null> | undefined;
  const counts = Object.fromEntries(names.map((name) => [name, Number(totals?.[name] ?? 0)])) as Record<Tab, number>;
  const { tab, direction } = request.query;
  const pageSize = request.pageSize ?? list.pageSize ?? ADMIN_LIST_PAGE_SIZE;
  const total = counts[tab];
  const { page, pageCount, offset } = pageWindow(total, request.query.page, pageSize);
  const condition = list.tabs[tab];
  const chosen = condition ? list.filtered.where(condition) : list.filtered;
  const rows = total === 0 ? [] : await list.rows(chosen.limit(pageSize).offset(offset), orderOf(direction));
  return { rows: rows.map(list.map), total, page, pageCount, counts };
}

/**
 * A worked list's search box and 'added between' days, the same on every list (decision 044): the folded query as
 * a substring of the table's stored `search` column (`search_folded`, kept by the database, migration 0022) or, on
 * a list of short rows without one (redirects, the 404 log), of any of the `fold` columns folded per row; and
 * `created` from the start of the first Istanbul day to the start of the day after the last.
 */
export function searchedAndAdded<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: { search: string; from: string | null; to: string | null },
  columns: (
    | { search: StringReference<DB, TB>; fold?: never }
    | { fold: readonly StringReference<DB, TB>[]; search?: never }
  ) & { created?: StringReference<DB, TB> },
): SelectQueryBuilder<DB, TB, O> {
  const { start, end } = dayRange(query);
  const created = columns.created === undefined ? null : sql.ref(columns.created);
  let filtered = qb;
  if (query.search !== "") {
    filtered = filtered.where(
      columns.search !== undefined
        ? foldedColumnContains(sql.ref(columns.search), query.search)
        : containsFoldedAny(
            (columns.fold ?? []).map((column) => sql.ref<string | null>(column)),
            query.search,
          ),
    );
  }
  if (created && start !== null) filtered = filtered.where(sql<SqlBool>`${created} >= ${start}`);
  if (created && end !== null) filtered = filtered.where(sql<SqlBool>`${created} < ${end}`);
  return filtered;
}

/** SQL's word for a list's sort direction. */
function orderOf(direction: SortDirection): "asc" | "desc" {
  return direction === "artan" ? "asc" : "desc";
}

/** A list's date filter as instants: from the start of `from` to the start of the day after `to` (Istanbul days). */
export function dayRange(query: { from: string | null; to: string | null }): {
  start: string | null;
  end: string | null;
} {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    start: query.from ? istanbulLocalToIso(`${query.from}T00:00`) : null,
    end: query.to ? istanbulLocalToIso(`${dayAfter(query.to)}T00:00`) : null,
  };
}
