import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * 'Site Kimliği' (issue #35): one row holding the site's name, logos, icon set, accent colour, social
 * profiles and default share image. Every column may be null: null means the default (SITE_NAME for the name, the
 * stylesheet's accent colour, the bundled favicon, no logo, no profile), so a site without the row looks as before.
 */
export function siteIdentityMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("site_identity")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("site_name", "text")
        .addColumn("logo_light_url", "text")
        .addColumn("logo_dark_url", "text")
        .addColumn("icon_url", "text")
        .addColumn("accent_color", "text")
        .addColumn("share_image_url", "text")
        .addColumn("social_facebook", "text")
        .addColumn("social_x", "text")
        .addColumn("social_instagram", "text")
        .addColumn("social_youtube", "text")
        .addColumn("social_telegram", "text")
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
    },
  };
}
