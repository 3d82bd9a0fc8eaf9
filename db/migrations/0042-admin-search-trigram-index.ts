import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * The admin lists' search on an index on SQLite too (issue #36).
 *
 * An admin list searches its stored, folded `search_folded` column (migration 0022, comments 0025) for the folded
 * query as a substring. PostgreSQL serves that from 0022's pg_trgm GIN index; SQLite read every row: at 100,000 posts
 * `/admin/blog?q=…` cost 6.8× its cost at 2,000, most of it reading each post's row (its body before the column).
 *
 * Here each listed table gets an FTS5 table with the trigram tokenizer over its `search_folded`, `<table>_search_trigram`,
 * whose rowid is the row's rowid. FTS5 finds a substring of three or more characters from the trigrams, so the
 * search keeps its substring meaning; a shorter query still reads the rows (app/utils/folded-sql.server.ts).
 *
 * The FTS table keeps its own copy of the text (not "external content"), so a trigger can delete and re-add a row
 * by its rowid alone, whatever order SQLite fires this trigger and 0022's trigger that fills the column in: after an
 * insert and after an update of the column, the row's entry is replaced with the column as it now is; after a
 * delete, dropped. No write path (a save, a bulk action, a CSV import, a restore) can leave it behind. PostgreSQL is
 * left as it is: its trigram indexes were made by 0022 and 0025 where the server offers pg_trgm.
 */
export function adminSearchTrigramIndexMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine !== "sqlite") return;
      for (const table of SEARCHED_TABLES_0042) await addTrigramIndex(db, table);
    },
  };
}

/** Every table with a stored `search_folded` column when this migration landed. */
const SEARCHED_TABLES_0042 = [
  "casinos",
  "promotions",
  "blog_posts",
  "promotion_categories",
  "splash_ads",
  "promotion_comments",
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
async function addTrigramIndex(db: Kysely<any>, table: string): Promise<void> {
  const source = sql.table(table);
  const index = sql.table(`${table}_search_trigram`);
  await sql`create virtual table ${index} using fts5(search_folded, tokenize = 'trigram')`.execute(db);
  await sql`insert into ${index} (rowid, search_folded) select rowid, search_folded from ${source}`.execute(db);
  const refresh = sql`delete from ${index} where rowid = new.rowid;
    insert into ${index} (rowid, search_folded) select rowid, search_folded from ${source} where rowid = new.rowid;`;
  await sql`create trigger ${sql.id(`${table}_search_trigram_insert`)} after insert on ${source} for each row
    begin ${refresh} end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_trigram_update`)} after update of search_folded on ${source}
    for each row begin ${refresh} end`.execute(db);
  await sql`create trigger ${sql.id(`${table}_search_trigram_delete`)} after delete on ${source} for each row
    begin delete from ${index} where rowid = old.rowid; end`.execute(db);
}
