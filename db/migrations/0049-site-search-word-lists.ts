import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * PostgreSQL's word list of the site search (issue #35 "site-wide search at scale"): `search_words (kind, word)`, every
 * word each kind's documents have held, kept by a statement trigger on `search_documents`, as FTS5's vocabulary is
 * kept by SQLite.
 *
 * A word prefix asked of GIN (`casino:*`) builds the whole bitmap of every document holding any word beginning so
 * before it is intersected with the other words (30 ms at 100,000 posts, even when another word has no match). With
 * the list a prefix is asked as the exact words beginning with it, which GIN intersects rarest first and stops on,
 * and a word no document of the kind has held answers without reading the index.
 *
 * The trigger only inserts the words it has not seen (`on conflict do nothing`): a listed word's row is neither written
 * nor locked by a write. Counting each word's documents instead cost every write an update of each of its words' rows,
 * about 10 ms a document and more for each further document of one transaction, as each update of a common word's row
 * walks the row's earlier versions (500 posts in one statement: 5–8 s against under 1 s without). A word every document
 * has since lost stays listed; it costs one more term in a question and finds nothing. SQLite has nothing to do: each
 * connection reads the FTS5 index's own vocabulary.
 *
 * The kinds' GIN indexes stop deferring writes to a pending list (`fastupdate = off`), which every search read whole.
 * And each kind's newest documents are walked on a partial index of its own ids, replacing 0047's `(kind, id)`: the
 * planner costed that one by the kind's poor correlation with the table's order and walked the primary key instead,
 * through every newer document of other kinds (the offers, under 100,000 posts: 300 ms for "bonus").
 */
export function siteSearchWordListsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine === "sqlite") return;
      // "C": a word's beginning is a range of the primary key (`word >= 'bonus' and word < 'bonut'`).
      await sql`create table search_words (
        kind text not null,
        word text collate "C" not null,
        primary key (kind, word)
      )`.execute(db);
      await sql`insert into search_words (kind, word)
        select distinct d.kind, w.word from search_documents d
        cross join unnest(tsvector_to_array(d.words)) as w(word)`.execute(db);
      await sql`create function search_documents_words_added() returns trigger language plpgsql as $$
        begin
          insert into search_words (kind, word)
          select distinct d.kind, w.word from new_documents d
          cross join unnest(tsvector_to_array(d.words)) as w(word)
          order by 1, 2
          on conflict (kind, word) do nothing;
          return null;
        end $$`.execute(db);
      for (const event of ["insert", "update"]) {
        await sql`create trigger ${sql.id(`search_documents_words_${event}`)} after ${sql.raw(event)} on search_documents
          referencing new table as new_documents for each statement
          execute function search_documents_words_added()`.execute(db);
      }
      // Writes go into each GIN index itself, not its pending list: every search read the whole list (up to 4 MB,
      // about 470 pages after the bench's seeding, 35 ms) until a vacuum merged it, whatever it asked.
      for (const kind of ["casino", "promotion", "post", "page"]) {
        const index = `search_documents_${kind}_words_idx`;
        await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
        await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
        await sql`create index ${sql.id(`search_documents_${kind}_id_idx`)} on search_documents (id)
          where kind = ${sql.lit(kind)}`.execute(db);
      }
      await sql`drop index search_documents_kind_id_idx`.execute(db);
      await sql`analyze search_words`.execute(db);
    },
  };
}
