import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from "kysely";
import { foldTurkish, TURKISH_FOLD_PAIRS } from "./turkish-fold.ts";

/** Spec 1 §3: without a leading paragraph, the short description is the description's first 150 characters. */
const SHORT_DESCRIPTION_CHARS = 150;
/** Inline marks the editor may put inside the leading paragraph; taken out so that they never match a query. */
const INLINE_MARKUP = ["<strong>", "</strong>", "<em>", "</em>", "<b>", "</b>", "<i>", "</i>", "<u>", "</u>", "<br>"];

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

/**
 * SQL twin of shortDescriptionOf(): the text of the leading <p>…</p> (spec 2 §3) with inline marks taken out, or
 * the first 150 characters when the description does not start with a paragraph (spec 1 §3).
 */
export function shortDescriptionSql(description: Expression<string>, postgres: boolean): RawBuilder<string> {
  const position = (needle: string) =>
    postgres
      ? sql<number>`strpos(${description}, ${sql.lit(needle)})`
      : sql<number>`instr(${description}, ${sql.lit(needle)})`;
  const start = sql<number>`(${position(">")} + 1)`;
  let text: RawBuilder<string> = sql<string>`case
    when (${description} like '<p>%' or ${description} like '<p %') and ${position("</p>")} > ${start}
      then substr(${description}, ${start}, ${position("</p>")} - ${start})
    else substr(${description}, 1, ${sql.lit(SHORT_DESCRIPTION_CHARS)})
  end`;
  for (const mark of INLINE_MARKUP) text = sql<string>`replace(${text}, ${sql.lit(mark)}, '')`;
  return sql<string>`replace(${text}, '&amp;', '&')`;
}

/** `haystack` contains the folded query as a substring; LIKE wildcards in the query are taken literally. */
export function containsFolded(haystack: Expression<string | null>, query: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(foldTurkish(query))}%`;
  return sql<SqlBool>`${foldedSql(haystack)} like ${pattern} escape '!'`;
}

function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (ch) => `!${ch}`);
}
