import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * New offers told to the operator's channels (issue #37 §3): one row per promotion and channel, so an offer is
 * announced at most once whatever happens to it later. `announcement_channels` remembers when a channel was first
 * configured: the offers already running then are recorded as the baseline, not announced.
 */
export function promotionAnnouncementsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("announcement_channels")
        .addColumn("channel", "text", (c) => c.primaryKey())
        .addColumn("started_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("promotion_announcements")
        .addColumn("promotion_id", "text", (c) => c.notNull().references("promotions.id").onDelete("cascade"))
        .addColumn("channel", "text", (c) => c.notNull())
        // baseline (running before the channel existed), pending, sent, failed (gave up after its attempts)
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", t.timestamp)
        // A sender's claim: another instance leaves the row alone until then.
        .addColumn("claimed_until", t.timestamp)
        .addColumn("last_error", "text")
        .addColumn("sent_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint("promotion_announcements_pk", ["promotion_id", "channel"])
        .execute();
      await db.schema
        .createIndex("promotion_announcements_due_idx")
        .on("promotion_announcements")
        .columns(["channel", "status", "next_attempt_at"])
        .execute();
    },
  };
}
