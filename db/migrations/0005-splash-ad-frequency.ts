import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * How often a visitor sees the splash ad. 'every_visit' is the spec's behaviour (spec 1 §4: on every
 * start of the app), so existing sites keep it.
 */
export function splashAdFrequencyMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("settings")
        .addColumn("splash_ad_frequency", "text", (c) => c.notNull().defaultTo("every_visit"))
        .execute();
    },
  };
}
