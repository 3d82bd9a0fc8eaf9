import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Two-factor sign-in (issue #16): the columns and table of better-auth's two-factor plugin, under its
 * own names. `twoFactor` holds each account's TOTP secret and backup codes, both encrypted with the session secret;
 * a row with `verified` false is a set-up that has not been confirmed with a first code yet.
 */
export function twoFactorMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("user")
        .addColumn("twoFactorEnabled", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .execute();
      await db.schema
        .createTable("twoFactor")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("backupCodes", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("verified", t.boolean, (c) => c.notNull().defaultTo(t.bool(true)))
        .addColumn("failedVerificationCount", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("lockedUntil", t.timestamp)
        .execute();
      await db.schema.createIndex("two_factor_user_idx").on("twoFactor").column("userId").execute();
    },
  };
}
