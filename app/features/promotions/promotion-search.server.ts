import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { foldedColumnContains, isPostgres, trigramPhraseOf } from "../../utils/folded-sql.server.ts";

/**
 * A page whose rows are expected within this many rows of the order's start is read by a LIKE on each row visited
 * (it stops after its rows); a deeper one, or a rare query's, is read through the trigram index's list of matches.
 */
const LIKE_WALK_ROWS = 2000;

/** An index's matches are a dense share of the table past one row in this many (as the admin lists judge it). */
const DENSE_SHARE = 8;

/** How `/bonuslar?q=` finds its promotions (aliased `p`): the count's condition, then the page's. */
export interface ListingSearch {
  count: RawBuilder<SqlBool>;
  /** The page's condition, given the count and the rows up to the end of the page. */
  page: (total: number, rowsToPage: number) => Promise<RawBuilder<SqlBool>>;
  /** An index serves the search (three characters or more); else every row's stored text is read. */
  indexed: boolean;
}

/**
 * A promotion whose title or short description holds the folded `q` as a substring (spec 1 §3), looked for in the
 * row's stored `listing_folded` (migration 0046). PostgreSQL: a LIKE on the column, which its pg_trgm index serves.
 * SQLite: the count is a LIKE over the entries of 0046's index of the listed columns, which carries the text (a few
 * ms at 20,000 offers, where 0045's FTS5 trigram index took four times that to list a common word's matches, and as
 * long for a long phrase of common trigrams); the page then walks the order with a LIKE when its rows come early
 * (the count tells how dense the matches are), else reads the FTS5 index's matches (as the admin lists do).
 */
export function listingSearch(db: Db, q: string): ListingSearch {
  const listing = sql.ref<string>("p.listing_folded");
  const phrase = trigramPhraseOf(q);
  const like = foldedColumnContains(listing, q);
  if (isPostgres(db) || phrase === null) return { count: like, page: async () => like, indexed: phrase !== null };
  const page = async (total: number, rowsToPage: number) => {
    const { highest } = await db
      .selectFrom("promotions")
      .select(sql<number | bigint>`coalesce(max(rowid), 0)`.as("highest"))
      .executeTakeFirstOrThrow();
    const rows = Number(highest);
    if (total === 0 || (rowsToPage * rows) / total <= LIKE_WALK_ROWS) return like;
    const fts = "promotions_listing_trigram";
    const dense = total * DENSE_SHARE > rows;
    return foldedColumnContains(listing, q, { table: "promotions", fts, rowid: sql.ref("p.rowid"), dense });
  };
  return { count: like, page, indexed: true };
}
