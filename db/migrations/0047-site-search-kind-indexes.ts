import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * The site search's index at scale (issue #36 §5, issue #35 "Feeds and search"): one index per kind, and what a
 * search reads per match made small.
 *
 * SQLite: 0032's one FTS5 index held every kind, and a search of one kind asked `kind : casino` inside it. That
 * column's words share their lists with the text's (the word "casino" is in every post), so a search of the 2,000
 * casinos walked the 120,000 entries of "casino" to find them. Each kind now has its own contentless FTS5 table,
 * `search_index_<kind>` (title and body, the same tokenizer and prefix lists), under the document's id, kept by
 * triggers on `search_documents` as 0032's one was. A covering index `(id, ref_id)` maps a match to its row without
 * reading the document's text (a post's document is a page of text: a thousand matches read a thousand pages).
 *
 * Both engines: covering indexes of what tells whether a match is shown (`blog_posts (id, is_published)`,
 * `promotions (id, is_active, expiry_date)`), so a thousand matches are checked without reading their rows; on
 * PostgreSQL they also make the lookups cheaper to the planner than reading the whole promotions table, which it
 * chose before (140 ms).
 *
 * PostgreSQL: the weighted `document` (title weight A, body D, with positions) was read for every match, and it is
 * stored out of line at a post's length: 10–30 µs a match. It becomes `words`, the title's and the body's words
 * without positions or weights (`strip`), kept in the row where it fits (storage `main`), and `title_words`, the
 * title's words, which the ranking reads. Each kind keeps its partial GIN index, now on `words`, and `(kind, id)`
 * lets the newest matches be read in order, stopping after the candidates, when a word is common.
 *
 * A later kind calls `addKindIndex` after its `addSearchSource` (0032).
 */
export function siteSearchKindIndexesMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine === "sqlite") {
        for (const trigger of ["search_documents_insert", "search_documents_delete", "search_documents_update"]) {
          await sql`drop trigger ${sql.id(trigger)}`.execute(db);
        }
        await sql`drop table search_index`.execute(db);
        await sql`create index search_documents_id_ref_idx on search_documents (id, ref_id)`.execute(db);
      } else {
        await sql`alter table search_documents drop column document`.execute(db);
        await sql`alter table search_documents
          add column words tsvector generated always as (
            strip(to_tsvector('simple'::regconfig, title) || to_tsvector('simple'::regconfig, body))
          ) stored,
          add column title_words tsvector generated always as (to_tsvector('simple'::regconfig, title)) stored`.execute(
          db,
        );
        await sql`alter table search_documents alter column words set storage main`.execute(db);
        await sql`create index search_documents_kind_id_idx on search_documents (kind, id)`.execute(db);
      }
      for (const kind of ["casino", "promotion", "post", "page"]) await addKindIndex(db, engine, kind);
      await sql`create index blog_posts_id_published_idx on blog_posts (id, is_published)`.execute(db);
      await sql`create index promotions_id_listed_idx on promotions (id, is_active, expiry_date)`.execute(db);
      if (engine === "postgres") {
        await sql`analyze search_documents`.execute(db);
        await sql`analyze blog_posts`.execute(db);
        await sql`analyze promotions`.execute(db);
      }
    },
  };
}

/**
 * One kind's index: on SQLite its FTS5 table, filled from the kind's documents and kept by triggers on
 * `search_documents`; on PostgreSQL its partial GIN index on `words` (a search names its kind as a literal, so the
 * planner picks it).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
export async function addKindIndex(db: Kysely<any>, engine: Engine, kind: string): Promise<void> {
  if (engine === "postgres") {
    await sql`create index ${sql.id(`search_documents_${kind}_words_idx`)} on search_documents using gin (words)
      where kind = ${sql.lit(kind)}`.execute(db);
    return;
  }
  const table = sql.table(`search_index_${kind}`);
  const literal = sql.lit(kind);
  await sql`create virtual table ${table} using fts5(
    title, body, content = '', contentless_delete = 1,
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`.execute(db);
  await sql`insert into ${table} (rowid, title, body)
    select id, title, body from search_documents where kind = ${literal}`.execute(db);
  await sql`create trigger ${sql.id(`search_documents_${kind}_insert`)} after insert on search_documents
    when new.kind = ${literal}
    begin insert into ${table} (rowid, title, body) values (new.id, new.title, new.body); end`.execute(db);
  await sql`create trigger ${sql.id(`search_documents_${kind}_delete`)} after delete on search_documents
    when old.kind = ${literal}
    begin delete from ${table} where rowid = old.id; end`.execute(db);
  await sql`create trigger ${sql.id(`search_documents_${kind}_update`)} after update on search_documents
    when new.kind = ${literal}
    begin
      delete from ${table} where rowid = old.id;
      insert into ${table} (rowid, title, body) values (new.id, new.title, new.body);
    end`.execute(db);
}
