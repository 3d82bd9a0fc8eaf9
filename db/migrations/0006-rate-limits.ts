import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * One table for every rate limit (issue #13, app/utils/rate-limit.server.ts): a hit counter per key and fixed
 * window, in epoch milliseconds. It replaces the comment counters and the sign-in failure log, whose rows are only
 * minutes of history, so they are dropped rather than copied.
 */
export function rateLimitsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("window_start", t.bigint, (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("expires_at", t.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
        .execute();
      await db.schema.createIndex("rate_limits_expires_idx").on("rate_limits").column("expires_at").execute();
      await db.schema.dropTable("comment_rate_limits").execute();
      await db.schema.dropTable("login_failures").execute();
    },
  };
}
