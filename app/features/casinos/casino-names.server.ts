import type { Db } from "../../utils/db.server.ts";
import { foldTurkish } from "../../utils/turkish-fold.ts";

export interface CasinoName {
  id: string;
  slug: string;
  name: string;
}

/** What the casino filters suggest at once: a few names, never the catalogue. */
export const CASINO_SUGGESTION_LIMIT = 10;
/** Longer typed text names no casino; it is cut, never an error. */
export const CASINO_NAME_MAX_LENGTH = 100;

const folded = (text: string) => foldTurkish(text.trim().slice(0, CASINO_NAME_MAX_LENGTH));

/**
 * Casinos whose name begins with the typed text, Turkish letters and case aside, by name: a range of the stored
 * folded name's index (`sort_folded`, byte order on both engines), however many casinos there are.
 */
export async function suggestCasinoNames(db: Db, text: string): Promise<CasinoName[]> {
  const prefix = folded(text);
  if (prefix === "") return [];
  return (
    db
      .selectFrom("casinos")
      .select(["id", "slug", "name"])
      .where("sort_folded", ">=", prefix)
      // U+FFFF sorts after every letter a name holds, in UTF-8 bytes as in code points.
      .where("sort_folded", "<", `${prefix}\uffff`)
      .orderBy("sort_folded")
      .orderBy("id")
      .limit(CASINO_SUGGESTION_LIMIT)
      .execute()
  );
}

/** The casino a filter's text names: its slug or id exactly, else its whole name, Turkish letters and case aside. */
export async function findCasinoByNameOrKey(db: Db, text: string): Promise<CasinoName | null> {
  const value = text.trim().slice(0, CASINO_NAME_MAX_LENGTH);
  if (value === "") return null;
  const byKey = await db
    .selectFrom("casinos")
    .select(["id", "slug", "name"])
    .where((eb) => eb.or([eb("slug", "=", value), eb("id", "=", value.toLowerCase())]))
    .executeTakeFirst();
  if (byKey) return byKey;
  const byName = await db
    .selectFrom("casinos")
    .select(["id", "slug", "name"])
    .where("sort_folded", "=", folded(value))
    .orderBy("id")
    .executeTakeFirst();
  return byName ?? null;
}
