import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { addDays, daysBetween, istanbulDay } from "../../utils/istanbul-time.ts";
import { pageWindow } from "../../utils/paging.ts";
import type { OfferKind } from "./offer-views.server.ts";
import {
  type StatisticsDirection,
  type StatisticsPeriod,
  type StatisticsSort,
  type StatisticsView,
  statisticsFiltersSchema,
} from "./statistics.schema.ts";

/** Rows of one screen page. */
export const STATISTICS_PAGE_SIZE = 25;

/** The filters once read: a span of Istanbul days (both ends included) and the previous span of equal length. */
export interface StatisticsQuery {
  period: StatisticsPeriod;
  view: StatisticsView;
  sort: StatisticsSort;
  direction: StatisticsDirection;
  /** YYYY-MM-DD, Istanbul days. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** The span a period names, ending today (Istanbul), and the one before it. */
export function statisticsQueryOf(
  input: {
    donem?: StatisticsPeriod | undefined;
    /** Both required with 'ozel' (the filters' schema sees to it). */
    baslangic?: string;
    bitis?: string;
    gorunum?: StatisticsView | undefined;
    sirala?: StatisticsSort | undefined;
    yon?: StatisticsDirection | undefined;
  },
  now: Date,
): StatisticsQuery {
  const period = input.donem ?? "30";
  const today = istanbulDay(now);
  const [from, to] =
    period === "ozel" ? [input.baslangic ?? "", input.bitis ?? ""] : [addDays(today, -(Number(period) - 1)), today];
  const length = daysBetween(from, to) + 1;
  return {
    period,
    view: input.gorunum ?? "promosyon",
    sort: input.sirala ?? "tiklama",
    direction: input.yon ?? (input.sirala === "ad" ? "artan" : "azalan"),
    from,
    to,
    previousFrom: addDays(from, -length),
    previousTo: addDays(from, -1),
  };
}

export interface StatisticsRow {
  id: string;
  /** The promotion's title or the casino's name. */
  name: string;
  /** A promotion's casino. */
  casinoName: string | null;
  views: number;
  clicks: number;
  /** Clicks per view, 0–1; null without views. */
  rate: number | null;
  previousViews: number;
  previousClicks: number;
  /** Change of clicks against the previous span, as a fraction (0.5 = +50 %); null when that span had none. */
  trend: number | null;
}

export interface StatisticsTotals {
  views: number;
  clicks: number;
  rate: number | null;
  previousViews: number;
  previousClicks: number;
  previousRate: number | null;
  trend: number | null;
}

export interface StatisticsDay {
  day: string;
  views: number;
  clicks: number;
}

export interface StatisticsPage {
  rows: StatisticsRow[];
  /** Rows with views or clicks in either span. */
  total: number;
  page: number;
  pageCount: number;
  totals: StatisticsTotals;
  days: StatisticsDay[];
}

function kindOfView(view: StatisticsView): OfferKind {
  return view === "casino" ? "casino" : "promotion";
}

const n = (value: unknown) => Number(value ?? 0);

function rateOf(clicks: number, views: number): number | null {
  return views > 0 ? clicks / views : null;
}

function trendOf(current: number, previous: number): number | null {
  return previous > 0 ? (current - previous) / previous : null;
}

/**
 * A span of Istanbul days read as its whole months (from the monthly roll-up) and the ragged days before and after
 * them (from the daily counts): a year is 11 or 12 month rows per item and at most two partial months of days.
 */
export interface SpanParts {
  /** First and last whole month (YYYY-MM), or null when the span holds none. */
  months: [string, string] | null;
  /** Day ranges outside those months, both ends included. */
  days: [string, string][];
}

const monthOf = (day: string) => day.slice(0, 7);

export function spanParts(from: string, to: string): SpanParts {
  // The first day of a whole month inside the span, and the last day of one.
  const firstStart = from.endsWith("-01") ? from : `${monthOf(addDays(`${monthOf(from)}-28`, 7))}-01`;
  const lastEnd = monthOf(addDays(to, 1)) !== monthOf(to) ? to : addDays(`${monthOf(to)}-01`, -1);
  if (firstStart > lastEnd) return { months: null, days: [[from, to]] };
  const days: [string, string][] = [];
  if (from < firstStart) days.push([from, addDays(firstStart, -1)]);
  if (lastEnd < to) days.push([addDays(lastEnd, 1), to]);
  return { months: [monthOf(firstStart), monthOf(lastEnd)], days };
}

type Counted =
  | { daily: "outbound_click_days"; months: "outbound_click_months"; column: "clicks" }
  | {
      daily: "offer_view_days";
      months: "offer_view_months";
      column: "views";
    };

const COUNTED: readonly Counted[] = [
  { daily: "outbound_click_days", months: "outbound_click_months", column: "clicks" },
  { daily: "offer_view_days", months: "offer_view_months", column: "views" },
];

/**
 * Both spans summed per item: every part of each span (its whole months, its ragged days) of each count is one index
 * range of (kind, month) or (kind, day) holding every column read, its rows tagged with the figure they add to.
 */
function itemSpans(query: StatisticsQuery): RawBuilder<unknown> {
  const kind = kindOfView(query.view);
  const figures = ["clicks_now", "clicks_before", "views_now", "views_before"] as const;
  const parts: RawBuilder<unknown>[] = [];
  for (const [span, from, to] of [
    ["now", query.from, query.to],
    ["before", query.previousFrom, query.previousTo],
  ] as const) {
    const { months, days } = spanParts(from, to);
    for (const counted of COUNTED) {
      const target = `${counted.column}_${span}`;
      const select = sql.join(figures.map((figure) => (figure === target ? sql`${sql.ref(counted.column)}` : sql`0`)));
      if (months)
        parts.push(sql`select item_id, ${select} from ${sql.table(counted.months)}
          where kind = ${kind} and month >= ${months[0]} and month <= ${months[1]}`);
      for (const [first, last] of days)
        parts.push(sql`select item_id, ${select} from ${sql.table(counted.daily)}
          where kind = ${kind} and day >= ${first} and day <= ${last}`);
    }
  }
  const items =
    query.view === "casino"
      ? sql`select i.id, i.name as name, cast(null as text) as casino_name, i.sort_folded as sort_name from casinos i`
      : sql`select i.id, i.title as name, k.name as casino_name, i.sort_folded as sort_name
          from promotions i left join casinos k on k.id = i.casino_id`;
  return sql`with counts (item_id, ${sql.join(figures.map((figure) => sql.ref(figure)))}) as (
      ${sql.join(parts, sql` union all `)}
    ),
    sums as (
      select item_id, ${sql.join(figures.map((figure) => sql`sum(${sql.ref(figure)}) as ${sql.ref(figure)}`))}
      from counts group by item_id
    ),
    items as (${items}),
    stats as (
      select items.id, items.name, items.casino_name, items.sort_name,
        sums.views_now as views, sums.views_before as previous_views,
        sums.clicks_now as clicks, sums.clicks_before as previous_clicks
      from sums join items on items.id = sums.item_id
    )`;
}

/**
 * What each sort orders by, the cell's own figure: the rate and the change in percent as the screen shows them. Rows
 * without that figure (no views; no clicks in the previous span, shown as 'yeni' or '—') come last in both
 * directions, ahead of nothing to compare. Every order ends with the name and the id, so pages never overlap.
 */
function orderOf(query: StatisticsQuery): RawBuilder<unknown> {
  const direction = sql.raw(query.direction === "artan" ? "asc" : "desc");
  const measured = (known: RawBuilder<unknown>, figure: RawBuilder<unknown>) =>
    sql`case when ${known} then 0 else 1 end asc, case when ${known} then ${figure} end ${direction}`;
  const key = {
    tiklama: sql`clicks ${direction}`,
    goruntulenme: sql`views ${direction}`,
    oran: measured(sql`views > 0`, sql`clicks * 1.0 / views`),
    degisim: measured(sql`previous_clicks > 0`, sql`(clicks - previous_clicks) * 1.0 / previous_clicks`),
    ad: sql`sort_name ${direction}`,
  }[query.sort];
  return sql`${key}, sort_name asc, id asc`;
}

interface RawRow {
  id: string;
  name: string;
  casino_name: string | null;
  views: number | string;
  previous_views: number | string;
  clicks: number | string;
  previous_clicks: number | string;
}

function toRow(raw: RawRow): StatisticsRow {
  const views = n(raw.views);
  const clicks = n(raw.clicks);
  const previousClicks = n(raw.previous_clicks);
  return {
    id: raw.id,
    name: raw.name,
    casinoName: raw.casino_name,
    views,
    clicks,
    rate: rateOf(clicks, views),
    previousViews: n(raw.previous_views),
    previousClicks,
    trend: trendOf(clicks, previousClicks),
  };
}

/** `limit` rows from `offset` in the chosen order, and how many rows there are in all (0 past the end). */
async function readRows(
  db: Db,
  query: StatisticsQuery,
  limit: number,
  offset: number,
): Promise<{ rows: StatisticsRow[]; total: number }> {
  // The count rides along as a window over the same pass: a separate count would sum the whole span again.
  const result = await sql<RawRow & { total: number | string }>`${itemSpans(query)}
    select id, name, casino_name, views, previous_views, clicks, previous_clicks, count(*) over () as total
    from stats order by ${orderOf(query)} limit ${limit} offset ${offset}`.execute(db);
  return { rows: result.rows.map(toRow), total: n(result.rows[0]?.total) };
}

/** `limit` rows from `offset` in the chosen order. */
export async function listStatisticsRows(
  db: Db,
  query: StatisticsQuery,
  limit: number,
  offset: number,
): Promise<StatisticsRow[]> {
  return (await readRows(db, query, limit, offset)).rows;
}

async function countRows(db: Db, query: StatisticsQuery): Promise<number> {
  const result = await sql<{ total: number | string }>`${itemSpans(query)}
    select count(*) as total from stats`.execute(db);
  return n(result.rows[0]?.total);
}

/**
 * The kind's totals and its days, read from the per-kind daily roll-ups (every item's count of a day, kept by the
 * daily counts' triggers): they include the history of items since deleted, which the rows no longer name.
 */
async function totalsAndDays(
  db: Db,
  query: StatisticsQuery,
): Promise<{ totals: StatisticsTotals; days: StatisticsDay[] }> {
  const kind = kindOfView(query.view);
  const perDay = (table: "outbound_click_kind_days" | "offer_view_kind_days", column: "clicks" | "views") =>
    sql<{ day: string; count: number | string }>`select day, ${sql.ref(column)} as count
      from ${sql.table(table)}
      where kind = ${kind} and day >= ${query.previousFrom} and day <= ${query.to}`.execute(db);
  const [clicks, views] = await Promise.all([
    perDay("outbound_click_kind_days", "clicks"),
    perDay("offer_view_kind_days", "views"),
  ]);
  const days = new Map<string, StatisticsDay>();
  const length = daysBetween(query.from, query.to) + 1;
  for (let i = 0; i < length; i++) {
    const day = addDays(query.from, i);
    days.set(day, { day, views: 0, clicks: 0 });
  }
  const sums = { views: 0, clicks: 0, previousViews: 0, previousClicks: 0 };
  for (const row of clicks.rows) {
    const entry = days.get(row.day);
    if (entry) {
      entry.clicks += n(row.count);
      sums.clicks += n(row.count);
    } else sums.previousClicks += n(row.count);
  }
  for (const row of views.rows) {
    const entry = days.get(row.day);
    if (entry) {
      entry.views += n(row.count);
      sums.views += n(row.count);
    } else sums.previousViews += n(row.count);
  }
  return {
    totals: {
      ...sums,
      rate: rateOf(sums.clicks, sums.views),
      previousRate: rateOf(sums.previousClicks, sums.previousViews),
      trend: trendOf(sums.clicks, sums.previousClicks),
    },
    days: [...days.values()],
  };
}

/**
 * One page of the screen: its rows, how many there are, the totals and the daily chart's days. A page past the end
 * (an old link after the data changed) shows the last page.
 */
export async function loadStatisticsPage(
  db: Db,
  query: StatisticsQuery,
  requestedPage: number,
): Promise<StatisticsPage> {
  const [first, summary] = await Promise.all([
    readRows(db, query, STATISTICS_PAGE_SIZE, (Math.max(1, requestedPage) - 1) * STATISTICS_PAGE_SIZE),
    totalsAndDays(db, query),
  ]);
  let { rows, total } = first;
  if (rows.length === 0 && requestedPage > 1) total = await countRows(db, query);
  const { page, pageCount, offset } = pageWindow(total, requestedPage, STATISTICS_PAGE_SIZE);
  if (rows.length === 0 && total > 0) rows = await listStatisticsRows(db, query, STATISTICS_PAGE_SIZE, offset);
  return { rows, total, page, pageCount, ...summary };
}

/** The filter fields as the form shows them again. */
export interface StatisticsFilterValues {
  donem: string;
  baslangic: string;
  bitis: string;
  gorunum: string;
  sirala: string;
  yon: string;
}

export type StatisticsFilterErrors = Partial<Record<keyof StatisticsFilterValues, string>>;

const FILTER_NAMES = ["donem", "baslangic", "bitis", "gorunum", "sirala", "yon"] as const;

/**
 * The screen's address read through its form's schema: the query, or the Turkish errors of each wrong field (the
 * loader answers those with 400 and the form shown again, nothing read).
 */
export function readStatisticsFilters(
  params: URLSearchParams,
  now: Date,
):
  | { ok: true; query: StatisticsQuery; values: StatisticsFilterValues }
  | { ok: false; errors: StatisticsFilterErrors; values: StatisticsFilterValues } {
  const values = Object.fromEntries(
    FILTER_NAMES.map((name) => [name, (params.get(name) ?? "").slice(0, 100)]),
  ) as unknown as StatisticsFilterValues;
  const parsed = statisticsFiltersSchema(istanbulDay(now)).safeParse(
    Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? undefined])),
  );
  if (!parsed.success) {
    const errors: StatisticsFilterErrors = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "donem") as keyof StatisticsFilterValues;
      errors[name] ??= issue.message;
    }
    return { ok: false, errors, values };
  }
  const query = statisticsQueryOf(parsed.data, now);
  return {
    ok: true,
    query,
    values: {
      donem: query.period,
      baslangic: query.from,
      bitis: query.to,
      gorunum: query.view,
      sirala: query.sort,
      yon: query.direction,
    },
  };
}

/** The query as address parameters (the pager and the CSV link keep them); a fixed period needs no dates. */
export function statisticsParams(query: StatisticsQuery): Record<string, string | null> {
  return {
    donem: query.period,
    baslangic: query.period === "ozel" ? query.from : null,
    bitis: query.period === "ozel" ? query.to : null,
    gorunum: query.view,
    sirala: query.sort,
    yon: query.direction,
  };
}
