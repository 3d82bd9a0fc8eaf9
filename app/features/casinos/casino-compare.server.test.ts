import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { daysFromNow, insertCasino, insertPromotion } from "../promotions/testing/fixtures.ts";
import { CasinoFormSchema } from "./casino.schema.ts";
import { saveCasinoWithFacts } from "./casino-admin.server.ts";
import { listCompareChoices, loadComparison } from "./casino-compare.server.ts";
import {
  COMPARE_MESSAGES,
  canonicalComparePath,
  comparePath,
  pickCountProblem,
  slugsOfCompareQuery,
  slugsOfCompareSegment,
} from "./casino-compare.ts";

describe("comparison address", () => {
  it("writes and reads the casinos in the visitor's order, dropping repeats, with one canonical per set", () => {
    expect(comparePath(["zeta-bet", "alfa-casino"])).toBe("/karsilastir/zeta-bet-vs-alfa-casino");
    expect(slugsOfCompareSegment("zeta-bet-vs-alfa-casino-vs-zeta-bet")).toEqual(["zeta-bet", "alfa-casino"]);
    expect(canonicalComparePath(["zeta-bet", "alfa-casino"])).toBe("/karsilastir/alfa-casino-vs-zeta-bet");
    expect(slugsOfCompareQuery(new URLSearchParams("casino=A-Bet&casino=&casino=a-bet&casino=b"))).toEqual([
      "a-bet",
      "b",
    ]);
  });

  it("reads a casino slug that itself contains '-vs-' as that casino when the known slugs say so", () => {
    const known = new Set(["a-vs-b-casino", "c-bet", "a", "b"]);
    expect(slugsOfCompareSegment("a-vs-b-casino-vs-c-bet", known)).toEqual(["a-vs-b-casino", "c-bet"]);
    expect(slugsOfCompareSegment("c-bet-vs-a-vs-b-casino", known)).toEqual(["c-bet", "a-vs-b-casino"]);
    // When the pieces are casinos themselves, the reading that names the most casinos wins.
    expect(slugsOfCompareSegment("a-vs-b", new Set(["a-vs-b", "a", "b"]))).toEqual(["a", "b"]);
    // Unknown pieces stay apart, so the page can name each as unknown.
    expect(slugsOfCompareSegment("x-vs-c-bet-vs-y", known)).toEqual(["x", "c-bet", "y"]);
    expect(slugsOfCompareSegment("a-vs-b-casino-vs-c-bet")).toEqual(["a", "b-casino", "c-bet"]);
  });

  it("says in Turkish what is wrong with 0, 1 or 5+ casinos, and nothing for 2 to 4", () => {
    expect(pickCountProblem(0)).toBe(COMPARE_MESSAGES.none);
    expect(pickCountProblem(1)).toBe(COMPARE_MESSAGES.one);
    expect(pickCountProblem(5)).toBe(COMPARE_MESSAGES.tooMany);
    expect([2, 3, 4].map(pickCountProblem)).toEqual([null, null, null]);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`casino comparison on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const deps = () => ({ db: database.db, events: { contentChanged: () => {} } });

    it("lines up the casinos asked for with their facts and best current offer, unknown slugs apart", async () => {
      const atlas = await insertCasino(database.db, { name: "Atlas", slug: "atlas", rating: 4 });
      const bora = await insertCasino(database.db, { name: "Bora", slug: "bora", rating: 3 });
      await saveCasinoWithFacts(
        deps(),
        atlas,
        CasinoFormSchema.parse({
          name: "Atlas",
          url: "https://atlas.example",
          logoUrl: "https://atlas.example/logo.png",
          description: "<p>Atlas hakkında bir açıklama.</p>",
          rating: "4",
          licenseAuthority: "Curaçao",
          paymentMethods: "papara",
          ratingTrust: "4,5",
        }),
      );
      const small = await insertPromotion(database.db, { title: "Küçük Bonus", casinoId: atlas });
      const big = await insertPromotion(database.db, { title: "Büyük Bonus", casinoId: atlas });
      const expired = await insertPromotion(database.db, {
        title: "Biten Bonus",
        casinoId: atlas,
        expiryDate: daysFromNow(-1),
      });
      const inactive = await insertPromotion(database.db, { title: "Kapalı Bonus", casinoId: atlas, isActive: false });
      await database.db.updateTable("promotions").set({ bonus_amount: 1000 }).where("id", "=", small).execute();
      await database.db
        .updateTable("promotions")
        .set({ bonus_amount: 5000, wagering: 30, bonus_percent: 100 })
        .where("id", "=", big)
        .execute();
      await database.db
        .updateTable("promotions")
        .set({ bonus_amount: 90000 })
        .where("id", "in", [expired, inactive])
        .execute();

      const comparison = await loadComparison(database.db, ["bora", "yok-boyle", "atlas", "Kötü slug!"]);
      expect(comparison.unknown).toEqual(["yok-boyle", "Kötü slug!"]);
      expect(comparison.casinos.map((casino) => casino.id)).toEqual([bora, atlas]);
      const [boraRow, atlasRow] = comparison.casinos;
      expect(boraRow?.bestOffer).toBeNull();
      expect(atlasRow?.bestOffer).toMatchObject({
        title: "Büyük Bonus",
        chips: expect.arrayContaining(["30x çevrim"]),
      });
      expect(atlasRow?.facts).toMatchObject({ licenseAuthority: "Curaçao" });
      expect(atlasRow?.facts.paymentMethods.map((method) => method.slug)).toEqual(["papara"]);
    });

    it("offers every casino by name in the picker", async () => {
      await insertCasino(database.db, { name: "Zirve", slug: "zirve" });
      await insertCasino(database.db, { name: "Ada", slug: "ada" });
      const names = (await listCompareChoices(database.db)).map((choice) => choice.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toEqual(expect.arrayContaining(["Ada", "Zirve"]));
    });
  });
}
