import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * The contact form's messages (issue #35): what a visitor sent, whether the operator has read it (`read_at`), and
 * how its e-mail copy went when mail is set up (`mail_status`: null when no mail was due, then pending, sent or
 * failed with `mail_error`). Unread first, newest first is the screen's order.
 */
export function contactMessagesMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("contact_messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("read_at", t.timestamp)
        .addColumn("mail_status", "text")
        .addColumn("mail_error", "text")
        .addColumn("mail_attempted_at", t.timestamp)
        .execute();
      await db.schema.createIndex("contact_messages_created_idx").on("contact_messages").column("created_at").execute();
    },
  };
}
