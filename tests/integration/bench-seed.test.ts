import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { seedBenchDatabase } from "../../bench/seed.ts";
import { ENGINES, freshDatabaseForTest } from "../support/databases.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the bench seed on ${engine.name}`, () => {
    it("gives the Nth offer it writes the Nth active category in name order, so both engines seed the same offers", async () => {
      const fresh = await freshDatabaseForTest(engine.name);
      await seedBenchDatabase({
        dataDir: fresh.dataDir,
        databaseUrl: fresh.databaseUrl,
        uploadsDir: path.join(fresh.dataDir, "uploads"),
        dataset: { promotions: 60, casinos: 20, posts: 40 },
      });
      const handle = openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
      try {
        const categories = (
          await handle.db.selectFrom("promotion_categories").select("name").where("is_active", "=", true).execute()
        )
          .map((category) => category.name)
          .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const offers = await handle.db.selectFrom("promotions").select(["title", "category"]).execute();
        const written = offers.flatMap((offer) => {
          const number = / Fırsatı (\d+): /.exec(offer.title)?.[1];
          return number ? [{ index: Number(number) - 1, category: offer.category }] : [];
        });
        expect(written.length).toBeGreaterThan(categories.length);
        for (const { index, category } of written) expect(category).toBe(categories[index % categories.length]);
      } finally {
        await handle.close();
      }
    });
  });
}
