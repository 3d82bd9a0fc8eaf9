import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { foldedSql } from "../../app/utils/folded-sql.server.ts";
import type { Engine } from "../engine.ts";

/**
 * Stored, Turkish-folded search and sort columns for the worked admin lists (issue #15, decisions 034 and 044).
 *
 * Each listed table gets `search_folded` (the folded text its list's search box looks in, one line per field) and
 * `sort_folded` (the folded title or name its list sorts by). The database keeps both current itself: a trigger
 * after every insert and every update of a source field recomputes them with `foldedSql`, the same fold the search
 * query is folded with (turkish-fold.ts), so no write path of the application (a service save, a bulk write, a CSV
 * import, a restored backup, a test fixture) can forget them. A promotion's search text holds its casino's name;
 * renaming a casino refreshes its promotions.
 *
 * The 404 log's rows get an `id` (a UUID, like every other worked list's rows), so the list kit can select them for
 * a bulk delete: PostgreSQL fills it by default, SQLite by a trigger after an insert that gives none.
 *
 * Indexes: `sort_folded` (a title sort reads the first page from the index; byte order on both engines); on PostgreSQL a pg_trgm GIN index on
 * `search_folded` serves the substring search when the extension can be created (it is part of PostgreSQL's
 * contrib; a server without it, or a role that may not create it, keeps a sequential read of the short column).
 */
export function foldedListColumnsMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      const trigram = engine === "postgres" && (await createTrigramExtension(db));
      for (const list of FOLDED_LISTS) {
        await db.schema
          .alterTable(list.table)
          .addColumn("search_folded", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        // Byte order on both engines: SQLite compares text by bytes, and PostgreSQL's "C" collation does the same,
        // so a title sort agrees between them, and PostgreSQL sorts a deep page without its locale's slow compare.
        await db.schema
          .alterTable(list.table)
          .addColumn("sort_folded", engine === "postgres" ? sql`text collate "C"` : "text", (c) =>
            c.notNull().defaultTo(""),
          )
          .execute();
        await sql`update ${sql.table(list.table)} set ${assignments(list)}`.execute(db);
        await db.schema
          .createIndex(`${list.table}_sort_folded_idx`)
          .on(list.table)
          .columns(["sort_folded", "id"])
          .execute();
        if (trigram) {
          await sql`create index ${sql.id(`${list.table}_search_folded_trgm_idx`)} on ${sql.table(
            list.table,
          )} using gin (search_folded gin_trgm_ops)`.execute(db);
        }
        await createRefreshTrigger(db, engine, {
          name: `${list.table}_folded`,
          table: list.table,
          columns: list.sources,
          onInsert: true,
          refresh: sql`update ${sql.table(list.table)} set ${assignments(list)} where id = new.id`,
        });
      }
      await addNotFoundLogIds(db, engine);
      // A casino's new name is in the search text of its promotions.
      const promotions = FOLDED_LISTS.find((list) => list.table === "promotions");
      if (promotions) {
        await createRefreshTrigger(db, engine, {
          name: "casinos_promotions_folded",
          table: "casinos",
          columns: ["name"],
          onInsert: false,
          refresh: sql`update promotions set ${assignments(promotions)} where casino_id = new.id`,
        });
      }
    },
  };
}

export interface FoldedList {
  table: string;
  /** The columns whose change refreshes the folded ones. */
  sources: string[];
  /** The sorted field, of the row being refreshed. */
  sort: (row: (column: string) => Expression<string | null>) => Expression<string | null>;
  /** The searched fields. */
  search: (row: (column: string) => Expression<string | null>) => Expression<string | null>[];
}

/** The lists and what their search box and title sort read (the same fields as before the stored columns). */
export const FOLDED_LISTS: FoldedList[] = [
  {
    table: "promotions",
    sources: ["title", "promotion_code", "casino_id"],
    sort: (row) => row("title"),
    search: (row) => [
      row("title"),
      row("promotion_code"),
      sql<string | null>`(select c.name from casinos c where c.id = ${row("casino_id")})`,
    ],
  },
  {
    table: "blog_posts",
    sources: ["title", "slug", "category"],
    sort: (row) => row("title"),
    search: (row) => [row("title"), row("slug"), row("category")],
  },
  {
    table: "casinos",
    sources: ["name", "url"],
    sort: (row) => row("name"),
    search: (row) => [row("name"), row("url")],
  },
  {
    table: "promotion_categories",
    sources: ["name", "slug", "description"],
    sort: (row) => row("name"),
    search: (row) => [row("name"), row("slug"), row("description")],
  },
  {
    table: "splash_ads",
    sources: ["title", "href"],
    sort: (row) => row("title"),
    search: (row) => [row("title"), row("href")],
  },
];

/** `sort_folded = …, search_folded = …` computed from the row's own columns (one folded line per searched field). */
function assignments(list: FoldedList): RawBuilder<unknown> {
  const row = (column: string) => sql.ref<string | null>(`${list.table}.${column}`);
  const lines = list.search(row).map((field) => foldedSql(field));
  return sql`sort_folded = ${foldedSql(list.sort(row))}, search_folded = ${sql.join(lines, sql` || ${sql.lit("\n")} || `)}`;
}

/**
 * After an insert (with `onInsert`), and after an update naming one of `columns`, run `refresh` for the row (`new`). The refresh
 * writes only the folded columns, which are not among `columns`, so it does not set itself off again.
 */
export async function createRefreshTrigger(
  // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
  db: Kysely<any>,
  engine: Engine,
  trigger: { name: string; table: string; columns: string[]; onInsert: boolean; refresh: RawBuilder<unknown> },
): Promise<void> {
  const table = sql.table(trigger.table);
  const columns = sql.join(trigger.columns.map((column) => sql.id(column)));
  if (engine === "sqlite") {
    if (trigger.onInsert) {
      await sql`create trigger ${sql.id(`${trigger.name}_insert`)} after insert on ${table} for each row
        begin ${trigger.refresh}; end`.execute(db);
    }
    await sql`create trigger ${sql.id(`${trigger.name}_update`)} after update of ${columns} on ${table} for each row
      begin ${trigger.refresh}; end`.execute(db);
    return;
  }
  const fn = sql.id(`${trigger.name}_refresh`);
  await sql`create function ${fn}() returns trigger language plpgsql as $$
    begin ${trigger.refresh}; return null; end $$`.execute(db);
  const events = trigger.onInsert ? sql`insert or update of ${columns}` : sql`update of ${columns}`;
  await sql`create trigger ${sql.id(trigger.name)} after ${events} on ${table} for each row execute function ${fn}()`.execute(
    db,
  );
}

/**
 * pg_trgm, when the server has it and this role may create it (it is a trusted extension from PostgreSQL 13). The
 * migration runs in a transaction, so a refusal is caught at a savepoint and the list search keeps a plain read.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
export async function createTrigramExtension(db: Kysely<any>): Promise<boolean> {
  const available = await sql<{ name: string }>`
    select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return false;
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    return false;
  }
}

/** A random UUID-shaped text in SQLite, for rows that had none. */
const SQLITE_UUID = sql`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(2)) || '-' || hex(randomblob(6)))`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
async function addNotFoundLogIds(db: Kysely<any>, engine: Engine): Promise<void> {
  if (engine === "postgres") {
    // A volatile default: PostgreSQL gives each existing row its own value as it adds the column.
    await sql`alter table not_found_log add column id text not null default gen_random_uuid()::text`.execute(db);
  } else {
    await sql`alter table not_found_log add column id text`.execute(db);
    await sql`update not_found_log set id = ${SQLITE_UUID}`.execute(db);
    await sql`create trigger not_found_log_id_insert after insert on not_found_log for each row when new.id is null
      begin update not_found_log set id = ${SQLITE_UUID} where path = new.path; end`.execute(db);
  }
  await db.schema.createIndex("not_found_log_id_idx").unique().on("not_found_log").column("id").execute();
}
