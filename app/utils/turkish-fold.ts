/**
 * Turkish-aware search folding (issue #3): İ, I and ı all become i and the other Turkish letters lose their marks,
 * so "IŞIK" finds "ışık", "istanbul" finds "İstanbul" and "hos geldin" finds "Hoş Geldin". The same pairs drive
 * the SQL expression in folded-sql.server.ts, so both engines fold exactly like this function.
 */
export const TURKISH_FOLD_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ["İ", "i"],
  ["I", "i"],
  ["ı", "i"],
  ["Ş", "s"],
  ["ş", "s"],
  ["Ğ", "g"],
  ["ğ", "g"],
  ["Ü", "u"],
  ["ü", "u"],
  ["Ö", "o"],
  ["ö", "o"],
  ["Ç", "c"],
  ["ç", "c"],
  ["Â", "a"],
  ["â", "a"],
  ["Î", "i"],
  ["î", "i"],
  ["Û", "u"],
  ["û", "u"],
];

const FOLD_MAP = new Map(TURKISH_FOLD_PAIRS);
const FOLD_PATTERN = new RegExp(`[${TURKISH_FOLD_PAIRS.map(([from]) => from).join("")}]`, "g");

/** The folded, lower-case form used on both sides of a search comparison. */
export function foldTurkish(text: string): string {
  return text
    .normalize("NFC")
    .replace(FOLD_PATTERN, (ch) => FOLD_MAP.get(ch) ?? ch)
    .toLowerCase();
}
