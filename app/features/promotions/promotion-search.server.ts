import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { foldedColumnContains, foldedSql, isPostgres, trigramPhraseOf } from "../../utils/folded-sql.server.ts";
import { withDensity } from "../admin-lists/public.server.ts";

/** Spec 1 §3: without a leading paragraph, the short description is the description's first 150 characters. */
const SHORT_DESCRIPTION_CHARS = 150;
/** Inline marks the editor may put inside the leading paragraph; taken out so that they never match a query. */
const INLINE_MARKUP = ["<strong>", "</strong>", "<em>", "</em>", "<b>", "</b>", "<i>", "</i>", "<u>", "</u>", "<br>"];

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

/**
 * The text `/bonuslar?q=` searches (spec 1 §3), as migration 0045 indexes it: the folded title, a line break, the
 * folded short description. A query's spaces are collapsed, so it never holds the break and no match spans the two.
 * PostgreSQL's pg_trgm index is on this very expression: a change here must come with a new index.
 */
function listingFoldedSql(title: Expression<string>, description: Expression<string>, postgres: boolean) {
  return sql<string>`${foldedSql(title)} || ${sql.lit("\n")} || ${foldedSql(shortDescriptionSql(description, postgres))}`;
}

/**
 * A promotion (aliased `p`) whose title or short description holds the folded `q` as a substring (decision 098):
 * through migration 0045's trigram index when `indexed` (three characters or more: SQLite's FTS5 table, told whether
 * most rows match; PostgreSQL's pg_trgm index on the same expression), else by folding each row.
 */
export async function listingSearch(db: Db, q: string): Promise<{ condition: RawBuilder<SqlBool>; indexed: boolean }> {
  const postgres = isPostgres(db);
  const trigram = postgres
    ? null
    : await withDensity(db, { table: "promotions", fts: "promotions_listing_trigram", rowid: sql.ref("p.rowid") }, q);
  const listing = listingFoldedSql(sql.ref("p.title"), sql.ref("p.description"), postgres);
  return { condition: foldedColumnContains(listing, q, trigram), indexed: trigramPhraseOf(q) !== null };
}
