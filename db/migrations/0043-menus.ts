import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * 'Menüler' (issue #35): the header's and the footer's items. An item has a Turkish label and a target
 * (`target_kind` 'section' | 'page' | 'category' | 'ranked-list' | 'url', `target` the section's key, the row's id or
 * the https address), a place among its siblings and, in the header only, an optional parent (one level). The menus
 * the site showed until now are inserted as rows, so the operator edits what the site shows from the first visit.
 * The rows are written here, not read from the application: a landed migration does not change with the code.
 */
export function menusMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("menu_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("menu", "text", (c) => c.notNull())
        .addColumn("parent_id", "text", (c) => c.references("menu_items.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("label", "text", (c) => c.notNull())
        .addColumn("target_kind", "text", (c) => c.notNull())
        .addColumn("target", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("menu_items_order_idx").on("menu_items").columns(["menu", "position"]).execute();
      await db.schema.createIndex("menu_items_parent_idx").on("menu_items").column("parent_id").execute();
      const header = [
        ["Anasayfa", "home"],
        ["Bonuslar", "bonuslar"],
        ["Güvenilir Siteler", "guvenilir-siteler"],
        ["Blog", "blog"],
      ];
      const footer = [...header, ["Çevrim Hesaplama", "cevrim-hesaplama"]];
      const rows = [
        ...header.map(([label, target], position) => ({ menu: "header", label, target, position })),
        ...footer.map(([label, target], position) => ({ menu: "footer", label, target, position })),
      ].map((row) => ({ id: crypto.randomUUID(), parent_id: null, target_kind: "section", ...row }));
      await db.insertInto("menu_items").values(rows).execute();
    },
  };
}
