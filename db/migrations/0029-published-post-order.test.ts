import type { CompiledQuery } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { listLatestPublishedPosts, listRelatedPosts } from "../../app/features/blog/blog.server.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { daysFrom, postRow } from "../../tests/support/content-fixtures.ts";
import { createFreshDatabase, ENGINES, useFreshDatabase } from "../../tests/support/databases.ts";
import { explainQuery, recordingQueries } from "../../tests/support/recorded-queries.ts";
import { createMigrator, migrateToLatest } from "../migrator.ts";

const NOW = new Date("2026-11-21T09:00:00.000Z");

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`0029 on ${engine.name}`, () => {
    it("gives a published post without a publication time its creation time, and leaves drafts without one", async () => {
      const fresh = await createFreshDatabase(engine.name);
      const handle = openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      onTestFinished(async () => {
        await handle.close();
        await fresh.remove();
      });
      const through = await createMigrator(handle.authDb, handle.engine).migrateTo("0027-promotion-page-indexes");
      expect(through.error).toBeUndefined();
      const old = postRow({ created_at: daysFrom(NOW, -9), published_at: null });
      const draft = postRow({ is_published: false, created_at: daysFrom(NOW, -8) });
      const dated = postRow({ created_at: daysFrom(NOW, -7), published_at: daysFrom(NOW, -1) });
      await handle.db.insertInto("blog_posts").values([old, draft, dated]).execute();
      await migrateToLatest(handle.authDb, handle.engine);
      const rows = await handle.db.selectFrom("blog_posts").select(["id", "published_at"]).execute();
      const byId = new Map(rows.map((row) => [row.id, row.published_at]));
      expect([byId.get(old.id), byId.get(draft.id), byId.get(dated.id)]).toEqual([
        daysFrom(NOW, -9),
        null,
        daysFrom(NOW, -1),
      ]);
    });
  });
}

/** SQLite's plan of the one query a service ran (its steps joined). */
async function planOfTheQuery(db: Parameters<typeof explainQuery>[0], queries: CompiledQuery[]): Promise<string> {
  expect(queries).toHaveLength(1);
  const [query] = queries as [CompiledQuery];
  const plan = await explainQuery<{ detail: string }>(db, query, "explain query plan");
  return plan.map((row) => row.detail).join(" | ");
}

// Without statistics SQLite's plan follows from the schema alone; PostgreSQL's indexes are checked to exist
// (db/migrator.test.ts).
describe("the public post lists' reads on SQLite (0029)", () => {
  const database = useFreshDatabase("SQLite");

  it("reads the latest posts and a post's related posts in publication order through an index, without sorting", async () => {
    const posts = Array.from({ length: 6 }, (_, i) => postRow({ category: "Rehber", published_at: daysFrom(NOW, -i) }));
    await database.db.insertInto("blog_posts").values(posts).execute();

    const latest = recordingQueries(database.db);
    await listLatestPublishedPosts(latest.db, 4);
    const latestPlan = await planOfTheQuery(database.db, latest.queries);
    expect(latestPlan).toContain("blog_posts_published_order_idx");
    expect(latestPlan).not.toContain("TEMP B-TREE");

    const related = recordingQueries(database.db);
    await listRelatedPosts(related.db, { id: posts[0]?.id ?? "", category: "Rehber" });
    const relatedPlan = await planOfTheQuery(database.db, related.queries);
    expect(relatedPlan).toContain("blog_posts_category_published_idx");
    expect(relatedPlan).not.toContain("TEMP B-TREE");
  });
});
