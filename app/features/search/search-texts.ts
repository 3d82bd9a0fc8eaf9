import type { SearchDocumentKind } from "../../../db/schema.ts";

/** The content kinds the site search finds. */
export type SearchKind = SearchDocumentKind;

/**
 * The matches of one kind the index hands over to be ranked and counted, newest first: ten pages of one kind. A word
 * in nearly every row ("bonus" at 100,000 posts) would otherwise cost a rank and a visibility check for each of them
 * (a thousand of them cost 20–40 ms of database time at that size); past this the count reads "200+", which asks the
 * visitor for a narrower search, and the results are the best of the newest two hundred.
 */
export const SEARCH_CANDIDATES = 200;

/** `?tur=` of a page of one kind: Turkish words in the address, the kinds' keys in the code. */
export const SEARCH_KIND_PARAMS = {
  casino: "casino",
  promotion: "bonus",
  post: "yazi",
  page: "sayfa",
} as const satisfies Record<SearchKind, string>;
export type SearchKindParam = (typeof SEARCH_KIND_PARAMS)[SearchKind];

/** The kind a `?tur=` names, or null (any other value shows every kind). */
export function searchKindOfParam(param: string | null): SearchKind | null {
  const entry = Object.entries(SEARCH_KIND_PARAMS).find(([, value]) => value === param);
  return entry ? (entry[0] as SearchKind) : null;
}

export const SEARCH_MESSAGES = {
  title: "Sitede ara",
  /** The page's own search form, told apart from the header's search landmark. */
  landmark: "Yeni arama",
  description: "Casinoları, bonusları, blog yazılarını ve sayfaları tek aramada bulun.",
  label: "Aranacak kelime",
  placeholder: "Casino, bonus veya yazı ara",
  submit: "Ara",
  prompt: "Bir casino adı, bonus türü veya konu yazın: casinolar, bonuslar, yazılar ve sayfalar birlikte aranır.",
  noResults: (q: string) => `“${q}” için sonuç bulunamadı. Başka bir kelimeyle deneyin.`,
  tooLong: "Arama metni en fazla 100 karakter olabilir.",
  failed: "Arama yapılamadı",
  allResults: "Tüm sonuçlara dön",
  /**
   * A kind's count beside its heading: exact, unless the index had more matches than it hands over (then the shown
   * ones among those it handed over, "200+" when all are shown).
   */
  count: (total: number, capped: boolean) => (capped ? `${total}+` : String(total)),
  groupHeading: {
    casino: "Casinolar",
    promotion: "Bonuslar",
    post: "Blog yazıları",
    page: "Sayfalar",
  } satisfies Record<SearchKind, string>,
  moreOfKind: {
    casino: (count: string) => `Tüm casino sonuçları (${count})`,
    promotion: (count: string) => `Tüm bonus sonuçları (${count})`,
    post: (count: string) => `Tüm yazı sonuçları (${count})`,
    page: (count: string) => `Tüm sayfa sonuçları (${count})`,
  } satisfies Record<SearchKind, (count: string) => string>,
} as const;
