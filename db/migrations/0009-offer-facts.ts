import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * The facts a visitor compares offers by (issue #14): promotion facts (amount, percentage, free spins,
 * wagering, minimum deposit, maximum cashout, audience, games, start date), casino facts (licence, founding year,
 * limits, withdrawal time, support, app, pros and cons, a rating per criterion), and the managed list of payment
 * methods with the casinos that accept each. Every new column is optional, so the rows of a running site (the demo
 * content included) stay valid as they are; the indexes serve the /bonuslar filters and sorts.
 */
export function offerFactsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  // SQLite's ADD COLUMN takes a literal default only, not the parenthesised expression createTable uses.
  const emptyList = engine === "postgres" ? sql`'[]'::jsonb` : sql`'[]'`;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      const promotionColumns: [string, "integer" | "text" | "real" | "timestamp"][] = [
        ["bonus_percent", "integer"],
        ["bonus_amount", "integer"],
        ["free_spins", "integer"],
        ["wagering", "real"],
        ["wagering_on", "text"],
        ["min_deposit", "integer"],
        ["max_cashout", "integer"],
        ["audience", "text"],
        ["starts_at", "timestamp"],
      ];
      for (const [name, type] of promotionColumns) {
        const columnType = type === "real" ? t.real : type === "timestamp" ? t.timestamp : type;
        await db.schema.alterTable("promotions").addColumn(name, columnType).execute();
      }
      await db.schema
        .alterTable("promotions")
        .addColumn("games", t.json, (c) => c.notNull().defaultTo(emptyList))
        .execute();
      // The /bonuslar filters and sorts: each reads the listed rows by one of these.
      await db.schema.createIndex("promotions_wagering_idx").on("promotions").columns(["wagering"]).execute();
      await db.schema.createIndex("promotions_min_deposit_idx").on("promotions").columns(["min_deposit"]).execute();
      await db.schema.createIndex("promotions_bonus_amount_idx").on("promotions").columns(["bonus_amount"]).execute();

      const casinoColumns: [string, "integer" | "text" | "real" | "boolean"][] = [
        ["license_authority", "text"],
        ["license_number", "text"],
        ["founded_year", "integer"],
        ["min_deposit", "integer"],
        ["min_withdrawal", "integer"],
        ["withdrawal_time", "text"],
        ["support_hours", "text"],
        ["has_mobile_app", "boolean"],
        ["rating_bonuses", "real"],
        ["rating_payout_speed", "real"],
        ["rating_game_variety", "real"],
        ["rating_support", "real"],
        ["rating_trust", "real"],
      ];
      for (const [name, type] of casinoColumns) {
        const columnType = type === "real" ? t.real : type === "boolean" ? t.boolean : type;
        await db.schema.alterTable("casinos").addColumn(name, columnType).execute();
      }
      for (const name of ["support_channels", "pros", "cons"]) {
        await db.schema
          .alterTable("casinos")
          .addColumn(name, t.json, (c) => c.notNull().defaultTo(emptyList))
          .execute();
      }

      await db.schema
        .createTable("payment_methods")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("icon", "text", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("casino_payment_methods")
        .addColumn("casino_id", "text", (c) => c.notNull().references("casinos.id").onDelete("cascade"))
        .addColumn("payment_method_id", "text", (c) => c.notNull().references("payment_methods.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("casino_payment_methods_pk", ["casino_id", "payment_method_id"])
        .execute();
      // The payment-method filter goes from the method to its casinos.
      await db.schema
        .createIndex("casino_payment_methods_method_idx")
        .on("casino_payment_methods")
        .columns(["payment_method_id", "casino_id"])
        .execute();
      await db
        .insertInto("payment_methods")
        .values(
          INITIAL_PAYMENT_METHODS.map((method, index) => ({ id: crypto.randomUUID(), ...method, sort_order: index })),
        )
        .execute();
    },
  };
}

/** The methods Turkish players use most; each icon is a bundled file under public/images/payment-methods/. */
const INITIAL_PAYMENT_METHODS = [
  { name: "Papara", slug: "papara", icon: "papara" },
  { name: "Havale/EFT", slug: "havale-eft", icon: "bank" },
  { name: "Kripto", slug: "kripto", icon: "crypto" },
  { name: "Kredi Kartı", slug: "kredi-karti", icon: "card" },
  { name: "Payfix", slug: "payfix", icon: "wallet" },
  { name: "Jeton", slug: "jeton", icon: "wallet" },
  { name: "Mefete", slug: "mefete", icon: "phone" },
] as const;
