import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Pages ('Sayfa', issue #35): an operator's page at the top level of the site (/hakkimizda): title,
 * unique slug, sanitised rich-text content, SEO title and description, draft or published (`is_published`,
 * `published_at`), and a draft's own publishing moment (`publish_at`, published by the sweep). No rows are inserted:
 * a site that already holds content gets no pages until an operator writes some (the demo seed adds its own).
 */
export function pagesMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("pages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("seo_title", "text")
        .addColumn("seo_description", "text")
        .addColumn("is_published", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("published_at", t.timestamp)
        .addColumn("publish_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      // The admin list's default order; the sweep finds due drafts by publish_at.
      await db.schema.createIndex("pages_created_idx").on("pages").column("created_at").execute();
      await db.schema.createIndex("pages_publish_at_idx").on("pages").column("publish_at").execute();
    },
  };
}
