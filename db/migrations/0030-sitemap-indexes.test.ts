import { describe, expect, it } from "vitest";
import { listSitemapFiles } from "../../app/features/seo/sitemap.server.ts";
import { casinoRow, postRow, promotionRow } from "../../tests/support/content-fixtures.ts";
import { useFreshDatabase } from "../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../tests/support/recorded-queries.ts";

// SQLite's planner has no statistics here (no ANALYZE): the plan follows from the schema alone.
describe("the sitemap index's reads on SQLite (0030)", () => {
  const database = useFreshDatabase("SQLite");

  it("numbers the posts, promotions and casinos for the files' lastmods from covering indexes, never their rows", async () => {
    const casino = casinoRow();
    await database.db.insertInto("casinos").values(casino).execute();
    await database.db.insertInto("blog_posts").values([postRow(), postRow()]).execute();
    await database.db
      .insertInto("promotions")
      .values(promotionRow({ casino_id: casino.id }))
      .execute();
    const recorded = recordingQueries(database.db);
    await listSitemapFiles(recorded.db, { siteUrl: "https://bonus.example" });
    // Each kind: its rows counted (any covering index serves a count), then each file's newest updated_at read off
    // the kind's sitemap index in key order.
    const plans: Record<string, string[]> = { blog_posts: [], promotions: [], casinos: [] };
    for (const query of recorded.queries) {
      const table = /from "(blog_posts|promotions|casinos)"/.exec(query.sql)?.[1];
      if (!table) continue;
      const plan = await explainQuery<{ detail: string }>(database.db, query, "explain query plan");
      plans[table]?.push(plan.map((row) => row.detail).join(" | "));
    }
    for (const table of ["blog_posts", "promotions", "casinos"]) {
      expect(plans[table]?.length).toBeGreaterThanOrEqual(2);
      for (const plan of plans[table] ?? []) expect(plan).toContain("COVERING INDEX");
      expect(plans[table]?.join(" || ")).toContain(`COVERING INDEX ${table}_sitemap_idx`);
    }
  });
});
