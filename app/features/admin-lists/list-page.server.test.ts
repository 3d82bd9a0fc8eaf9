import { describe, expect, it } from "vitest";
import { splashAdRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { ADMIN_LIST_PAGE_SIZE, activeTabs, readListPage } from "./list-page.server.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`readListPage with activeTabs on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const query = (tab: "tumu" | "aktif" | "pasif", page = 1) => ({ tab, page, direction: "artan" as const });

    it("counts every tab, reads one page of the chosen one in the list's direction, and pages by 20 unless told", async () => {
      const rows = Array.from({ length: 25 }, (_, i) =>
        splashAdRow({ title: `Reklam ${String(i).padStart(2, "0")}`, is_active: i % 5 !== 0 }),
      );
      await database.db.insertInto("splash_ads").values(rows).execute();
      const read = (request: { query: ReturnType<typeof query>; pageSize?: number }, column: string, table: string) =>
        readListPage(request, {
          filtered: database.db.selectFrom(`splash_ads as ${table}` as "splash_ads"),
          tabs: activeTabs(column),
          rows: (qb, direction) => qb.select("title").orderBy("title", direction).execute(),
          map: (row) => row.title,
        });

      const all = await read({ query: query("tumu") }, "is_active", "splash_ads");
      expect(all.counts).toEqual({ tumu: 25, aktif: 20, pasif: 5 });
      expect([all.rows.length, all.pageCount]).toEqual([ADMIN_LIST_PAGE_SIZE, 2]);
      expect(all.rows[0]).toBe("Reklam 00");

      // An aliased table's column, as categories name theirs ("pc.is_active").
      const passive = await read({ query: query("pasif") }, "s.is_active", "s");
      expect(passive.rows).toEqual(["Reklam 00", "Reklam 05", "Reklam 10", "Reklam 15", "Reklam 20"]);

      const second = await read({ query: query("aktif", 2), pageSize: 15 }, "is_active", "splash_ads");
      expect([second.page, second.pageCount, second.total, second.rows.length]).toEqual([2, 2, 20, 5]);
    });
  });
}
