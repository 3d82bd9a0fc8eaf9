import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { columnTypes, type Engine } from "../engine.ts";

/**
 * Roles and account states (issue #16): the one role every existing admin had ('admin') becomes the
 * Yönetici code 'owner'; an account can be deactivated (deactivated_at) and shows when it last signed in.
 * SQLite cannot change a column's default, so the code always writes the role itself; PostgreSQL's default follows.
 */
export function adminRolesMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.updateTable("admin_users").set({ role: "owner" }).where("role", "<>", "editor").execute();
      await db.schema.alterTable("admin_users").addColumn("deactivated_at", t.timestamp).execute();
      await db.schema.alterTable("admin_users").addColumn("last_sign_in_at", t.timestamp).execute();
      if (engine === "postgres") {
        await db.schema
          .alterTable("admin_users")
          .alterColumn("role", (c) => c.setDefault("owner"))
          .execute();
      }
    },
  };
}
