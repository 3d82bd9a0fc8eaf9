import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * The audit log (issue #16): one row per admin write, sign-in, sign-out, failed sign-in and lockout,
 * written in the transaction of the change. `security_settings` is a single-row table for the account-security
 * settings a Yönetici changes on screen: how long the log is kept, and whether every account needs two-factor
 * sign-in. No row is inserted: without one the defaults apply (365 days, not required), and a fresh
 * PostgreSQL target of db:migrate-to-postgres stays empty.
 */
export function auditLogMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("audit_log")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("actor_id", "text")
        .addColumn("actor_name", "text")
        .addColumn("address", "text")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("item_id", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();
      await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_id", "created_at"]).execute();
      await db.schema.createIndex("audit_log_item_idx").on("audit_log").columns(["kind", "item_id"]).execute();
      await db.schema
        .createTable("security_settings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("audit_retention_days", "integer", (c) => c.notNull().defaultTo(365))
        .addColumn("require_two_factor", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
