import { type Expression, type RawBuilder, sql } from "kysely";

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
