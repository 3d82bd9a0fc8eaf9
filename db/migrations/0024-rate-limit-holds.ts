import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A place held by an attempt whose outcome is not known yet (issue #16): the sign-in limits reserve
 * `held` before the password or code is checked, and a failure turns it into a hit in the transaction that writes
 * its audit entry. Both count against the limit.
 */
export function rateLimitHoldsMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("rate_limits")
        .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
