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

/**
 * An already folded column (a worked list's stored `search_folded`, migration 0022) contains the folded query: no
 * fold per row, so an index can serve it (pg_trgm's GIN index on PostgreSQL).
 */
export function foldedColumnContains(folded: Expression<string>, query: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${folded} like ${`%${escapeLike(foldTurkish(query))}%`} escape '!'`;
}

/** Any of `haystacks` contains the folded query (an admin list's search box, decision 033). */
export function containsFoldedAny(haystacks: readonly Expression<string | null>[], query: string): RawBuilder<SqlBool> {
  const parts = haystacks.map((haystack) => containsFolded(haystack, query));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
