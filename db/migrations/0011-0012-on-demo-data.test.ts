import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createFreshDatabase, ENGINES } from "../../tests/support/databases.ts";
import { createMigrator, migrateToLatest } from "../migrator.ts";
import { seedDemoContent } from "../seed/seed-demo.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`migrations 0011 and 0012 on ${engine.name}`, () => {
    it("run on a database that holds the demo data, keeping every comment live and the spec's moderation mode", async () => {
      const fresh = await createFreshDatabase(engine.name);
      const handle = openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      try {
        const through = await createMigrator(handle.authDb, handle.engine).migrateTo("0009-offer-facts");
        expect(through.error).toBeUndefined();
        const seeded = await seedDemoContent(handle.db, { uploadsDir: path.join(fresh.dataDir, "uploads") });
        expect(seeded.seeded).toBe(true);
        const comments = seeded.counts.promotion_comments ?? 0;
        expect(comments).toBeGreaterThan(0);

        expect(await migrateToLatest(handle.authDb, handle.engine)).toEqual(
          expect.arrayContaining(["0011-redirects-and-not-found-log", "0012-comment-moderation"]),
        );
        const statuses = await handle.db.selectFrom("promotion_comments").select("status").execute();
        expect(statuses).toHaveLength(comments);
        expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(["approved"]));
        const settings = await handle.db
          .selectFrom("settings")
          .select(["comment_moderation", "comment_banned_words"])
          .execute();
        for (const row of settings) expect(row).toEqual({ comment_moderation: "live", comment_banned_words: "" });
        expect(await handle.db.selectFrom("redirects").selectAll().execute()).toEqual([]);
        expect(await handle.db.selectFrom("not_found_log").selectAll().execute()).toEqual([]);
      } finally {
        await handle.close();
        await fresh.remove();
      }
    });
  });
}
