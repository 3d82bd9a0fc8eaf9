/** Turkish alphabetical order (A B C Ç D … I İ … Ş T U Ü V Y Z), case-insensitive first; one collator for the app. */
const turkish = new Intl.Collator("tr-TR");

/** Compares two texts in Turkish alphabetical order. */
export function compareTurkish(a: string, b: string): number {
  return turkish.compare(a, b);
}

/**
 * Orders named rows in Turkish alphabetical order, the id breaking ties so a page boundary never moves. The
 * engines cannot do it alike (SQLite compares bytes, PostgreSQL's order depends on the server's locale), so named
 * lists are sorted here.
 */
export function byTurkishName<Row extends { name: string; id?: string }>(a: Row, b: Row): number {
  return turkish.compare(a.name, b.name) || ((a.id ?? "") < (b.id ?? "") ? -1 : (a.id ?? "") > (b.id ?? "") ? 1 : 0);
}
