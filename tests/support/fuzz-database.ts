import { sql } from "kysely";
import { openDatabase } from "../../app/utils/db.server.ts";
import type { DatabaseTarget } from "./admin.ts";

/** Real rows of the demo content: valid values for route parameters and for the forms that edit a row. */
export interface DemoIds {
  casinoId: string;
  casinoSlug: string;
  promotionId: string;
  promotionSlug: string;
  promotionCasinoSlug: string;
  /** Another active promotion: the admin forms may switch it off, while visitors keep commenting on the first. */
  editablePromotionId: string;
  categoryId: string;
  blogPostId: string;
  blogPostSlug: string;
  splashAdId: string;
  seoSettingsId: string;
  commentId: string;
}

export async function readDemoIds(target: DatabaseTarget): Promise<DemoIds> {
  const { db, close } = openDatabase(target);
  try {
    const casino = await db.selectFrom("casinos").select(["id", "slug"]).orderBy("name").executeTakeFirstOrThrow();
    const promotion = await db
      .selectFrom("promotions")
      .innerJoin("casinos", "casinos.id", "promotions.casino_id")
      .select(["promotions.id", "promotions.slug", "casinos.slug as casinoSlug"])
      .where("promotions.is_active", "=", true)
      .orderBy("promotions.title")
      .executeTakeFirstOrThrow();
    const editable = await db
      .selectFrom("promotions")
      .select("id")
      .where("id", "!=", promotion.id)
      .orderBy("title")
      .executeTakeFirstOrThrow();
    const category = await db.selectFrom("promotion_categories").select("id").executeTakeFirstOrThrow();
    const post = await db
      .selectFrom("blog_posts")
      .select(["id", "slug"])
      .where("is_published", "=", true)
      .orderBy("title")
      .executeTakeFirstOrThrow();
    const splash = await db.selectFrom("splash_ads").select("id").executeTakeFirstOrThrow();
    const seo = await db.selectFrom("seo_settings").select("id").orderBy("page_path").executeTakeFirstOrThrow();
    const comment = await db
      .selectFrom("promotion_comments")
      .select("id")
      .where("promotion_id", "=", promotion.id)
      .executeTakeFirst();
    const anyComment = comment ?? (await db.selectFrom("promotion_comments").select("id").executeTakeFirstOrThrow());
    return {
      casinoId: casino.id,
      casinoSlug: casino.slug,
      promotionId: promotion.id,
      promotionSlug: promotion.slug,
      promotionCasinoSlug: promotion.casinoSlug,
      editablePromotionId: editable.id,
      categoryId: category.id,
      blogPostId: post.id,
      blogPostSlug: post.slug,
      splashAdId: splash.id,
      seoSettingsId: seo.id,
      commentId: anyComment.id,
    };
  } finally {
    await close();
  }
}

interface TableSnapshot {
  count: number;
  /** Each row with an `id`, as JSON, by id (tables without an `id` column: just the count). */
  rows: Map<string, string>;
}

export interface DatabaseSnapshot {
  tables: Map<string, TableSnapshot>;
}

/** The tables of the database as the engine lists them (not as the code believes them to be). */
async function listTables(target: DatabaseTarget): Promise<string[]> {
  const { authDb, engine, close } = openDatabase(target);
  try {
    const query =
      engine === "sqlite"
        ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
        : sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`;
    return (await query.execute(authDb)).rows.map((r) => r.name).sort();
  } finally {
    await close();
  }
}

/**
 * The tables an FTS5 index keeps its own structure in (`<index>_data`, `_idx`, `_content`, `_docsize`, `_config`):
 * binary pages and ids past 2^53, not rows anything wrote; what they index is read from the tables they index.
 */
async function fullTextIndexInternals(db: ReturnType<typeof openDatabase>["authDb"], tables: string[]) {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master
    where type = 'table' and sql like 'CREATE VIRTUAL TABLE%USING fts5%'`.execute(db);
  const suffixes = ["_data", "_idx", "_content", "_docsize", "_config"];
  return tables.filter((table) => rows.some(({ name }) => suffixes.some((suffix) => table === `${name}${suffix}`)));
}

/** Every row of every table, as plain objects (the whole database is small: the demo content plus the fuzz's). */
export async function readAllRows(target: DatabaseTarget): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = await listTables(target);
  const { authDb, engine, close } = openDatabase(target);
  try {
    const all = new Map<string, Record<string, unknown>[]>();
    const indexInternals = new Set(engine === "sqlite" ? await fullTextIndexInternals(authDb, tables) : []);
    for (const table of tables) {
      if (indexInternals.has(table)) continue;
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(authDb);
      all.set(table, rows);
    }
    return all;
  } finally {
    await close();
  }
}

/**
 * Every table's rows by id, as text to compare. The lists' folded search and sort columns (migration 0022) are left
 * out: triggers derive them from other rows too (a casino's rename refreshes its promotions' search text), so a write
 * aimed at one row rightly changes them in another.
 */
export async function snapshotDatabase(target: DatabaseTarget): Promise<DatabaseSnapshot> {
  const tables = new Map<string, TableSnapshot>();
  for (const [table, rows] of await readAllRows(target)) {
    const byId = new Map<string, string>();
    for (const { search_folded: _search, sort_folded: _sort, ...row } of rows) {
      if (typeof row.id === "string") byId.set(row.id, JSON.stringify(row));
    }
    tables.set(table, { count: rows.length, rows: byId });
  }
  return { tables };
}

interface StoredText {
  table: string;
  column: string;
  id: string;
  value: string;
}

/** Every text value (JSON values as their text) in which `pattern` occurs. */
export async function findStoredText(target: DatabaseTarget, pattern: RegExp): Promise<StoredText[]> {
  const found: StoredText[] = [];
  for (const [table, rows] of await readAllRows(target)) {
    for (const row of rows) {
      for (const [column, raw] of Object.entries(row)) {
        const value = typeof raw === "string" ? raw : raw && typeof raw === "object" ? JSON.stringify(raw) : null;
        if (value && pattern.test(value)) found.push({ table, column, id: String(row.id ?? ""), value });
      }
    }
  }
  return found;
}
