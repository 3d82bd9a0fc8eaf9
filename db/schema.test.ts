import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../tests/support/databases.ts";
import { BOOLEAN_COLUMNS, BOOLEAN_COLUMNS_OF_TABLES } from "./schema.ts";

/**
 * "table.column" of every column the migrations declare boolean. Only PostgreSQL can say: SQLite's boolean is
 * declared integer (db/engine.ts), which is why the values plugin needs the list at all.
 */
async function migratedBooleanColumns(handle: ReturnType<typeof useFreshDatabase>["handle"]): Promise<string[]> {
  const rows = await sql<{ name: string; column: string }>`
    select table_name as name, column_name as "column" from information_schema.columns
    where table_schema = current_schema() and data_type = 'boolean'`.execute(handle.authDb);
  return rows.rows.map((row) => `${row.name}.${row.column}`).sort();
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`boolean columns on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it.skipIf(engine.name === "SQLite")(
      "lists every column the migrations declare boolean, and no other, so SQLite's 0/1 reads back as a boolean",
      async () => {
        const listed = Object.entries(BOOLEAN_COLUMNS_OF_TABLES)
          .flatMap(([table, columns]) => columns.map((column) => `${table}.${column}`))
          .sort();
        expect(listed).toEqual(await migratedBooleanColumns(database.handle));
      },
    );

    it("reads a stored boolean back as a boolean, not as 0 or 1", async () => {
      const { db } = database;
      await db
        .insertInto("casinos")
        .values({ id: crypto.randomUUID(), name: "B", slug: "b", url: "https://b.example", featured: true })
        .execute();
      const row = await db.selectFrom("casinos").select(["featured"]).where("slug", "=", "b").executeTakeFirstOrThrow();
      expect(row.featured).toBe(true);
      expect(BOOLEAN_COLUMNS.has("featured")).toBe(true);
    });
  });
}
