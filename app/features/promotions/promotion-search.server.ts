import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { foldedColumnContains, isPostgres, type TrigramIndex, trigramPhraseOf } from "../../utils/folded-sql.server.ts";
import { foldTurkish } from "../../utils/turkish-fold.ts";
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
 * row's stored `listing_folded` (migration 0046). PostgreSQL: a LIKE on the column, which its pg_trgm index serves
 * (a phrase of several words asked by its rarest word, `byRarestWord`).
 * SQLite: 0045's FTS5 trigram index is first asked whether the query is rare (its matches counted up to one in eight
 * rows, a probe that stops early). A rare query is counted from its matches, each looked up by rowid; a common one by
 * a LIKE over the entries of 0046's index of the listed columns, which carries the text, and which the count's cap
 * stops early. The page then walks the order with a LIKE when its rows come early (the count and the probe tell how
 * dense the matches are), else reads the FTS5 index's matches (as the admin lists do). A query of one or two letters has no
 * trigrams: on SQLite its LIKE reads 0046's index entries; on PostgreSQL a rare one is found through migration 0048's
 * index of each text's pieces, a common one by the LIKE in the list's order.
 */
export function listingSearch(db: Db, q: string): ListingSearch {
  const listing = sql.ref<string>("p.listing_folded");
  const phrase = trigramPhraseOf(q);
  const like = foldedColumnContains(listing, q);
  if (isPostgres(db)) {
    if (phrase !== null) {
      let condition: Promise<RawBuilder<SqlBool>> | undefined;
      const rarest = () => {
        condition ??= byRarestWord(db, foldTurkish(q), like);
        return condition;
      };
      return { count: rarest, page: rarest };
    }
    // One or two letters, too short for pg_trgm: a rare one is found through its pieces' index (migration 0048).
    let condition: Promise<RawBuilder<SqlBool>> | undefined;
    const short = () => {
      condition ??= shortQueryIfRare(db, foldTurkish(q), like);
      return condition;
    };
    return { count: short, page: short };
  }
  if (phrase === null) {
    // A query of one or two letters has no trigrams: its LIKE reads the entries of 0046's covering index.
    return { count: async () => like, page: async () => like };
  }
  const index: TrigramIndex = { table: "promotions", fts: "promotions_listing_trigram", rowid: sql.ref("p.rowid") };
  let probe: TrigramIndex | null = null;
  const count = async () => {
    probe = await withDensity(db, index, q);
    return probe?.dense ? like : foldedColumnContains(listing, q, index);
  };
  const page = async (total: number, rowsToPage: number) => {
    const rows = probe?.rows ?? 0;
    // The count stops at its cap, so the probe's count of the index's matches (exact below one in DENSE_SHARE rows)
    // tells the density when it is larger.
    const matches = Math.max(total, probe?.matches ?? 0);
    if (total === 0 || (rowsToPage * rows) / matches <= LIKE_WALK_ROWS) return like;
    return foldedColumnContains(listing, q, { ...index, dense: matches * DENSE_SHARE > rows });
  };
  return { count, page };
}

/**
 * A piece of one or two letters in more than one promotion in this many is read in the list's order by its LIKE,
 * which stops after the count's cap; a rarer one through the pieces' index, whose matches are each looked up and
 * sorted. Measured at 20,000 offers (warm, database time): in 3 % of them the walk took 2.2 ms for the count and
 * 1.4 for the page against 0.7 and 31 by the index; in none or a few, the walk reads every listed row (22–106 ms)
 * and the index about nothing. The two cost the same near one in 64 (about 5 ms each).
 */
const SHORT_DENSE_SHARE = 64;

/**
 * PostgreSQL's condition for a query of one or two letters (`piece`, folded): its LIKE, and, when the piece is rare
 * (SHORT_DENSE_SHARE), its id among those whose text holds the piece (the GIN index of migration 0048's pieces; a
 * piece is in the text exactly when the text contains it). The probe counts the index's matches up to that share of
 * the table's rows (as PostgreSQL last counted them), so it stops early.
 */
async function shortQueryIfRare(db: Db, piece: string, like: RawBuilder<SqlBool>): Promise<RawBuilder<SqlBool>> {
  if (/\s/.test(piece)) return like;
  const pieces = sql`array[${piece}]::text[]`;
  const rows = sql`(select greatest(reltuples, 0)::bigint from pg_class where oid = 'promotion_listing_grams'::regclass)`;
  const { rows: probed } = await sql<{ found: number | string; rows: number | string }>`
    select count(*) as found, ${rows} as rows
    from (select 1 from promotion_listing_grams where grams @> ${pieces} limit ${rows} / ${sql.lit(SHORT_DENSE_SHARE)} + 1) m`.execute(
    db,
  );
  const found = Number(probed[0]?.found ?? 0);
  if (found * SHORT_DENSE_SHARE > Number(probed[0]?.rows ?? 0)) return like;
  return sql<SqlBool>`(p.id in (select promotion_id from promotion_listing_grams where grams @> ${pieces}) and ${like})`;
}

/** Offers read (in id order, which is random) to tell which word of a phrase is rarest. */
const WORD_SAMPLE = 256;

/**
 * PostgreSQL's condition for a phrase of several words (`folded`): pg_trgm reads the index's list of every trigram of
 * the pattern, and most of a phrase's trigrams are in nearly every offer ("kisa aciklama 12345" read lists of 20,000
 * offers to find one). The index is then asked for the rarest word alone, judged on a sample of offers, and the rows
 * it finds are checked for the whole phrase (`strpos`, which no index serves: the same literal substring as the
 * LIKE). When every word is common the phrase's own trigrams are asked for, as before.
 */
async function byRarestWord(db: Db, folded: string, like: RawBuilder<SqlBool>): Promise<RawBuilder<SqlBool>> {
  const words = [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((word) => [...word].length >= 3))];
  if (words.length < 2) return like;
  const found = words.map(
    (word, at) => sql`count(*) filter (where strpos(s.listing_folded, ${word}) > 0) as ${sql.ref(`w${at}`)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`
    select ${sql.join(found)}, count(*) as sampled
    from (select listing_folded from promotions order by id limit ${WORD_SAMPLE}) s`.execute(db);
  const row = rows[0] ?? {};
  const sampled = Number(row.sampled ?? 0);
  // The fewest sampled offers first; among as few, the longest word (more trigrams, fewer matches).
  const [rarest] = words
    .map((word, at) => ({ word, found: Number(row[`w${at}`] ?? 0) }))
    .sort((a, b) => a.found - b.found || b.word.length - a.word.length);
  if (!rarest || rarest.found * DENSE_SHARE > sampled) return like;
  const listing = sql.ref<string>("p.listing_folded");
  return sql<SqlBool>`(${foldedColumnContains(listing, rarest.word)} and strpos(${listing}, ${folded}) > 0)`;
}
