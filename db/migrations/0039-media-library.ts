import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Where the site wrote an image's address when this migration landed: the image fields, and rich text whose
 * <img src> may hold one. A copy, not an import: a landed migration never changes with the app.
 */
const REFERENCE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  casinos: ["logo_url", "description", "details"],
  promotions: ["image_url", "description"],
  blog_posts: ["image_url", "content"],
  splash_ads: ["image_url"],
  payment_methods: ["icon"],
  settings: ["blog_section_text", "responsible_gambling_text", "affiliate_disclosure_text"],
  hero_section: ["description"],
};

/** A local upload's address at the start of a value or of an attribute (what the site itself writes). */
const LOCAL_UPLOAD = /(?:^|["'(\s])(\/uploads\/(?:[\w-]+\/)*[\w-]+\.(?:png|jpe?g|gif|webp|avif))/gi;

/**
 * The media library (issue #35): one row per image the site stores, with its alternative text and
 * who uploaded it. Where an image is used is not stored: it is read from the content tables when asked. The
 * migration registers every local image the content already points at (size and dimensions unknown: a migration
 * does not read the upload directory; the screen shows a dash for them).
 */
export function mediaLibraryMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("media")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("url", "text", (c) => c.notNull().unique())
        .addColumn("storage_key", "text")
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text")
        .addColumn("bytes", "integer")
        .addColumn("width", "integer")
        .addColumn("height", "integer")
        .addColumn("alt_text", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("uploaded_by", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("media_created_idx").on("media").column("created_at").execute();

      const found = new Set<string>();
      for (const [table, columns] of Object.entries(REFERENCE_COLUMNS)) {
        const matches = columns.map((column) => sql`${sql.ref(column)} like ${"%/uploads/%"}`);
        const rows = await sql<Record<string, string | null>>`
          select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)}
          where ${sql.join(matches, sql` or `)}`.execute(db);
        for (const row of rows.rows) {
          for (const value of Object.values(row)) {
            if (typeof value !== "string") continue;
            for (const match of value.matchAll(LOCAL_UPLOAD)) if (match[1]) found.add(match[1]);
          }
        }
      }
      for (const url of [...found].sort()) {
        const key = url.slice("/uploads/".length);
        await db
          .insertInto("media")
          .values({ id: randomUUID(), url, storage_key: key, file_name: key.split("/").pop() ?? key })
          .execute();
      }
    },
  };
}
