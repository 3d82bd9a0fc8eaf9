import { describe, expect, it } from "vitest";
import { casinoRow, daysFrom, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { recordingQueries } from "../../../tests/support/recorded-queries.ts";
import { SharedData } from "../../utils/shared-data.server.ts";
import { listCompareChoices } from "./casino-compare.server.ts";
import { formatRating } from "./casino-paths.ts";
import { listCasinoPromotions } from "./casino-promotions.server.ts";
import { findCasino, listCasinoCards, listCasinosPage, sharedCasinoCards } from "./casinos.server.ts";

const NOW = new Date("2026-11-21T09:00:00.000Z");

describe("casino display helpers", () => {
  it("shows a rating with one decimal in Turkish style and nothing without one", () => {
    expect(formatRating(4.5)).toBe("4,5");
    expect(formatRating(5)).toBe("5,0");
    expect(formatRating(null)).toBeNull();
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`casino services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("finds a casino by UUID (any letter case) and by slug", async () => {
      const casino = casinoRow({ name: "Yıldız Casino" });
      await database.db.insertInto("casinos").values(casino).execute();
      expect((await findCasino(database.db, casino.id))?.slug).toBe(casino.slug);
      expect((await findCasino(database.db, casino.id.toUpperCase()))?.slug).toBe(casino.slug);
      const bySlug = await findCasino(database.db, casino.slug);
      expect(bySlug).toMatchObject({ id: casino.id, name: "Yıldız Casino", url: casino.url, featured: false });
    });

    it("answers unknown UUIDs, unknown slugs and malformed keys with null, never an error", async () => {
      for (const key of [
        crypto.randomUUID(),
        "olmayan-casino",
        "12345678-1234-1234-1234-12345678901",
        "' or 1=1 --",
        "%00",
        "x".repeat(10_000),
        "",
      ]) {
        expect(await findCasino(database.db, key)).toBeNull();
      }
    });

    it("counts only active, unexpired promotions per casino and lists casinos by name", async () => {
      await database.db.deleteFrom("promotions").execute();
      await database.db.deleteFrom("casinos").execute();
      const zeta = casinoRow({ name: "Zeta Casino" });
      const alfa = casinoRow({ name: "Alfa Casino" });
      const beta = casinoRow({ name: "Beta Casino" });
      await database.db.insertInto("casinos").values([zeta, alfa, beta]).execute();
      await database.db
        .insertInto("promotions")
        .values([
          promotionRow({ casino_id: alfa.id }),
          promotionRow({ casino_id: alfa.id, expiry_date: daysFrom(NOW, 3) }),
          promotionRow({ casino_id: alfa.id, expiry_date: daysFrom(NOW, -1) }),
          promotionRow({ casino_id: alfa.id, is_active: false }),
          promotionRow({ casino_id: zeta.id, is_active: false }),
        ])
        .execute();

      const page = await listCasinosPage(database.db, { page: 1, pageSize: 24, now: NOW });
      expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
      expect(page.casinos.map((c) => [c.name, c.promotionCount])).toEqual([
        ["Alfa Casino", 2],
        ["Beta Casino", 0],
        ["Zeta Casino", 0],
      ]);
      expect((await listCasinoCards(database.db, 2)).map((c) => c.name)).toEqual(["Alfa Casino", "Beta Casino"]);
    });

    it("pages the casino grid on the server and clamps a page past the end", async () => {
      const second = await listCasinosPage(database.db, { page: 2, pageSize: 2, now: NOW });
      expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
      expect(second.casinos.map((c) => c.name)).toEqual(["Zeta Casino"]);
      expect((await listCasinosPage(database.db, { page: 50, pageSize: 2, now: NOW })).page).toBe(2);
    });

    it("lists casinos in Turkish alphabetical order on every public list (Ç after C, İ after I, Ş after S, Ü after U)", async () => {
      await database.db.deleteFrom("promotions").execute();
      await database.db.deleteFrom("casinos").execute();
      const names = ["Zümrüt Casino", "Çınaraltı Casino", "Casino Kral", "Şans Casino", "İstanbul Bet", "Ilgaz Bet"];
      const more = ["Uzay Casino", "Üçyıldız Casino", "Sultan Casino", "bets10", "Ağaç Casino", "Dolunay Casino"];
      const rows = [...names, ...more].map((name) => casinoRow({ name }));
      await database.db.insertInto("casinos").values(rows).execute();
      const turkish = [
        "Ağaç Casino",
        "bets10",
        "Casino Kral",
        "Çınaraltı Casino",
        "Dolunay Casino",
        "Ilgaz Bet",
        "İstanbul Bet",
        "Sultan Casino",
        "Şans Casino",
        "Uzay Casino",
        "Üçyıldız Casino",
        "Zümrüt Casino",
      ];
      expect((await listCasinoCards(database.db, 12)).map((c) => c.name)).toEqual(turkish);
      // The home carousel's first twelve include a casino starting with Ç even when there are more than twelve.
      await database.db
        .insertInto("casinos")
        .values(casinoRow({ name: "Zebra Casino" }))
        .execute();
      expect((await listCasinoCards(database.db, 12)).map((c) => c.name)).toContain("Çınaraltı Casino");
      const pages = await Promise.all(
        [1, 2, 3].map((page) => listCasinosPage(database.db, { page, pageSize: 5, now: NOW })),
      );
      expect(pages.flatMap((page) => page.casinos.map((c) => c.name))).toEqual([
        ...turkish.slice(0, 11),
        "Zebra Casino",
        "Zümrüt Casino",
      ]);
      expect((await listCompareChoices(database.db)).map((c) => c.name)).toEqual([
        ...turkish.slice(0, 11),
        "Zebra Casino",
        "Zümrüt Casino",
      ]);
      // One shared read of the order serves the carousel, the list's pages and the comparison picker.
      const recorded = recordingQueries(database.db);
      const shared = new SharedData();
      const [cards, page, choices] = await Promise.all([
        sharedCasinoCards(shared, recorded.db, 3),
        listCasinosPage(recorded.db, { page: 1, pageSize: 3, now: NOW, shared }),
        listCompareChoices(recorded.db, shared),
      ]);
      expect([cards, page.casinos, choices].map((list) => list.slice(0, 3).map((c) => c.name))).toEqual([
        turkish.slice(0, 3),
        turkish.slice(0, 3),
        turkish.slice(0, 3),
      ]);
      expect(recorded.queries.filter((query) => !query.sql.includes("where"))).toHaveLength(1);
      await database.db.deleteFrom("casinos").execute();
    });

    it("lists every begun promotion of a casino, newest first, each marked running, expired or switched off; none before its start", async () => {
      const casino = casinoRow();
      const other = casinoRow();
      await database.db.insertInto("casinos").values([casino, other]).execute();
      const current = promotionRow({
        casino_id: casino.id,
        created_at: daysFrom(NOW, -1),
        expiry_date: daysFrom(NOW, 2),
      });
      const expired = promotionRow({
        casino_id: casino.id,
        created_at: daysFrom(NOW, -2),
        expiry_date: daysFrom(NOW, -2),
      });
      const inactive = promotionRow({ casino_id: casino.id, created_at: daysFrom(NOW, -3), is_active: false });
      const elsewhere = promotionRow({ casino_id: other.id });
      // Not begun: a start date ahead, and a switch-on scheduled for later (the publication sweep turns it on).
      const notStarted = promotionRow({ casino_id: casino.id, starts_at: daysFrom(NOW, 2) });
      const scheduled = promotionRow({ casino_id: casino.id, is_active: false, publish_at: daysFrom(NOW, 1) });
      const begun = promotionRow({ casino_id: casino.id, created_at: daysFrom(NOW, -4), starts_at: daysFrom(NOW, -1) });
      await database.db
        .insertInto("promotions")
        .values([current, expired, inactive, elsewhere, notStarted, scheduled, begun])
        .execute();

      const list = await listCasinoPromotions(database.db, casino.id, NOW);
      expect(list.map((p) => [p.id, p.state, p.active, p.claimable])).toEqual([
        [current.id, "running", true, true],
        [expired.id, "expired", true, false],
        [inactive.id, "inactive", false, false],
        [begun.id, "running", true, true],
      ]);
      expect(list[0]?.href).toBe(`/bonuslar/${casino.slug}/${current.slug}`);
      expect(await listCasinoPromotions(database.db, crypto.randomUUID(), NOW)).toEqual([]);
    });
  });
}
