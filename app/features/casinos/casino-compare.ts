/**
 * The casino comparison's address (issue #14): /karsilastir/{slug}-vs-{slug}[-vs-…], two to four
 * casinos in slug order (any other order, a repeat or another spelling is redirected there with 301, so each set
 * has one address the page cache can store). The picker's GET form sends ?casino=a&casino=b…, which the page redirects to the
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

/** More pieces than four casinos could ever need are read naively, so the reading below stays cheap. */
const MAX_RESOLVED_PIECES = 16;

/**
 * The slugs of a comparison address's last segment, duplicates dropped (the first place kept). A casino slug may
 * itself contain '-vs-' ('a-vs-b-casino'): given the known slugs, the segment is read as the split that names the
 * most known casinos, then has the fewest unknown parts, so 'a-vs-b-casino-vs-c' is the two casinos it names. Only
 * when the pieces of such a slug are themselves casinos does the address read as those (the more casinos, the more
 * likely a comparison); without `known`, every '-vs-' separates.
 */
export function slugsOfCompareSegment(segment: string, known: ReadonlySet<string> = new Set()): string[] {
  const pieces = segment.toLowerCase().split(SEPARATOR);
  if (known.size === 0 || pieces.length > MAX_RESOLVED_PIECES) return unique(pieces);
  // best[i]: the best reading of pieces[i..]; scored by known casinos named, then by fewest unknown parts.
  const best: { slugs: string[]; known: number; unknown: number }[] = [];
  best[pieces.length] = { slugs: [], known: 0, unknown: 0 };
  for (let start = pieces.length - 1; start >= 0; start--) {
    for (let end = start + 1; end <= pieces.length; end++) {
      const slug = pieces.slice(start, end).join(SEPARATOR);
      const isKnown = known.has(slug);
      // A run of several pieces is one slug only when it names a casino.
      if (!isKnown && end > start + 1) continue;
      const rest = best[end];
      if (!rest) continue;
      const candidate = {
        slugs: [slug, ...rest.slugs],
        known: rest.known + (isKnown ? 1 : 0),
        unknown: rest.unknown + (isKnown ? 0 : 1),
      };
      const current = best[start];
      if (
        !current ||
        candidate.known > current.known ||
        (candidate.known === current.known && candidate.unknown < current.unknown)
      ) {
        best[start] = candidate;
      }
    }
  }
  return unique(best[0]?.slugs ?? pieces);
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
