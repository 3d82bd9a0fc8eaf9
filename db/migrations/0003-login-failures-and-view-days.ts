import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/** Failed sign-ins for the brute-force limit, and blog views per day for the dashboard's month-on-month figure. */
export function loginFailuresAndViewDaysMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("login_failures")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("login_failures_key_idx")
        .on("login_failures")
        .columns(["key", "created_at"])
        .execute();

      await db.schema
        .createTable("blog_view_days")
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
