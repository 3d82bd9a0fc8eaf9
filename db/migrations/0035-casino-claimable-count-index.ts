import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The count of a casino's claimable promotions (its card on /guvenilir-siteler: listed, not run out) read from one
 * range of (casino, state, expiry). Without it, SQLite's planner counted through the state index
 * (promotions_list_counts_idx), every active promotion of every casino once per card: 64 ms for a page of 24
 * casinos at 20,000 promotions, 0.1 ms with it. A plain column index, the same on both engines.
 */
export function casinoClaimableCountIndexMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex("promotions_casino_claimable_idx")
        .ifNotExists()
        .on("promotions")
        .columns(["casino_id", "is_active", "expiry_date"])
        .execute();
    },
  };
}
