/**
 * The casino comparison's address (issue #14, decision 041): /karsilastir/{slug}-vs-{slug}[-vs-…], two to four
 * casinos in the visitor's order. The picker's GET form sends ?casino=a&casino=b…, which the page redirects to the
 * path form, so every comparison has one shareable address. Browser-safe: the picker, the tray and the cards use it.
 */
export const COMPARE_PATH = "/karsilastir";
/** The picker form's parameter (repeated, one per casino). */
export const COMPARE_PARAM = "casino";
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
const SEPARATOR = "-vs-";
/** A slug as the casino service writes it (lowercase ASCII words and hyphens, at most 80 characters). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const COMPARE_MESSAGES = {
  none: "Karşılaştırmak için en az iki casino seçin.",
  one: "Bir casino seçtiniz; karşılaştırmak için en az bir casino daha seçin.",
  tooMany: `En fazla ${COMPARE_MAX} casino karşılaştırabilirsiniz; fazla seçtiklerinizi çıkarın.`,
  unknown: (names: readonly string[]) =>
    `${names.length === 1 ? "Bu casino" : "Bu casinolar"} bulunamadı: ${names.map((name) => `“${name}”`).join(", ")}.`,
  loadFailed: "Karşılaştırma yüklenirken bir hata oluştu",
} as const;

/** The comparison's address for these slugs, in the order given. */
export function comparePath(slugs: readonly string[]): string {
  return `${COMPARE_PATH}/${slugs.map(encodeURIComponent).join(SEPARATOR)}`;
}

/**
 * The slugs of a comparison address's last segment, duplicates dropped (the first place kept). A casino slug that
 * itself contains '-vs-' cannot be compared by address; the casino service makes slugs from names, where that is
 * rare enough to accept (decision 041).
 */
export function slugsOfCompareSegment(segment: string): string[] {
  return unique(segment.toLowerCase().split(SEPARATOR));
}

/** The picker form's values, trimmed, lower-cased, empty ones and duplicates dropped. */
export function slugsOfCompareQuery(params: URLSearchParams): string[] {
  return unique(params.getAll(COMPARE_PARAM).map((value) => value.trim().toLowerCase()));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ""))];
}

/** Why a pick cannot be compared yet, in Turkish; null when the count is right (2 to 4). */
export function pickCountProblem(count: number): string | null {
  if (count === 0) return COMPARE_MESSAGES.none;
  if (count === 1) return COMPARE_MESSAGES.one;
  if (count > COMPARE_MAX) return COMPARE_MESSAGES.tooMany;
  return null;
}

/** Whether a value could be a casino slug at all (anything else is unknown without a query). */
export function isPlausibleSlug(value: string): boolean {
  return value.length <= 80 && SLUG.test(value);
}

/** The canonical address of a comparison: the same casinos in slug order, so a-vs-b and b-vs-a are one page. */
export function canonicalComparePath(slugs: readonly string[]): string {
  return comparePath([...slugs].sort());
}
