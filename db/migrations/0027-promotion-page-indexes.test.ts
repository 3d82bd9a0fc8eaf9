import type { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { listComments } from "../../app/features/comments/comments.server.ts";
import { listRelatedPromotions } from "../../app/features/promotions/promotions.server.ts";
import type { Db } from "../../app/utils/db.server.ts";
import { casinoRow, daysFrom, promotionRow } from "../../tests/support/content-fixtures.ts";
import { useFreshDatabase } from "../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../tests/support/recorded-queries.ts";

/** SQLite's plan of the one query a service ran (its steps joined). */
async function planOfTheQuery(db: Db, recorded: { queries: CompiledQuery[] }): Promise<string> {
  expect(recorded.queries).toHaveLength(1);
  const [query] = recorded.queries as [CompiledQuery];
  const plan = await explainQuery<{ detail: string }>(db, query, "explain query plan");
  return plan.map((row) => row.detail).join(" | ");
}

// On SQLite the planner has no statistics (no ANALYZE), so the index a query uses follows from the schema alone; the
// same index on PostgreSQL is chosen by its own statistics and is only checked to exist (db/migrator.test.ts).
describe("the promotion page's reads on SQLite (0027)", () => {
  const database = useFreshDatabase("SQLite");

  it("reads a casino's other listed promotions through (casino, state, added, id), in the page's order and without sorting", async () => {
    const now = new Date();
    const casino = casinoRow();
    const other = casinoRow();
    await database.db.insertInto("casinos").values([casino, other]).execute();
    const own = [1, 2, 3].map((n) =>
      promotionRow({ casino_id: casino.id, created_at: daysFrom(now, -n), title: `Kendi ${n}` }),
    );
    const newer = Array.from({ length: 20 }, () => promotionRow({ casino_id: other.id, created_at: daysFrom(now, 0) }));
    await database.db
      .insertInto("promotions")
      .values([...own, ...newer])
      .execute();

    const recorded = recordingQueries(database.db);
    const related = await listRelatedPromotions(recorded.db, { id: own[0]?.id ?? "", casinoId: casino.id }, now);

    expect(related.map((card) => card.title)).toEqual(["Kendi 2", "Kendi 3"]);
    const plan = await planOfTheQuery(database.db, recorded);
    expect(plan).toContain("USING INDEX promotions_casino_live_idx (casino_id=? AND is_active=?)");
    expect(plan).not.toContain("TEMP B-TREE");
  });

  it("reads a promotion's approved comments through (promotion, status, added, id), not every approved comment", async () => {
    const promotion = promotionRow();
    const elsewhere = promotionRow();
    await database.db.insertInto("promotions").values([promotion, elsewhere]).execute();
    const comment = (promotionId: string, n: number) => ({
      id: crypto.randomUUID(),
      promotion_id: promotionId,
      user_name: `Ziyaretçi ${n}`,
      comment: "Güzel bonus, çevrimi makul.",
      rating: 4,
      status: "approved" as const,
      created_at: daysFrom(new Date(), -n),
    });
    await database.db
      .insertInto("promotion_comments")
      .values([comment(promotion.id, 2), comment(promotion.id, 1), comment(elsewhere.id, 0)])
      .execute();

    const recorded = recordingQueries(database.db);
    const comments = await listComments(recorded.db, promotion.id);

    expect(comments.map((c) => c.userName)).toEqual(["Ziyaretçi 1", "Ziyaretçi 2"]);
    const plan = await planOfTheQuery(database.db, recorded);
    expect(plan).toContain("USING INDEX promotion_comments_shown_idx (promotion_id=? AND status=?)");
    expect(plan).not.toContain("TEMP B-TREE");
  });
});
