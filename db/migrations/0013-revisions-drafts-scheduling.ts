import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Issue #15: the revisions of every edited item, the admins' autosaved unsaved forms, and the
 * per-item publication time of blog posts and promotions.
 *
 * - `revisions`: one generic table (entity kind + id), the full content as JSON text, newest 50 per item kept.
 * - `autosave_drafts`: one row per admin and item (entity id '' for an item not created yet); never read by the
 *   public site.
 * - `blog_posts.publish_at`: when the sweep publishes this draft. Until now a draft with a future `published_at`
 *   was the scheduled one, and an unpublished post (whose `published_at` stays, spec 2 §4) was published again by
 *   the next sweep; those future times move here so `published_at` only says when a post went out.
 * - `promotions.publish_at`: the start date of an inactive promotion; the sweep activates it then.
 */
export function revisionsDraftsSchedulingMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("revisions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("entity_kind", "text", (c) => c.notNull())
        .addColumn("entity_id", "text", (c) => c.notNull())
        .addColumn("author_id", "text")
        .addColumn("author_name", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("content", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("revisions_entity_idx")
        .on("revisions")
        .columns(["entity_kind", "entity_id", "created_at"])
        .execute();

      await db.schema
        .createTable("autosave_drafts")
        .addColumn("admin_id", "text", (c) => c.notNull())
        .addColumn("entity_kind", "text", (c) => c.notNull())
        .addColumn("entity_id", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("base_version", "text")
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint("autosave_drafts_pk", ["admin_id", "entity_kind", "entity_id"])
        .execute();

      await db.schema.alterTable("blog_posts").addColumn("publish_at", t.timestamp).execute();
      await db.schema.createIndex("blog_posts_publish_at_idx").on("blog_posts").column("publish_at").execute();
      await db
        .updateTable("blog_posts")
        .set({ publish_at: sql.ref("published_at"), published_at: null })
        .where("is_published", "=", t.bool(false))
        .where("published_at", ">", t.now)
        .execute();

      await db.schema.alterTable("promotions").addColumn("publish_at", t.timestamp).execute();
      await db.schema.createIndex("promotions_publish_at_idx").on("promotions").column("publish_at").execute();
    },
  };
}
