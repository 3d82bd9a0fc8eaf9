/** The content kinds the site search finds. */
export type SearchKind = "casino" | "promotion" | "post";

/** The site search's address. */
export const SEARCH_PATH = "/ara";

/** `?tur=` of a page of one kind: Turkish words in the address, the kinds' keys in the code. */
export const SEARCH_KIND_PARAMS = { casino: "casino", promotion: "bonus", post: "yazi" } as const satisfies Record<
  SearchKind,
  string
>;
export type SearchKindParam = (typeof SEARCH_KIND_PARAMS)[SearchKind];

/** The kind a `?tur=` names, or null (any other value shows every kind). */
export function searchKindOfParam(param: string | null): SearchKind | null {
  const entry = Object.entries(SEARCH_KIND_PARAMS).find(([, value]) => value === param);
  return entry ? (entry[0] as SearchKind) : null;
}

export const SEARCH_MESSAGES = {
  title: "Sitede ara",
  description: "Casinoları, bonusları ve blog yazılarını tek aramada bulun.",
  label: "Aranacak kelime",
  placeholder: "Casino, bonus veya yazı ara",
  submit: "Ara",
  prompt: "Bir casino adı, bonus türü veya konu yazın: casinolar, bonuslar ve yazılar birlikte aranır.",
  noResults: (q: string) => `“${q}” için sonuç bulunamadı. Başka bir kelimeyle deneyin.`,
  tooLong: "Arama metni en fazla 100 karakter olabilir.",
  failed: "Arama yapılamadı",
  allResults: "Tüm sonuçlara dön",
  groupHeading: { casino: "Casinolar", promotion: "Bonuslar", post: "Blog yazıları" } satisfies Record<
    SearchKind,
    string
  >,
  moreOfKind: {
    casino: (n: number) => `Tüm casino sonuçları (${n})`,
    promotion: (n: number) => `Tüm bonus sonuçları (${n})`,
    post: (n: number) => `Tüm yazı sonuçları (${n})`,
  } satisfies Record<SearchKind, (n: number) => string>,
} as const;
