import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { foldedSql } from "../../app/utils/folded-sql.server.ts";
import type { Engine } from "../engine.ts";
import { FOLDED_LISTS, type FoldedList } from "./0022-folded-list-columns.ts";

/**
 * On PostgreSQL, the folded search and sort columns (0022, 0025) are filled in by a trigger *before* the row is
 * written, into the row itself, instead of by a second UPDATE of the row after it (decision 062).
 *
 * The second UPDATE made every save of a promotion write its row twice, and, since the row it updated had been
 * written by the same transaction, made PostgreSQL check the promotion's casino foreign key again, taking a share
 * lock on the casino *after* the promotion's row lock. A casino save takes those locks the other way round (its
 * row, then, through its name trigger, its promotions' rows), so the two could deadlock: the attack run (fuzz)
 * found it as a 500. Filled in before the write, a save locks the promotion row only, and checks the casino only
 * when the casino changes.
 *
 * SQLite keeps its triggers: it cannot change the row in a BEFORE trigger, and one writer at a time cannot deadlock.
 */
export function foldedColumnsBeforeWriteMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      if (engine !== "postgres") return;
      for (const list of [...FOLDED_LISTS, COMMENTS]) {
        const name = `${list.table}_folded`;
        await sql`drop trigger ${sql.id(name)} on ${sql.table(list.table)}`.execute(db);
        await sql`drop function ${sql.id(`${name}_refresh`)}()`.execute(db);
        const fn = sql.id(`${name}_fill`);
        await sql`create function ${fn}() returns trigger language plpgsql as $$
          begin ${fill(list)} return new; end $$`.execute(db);
        await sql`create trigger ${sql.id(name)} before insert or update of ${sql.join(
          list.sources.map((column) => sql.id(column)),
        )} on ${sql.table(list.table)} for each row execute function ${fn}()`.execute(db);
      }
    },
  };
}

/** The comments' search text (0025): user name and comment, one folded line each; comments have no title sort. */
const COMMENTS: Omit<FoldedList, "sort"> = {
  table: "promotion_comments",
  sources: ["user_name", "comment"],
  search: (row) => [row("user_name"), row("comment")],
};

/** `new.sort_folded := …; new.search_folded := …;`: 0022's and 0025's expressions, of the row being written. */
function fill(list: Omit<FoldedList, "sort"> & Partial<Pick<FoldedList, "sort">>): RawBuilder<unknown> {
  const row = (column: string) => sql.raw<string | null>(`new.${column}`);
  const lines = list.search(row).map((field) => foldedSql(field));
  const search = sql`new.search_folded := ${sql.join(lines, sql` || ${sql.lit("\n")} || `)};`;
  return list.sort ? sql`new.sort_folded := ${foldedSql(list.sort(row))}; ${search}` : search;
}
