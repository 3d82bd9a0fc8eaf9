import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Ranked lists (issue #14): an operator's ordered list of casinos or promotions, each with a short
 * note, its own page at /listeler/{slug}. An item names exactly one casino or one promotion (a check constraint);
 * deleting the casino or promotion removes the item, deleting the list removes its items. No rows are inserted:
 * a site that already holds content gets empty lists until an operator writes some (the demo seed adds three).
 */
export function rankedListsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("ranked_lists")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("intro", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("seo_title", "text")
        .addColumn("seo_description", "text")
        .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn("reviewed_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      // The admin list's default order and the public index (active, newest first).
      await db.schema
        .createIndex("ranked_lists_active_created_idx")
        .on("ranked_lists")
        .columns(["is_active", "created_at"])
        .execute();
      await db.schema
        .createTable("ranked_list_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("list_id", "text", (c) => c.notNull().references("ranked_lists.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("casino_id", "text", (c) => c.references("casinos.id").onDelete("cascade"))
        .addColumn("promotion_id", "text", (c) => c.references("promotions.id").onDelete("cascade"))
        .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
        .addCheckConstraint("ranked_list_items_one_target", sql`(casino_id is null) <> (promotion_id is null)`)
        .addUniqueConstraint("ranked_list_items_position_key", ["list_id", "position"])
        .execute();
      // A casino's or promotion's change drops the pages of the lists that hold it: found by these.
      await db.schema.createIndex("ranked_list_items_casino_idx").on("ranked_list_items").column("casino_id").execute();
      await db.schema
        .createIndex("ranked_list_items_promotion_idx")
        .on("ranked_list_items")
        .column("promotion_id")
        .execute();
    },
  };
}
