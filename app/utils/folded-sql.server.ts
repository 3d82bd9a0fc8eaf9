import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from "kysely";
import { foldTurkish, TURKISH_FOLD_PAIRS } from "./turkish-fold.ts";

/**
 * SQL twin of foldTurkish(): nested replace() for the Turkish letters, then lower(). SQLite's lower() only knows
 * ASCII, so every non-ASCII letter that matters is replaced first; both engines then compute the same text.
 */
export function foldedSql(value: Expression<string | null>): RawBuilder<string> {
  let folded: RawBuilder<string> = sql<string>`coalesce(${value}, '')`;
  for (const [from, to] of TURKISH_FOLD_PAIRS)
    folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return sql<string>`lower(${folded})`;
}

/** Whether a query builder talks to PostgreSQL: the one function that differs here is "position of". */
// biome-ignore lint/suspicious/noExplicitAny: only the executor's adapter is read, whatever the schema
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `haystack` contains the folded query as a substring; LIKE wildcards in the query are taken literally. */
export function containsFolded(haystack: Expression<string | null>, query: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(foldTurkish(query))}%`;
  return sql<SqlBool>`${foldedSql(haystack)} like ${pattern} escape '!'`;
}

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (ch) => `!${ch}`);
}

/** The tables whose `search_folded` SQLite indexes by trigrams (migration 0042), each in `<table>_search_trigram`. */
export type TrigramTable =
  | "casinos"
  | "promotions"
  | "blog_posts"
  | "promotion_categories"
  | "splash_ads"
  | "promotion_comments";

/**
 * A SQLite FTS5 trigram index of a table's rows (`fts`, whose rowid is the row's): a table's `search_folded` (migration
 * 0042) or the promotions' listing text (0045); the table, and its rowid in the query (`p.rowid`).
 */
export interface TrigramIndex {
  table: string;
  fts: string;
  rowid: Expression<unknown>;
  /**
   * The searched text is in a large share of the table's rows (`trigramSearchOf` in the list kit): the rows are then
   * not looked up one by one from the index's matches but read in the query's own order, each checked against them.
   */
  dense?: boolean;
  /** The table's rows (its highest rowid), as the probe that judged `dense` read them. */
  rows?: number;
  /** The index's matches as that probe counted them: exact when not dense, else the share it stopped at. */
  matches?: number;
}

/**
 * The trigram index that serves a search of `table`'s `search_folded` on this database: SQLite's FTS5 table (migration
 * 0042), or null on PostgreSQL, where 0022's pg_trgm index serves the LIKE itself.
 */
// biome-ignore lint/suspicious/noExplicitAny: only the executor's adapter is read, whatever the schema
export function trigramIndexOf(db: Kysely<any>, table: TrigramTable, alias?: string): TrigramIndex | null {
  return isPostgres(db)
    ? null
    : { table, fts: `${table}_search_trigram`, rowid: sql.ref(alias ? `${alias}.rowid` : "rowid") };
}

/** FTS5's trigram tokenizer finds substrings of at least three characters; a shorter query reads the rows. */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * The FTS5 question of a trigram index for the folded `query`: the text as one phrase, which FTS5 takes as text (a
 * `"` doubled); null when the query is too short for trigrams.
 */
export function trigramPhraseOf(query: string): string | null {
  const text = foldTurkish(query);
  return [...text].length >= TRIGRAM_MIN_LENGTH ? `"${text.replaceAll('"', '""')}"` : null;
}

/**
 * An already folded column (a worked list's stored `search_folded`, migration 0022) contains the folded query: no
 * fold per row, so an index can serve it (pg_trgm's GIN index on PostgreSQL; on SQLite the table's FTS5 trigram index,
 * given, for a query of three or more characters: the query as one quoted phrase, which FTS5 takes as text). A dense
 * search keeps the rowid out of the index's reach (`+rowid`): SQLite then reads the rows through the query's own
 * index (a covering one for the counts, the sort's for the page) and checks each against the matches' list.
 */
export function foldedColumnContains(
  folded: Expression<string>,
  query: string,
  trigram: TrigramIndex | null = null,
): RawBuilder<SqlBool> {
  const phrase = trigramPhraseOf(query);
  if (trigram && phrase !== null) {
    const index = sql.table(trigram.fts);
    const rowid = trigram.dense ? sql`+${trigram.rowid}` : trigram.rowid;
    return sql<SqlBool>`${rowid} in (select rowid from ${index} where ${index} match ${phrase})`;
  }
  return sql<SqlBool>`${folded} like ${`%${escapeLike(foldTurkish(query))}%`} escape '!'`;
}

/** Any of `haystacks` contains the folded query (an admin list's search box). */
export function containsFoldedAny(haystacks: readonly Expression<string | null>[], query: string): RawBuilder<SqlBool> {
  const parts = haystacks.map((haystack) => containsFolded(haystack, query));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
