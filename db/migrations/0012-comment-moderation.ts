import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Comment moderation (issue #15, docs/decisions/030-comment-moderation.md): every comment gets a state, and the
 * comments already on the site stay live ('approved'). The settings row gains the moderation mode ('live', the
 * spec's behaviour, or 'hold_all') and the banned-word list, one word or phrase per line.
 */
export function commentModerationMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("promotion_comments")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("approved"))
        .execute();
      await db.schema
        .createIndex("promotion_comments_status_idx")
        .on("promotion_comments")
        .columns(["status", "created_at"])
        .execute();
      await db.schema
        .alterTable("settings")
        .addColumn("comment_moderation", "text", (c) => c.notNull().defaultTo("live"))
        .execute();
      await db.schema
        .alterTable("settings")
        .addColumn("comment_banned_words", "text", (c) => c.notNull().defaultTo(""))
        .execute();
    },
  };
}
