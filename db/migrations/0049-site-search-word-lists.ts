import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * PostgreSQL's word list of the site search (issue #35 "site-wide search at scale"): `search_words (kind, word,
 * documents)`, every word of each kind's documents with the number of documents holding it, kept by triggers on
 * `search_documents`, as FTS5's vocabulary is kept by SQLite.
 *
 * A word prefix asked of GIN (`casino:*`) builds the whole bitmap of every document holding any word beginning so
 * before it is intersected with the other words (30 ms at 100,000 posts, even when another word has no match). With
 * the list a prefix is asked as the exact words beginning with it, which GIN intersects rarest first and stops on,
 * and a word no document of the kind begins with answers without reading the index.
 *
 * The triggers are per statement, over transition tables: a write of many documents (a casino renamed rewrites its
 * promotions', a restore) adds its counts once per word, and each statement takes the words' row locks in the
 * words' order, so two writers do not deadlock. An update counts only the words it adds or removes. SQLite has
 * nothing to do: each connection reads the FTS5 index's own vocabulary.
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
        documents integer not null,
        primary key (kind, word)
      )`.execute(db);
      await sql`insert into search_words (kind, word, documents)
        select d.kind, w.word, count(*) from search_documents d
        cross join unnest(tsvector_to_array(d.words)) as w(word)
        group by d.kind, w.word`.execute(db);
      for (const [event, rows] of [
        ["insert", sql`select kind, unnest(tsvector_to_array(words)) as word, 1 as delta from new_documents`],
        ["delete", sql`select kind, unnest(tsvector_to_array(words)) as word, -1 as delta from old_documents`],
        [
          "update",
          sql`select kind, unnest(tsvector_to_array(words)) as word, 1 as delta from new_documents
            union all
            select kind, unnest(tsvector_to_array(words)) as word, -1 as delta from old_documents`,
        ],
      ] as const) {
        const name = `search_documents_words_${event}`;
        // Only a statement that removes documents' words can bring a count to 0.
        const emptied =
          event === "insert"
            ? sql``
            : sql`delete from search_words s using (${rows}) c
                where c.delta < 0 and s.kind = c.kind and s.word = c.word and s.documents <= 0;`;
        await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
          begin
            insert into search_words as s (kind, word, documents)
            select kind, word, sum(delta)::int from (${rows}) c
            group by kind, word having sum(delta) <> 0 order by kind, word
            on conflict (kind, word) do update set documents = s.documents + excluded.documents;
            ${emptied}
            return null;
          end $$`.execute(db);
        const transition =
          event === "insert"
            ? sql`referencing new table as new_documents`
            : event === "delete"
              ? sql`referencing old table as old_documents`
              : sql`referencing old table as old_documents new table as new_documents`;
        await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on search_documents
          ${transition} for each statement execute function ${sql.id(name)}()`.execute(db);
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
