import { describe, expect, it } from "vitest";
import { listSitemapFiles } from "../../app/features/seo/sitemap.server.ts";
import { postRow } from "../../tests/support/content-fixtures.ts";
import { useFreshDatabase } from "../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../tests/support/recorded-queries.ts";

// SQLite's planner has no statistics here (no ANALYZE): the plan follows from the schema alone.
describe("the sitemap index's reads on SQLite (0030)", () => {
  const database = useFreshDatabase("SQLite");

  it("numbers the posts, promotions and casinos for the files' lastmods from covering indexes, never their rows", async () => {
    await database.db.insertInto("blog_posts").values([postRow(), postRow()]).execute();
    const recorded = recordingQueries(database.db);
    await listSitemapFiles(recorded.db, { siteUrl: "https://bonus.example" });
    const plans: Record<string, string> = {};
    for (const query of recorded.queries) {
      const table = /from "(blog_posts|promotions|casinos)"/.exec(query.sql)?.[1];
      if (!table) continue;
      const plan = await explainQuery<{ detail: string }>(database.db, query, "explain query plan");
      plans[table] = plan.map((row) => row.detail).join(" | ");
    }
    expect(plans.blog_posts).toContain("COVERING INDEX blog_posts_sitemap_idx");
    expect(plans.promotions).toContain("COVERING INDEX promotions_sitemap_idx");
    expect(plans.casinos).toContain("COVERING INDEX casinos_sitemap_idx");
  });
});
