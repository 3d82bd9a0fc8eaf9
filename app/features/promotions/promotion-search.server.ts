import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { foldedColumnContains, isPostgres, type TrigramIndex, trigramPhraseOf } from "../../utils/folded-sql.server.ts";
import { withDensity } from "../admin-lists/public.server.ts";

/**
 * A page whose rows are expected within this many rows of the order's start is read by a LIKE on each row visited
 * (it stops after its rows); a deeper one, or a rare query's, is read through the trigram index's list of matches.
 */
const LIKE_WALK_ROWS = 2000;

/** An index's matches are a dense share of the table past one row in this many (as the admin lists judge it). */
const DENSE_SHARE = 8;

/** How `/bonuslar?q=` finds its promotions (aliased `p`): the count's condition, then the page's. */
export interface ListingSearch {
  /** The count's condition (on SQLite chosen by how many rows the trigram index finds). */
  count: () => Promise<RawBuilder<SqlBool>>;
  /** The page's condition, given the count (up to its cap) and the rows up to the end of the page. */
  page: (total: number, rowsToPage: number) => Promise<RawBuilder<SqlBool>>;
}

/**
 * A promotion whose title or short description holds the folded `q` as a substring (spec 1 §3), looked for in the
 * row's stored `listing_folded` (migration 0046). PostgreSQL: a LIKE on the column, which its pg_trgm index serves.
 * SQLite: 0045's FTS5 trigram index is first asked whether the query is rare (its matches counted up to one in eight
 * rows, a probe that stops early). A rare query is counted from its matches, each looked up by rowid; a common one by
 * a LIKE over the entries of 0046's index of the listed columns, which carries the text, and which the count's cap
 * stops early. The page then walks the order with a LIKE when its rows come early (the count tells how dense the
 * matches are), else reads the FTS5 index's matches (as the admin lists do).
 */
export function listingSearch(db: Db, q: string): ListingSearch {
  const listing = sql.ref<string>("p.listing_folded");
  const phrase = trigramPhraseOf(q);
  const like = foldedColumnContains(listing, q);
  if (isPostgres(db) || phrase === null) {
    // A query of one or two letters has no trigrams: its LIKE reads the stored text (on SQLite the index's entries).
    return { count: async () => like, page: async () => like };
  }
  const index: TrigramIndex = { table: "promotions", fts: "promotions_listing_trigram", rowid: sql.ref("p.rowid") };
  const count = async () => ((await withDensity(db, index, q))?.dense ? like : foldedColumnContains(listing, q, index));
  const page = async (total: number, rowsToPage: number) => {
    const { highest } = await db
      .selectFrom("promotions")
      .select(sql<number | bigint>`coalesce(max(rowid), 0)`.as("highest"))
      .executeTakeFirstOrThrow();
    const rows = Number(highest);
    if (total === 0 || (rowsToPage * rows) / total <= LIKE_WALK_ROWS) return like;
    return foldedColumnContains(listing, q, { ...index, dense: total * DENSE_SHARE > rows });
  };
  return { count, page };
}
