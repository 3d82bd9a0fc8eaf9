import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { foldedSql } from "../../app/utils/folded-sql.server.ts";
import type { Engine } from "../engine.ts";
import { createRefreshTrigger, createTrigramExtension } from "./0022-folded-list-columns.ts";

/**
 * The comments list's stored search text (issue #15, decision 047), as 0022 gave the other worked lists: the folded
 * user name and comment, one line each, kept by a trigger after every insert and every update of either, backfilled
 * here, and on PostgreSQL served by a pg_trgm index when the server offers the extension. Comments sort by date,
 * rating or user name, so they get no `sort_folded`.
 */
export function commentSearchColumnMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      const trigram = engine === "postgres" && (await createTrigramExtension(db));
      await db.schema
        .alterTable("promotion_comments")
        .addColumn("search_folded", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      const row = (column: string) => sql.ref<string | null>(`promotion_comments.${column}`);
      const assignment = sql`search_folded = ${foldedSql(row("user_name"))} || ${sql.lit("\n")} || ${foldedSql(row("comment"))}`;
      await sql`update promotion_comments set ${assignment}`.execute(db);
      if (trigram) {
        await sql`create index promotion_comments_search_folded_trgm_idx on promotion_comments
          using gin (search_folded gin_trgm_ops)`.execute(db);
      }
      await createRefreshTrigger(db, engine, {
        name: "promotion_comments_folded",
        table: "promotion_comments",
        columns: ["user_name", "comment"],
        onInsert: true,
        refresh: sql`update promotion_comments set ${assignment} where id = new.id`,
      });
    },
  };
}
