import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Views of the offer pages (a promotion's page, a casino's page) per Istanbul day, beside the claim clicks of
 * outbound_click_days, so the statistics screen reads both from daily counts.
 *
 * - `offer_view_days`: keyed (kind, item_id, day) like outbound_click_days; the flush of gathered views adds to it.
 * - A second index on each table, (kind, day, item_id, count): "every item of a kind over a span" is one index range
 *   that holds every column it reads, so a year of 2,000 casinos is summed without touching the table.
 */
export function offerViewDaysMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("offer_view_days")
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("item_id", "text", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("offer_view_days_pk", ["kind", "item_id", "day"])
        .execute();
      await db.schema
        .createIndex("offer_view_days_span_idx")
        .on("offer_view_days")
        .columns(["kind", "day", "item_id", "views"])
        .execute();
      await db.schema
        .createIndex("outbound_click_days_span_idx")
        .on("outbound_click_days")
        .columns(["kind", "day", "item_id", "clicks"])
        .execute();
    },
  };
}
