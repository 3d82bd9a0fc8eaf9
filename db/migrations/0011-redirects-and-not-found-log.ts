import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Redirects (issue #15, docs/decisions/029-redirects-and-the-404-log.md): one row per old address, its target and
 * status (301/302), and the hits counted in memory and flushed now and then. The 404 log keeps one row per
 * unknown path, bounded by the service (the newest rows are kept).
 */
export function redirectsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("redirects")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("from_path", "text", (c) => c.notNull().unique())
        .addColumn("to_path", "text", (c) => c.notNull())
        .addColumn("status_code", "integer", (c) => c.notNull().defaultTo(301))
        .addColumn("source", "text", (c) => c.notNull().defaultTo("manual"))
        .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_hit_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("redirects_to_path_idx").on("redirects").column("to_path").execute();
      await db.schema
        .createTable("not_found_log")
        .addColumn("path", "text", (c) => c.primaryKey())
        .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("referrer", "text")
        .addColumn("first_seen_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("last_seen_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("not_found_log_last_seen_idx").on("not_found_log").column("last_seen_at").execute();
    },
  };
}
