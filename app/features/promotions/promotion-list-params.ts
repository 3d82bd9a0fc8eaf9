import { canonicalPage, pageHref } from "../../components/layout/page-param.ts";

/**
 * The filters and the sort of /bonuslar as they live in its address (issue #14). One module reads
 * them (the route), writes them (links, the pager, the GET form) and tells the page cache which values are canonical.
 */

export const SORTS = {
  yeni: "En yeni",
  bitis: "Bitişi yaklaşan",
  tutar: "En yüksek tutar",
  cevrim: "En düşük çevrim",
} as const;
export type PromotionSort = keyof typeof SORTS;
export const DEFAULT_SORT: PromotionSort = "yeni";

/** The choices the form offers; other values in an address are read too, but the page cache stores only these. */
export const WAGERING_OPTIONS = [0, 10, 20, 30, 40] as const;
export const DEPOSIT_OPTIONS = [0, 50, 100, 250, 500] as const;
export const CODE_OPTIONS = { var: "Kodlu", yok: "Kodsuz" } as const;
export type CodeFilter = keyof typeof CODE_OPTIONS;

export const WAGERING_LIMIT = 200;
export const DEPOSIT_LIMIT = 1_000_000;

export interface PromotionListState {
  q: string;
  category: string | null;
  casino: string | null;
  paymentMethod: string | null;
  /** At most this wagering; 0 means 'çevrimsiz'. */
  maxWagering: number | null;
  /** At most this minimum deposit (TL); 0 means no deposit needed. */
  maxDeposit: number | null;
  code: CodeFilter | null;
  sort: PromotionSort;
  page: number;
}

/** The parameter names, Turkish as the address is. */
export const LIST_PARAMS = {
  q: "q",
  category: "kategori",
  casino: "casino",
  paymentMethod: "odeme",
  maxWagering: "cevrim",
  maxDeposit: "yatirim",
  code: "kod",
  sort: "sirala",
} as const;

const SLUG = /^[a-z0-9-]{1,80}$/;

export function readSlug(value: string | null): string | null {
  const trimmed = value?.trim() ?? "";
  return SLUG.test(trimmed) ? trimmed : null;
}

/** A whole number written canonically ("30", never "030" or "3e1") within [0, max], else null. */
export function readBoundedNumber(value: string | null, max: number): number | null {
  if (value === null || !/^(?:0|[1-9]\d{0,6})$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

function readCode(value: string | null): CodeFilter | null {
  return value === "var" || value === "yok" ? value : null;
}

function readSort(value: string | null): PromotionSort {
  return value !== null && Object.hasOwn(SORTS, value) ? (value as PromotionSort) : DEFAULT_SORT;
}

/** The list's state from its address; a value that cannot be one of ours means "no filter", never an error. */
export function readPromotionListState(params: URLSearchParams): PromotionListState {
  return {
    q: params.get(LIST_PARAMS.q) ?? "",
    category: params.get(LIST_PARAMS.category)?.trim().slice(0, 100) || null,
    casino: readSlug(params.get(LIST_PARAMS.casino)),
    paymentMethod: readSlug(params.get(LIST_PARAMS.paymentMethod)),
    maxWagering: readBoundedNumber(params.get(LIST_PARAMS.maxWagering), WAGERING_LIMIT),
    maxDeposit: readBoundedNumber(params.get(LIST_PARAMS.maxDeposit), DEPOSIT_LIMIT),
    code: readCode(params.get(LIST_PARAMS.code)),
    sort: readSort(params.get(LIST_PARAMS.sort)),
    page: canonicalPage(params.get("sayfa")) ?? 1,
  };
}

/** The state as query parameters (empty and default values left out, for pageHref and the pager). */
export function promotionListParams(state: Omit<PromotionListState, "page">): Record<string, string | null> {
  const number = (value: number | null) => (value === null ? null : String(value));
  return {
    [LIST_PARAMS.q]: state.q || null,
    [LIST_PARAMS.category]: state.category,
    [LIST_PARAMS.casino]: state.casino,
    [LIST_PARAMS.paymentMethod]: state.paymentMethod,
    [LIST_PARAMS.maxWagering]: number(state.maxWagering),
    [LIST_PARAMS.maxDeposit]: number(state.maxDeposit),
    [LIST_PARAMS.code]: state.code,
    [LIST_PARAMS.sort]: state.sort === DEFAULT_SORT ? null : state.sort,
  };
}

export const EMPTY_LIST_STATE: PromotionListState = {
  q: "",
  category: null,
  casino: null,
  paymentMethod: null,
  maxWagering: null,
  maxDeposit: null,
  code: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/**
 * The crawl policy: the unfiltered list and a list narrowed by exactly one bonus type or one casino,
 * in the default order, are pages of their own (indexable, canonical to themselves). Every other combination, a
 * search, a payment method, a wagering or deposit cap, a code filter, another sort, or a bonus type with a casino,
 * is for visitors only: noindex, canonical to the indexable list it narrows (see listCanonicalState).
 */
export function isIndexableListState(state: PromotionListState): boolean {
  const narrowing = [state.category, state.casino].filter((value) => value !== null).length;
  return (
    state.q.trim() === "" &&
    narrowing <= 1 &&
    state.paymentMethod === null &&
    state.maxWagering === null &&
    state.maxDeposit === null &&
    state.code === null &&
    state.sort === DEFAULT_SORT
  );
}

/** Whether the list shows anything but the default: a search, a filter or another order. */
export function hasListFilters(state: PromotionListState): boolean {
  return Object.values(promotionListParams(state)).some(Boolean);
}

/** The indexable list a state narrows: its one bonus type or casino (neither when it has both), same page. */
export function listCanonicalState(state: PromotionListState): PromotionListState {
  const single = state.category === null || state.casino === null;
  return {
    ...EMPTY_LIST_STATE,
    category: single ? state.category : null,
    casino: single ? state.casino : null,
    page: state.page,
  };
}

export const PROMOTIONS_PATH = "/bonuslar";

/** /bonuslar with the state's filters, sort and page; empty and default values are left out (one address per state). */
export function promotionsHref(state: Partial<PromotionListState>): string {
  const full = { ...EMPTY_LIST_STATE, ...state };
  return pageHref(PROMOTIONS_PATH, full.page, promotionListParams(full));
}

/** A slug and name the filter form offers (casinos, payment methods), as a pair: the loader data stays small. */
export type FilterOption = readonly [slug: string, name: string];
