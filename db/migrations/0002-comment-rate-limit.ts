import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";
import { columnTypes } from "../engine.ts";

/**
 * Per-IP comment counters in one-minute windows (issue #3: a rate limit that holds across instances). One row per
 * key and window; an upsert increments it atomically on both engines.
 */
export function commentRateLimitMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("comment_rate_limits")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("window_start", t.bigint, (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("comment_rate_limits_pk", ["key", "window_start"])
        .execute();
      await db.schema
        .createIndex("comment_rate_limits_window_idx")
        .on("comment_rate_limits")
        .column("window_start")
        .execute();
    },
  };
}
