/**
 * The admin lists' reads: one page of a list in its state, the rows under each tab counted, searched
 * and filtered by the days it was added.
 */
import type { Expression, ExpressionBuilder, Kysely, SelectQueryBuilder, SqlBool, StringReference } from "kysely";
import { sql } from "kysely";

import {
  containsFoldedAny,
  foldedColumnContains,
  type TrigramIndex,
  type TrigramTable,
  trigramIndexOf,
  trigramPhraseOf,
} from "../utils/folded-sql.server.ts";
import { addDays, istanbulLocalToIso } from "../utils/istanbul-time.ts";
import { nearerEnd, pageWindow } from "../utils/paging.ts";
import type { SortDirection } from "./list-query.ts";

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

/**
 * A dense search's page expected within this many rows of the end it is read from checks each row it visits with a
 * LIKE (about 0.7 µs a row in order); past it, the trigram index's list of matches is cheaper.
 */
const WALK_ROWS = 2000;

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
 * The admin list kit's read: `filtered` is the list's tables with the search and filters applied.
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
    /**
     * `rows` orders every term by the direction it is given (the id last), so the other direction is the same list
     * backwards: a page past the middle is then read from the far end (`nearerEnd`), and the last page costs what
     * the first does. Left out for lists with a fixed tie-break.
     */
    reversible?: boolean;
    /**
     * The same rows as `filtered` by a condition checked on each row visited (a dense search's LIKE, where `filtered`
     * reads the trigram index's whole list of matches), and the table's rows: a page whose rows come within
     * WALK_ROWS rows of the end it is read from walks the order with it and stops after its rows.
     */
    walked?: { filtered: SelectQueryBuilder<DB, TB, object>; tableRows: number } | undefined;
    /**
     * The same rows as `filtered` read another way for the tabs' counts (a dense search's LIKE over an index that
     * carries the searched text, where `filtered` reads the trigram index's whole list of matches); `filtered` if
     * left out.
     */
    counted?: SelectQueryBuilder<DB, TB, object> | undefined;
  },
): Promise<ListPage<Row, Tab>> {
  const names = Object.keys(list.tabs) as Tab[];
  const totals = (await (list.counted ?? list.filtered)
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
  const seek = list.reversible ? nearerEnd(total, offset, pageSize) : { reversed: false, offset, limit: pageSize };
  const walk = list.walked && (seek.offset + seek.limit) * list.walked.tableRows <= WALK_ROWS * total;
  const source = walk && list.walked ? list.walked.filtered : list.filtered;
  const chosen = condition ? source.where(condition) : source;
  const order = orderOf(direction);
  const rows =
    total === 0
      ? []
      : seek.reversed
        ? (await list.rows(chosen.limit(seek.limit).offset(seek.offset), order === "asc" ? "desc" : "asc")).reverse()
        : await list.rows(chosen.limit(seek.limit).offset(seek.offset), order);
  return { rows: rows.map(list.map), total, page, pageCount, counts };
}

/**
 * A worked list's search box and 'added between' days, the same on every list: the folded query as
 * a substring of the table's stored `search` column (`search_folded`, kept by the database, migration 0022; found
 * through `trigram`, its SQLite trigram index, migration 0042, when given) or, on
 * a list of short rows without one (redirects, the 404 log), of any of the `fold` columns folded per row; and
 * `created` from the start of the first Istanbul day to the start of the day after the last.
 */
export function searchedAndAdded<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  query: { search: string; from?: string | null; to?: string | null },
  columns: (
    | { search: StringReference<DB, TB>; fold?: never; trigram?: TrigramIndex | null }
    | { fold: readonly StringReference<DB, TB>[]; search?: never; trigram?: never }
  ) & { created?: StringReference<DB, TB> },
): SelectQueryBuilder<DB, TB, O> {
  const { start, end } = dayRange(query);
  const created = columns.created === undefined ? null : sql.ref(columns.created);
  let filtered = qb;
  if (query.search !== "") {
    filtered = filtered.where(
      columns.search !== undefined
        ? foldedColumnContains(sql.ref(columns.search), query.search, columns.trigram)
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

/**
 * Past this share of a table's rows (one in DENSE_SHARE) a search is dense. Looking a match's row up costs about six
 * times reading one entry of an index in order (100,000 posts: 4.6 against 0.7 µs for the counts and the page), so
 * the two ways cost the same near one row in seven.
 */
const DENSE_SHARE = 8;

/**
 * `trigramIndexOf` for a search of `query`, told whether the query is dense in the table: the index's
 * matches are counted up to one in DENSE_SHARE of the table's rows (its highest rowid, read off the table's b-tree),
 * so the probe stops early and costs a small part of either way of searching.
 */
export function trigramSearchOf(
  // biome-ignore lint/suspicious/noExplicitAny: the probe reads only the index and the rowids, whatever the schema
  db: Kysely<any>,
  table: TrigramTable,
  query: string,
  alias?: string,
): Promise<TrigramIndex | null> {
  return withDensity(db, trigramIndexOf(db, table, alias), query);
}

/** `index` (a trigram index, or null on PostgreSQL) told whether `query` is dense in its table. */
export async function withDensity(
  // biome-ignore lint/suspicious/noExplicitAny: the probe reads only the index and the rowids, whatever the schema
  db: Kysely<any>,
  index: TrigramIndex | null,
  query: string,
): Promise<TrigramIndex | null> {
  const phrase = trigramPhraseOf(query);
  if (!index || phrase === null) return index;
  const fts = sql.table(index.fts);
  const highest = sql`(select coalesce(max(rowid), 0) from ${sql.table(index.table)})`;
  const { rows } = await sql<{ found: number | bigint; highest: number | bigint }>`
    select count(*) as found, ${highest} as highest
    from (select rowid from ${fts} where ${fts} match ${phrase} limit ${highest} / ${sql.lit(DENSE_SHARE)} + 1)`.execute(
    db,
  );
  const found = Number(rows[0]?.found ?? 0);
  const tableRows = Number(rows[0]?.highest ?? 0);
  return { ...index, dense: found * DENSE_SHARE > tableRows, rows: tableRows, matches: found };
}

/** SQL's word for a list's sort direction. */
function orderOf(direction: SortDirection): "asc" | "desc" {
  return direction === "artan" ? "asc" : "desc";
}

/** A list's date filter as instants: from the start of `from` to the start of the day after `to` (Istanbul days). */
function dayRange(query: { from?: string | null; to?: string | null }): {
  start: string | null;
  end: string | null;
} {
  return {
    start: query.from ? istanbulLocalToIso(`${query.from}T00:00`) : null,
    end: query.to ? istanbulLocalToIso(`${addDays(query.to, 1)}T00:00`) : null,
  };
}
