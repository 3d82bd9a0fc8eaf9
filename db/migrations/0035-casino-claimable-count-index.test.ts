import { describe, expect, it } from "vitest";
import { listCasinosPage } from "../../app/features/casinos/casinos.server.ts";
import { casinoRow, daysFrom, promotionRow } from "../../tests/support/content-fixtures.ts";
import { useFreshDatabase } from "../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../tests/support/recorded-queries.ts";

// SQLite's planner has no statistics (no ANALYZE): the index follows from the schema alone. On PostgreSQL the index
// is only checked to exist (db/migrator.test.ts).
describe("the casino list's counts on SQLite (0035)", () => {
  const database = useFreshDatabase("SQLite");

  it("counts each casino's claimable promotions through (casino, state, expiry), not through every active promotion", async () => {
    const now = new Date();
    const casinos = [casinoRow({ name: "Alfa Casino" }), casinoRow({ name: "Beta Casino" })];
    await database.db.insertInto("casinos").values(casinos).execute();
    await database.db
      .insertInto("promotions")
      .values([
        promotionRow({ casino_id: casinos[0]?.id }),
        promotionRow({ casino_id: casinos[0]?.id, expiry_date: daysFrom(now, -1) }),
        promotionRow({ casino_id: casinos[0]?.id, is_active: false }),
        promotionRow({ casino_id: casinos[1]?.id, expiry_date: daysFrom(now, 3) }),
      ])
      .execute();

    const recorded = recordingQueries(database.db);
    const page = await listCasinosPage(recorded.db, { page: 1, pageSize: 24, now });

    expect(page.casinos.map((casino) => [casino.name, casino.promotionCount])).toEqual([
      ["Alfa Casino", 1],
      ["Beta Casino", 1],
    ]);
    const counted = recorded.queries.find((query) => query.sql.includes("promotion_count"));
    expect(counted).toBeDefined();
    if (!counted) return;
    const plan = (await explainQuery<{ detail: string }>(database.db, counted, "explain query plan"))
      .map((row) => row.detail)
      .join(" | ");
    expect(plan).toContain("USING COVERING INDEX promotions_casino_claimable_idx (casino_id=? AND is_active=?)");
  });
});
