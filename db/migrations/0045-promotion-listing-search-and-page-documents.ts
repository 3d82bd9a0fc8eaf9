import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";
import { createTrigramExtension } from "./0022-folded-list-columns.ts";
import { addSearchSource, createKindIndex, htmlWordsSql } from "./0032-site-search-index.ts";

/**
 * Two search indexes at scale (issue #36 §5, issue #35 "Feeds and search").
 *
 * `/bonuslar?q=` finds the folded query as a substring of a promotion's title or short description (spec 1 §3). It
 * folded both per row at query time: 120–200 ms of CPU at 20,000 promotions, whatever the query. Here that text,
 * the folded title and the folded short description joined by a line break (a query never holds one, its spaces
 * are collapsed, so no match spans the two), gets a trigram index: on SQLite an FTS5 table with the trigram
 * tokenizer, `promotions_listing_trigram`, holding its own copy under the promotion's rowid and kept by triggers as
 * 0042's are; on PostgreSQL a pg_trgm GIN index on the same expression (where the server offers pg_trgm), which the
 * application writes identically (app/features/promotions/promotion-search.server.ts).
 *
 * 'Sayfa' pages join the site search's documents (0032) as the kind `page`: title, and the body's
 * words. Whether a page is shown (published) is asked at search time, as for posts.
 *
 * Frozen like 0032: the fold and the short description are the SQL as it stood when this migration landed.
 */
export function promotionListingSearchAndPageDocumentsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine === "sqlite") await addListingTrigramIndex(db);
      else if (await createTrigramExtension(db)) {
        await sql`create index promotions_listing_trgm_idx on promotions
          using gin ((${listingSql(engine, sql.ref("title"), sql.ref("description"))}) gin_trgm_ops)`.execute(db);
      }
      await addSearchSource(db, engine, {
        kind: "page",
        table: "pages",
        columns: ["title", "content"],
        title: sql.ref<string | null>("r.title"),
        body: [htmlWordsSql(sql.ref<string | null>("r.content"))],
      });
      if (engine === "postgres") await createKindIndex(db, "page");
    },
  };
}

const FOLD_PAIRS_0045: ReadonlyArray<readonly [string, string]> = [
  ["İ", "i"],
  ["I", "i"],
  ["ı", "i"],
  ["Ş", "s"],
  ["ş", "s"],
  ["Ğ", "g"],
  ["ğ", "g"],
  ["Ü", "u"],
  ["ü", "u"],
  ["Ö", "o"],
  ["ö", "o"],
  ["Ç", "c"],
  ["ç", "c"],
  ["Â", "a"],
  ["â", "a"],
  ["Î", "i"],
  ["î", "i"],
  ["Û", "u"],
  ["û", "u"],
];

function foldedSql(value: RawBuilder<unknown>): RawBuilder<string> {
  let folded: RawBuilder<string> = sql<string>`coalesce(${value}, '')`;
  for (const [from, to] of FOLD_PAIRS_0045) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return sql<string>`lower(${folded})`;
}

const INLINE_MARKUP_0045 = [
  "<strong>",
  "</strong>",
  "<em>",
  "</em>",
  "<b>",
  "</b>",
  "<i>",
  "</i>",
  "<u>",
  "</u>",
  "<br>",
];

/** The short description (spec 1 §3, 2 §3): the leading paragraph's text, else the first 150 characters. */
function shortDescriptionSql(engine: Engine, description: RawBuilder<unknown>): RawBuilder<string> {
  const position = (needle: string) =>
    engine === "postgres"
      ? sql<number>`strpos(${description}, ${sql.lit(needle)})`
      : sql<number>`instr(${description}, ${sql.lit(needle)})`;
  const start = sql<number>`(${position(">")} + 1)`;
  let text: RawBuilder<string> = sql<string>`case
    when (${description} like '<p>%' or ${description} like '<p %') and ${position("</p>")} > ${start}
      then substr(${description}, ${start}, ${position("</p>")} - ${start})
    else substr(${description}, 1, ${sql.lit(150)})
  end`;
  for (const mark of INLINE_MARKUP_0045) text = sql<string>`replace(${text}, ${sql.lit(mark)}, '')`;
  return sql<string>`replace(${text}, '&amp;', '&')`;
}

/** The folded title, a line break, the folded short description. */
function listingSql(engine: Engine, title: RawBuilder<unknown>, description: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`${foldedSql(title)} || ${sql.lit("\n")} || ${foldedSql(shortDescriptionSql(engine, description))}`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
async function addListingTrigramIndex(db: Kysely<any>): Promise<void> {
  const text = listingSql("sqlite", sql.ref("p.title"), sql.ref("p.description"));
  await sql`create virtual table promotions_listing_trigram using fts5(listing, tokenize = 'trigram')`.execute(db);
  await sql`insert into promotions_listing_trigram (rowid, listing) select p.rowid, ${text} from promotions p`.execute(
    db,
  );
  const refresh = sql`delete from promotions_listing_trigram where rowid = new.rowid;
    insert into promotions_listing_trigram (rowid, listing) select p.rowid, ${text} from promotions p
      where p.rowid = new.rowid;`;
  await sql`create trigger promotions_listing_trigram_insert after insert on promotions for each row
    begin ${refresh} end`.execute(db);
  await sql`create trigger promotions_listing_trigram_update after update of title, description on promotions
    for each row begin ${refresh} end`.execute(db);
  await sql`create trigger promotions_listing_trigram_delete after delete on promotions for each row
    begin delete from promotions_listing_trigram where rowid = old.rowid; end`.execute(db);
}
