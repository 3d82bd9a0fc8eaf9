import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/** Every table of both spec documents, the better-auth tables, and the indexes their queries need. */
export function initialMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("casinos")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("logo_url", "text")
        .addColumn("rating", t.real)
        .addColumn("description", "text")
        .addColumn("details", "text")
        .addColumn("featured", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("casinos_name_idx").on("casinos").column("name").execute();
      await db.schema.createIndex("casinos_created_at_idx").on("casinos").column("created_at").execute();

      await db.schema
        .createTable("promotion_categories")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("description", "text")
        .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("promotion_categories_active_name_idx")
        .on("promotion_categories")
        .columns(["is_active", "name"])
        .execute();

      await db.schema
        .createTable("promotions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("casino_id", "text", (c) => c.references("casinos.id").onDelete("set null"))
        .addColumn("category_id", "text", (c) => c.references("promotion_categories.id").onDelete("restrict"))
        .addColumn("category", "text")
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("terms", t.json, (c) => c.notNull().defaultTo(t.emptyJsonArray))
        .addColumn("url", "text")
        .addColumn("promotion_code", "text")
        .addColumn("expiry_date", t.timestamp)
        .addColumn("image_url", "text")
        .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn("indexed", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("promotions_active_created_idx")
        .on("promotions")
        .columns(["is_active", "created_at"])
        .execute();
      await db.schema.createIndex("promotions_casino_idx").on("promotions").columns(["casino_id", "slug"]).execute();
      await db.schema.createIndex("promotions_category_idx").on("promotions").column("category_id").execute();
      await db.schema.createIndex("promotions_expiry_idx").on("promotions").column("expiry_date").execute();
      await db.schema.createIndex("promotions_created_idx").on("promotions").column("created_at").execute();

      await db.schema
        .createTable("promotion_comments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("promotion_id", "text", (c) => c.notNull().references("promotions.id").onDelete("cascade"))
        .addColumn("user_name", "text", (c) => c.notNull())
        .addColumn("comment", "text", (c) => c.notNull())
        .addColumn("rating", "integer", (c) => c.notNull().defaultTo(5).check(sql`rating >= 1 and rating <= 5`))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("promotion_comments_promotion_idx")
        .on("promotion_comments")
        .columns(["promotion_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("promotion_comments_created_idx")
        .on("promotion_comments")
        .column("created_at")
        .execute();

      await db.schema
        .createTable("blog_posts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("excerpt", "text")
        .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("author", "text")
        .addColumn("image_url", "text")
        .addColumn("category", "text")
        .addColumn("seo_title", "text")
        .addColumn("seo_description", "text")
        .addColumn("seo_keywords", "text")
        .addColumn("is_published", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("published_at", t.timestamp)
        .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("indexed", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("blog_posts_published_created_idx")
        .on("blog_posts")
        .columns(["is_published", "created_at"])
        .execute();
      await db.schema
        .createIndex("blog_posts_category_idx")
        .on("blog_posts")
        .columns(["category", "is_published", "created_at"])
        .execute();
      await db.schema.createIndex("blog_posts_published_at_idx").on("blog_posts").column("published_at").execute();
      await db.schema.createIndex("blog_posts_created_idx").on("blog_posts").column("created_at").execute();

      await db.schema
        .createTable("hero_section")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("upper_title", "text", (c) => c.notNull())
        .addColumn("main_title", "text", (c) => c.notNull())
        .addColumn("highlighted_text", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("button_text", "text", (c) => c.notNull())
        .addColumn("button_url", "text", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable("settings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("blog_section_text", "text")
        .addColumn("responsible_gambling_text", "text")
        .addColumn("affiliate_disclosure_text", "text")
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable("seo_settings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("page_name", "text", (c) => c.notNull())
        .addColumn("page_path", "text", (c) => c.notNull().unique())
        .addColumn("title", "text")
        .addColumn("description", "text")
        .addColumn("keywords", "text")
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("seo_settings_page_name_idx").on("seo_settings").column("page_name").execute();

      await db.schema
        .createTable("splash_ads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("href", "text", (c) => c.notNull())
        .addColumn("image_url", "text", (c) => c.notNull())
        .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("splash_ads_active_idx").on("splash_ads").column("is_active").execute();

      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("image", "text")
        .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("session_user_idx").on("session").column("userId").execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", t.timestamp)
        .addColumn("refreshTokenExpiresAt", t.timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("account_user_idx").on("account").column("userId").execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
        .addColumn("createdAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("rateLimit")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("key", "text", (c) => c.notNull().unique())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("lastRequest", t.bigint, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("admin_users")
        .addColumn("id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull().defaultTo("admin"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable("scheduled_publishing_settings")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("daily_publish_count", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("is_active", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("next_publish_at", t.timestamp)
        .addColumn("last_published_at", t.timestamp)
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("scheduled_publishing_logs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("blog_id", "text", (c) => c.references("blog_posts.id").onDelete("set null"))
        .addColumn("published_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("message", "text")
        .execute();
      await db.schema
        .createIndex("scheduled_publishing_logs_published_idx")
        .on("scheduled_publishing_logs")
        .column("published_at")
        .execute();

      await db.schema
        .createTable("outbound_clicks")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("promotion_id", "text", (c) => c.references("promotions.id").onDelete("set null"))
        .addColumn("casino_id", "text", (c) => c.references("casinos.id").onDelete("set null"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("outbound_clicks_created_idx").on("outbound_clicks").column("created_at").execute();
    },
  };
}
