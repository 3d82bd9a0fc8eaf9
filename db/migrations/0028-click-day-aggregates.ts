import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Engine } from "../engine.ts";

/**
 * Claim-link clicks counted once per visitor and day, kept as daily counts.
 *
 * - `outbound_click_days`: clicks per item (a promotion's or a casino's claim link) and Istanbul day; the one place
 *   click figures are read from, kept for good (one row per item and day). Keyed (kind, item, day), so one
 *   promotion's clicks over a span are one index range; `day` alone serves the site-wide chart.
 * - `outbound_clicks.visitor`: a keyed hash of the visitor's address, browser, the day and the item (never the
 *   address itself), unique, so a second click of the same visitor that day is not counted. These rows are only
 *   needed for the day they are in; the daily sweep deletes them after a short retention.
 * - The clicks recorded so far are summed into the daily counts, each by its Istanbul day (UTC+3).
 */
export function clickDayAggregatesMigration(engine: Engine): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("outbound_click_days")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("item_id", "text", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("outbound_click_days_pk", ["kind", "item_id", "day"])
        .execute();
      await db.schema.createIndex("outbound_click_days_day_idx").on("outbound_click_days").column("day").execute();
      await db.schema.alterTable("outbound_clicks").addColumn("visitor", "text").execute();
      await db.schema
        .createIndex("outbound_clicks_visitor_idx")
        .unique()
        .on("outbound_clicks")
        .column("visitor")
        .execute();
      const day =
        engine === "postgres"
          ? sql`to_char(created_at at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`
          : sql`date(created_at, '+3 hours')`;
      for (const [kind, column] of [
        ["promotion", "promotion_id"],
        ["casino", "casino_id"],
      ] as const) {
        await sql`insert into outbound_click_days (kind, item_id, day, clicks)
          select ${kind}, ${sql.ref(column)}, ${day}, count(*) from outbound_clicks
          where ${sql.ref(column)} is not null group by ${sql.ref(column)}, ${day}`.execute(db);
      }
    },
  };
}
