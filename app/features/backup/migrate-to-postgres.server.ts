import type { Kysely } from "kysely";
import { migrateToLatest } from "../../../db/migrator.ts";
import type { Database } from "../../../db/schema.ts";
import { ValuesPlugin } from "../../../db/values-plugin.ts";
import type { DatabaseHandle } from "../../utils/db.server.ts";
import { BackupError } from "./manifest.server.ts";

/** Auth tables go through the raw handle: better-auth converts their values itself. */
const AUTH_TABLES = new Set(["user", "session", "account", "verification", "rateLimit", "twoFactor"]);

/** Every table in foreign-key order (parents first), with the columns that order its rows. */
export const COPY_ORDER: ReadonlyArray<{ table: keyof Database; orderBy: string[] }> = [
  { table: "user", orderBy: ["id"] },
  { table: "session", orderBy: ["id"] },
  { table: "account", orderBy: ["id"] },
  { table: "verification", orderBy: ["id"] },
  { table: "rateLimit", orderBy: ["id"] },
  { table: "twoFactor", orderBy: ["id"] },
  { table: "admin_users", orderBy: ["id"] },
  { table: "casinos", orderBy: ["id"] },
  { table: "promotion_categories", orderBy: ["id"] },
  { table: "promotions", orderBy: ["id"] },
  { table: "promotion_comments", orderBy: ["id"] },
  { table: "blog_posts", orderBy: ["id"] },
  { table: "hero_section", orderBy: ["id"] },
  { table: "settings", orderBy: ["id"] },
  { table: "seo_settings", orderBy: ["id"] },
  { table: "splash_ads", orderBy: ["id"] },
  { table: "scheduled_publishing_settings", orderBy: ["id"] },
  { table: "scheduled_publishing_logs", orderBy: ["id"] },
  { table: "outbound_clicks", orderBy: ["id"] },
  { table: "outbound_click_days", orderBy: ["kind", "item_id", "day"] },
  { table: "offer_view_days", orderBy: ["kind", "item_id", "day"] },
  // Their roll-ups (…_months, …_kind_days, migration 0040) are not copied: the target's triggers build them from
  // the daily rows as these are written.
  { table: "rate_limits", orderBy: ["key", "window_start"] },
  { table: "blog_view_days", orderBy: ["day"] },
  { table: "backup_runs", orderBy: ["id"] },
  { table: "audit_log", orderBy: ["id"] },
  { table: "security_settings", orderBy: ["id"] },
  { table: "contact_messages", orderBy: ["id"] },
];

export const BATCH_SIZE = 500;

export interface TableCopy {
  table: string;
  source: number;
  target: number;
}

// biome-ignore lint/suspicious/noExplicitAny: rows are copied table by table without their static shape
type AnyDb = Kysely<any>;

function handleFor(database: DatabaseHandle, table: string): AnyDb {
  return AUTH_TABLES.has(table) ? database.authDb : database.db;
}

/**
 * Copies a SQLite site into an empty PostgreSQL database: migrates the target, refuses if it already has rows,
 * then copies every table in foreign-key order inside one transaction, in batches, and checks the row counts.
 * Kysely's migration bookkeeping is not copied: the target's own migrator wrote it.
 */
export async function copySqliteToPostgres(source: DatabaseHandle, target: DatabaseHandle): Promise<TableCopy[]> {
  if (source.engine !== "sqlite" || target.engine !== "postgres") {
    throw new BackupError("Kaynak SQLite, hedef PostgreSQL olmalı.");
  }
  await migrateToLatest(target.authDb, target.engine);
  for (const { table } of COPY_ORDER) {
    const row = await handleFor(target, table).selectFrom(table).selectAll().limit(1).executeTakeFirst();
    if (row) {
      throw new BackupError(
        `Hedef PostgreSQL veritabanı boş değil (${table} tablosunda kayıt var); boş bir veritabanı verin. Hiçbir şey değiştirilmedi.`,
      );
    }
  }
  await target.authDb.transaction().execute(async (trx) => {
    // The application tables get the same value handling as target.db (terms arrays sent as JSON for jsonb).
    const appTrx = trx.withPlugin(new ValuesPlugin("postgres"));
    for (const { table, orderBy } of COPY_ORDER) {
      const reader = handleFor(source, table);
      const writer: AnyDb = AUTH_TABLES.has(table) ? trx : appTrx;
      for (let offset = 0; ; offset += BATCH_SIZE) {
        let query = reader.selectFrom(table).selectAll();
        for (const column of orderBy) query = query.orderBy(column);
        const rows = await query.limit(BATCH_SIZE).offset(offset).execute();
        if (rows.length === 0) break;
        await writer
          .insertInto(table)
          .values(rows.map((row) => (AUTH_TABLES.has(table) ? authRowForPostgres(row) : row)))
          .execute();
        if (rows.length < BATCH_SIZE) break;
      }
    }
  });
  const report: TableCopy[] = [];
  for (const { table } of COPY_ORDER) {
    report.push({
      table,
      source: await countRows(handleFor(source, table), table),
      target: await countRows(handleFor(target, table), table),
    });
  }
  const mismatch = report.find((r) => r.source !== r.target);
  if (mismatch) {
    throw new BackupError(
      `Satır sayıları tutmuyor: ${mismatch.table} tablosunda SQLite ${mismatch.source}, PostgreSQL ${mismatch.target}.`,
    );
  }
  return report;
}

const AUTH_BOOLEAN_COLUMNS = ["emailVerified", "twoFactorEnabled", "verified"];

/** SQLite keeps better-auth's booleans as 0/1; PostgreSQL's boolean column needs true/false. */
function authRowForPostgres(row: Record<string, unknown>): Record<string, unknown> {
  const converted = { ...row };
  for (const column of AUTH_BOOLEAN_COLUMNS) {
    if (column in converted) converted[column] = converted[column] === true || converted[column] === 1;
  }
  return converted;
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
