import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";
import { createTrigramExtension } from "./0022-folded-list-columns.ts";

/**
 * `/bonuslar?q=`'s searched text stored in the row (issue #36 §5): `promotions.listing_folded`, the folded title, a
 * line break and the folded short description, exactly the text migration 0045 indexes.
 *
 * 0045's PostgreSQL index was on the expression, so every match the index gave was checked again by folding the row's
 * title and description (a query in most offers: 185 ms of database time at 20,000 promotions). The stored column is
 * filled by the database whoever writes: on PostgreSQL by a trigger *before* the write, into the row itself (no second
 * write of the row, no extra lock, as 0026 does), on SQLite by triggers after it (SQLite cannot change the row in a
 * BEFORE trigger). PostgreSQL's pg_trgm index moves from the expression to the column. On SQLite 0045's FTS5 table
 * still finds the rows of a rare query; a query found in most offers is counted by a LIKE over an index of the listed
 * columns that carries the column, and its first pages check the rows they visit by a LIKE, instead of building the
 * FTS5 index's whole list of matches for each.
 *
 * The list's three orders other than newest first each get an index that yields them (the value's missing rows last,
 * newest first among equals, as the query writes them), so a page sorted by amount, expiry or wagering stops after
 * its rows instead of sorting every match.
 *
 * Frozen like 0045: the fold and the short description are the SQL as it stood when this migration landed.
 */
export function promotionListingFoldedColumnMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await sql`alter table promotions add column listing_folded text not null default ''`.execute(db);
      const stored = listingSql(engine, sql.ref("title"), sql.ref("description"));
      if (engine === "postgres") {
        const fill = listingSql(engine, sql.raw("new.title"), sql.raw("new.description"));
        await sql`create function promotions_listing_fill() returns trigger language plpgsql as $$
          begin new.listing_folded := ${fill}; return new; end $$`.execute(db);
        await sql`create trigger promotions_listing_fill before insert or update of title, description on promotions
          for each row execute function promotions_listing_fill()`.execute(db);
        await sql`update promotions set listing_folded = ${stored}`.execute(db);
        await sql`drop index if exists promotions_listing_trgm_idx`.execute(db);
        if (await createTrigramExtension(db)) {
          await sql`create index promotions_listing_folded_trgm_idx on promotions
            using gin (listing_folded gin_trgm_ops)`.execute(db);
        }
      } else {
        const refresh = sql`update promotions set listing_folded = ${listingSql(engine, sql.raw("new.title"), sql.raw("new.description"))}
          where rowid = new.rowid;`;
        await sql`create trigger promotions_listing_folded_insert after insert on promotions for each row
          begin ${refresh} end`.execute(db);
        await sql`create trigger promotions_listing_folded_update after update of title, description on promotions
          for each row begin ${refresh} end`.execute(db);
        await sql`update promotions set listing_folded = ${stored}`.execute(db);
        // A query in most offers is counted by a LIKE on this index's entries, not on the whole rows. (PostgreSQL has
        // none: a b-tree entry holds at most 2,704 bytes, and a leading paragraph written outside the form is unbounded.)
        await sql`create index promotions_listing_counts_idx on promotions (is_active, expiry_date, listing_folded)`.execute(
          db,
        );
      }
      const missingLast = (column: string) => sql.raw(`(case when ${column} is null then 1 else 0 end)`);
      for (const [name, column, direction] of [
        ["promotions_amount_order_idx", "bonus_amount", "desc"],
        ["promotions_expiry_order_idx", "expiry_date", "asc"],
        ["promotions_wagering_order_idx", "wagering", "asc"],
      ] as const) {
        await sql`create index ${sql.id(name)} on promotions
          (is_active, ${missingLast(column)}, ${sql.id(column)} ${sql.raw(direction)}, created_at desc, id desc)`.execute(
          db,
        );
      }
    },
  };
}

const FOLD_PAIRS_0046: ReadonlyArray<readonly [string, string]> = [
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
  for (const [from, to] of FOLD_PAIRS_0046) folded = sql<string>`replace(${folded}, ${sql.lit(from)}, ${sql.lit(to)})`;
  return sql<string>`lower(${folded})`;
}

const INLINE_MARKUP_0046 = [
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
  for (const mark of INLINE_MARKUP_0046) text = sql<string>`replace(${text}, ${sql.lit(mark)}, '')`;
  return sql<string>`replace(${text}, '&amp;', '&')`;
}

/** The folded title, a line break, the folded short description. */
function listingSql(engine: Engine, title: RawBuilder<unknown>, description: RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`${foldedSql(title)} || ${sql.lit("\n")} || ${foldedSql(shortDescriptionSql(engine, description))}`;
}
