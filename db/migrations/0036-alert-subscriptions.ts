import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * New-offer e-mail alerts (issue #37 §3). `alert_subscribers`: one row per address, unconfirmed until
 * its link is opened (only the confirmation token's SHA-256 is kept, with its expiry); `alert_topics`: the
 * categories and casinos of a subscriber who chose some; `alert_deliveries`: the queue, one row per subscriber and
 * offer, so its primary key alone keeps an offer from being sent twice to one address.
 */
export function alertSubscriptionsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("alert_subscribers")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        // all: every new offer; chosen: those of its alert_topics
        .addColumn("scope", "text", (c) => c.notNull())
        // daily: one digest a day; instant: one message per offer
        .addColumn("frequency", "text", (c) => c.notNull())
        .addColumn("confirm_token_hash", "text", (c) => c.unique())
        .addColumn("confirm_expires_at", t.timestamp)
        .addColumn("confirmed_at", t.timestamp)
        .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("alert_subscribers_confirmed_idx")
        .on("alert_subscribers")
        .columns(["confirmed_at", "created_at"])
        .execute();
      await db.schema
        .createTable("alert_topics")
        .addColumn("subscriber_id", "text", (c) => c.notNull().references("alert_subscribers.id").onDelete("cascade"))
        // category or casino
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("target_id", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("alert_topics_pk", ["subscriber_id", "kind", "target_id"])
        .execute();
      await db.schema
        .createIndex("alert_topics_target_idx")
        .on("alert_topics")
        .columns(["kind", "target_id"])
        .execute();
      await db.schema
        .createTable("alert_deliveries")
        .addColumn("subscriber_id", "text", (c) => c.notNull().references("alert_subscribers.id").onDelete("cascade"))
        .addColumn("promotion_id", "text", (c) => c.notNull().references("promotions.id").onDelete("cascade"))
        // pending, sent, failed (gave up after its attempts), skipped (no longer running when its turn came)
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("due_at", t.timestamp, (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("claimed_until", t.timestamp)
        .addColumn("claim", "text")
        .addColumn("last_error", "text")
        .addColumn("sent_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint("alert_deliveries_pk", ["subscriber_id", "promotion_id"])
        .execute();
      await db.schema
        .createIndex("alert_deliveries_due_idx")
        .on("alert_deliveries")
        .columns(["status", "due_at"])
        .execute();
    },
  };
}
