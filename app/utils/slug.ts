const TURKISH_TO_ASCII: Record<string, string> = {
  ç: "c",
  ğ: "g",
  ı: "i",
  i̇: "i",
  ö: "o",
  ş: "s",
  ü: "u",
  â: "a",
  î: "i",
  û: "u",
};

export const SLUG_MAX_LENGTH = 80;
export const SLUG_MIN_LENGTH = 3;

/**
 * Spec 1 §5: lowercase, Turkish letters to ASCII, drop everything but word characters (underscores stay), spaces
 * and hyphens, spaces to hyphens, collapse and trim hyphens, a time suffix when shorter than 3, cut to 80 characters.
 */
export function slugify(input: string | null | undefined, now: () => number = Date.now): string {
  if (!input) return `blog-${now()}`;
  const base = input
    .toLocaleLowerCase("tr-TR")
    .replace(/i̇|[çğıöşüâîû]/g, (ch) => TURKISH_TO_ASCII[ch] ?? ch)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-+|-+$/g, "");
  const withSuffix = base.length < SLUG_MIN_LENGTH ? `${base ? `${base}-` : ""}${now()}` : base;
  return withSuffix.slice(0, SLUG_MAX_LENGTH).replace(/-+$/g, "");
}

/** A typed slug as stored: normalised like a generated one (spec 1 §5); text without a letter or digit is empty. */
export function slugOrEmpty(value: string): string {
  return /[\p{L}\p{N}]/u.test(value) ? slugify(value) : "";
}
