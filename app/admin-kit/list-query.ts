import { canonicalPage, PAGE_PARAM } from "../components/layout/page-param.ts";
import { isDay } from "../utils/istanbul-time.ts";
import { normaliseSearchQuery } from "../utils/search-query.ts";
import { isUuid } from "../utils/uuid.ts";
import { z } from "../utils/zod.ts";

/**
 * The admin list kit's one reading of a list address: search, state tab, sort, filters and page all
 * live in the query string, so every state of a list has an address and works without JavaScript. Shared by the
 * loaders (which parse) and the screens (which build links from the parsed query). The parameters every list has are
 * here; a list's filters are declared in its own definition (`defineList({ filters })`).
 */
export const LIST_PARAMS = {
  search: "q",
  tab: "durum",
  sort: "sirala",
  direction: "yon",
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
export interface ListDefinition<Tab extends string, Sort extends string, Filters extends ListFilters = ListFilters> {
  tabs: readonly [Tab, ...Tab[]];
  /** The tabs as the screen names them, in order. */
  tabLabels: readonly { value: Tab; label: string }[];
  sorts: readonly [Sort, ...Sort[]];
  defaultSort: Sort;
  defaultDirection: SortDirection;
  columns: readonly ListColumn<Sort>[];
  bulk: ListBulk;
  /** The list's own filters, each read from and written to its own parameter. */
  filters: Filters;
}

/** The state tabs of a list with an active switch: 'Tümü', 'Aktif', 'Pasif'. */
export const ACTIVE_TABS = { tumu: "Tümü", aktif: "Aktif", pasif: "Pasif" } as const;

/**
 * A list's definition from its tabs with their words (the first, 'Tümü', is the default), its sort keys (the first
 * is the default order), that order's direction, its columns (each sortable one names one of the sort keys), its
 * bulk actions and its filters (none unless it names some).
 */
export function defineList<
  const Tab extends string,
  const Sort extends string,
  Filters extends ListFilters = NoFilters,
>(list: {
  tabs: Readonly<Record<Tab, string>>;
  sorts: readonly [Sort, ...Sort[]];
  direction: SortDirection;
  columns: readonly ListColumn<NoInfer<Sort>>[];
  bulk: ListBulk;
  filters?: Filters;
}): ListDefinition<Tab, Sort, Filters> {
  const tabLabels = (Object.entries(list.tabs) as [Tab, string][]).map(([value, label]) => ({ value, label }));
  return {
    tabs: tabLabels.map((tab) => tab.value) as unknown as readonly [Tab, ...Tab[]],
    tabLabels,
    sorts: list.sorts,
    defaultSort: list.sorts[0],
    defaultDirection: list.direction,
    columns: list.columns,
    bulk: list.bulk,
    filters: list.filters ?? ({} as Filters),
  };
}

/**
 * One filter of a list: its address parameter, its value when the parameter is missing or odd (`empty`: the list is
 * not narrowed by it), and how its value is read from the parameter and written back.
 */
export interface ListFilter<Value> {
  param: string;
  empty: Value;
  /** The parameter's value; a missing or odd one reads as `empty`, never an error. */
  read(raw: string | undefined): Value;
  /** The parameter's text; only called for a value other than `empty`. */
  write(value: Value): string;
}

/** A list's filters by the name its query gives their values. */
export type ListFilters = Readonly<Record<string, ListFilter<unknown>>>;

/** The filters of a list that has none. */
export type NoFilters = Readonly<Record<never, never>>;

/** The values of `Filters`, by name. */
export type FilterValues<Filters extends ListFilters> = {
  [Name in keyof Filters]: Filters[Name] extends ListFilter<infer Value> ? Value : never;
};

/** What every list's address holds: the search, the tab, the sort and its direction, the page. */
export interface ListState<Tab extends string = string, Sort extends string = string> {
  search: string;
  tab: Tab;
  sort: Sort;
  direction: SortDirection;
  page: number;
}

/** A list's state: the parts every list has, and the values of its own filters. */
export type ListQuery<
  Tab extends string = string,
  Sort extends string = string,
  Filters extends ListFilters = NoFilters,
> = ListState<Tab, Sort> & FilterValues<Filters>;

/** The query of the list `Definition` describes: its own tabs, sorts and filters. */
export type ListQueryFor<Definition extends ListDefinition<string, string, ListFilters>> = ListQuery<
  Definition["tabs"][number],
  Definition["sorts"][number],
  Definition["filters"]
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

/** A filter by one row's id (a casino, a category): a UUID, or null for every one. */
export function idFilter(param: string): ListFilter<string | null> {
  return { param, empty: null, read: (raw) => optionalId.parse(raw), write: (value) => value ?? "" };
}

/** A filter by a day (YYYY-MM-DD), or null: open. */
export function dayFilter(param: string): ListFilter<string | null> {
  return { param, empty: null, read: (raw) => optionalDay.parse(raw), write: (value) => value ?? "" };
}

/** A yes/no filter: '1' is yes, anything else no. */
export function flagFilter(param: string): ListFilter<boolean> {
  return { param, empty: false, read: (raw) => raw === "1", write: () => "1" };
}

/** 'Eklenme tarihi' from one day to another, both included (a range given backwards is read the right way round). */
export const DATE_RANGE = { from: dayFilter("baslangic"), to: dayFilter("bitis") } as const;

const pageSchema = (definition: ListDefinition<string, string, ListFilters>) =>
  z.object({
    [LIST_PARAMS.search]: z.string().transform(normaliseSearchQuery).catch(""),
    [LIST_PARAMS.tab]: z.enum(definition.tabs as unknown as [string, ...string[]]).catch(definition.tabs[0]),
    [LIST_PARAMS.sort]: z.enum(definition.sorts as unknown as [string, ...string[]]).catch(definition.defaultSort),
    [LIST_PARAMS.direction]: z.enum(["artan", "azalan"]).catch(definition.defaultDirection),
    [LIST_PARAMS.page]: z
      .string()
      .transform((value) => canonicalPage(value) ?? 1)
      .catch(1),
  });

/**
 * The one parser of a list's query: the common parts (Zod), then each of the list's own filters. Every parameter
 * falls back on its own when it is missing or odd (an unknown tab or sort, a malformed id or date, a page like
 * '02'): a bad address shows the list, never an error.
 */
export function readListQuery<Tab extends string, Sort extends string, Filters extends ListFilters>(
  url: URL,
  definition: ListDefinition<Tab, Sort, Filters>,
): ListQuery<Tab, Sort, Filters> {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = pageSchema(definition).parse(raw) as Record<string, unknown>;
  const filters = Object.fromEntries(
    Object.entries(definition.filters).map(([name, filter]) => [name, filter.read(raw[filter.param])]),
  ) as FilterValues<Filters>;
  const query = {
    search: parsed[LIST_PARAMS.search] as string,
    tab: parsed[LIST_PARAMS.tab] as Tab,
    sort: parsed[LIST_PARAMS.sort] as Sort,
    direction: parsed[LIST_PARAMS.direction] as SortDirection,
    page: parsed[LIST_PARAMS.page] as number,
    ...filters,
  } as ListQuery<Tab, Sort, Filters>;
  // A range given backwards is read the right way round.
  const range = query as Partial<Record<"from" | "to", unknown>>;
  if (typeof range.from === "string" && typeof range.to === "string" && range.from > range.to) {
    [range.from, range.to] = [range.to, range.from];
  }
  return query;
}

/** A list's default state with `change` applied: what its bare address shows (for services called directly). */
export function listQueryOf<Tab extends string, Sort extends string, Filters extends ListFilters>(
  definition: ListDefinition<Tab, Sort, Filters>,
  change: Partial<ListQuery<Tab, Sort, Filters>> = {},
): ListQuery<Tab, Sort, Filters> {
  return { ...readListQuery(new URL("http://localhost/"), definition), ...change };
}

/** What building a list's addresses needs of its definition. */
export type ListAddressing = Pick<
  ListDefinition<string, string, ListFilters>,
  "tabs" | "defaultSort" | "defaultDirection" | "filters"
>;

/** A filter's value in a query (the screen parts know a list's query only as its common state). */
function filterValue(query: ListState, name: string): unknown {
  return (query as unknown as Record<string, unknown>)[name];
}

/**
 * The address of a list in `query`'s state with `change` applied. Defaults are left out and the page goes back to 1
 * unless `change` names one, so that a new search, tab or sort never opens on a page that no longer exists.
 */
export function listHref<Query extends ListState>(
  path: string,
  query: Query,
  definition: ListAddressing,
  change: Partial<Query> = {},
): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.search) params.set(LIST_PARAMS.search, next.search);
  if (next.tab !== definition.tabs[0]) params.set(LIST_PARAMS.tab, next.tab);
  for (const [name, filter] of Object.entries(definition.filters)) {
    const value = filterValue(next, name);
    if (value !== filter.empty) params.set(filter.param, filter.write(value));
  }
  if (next.sort !== definition.defaultSort || next.direction !== definition.defaultDirection) {
    params.set(LIST_PARAMS.sort, next.sort);
    params.set(LIST_PARAMS.direction, next.direction);
  }
  if (next.page > 1) params.set(LIST_PARAMS.page, String(next.page));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The change that clears a list's search and filters (its tab and sort stay). */
export function clearedFilters(definition: Pick<ListAddressing, "filters">): Partial<ListState> {
  const empty = Object.fromEntries(Object.entries(definition.filters).map(([name, filter]) => [name, filter.empty]));
  return { ...empty, search: "" };
}

/** Whether the list is narrowed by a search or a filter (not by its tab): an empty answer then says 'no match'. */
export function isNarrowed(query: ListState, definition: Pick<ListAddressing, "filters">): boolean {
  return (
    query.search !== "" ||
    Object.entries(definition.filters).some(([name, filter]) => filterValue(query, name) !== filter.empty)
  );
}

/** The bulk actions a list may offer. */
export const BULK_ACTIONS = ["publish", "unpublish", "activate", "deactivate", "approve", "spam", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The intent of a bulk action's post; the list's own intents stay as they were. */
export const BULK_INTENT = "bulk";
/**
 * A bulk delete's post carries `onay=1` once the count was confirmed: the dialog's 'Sil' with JavaScript, the
 * confirmation step's button without. A delete without it is redirected to that step (`BULK_DELETE_STEP_PARAM`).
 */
export const BULK_CONFIRMED = { name: "onay", value: "1" } as const;

/**
 * `?silinecek=<id>,<id>`: the list with the bulk delete's confirmation form drawn for those rows, where an unconfirmed
 * delete (posted without JavaScript) is redirected, so that a reload asks again instead of posting again.
 */
export const BULK_DELETE_STEP_PARAM = "silinecek";

/**
 * What a list's address asks of the bulk delete's confirmation step: nothing, the rows to ask about, or the Turkish
 * refusal of ids that are not the rows a bulk action may name (malformed, none, over BULK_MAX).
 */
export function readBulkDeleteStep(search: string): { ids: string[] } | { refused: string } | null {
  const value = new URLSearchParams(search).get(BULK_DELETE_STEP_PARAM);
  if (value === null) return null;
  const parsed = BulkActionSchema.shape.ids.safeParse(value);
  return parsed.success
    ? { ids: parsed.data }
    : { refused: `Toplu işlem yapılamadı: ${parsed.error.issues[0]?.message ?? "Geçersiz kayıt"}` };
}

/** What a list's action answers when it does not redirect: a refusal, its text and each field's error. */
export interface ListAnswer {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
}

/** Whether a route's action data is a list's answer. */
export function isListAnswer(value: unknown): value is ListAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === "boolean" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

/** A bulk delete's one question, asked by the dialog and by the confirmation step alike. */
export function bulkDeleteQuestion(count: number, noun: string): string {
  return `${count} ${noun} silinsin mi? Bu işlem geri alınamaz.`;
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
