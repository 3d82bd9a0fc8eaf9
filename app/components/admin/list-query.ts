import { isDay } from "../../utils/istanbul-time.ts";
import { normaliseSearchQuery } from "../../utils/search-query.ts";
import { isUuid } from "../../utils/uuid.ts";
import { z } from "../../utils/zod.ts";
import { canonicalPage, PAGE_PARAM } from "../layout/page-param.ts";

/**
 * The admin list kit's one reading of a list address (decision 033): search, state tab, sort, filters and page all
 * live in the query string, so every state of a list has an address and works without JavaScript. Shared by the
 * loaders (which parse) and the screens (which build links from the parsed query).
 */
export const LIST_PARAMS = {
  search: "q",
  tab: "durum",
  sort: "sirala",
  direction: "yon",
  casino: "casino",
  category: "kategori",
  from: "baslangic",
  to: "bitis",
  expiring: "bitiyor",
  promotion: "promosyon",
  rating: "puan",
  page: PAGE_PARAM,
} as const;

export type SortDirection = "artan" | "azalan";

/** A column of a worked list: its name and, when it can be sorted, its sort key and first direction. */
export interface ListColumn<Sort extends string = string> {
  label: string;
  /** One of the list's sorts: `defineList` refuses, at compile time, a column that sorts by a key the list lacks. */
  sort?: Sort;
  /** The direction of the first click; later clicks turn it round. Text columns start 'artan', dates 'azalan'. */
  firstDirection?: SortDirection;
  className?: string;
}

/** The bulk actions a list offers, and the noun its confirmation and result count ('3 kategori silindi'). */
export interface ListBulk {
  actions: readonly BulkAction[];
  /** The rows' name after a count: '3 promosyon silindi'. */
  noun: string;
}

/**
 * What a list offers: its tabs (the first is 'all', the default), its sort keys and default order, its columns and
 * its bulk actions. The screen and the action read the same definition.
 */
export interface ListDefinition<Tab extends string, Sort extends string> {
  tabs: readonly [Tab, ...Tab[]];
  /** The tabs as the screen names them, in order. */
  tabLabels: readonly { value: Tab; label: string }[];
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDirection: SortDirection;
  columns: readonly ListColumn<Sort>[];
  bulk: ListBulk;
}

/** The state tabs of a list with an active switch: 'Tümü', 'Aktif', 'Pasif'. */
export const ACTIVE_TABS = { tumu: "Tümü", aktif: "Aktif", pasif: "Pasif" } as const;

/**
 * A list's definition from its tabs with their words (the first, 'Tümü', is the default), its sort keys (the first
 * is the default order), that order's direction, its columns (each sortable one names one of the sort keys) and its
 * bulk actions.
 */
export function defineList<const Tab extends string, const Sort extends string>(list: {
  tabs: Readonly<Record<Tab, string>>;
  sorts: readonly [Sort, ...Sort[]];
  direction: SortDirection;
  columns: readonly ListColumn<NoInfer<Sort>>[];
  bulk: ListBulk;
}): ListDefinition<Tab, Sort> {
  const tabLabels = (Object.entries(list.tabs) as [Tab, string][]).map(([value, label]) => ({ value, label }));
  return {
    tabs: tabLabels.map((tab) => tab.value) as unknown as readonly [Tab, ...Tab[]],
    tabLabels,
    sorts: list.sorts,
    defaultSort: list.sorts[0],
    defaultDirection: list.direction,
    columns: list.columns,
    bulk: list.bulk,
  };
}

export interface ListQuery<Tab extends string = string, Sort extends string = string> {
  search: string;
  tab: Tab;
  sort: Sort;
  direction: SortDirection;
  /** A casino's id, or null for every casino. */
  casino: string | null;
  /** A category's id, or null for every category. */
  category: string | null;
  /** YYYY-MM-DD, both ends included; null: open. */
  from: string | null;
  to: string | null;
  /** Only rows that run out within EXPIRING_DAYS. */
  expiring: boolean;
  /** A promotion's id, or null for every promotion (the comments list). */
  promotion: string | null;
  /** A rating 1-5, or null for every rating (the comments list). */
  rating: number | null;
  page: number;
}

/** The query of the list `Definition` describes: its own tabs and sorts. */
export type ListQueryFor<Definition extends ListDefinition<string, string>> = ListQuery<
  Definition["tabs"][number],
  Definition["sorts"][number]
>;

/** 'Süresi yakında doluyor' means within this many days. */
export const EXPIRING_DAYS = 7;

const optionalId = z
  .string()
  .transform((value) => (isUuid(value) ? value.toLowerCase() : null))
  .catch(null);
const optionalDay = z
  .string()
  .transform((value) => (isDay(value) ? value : null))
  .catch(null);

/**
 * The one parser of a list's query (Zod). Every parameter falls back on its own when it is missing or odd (an unknown
 * tab or sort, a malformed id or date, a page like '02'): a bad address shows the list, never an error.
 */
export function listQuerySchema<Tab extends string, Sort extends string>(definition: ListDefinition<Tab, Sort>) {
  return z.object({
    [LIST_PARAMS.search]: z.string().transform(normaliseSearchQuery).catch(""),
    [LIST_PARAMS.tab]: z.enum(definition.tabs as unknown as [Tab, ...Tab[]]).catch(definition.tabs[0]),
    [LIST_PARAMS.sort]: z.enum(definition.sorts as unknown as [Sort, ...Sort[]]).catch(definition.defaultSort),
    [LIST_PARAMS.direction]: z.enum(["artan", "azalan"]).catch(definition.defaultDirection),
    [LIST_PARAMS.casino]: optionalId,
    [LIST_PARAMS.category]: optionalId,
    [LIST_PARAMS.from]: optionalDay,
    [LIST_PARAMS.to]: optionalDay,
    [LIST_PARAMS.expiring]: z
      .string()
      .transform((value) => value === "1")
      .catch(false),
    [LIST_PARAMS.promotion]: optionalId,
    [LIST_PARAMS.rating]: z
      .string()
      .transform((value) => (/^[1-5]$/.test(value) ? Number(value) : null))
      .catch(null),
    [LIST_PARAMS.page]: z
      .string()
      .transform((value) => canonicalPage(value) ?? 1)
      .catch(1),
  });
}

export function readListQuery<Tab extends string, Sort extends string>(
  url: URL,
  definition: ListDefinition<Tab, Sort>,
): ListQuery<Tab, Sort> {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = listQuerySchema(definition).parse(raw) as Record<string, unknown>;
  const query: ListQuery<Tab, Sort> = {
    search: parsed[LIST_PARAMS.search] as string,
    tab: parsed[LIST_PARAMS.tab] as Tab,
    sort: parsed[LIST_PARAMS.sort] as Sort,
    direction: parsed[LIST_PARAMS.direction] as SortDirection,
    casino: parsed[LIST_PARAMS.casino] as string | null,
    category: parsed[LIST_PARAMS.category] as string | null,
    from: parsed[LIST_PARAMS.from] as string | null,
    to: parsed[LIST_PARAMS.to] as string | null,
    expiring: parsed[LIST_PARAMS.expiring] as boolean,
    promotion: parsed[LIST_PARAMS.promotion] as string | null,
    rating: parsed[LIST_PARAMS.rating] as number | null,
    page: parsed[LIST_PARAMS.page] as number,
  };
  // A range given backwards is read the right way round.
  if (query.from && query.to && query.from > query.to) [query.from, query.to] = [query.to, query.from];
  return query;
}

/** A list's default state with `change` applied: what its bare address shows (for services called directly). */
export function listQueryOf<Tab extends string, Sort extends string>(
  definition: ListDefinition<Tab, Sort>,
  change: Partial<ListQuery<Tab, Sort>> = {},
): ListQuery<Tab, Sort> {
  return { ...readListQuery(new URL("http://localhost/"), definition), ...change };
}

/**
 * The address of a list in `query`'s state with `change` applied. Defaults are left out and the page goes back to 1
 * unless `change` names one, so that a new search, tab or sort never opens on a page that no longer exists.
 */
export function listHref(
  path: string,
  query: ListQuery,
  definition: Pick<ListDefinition<string, string>, "tabs" | "defaultSort" | "defaultDirection">,
  change: Partial<ListQuery> = {},
): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set(LIST_PARAMS.search, next.search);
  if (next.tab !== definition.tabs[0]) params.set(LIST_PARAMS.tab, next.tab);
  if (next.casino) params.set(LIST_PARAMS.casino, next.casino);
  if (next.category) params.set(LIST_PARAMS.category, next.category);
  if (next.from) params.set(LIST_PARAMS.from, next.from);
  if (next.to) params.set(LIST_PARAMS.to, next.to);
  if (next.expiring) params.set(LIST_PARAMS.expiring, "1");
  if (next.promotion) params.set(LIST_PARAMS.promotion, next.promotion);
  if (next.rating !== null) params.set(LIST_PARAMS.rating, String(next.rating));
  if (next.sort !== definition.defaultSort || next.direction !== definition.defaultDirection) {
    params.set(LIST_PARAMS.sort, next.sort);
    params.set(LIST_PARAMS.direction, next.direction);
  }
  if (next.page > 1) params.set(LIST_PARAMS.page, String(next.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether the list is narrowed by a search or a filter (not by its tab): an empty answer then says 'no match'. */
export function isNarrowed(query: ListQuery): boolean {
  return Boolean(
    query.search ||
      query.casino ||
      query.category ||
      query.from ||
      query.to ||
      query.expiring ||
      query.promotion ||
      query.rating !== null,
  );
}

/** The bulk actions a list may offer (decision 033). */
export const BULK_ACTIONS = ["publish", "unpublish", "activate", "deactivate", "approve", "spam", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The intent of a bulk action's post; the list's own intents stay as they were. */
export const BULK_INTENT = "bulk";
/**
 * A bulk delete's post carries `onay=1` once the count was confirmed: the dialog's 'Sil' with JavaScript, the
 * confirmation step's button without (decision 044). A delete without it is answered with that step.
 */
export const BULK_CONFIRMED = { name: "onay", value: "1" } as const;

/**
 * What a bulk post answers a browser without JavaScript, shown by the list in place of the toast: the result, or
 * (`confirm`) the delete's confirmation step naming the chosen rows.
 */
export interface BulkAnswer {
  bulk: true;
  ok: boolean;
  message: string;
  confirm?: { action: "delete"; ids: string[] };
}

/** Whether a route's action data is a bulk post's answer. */
export function isBulkAnswer(value: unknown): value is BulkAnswer {
  return typeof value === "object" && value !== null && (value as { bulk?: unknown }).bulk === true;
}

/** How many rows one bulk action may name: more than a page never needs to be sent. */
export const BULK_MAX = 100;

/** The bulk form (the form kit's one schema): which action, and the chosen ids joined by commas. */
export const BulkActionSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: "Geçersiz toplu işlem" }),
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(
      z
        .array(z.string().refine(isUuid, { error: "Geçersiz kayıt" }))
        .min(1, { error: "Hiçbir kayıt seçilmedi" })
        .max(BULK_MAX, { error: `En fazla ${BULK_MAX} kayıt seçilebilir` }),
    ),
});
export type BulkActionInput = z.output<typeof BulkActionSchema>;

/** The toast of a bulk action that worked, e.g. '3 promosyon pasif yapıldı'. */
export function bulkDoneMessage(action: BulkAction, count: number, noun: string): string {
  const done: Record<BulkAction, string> = {
    publish: "yayınlandı",
    unpublish: "taslağa alındı",
    activate: "aktif yapıldı",
    deactivate: "pasif yapıldı",
    approve: "onaylandı",
    spam: "spam olarak işaretlendi",
    delete: "silindi",
  };
  return `${count} ${noun} ${done[action]}`;
}
