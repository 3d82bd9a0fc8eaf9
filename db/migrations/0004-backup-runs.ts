import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * One row per backup run (automatic or 'Şimdi yedekle'). An automatic run's slot_key (slot time and attempt) is
 * unique, so of several instances only the one whose insert succeeds takes that slot's backup.
 */
export function backupRunsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("backup_runs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("slot_key", "text", (c) => c.unique())
        .addColumn("slot_at", t.timestamp)
        .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("trigger", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("started_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("finished_at", t.timestamp)
        .addColumn("folder", "text")
        .addColumn("size_bytes", t.bigint)
        .addColumn("checksum_verified", t.boolean)
        .addColumn("s3_copied", t.boolean)
        .addColumn("pruned_at", t.timestamp)
        .addColumn("error", "text")
        .execute();
      await db.schema.createIndex("backup_runs_started_idx").on("backup_runs").column("started_at").execute();
    },
  };
}
