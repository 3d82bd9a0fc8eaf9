import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { listNewestRunningPromotions } from "./promotion-feed.server.ts";
import { daysFromNow, insertCasino, insertPromotion } from "./testing/fixtures.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the feed of new offers on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    beforeAll(async () => {
      const db = database.db;
      const casino = await insertCasino(db, { name: "Atlas Casino", slug: "atlas" });
      await insertPromotion(db, { title: "Eski teklif", casinoId: casino });
      await insertPromotion(db, { title: "Pasif teklif", casinoId: casino, isActive: false });
      await insertPromotion(db, { title: "Süresi dolmuş", casinoId: casino, expiryDate: daysFromNow(-1) });
      const scheduled = await insertPromotion(db, { title: "Yarın başlayacak", casinoId: casino });
      await db
        .updateTable("promotions")
        .set({ starts_at: daysFromNow(1) })
        .where("id", "=", scheduled)
        .execute();
      const started = await insertPromotion(db, { title: "Dün başladı", slug: "dun-basladi", casinoId: casino });
      await db
        .updateTable("promotions")
        .set({ starts_at: daysFromNow(-1), wagering: 35, bonus_amount: 500 })
        .where("id", "=", started)
        .execute();
    });

    it("lists only offers a visitor can take today, newest first, with their address, casino and facts", async () => {
      const entries = await listNewestRunningPromotions(database.db, 10);
      expect(entries.map((entry) => entry.title)).toEqual(["Dün başladı", "Eski teklif"]);
      const [newest] = entries;
      expect(newest?.path).toBe("/bonuslar/atlas/dun-basladi");
      expect(newest?.casinoName).toBe("Atlas Casino");
      expect(newest?.chips).toContain("35x çevrim");
      expect(newest?.shortDescription).toBe("Dün başladı kısa açıklama.");
    });

    it("dates an offer from its start, and one without a start from when it was added", async () => {
      const [started, old] = await listNewestRunningPromotions(database.db, 10);
      expect(new Date(started?.published ?? 0).getTime()).toBeGreaterThan(Date.now() - 2 * 86_400_000);
      expect(old?.published).toMatch(/^2026-01-01T/);
    });

    it("stops at the limit", async () => {
      expect(await listNewestRunningPromotions(database.db, 1)).toHaveLength(1);
    });
  });
}
