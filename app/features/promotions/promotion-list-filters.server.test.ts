import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { isIndexableListState, listCanonicalState, readPromotionListState } from "./promotion-list-params.ts";
import { searchPromotions } from "./promotions.server.ts";
import { daysFromNow, insertCasino, insertCategory, insertPromotion } from "./testing/fixtures.ts";

describe("/bonuslar address", () => {
  it("reads every filter and the sort, and ignores values that cannot be ours", () => {
    expect(
      readPromotionListState(
        new URLSearchParams("casino=atlas&odeme=papara&cevrim=30&yatirim=100&kod=yok&sirala=tutar&sayfa=2"),
      ),
    ).toMatchObject({
      casino: "atlas",
      paymentMethod: "papara",
      maxWagering: 30,
      maxDeposit: 100,
      code: "yok",
      sort: "tutar",
      page: 2,
    });
    expect(
      readPromotionListState(new URLSearchParams("casino=<x>&cevrim=030&yatirim=-1&kod=belki&sirala=x")),
    ).toMatchObject({ casino: null, maxWagering: null, maxDeposit: null, code: null, sort: "yeni" });
  });

  it("indexes the unfiltered list and one bonus type or one casino only; the rest is noindex with a narrower canonical", () => {
    const read = (query: string) => readPromotionListState(new URLSearchParams(query));
    expect(isIndexableListState(read(""))).toBe(true);
    expect(isIndexableListState(read("kategori=deneme-bonusu&sayfa=2"))).toBe(true);
    expect(isIndexableListState(read("casino=atlas"))).toBe(true);
    for (const query of [
      "kategori=a&casino=b",
      "odeme=papara",
      "cevrim=0",
      "yatirim=0",
      "kod=var",
      "sirala=bitis",
      "q=x",
    ]) {
      expect(isIndexableListState(read(query)), query).toBe(false);
    }
    expect(listCanonicalState(read("casino=atlas&cevrim=0&sirala=tutar"))).toMatchObject({
      casino: "atlas",
      sort: "yeni",
    });
    expect(listCanonicalState(read("casino=atlas&kategori=a"))).toMatchObject({ casino: null, category: null });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`/bonuslar filters and sorts on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const db = database.db;
      const atlas = await insertCasino(db, { name: "Atlas", slug: "atlas" });
      const beta = await insertCasino(db, { name: "Beta", slug: "beta" });
      const papara = await db
        .selectFrom("payment_methods")
        .select("id")
        .where("slug", "=", "papara")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("casino_payment_methods")
        .values({ casino_id: atlas, payment_method_id: papara.id })
        .execute();
      const welcome = await insertCategory(db, { name: "Hoş Geldin", slug: "hos-geldin" });
      const rows = [
        { key: "a", casinoId: atlas, wagering: 0, min_deposit: 0, bonus_amount: 100, code: null, expiry: 30 },
        { key: "b", casinoId: atlas, wagering: 35, min_deposit: 100, bonus_amount: 5000, code: "B", expiry: 3 },
        { key: "c", casinoId: beta, wagering: 20, min_deposit: 250, bonus_amount: 1000, code: "C", expiry: null },
        { key: "d", casinoId: beta, wagering: null, min_deposit: null, bonus_amount: null, code: "", expiry: 10 },
      ];
      for (const row of rows) {
        ids[row.key] = await insertPromotion(db, {
          title: `Bonus ${row.key}`,
          casinoId: row.casinoId,
          categoryId: row.key === "b" ? welcome : null,
          code: row.code,
          expiryDate: row.expiry === null ? null : daysFromNow(row.expiry),
        });
        await db
          .updateTable("promotions")
          .set({ wagering: row.wagering, min_deposit: row.min_deposit, bonus_amount: row.bonus_amount })
          .where("id", "=", ids[row.key] as string)
          .execute();
      }
    });

    const titles = async (search: Parameters<typeof searchPromotions>[1]) =>
      (await searchPromotions(database.db, search)).promotions.map((promotion) => promotion.title);

    it("filters by casino, by the casino's payment method, and by bonus type", async () => {
      expect(await titles({ casino: "beta" })).toEqual(["Bonus d", "Bonus c"]);
      expect(await titles({ paymentMethod: "papara" })).toEqual(["Bonus b", "Bonus a"]);
      expect(await titles({ paymentMethod: "kripto" })).toEqual([]);
      expect(await titles({ category: "hos-geldin", casino: "atlas" })).toEqual(["Bonus b"]);
    });

    it("reads 'çevrimsiz' as wagering 0 and a cap as 'known to be at most', leaving unknown values out", async () => {
      expect(await titles({ maxWagering: 0 })).toEqual(["Bonus a"]);
      expect(await titles({ maxWagering: 30 })).toEqual(["Bonus c", "Bonus a"]);
      expect(await titles({ maxDeposit: 100 })).toEqual(["Bonus b", "Bonus a"]);
    });

    it("tells promotions with a code from those without (an empty code counts as none)", async () => {
      expect(await titles({ code: "var" })).toEqual(["Bonus c", "Bonus b"]);
      expect(await titles({ code: "yok" })).toEqual(["Bonus d", "Bonus a"]);
    });

    it("sorts by ending soon, highest amount and lowest wagering, with the unknown values last", async () => {
      expect(await titles({ sort: "bitis" })).toEqual(["Bonus b", "Bonus d", "Bonus a", "Bonus c"]);
      expect(await titles({ sort: "tutar" })).toEqual(["Bonus b", "Bonus c", "Bonus a", "Bonus d"]);
      expect(await titles({ sort: "cevrim" })).toEqual(["Bonus a", "Bonus c", "Bonus b", "Bonus d"]);
      expect(await titles({ sort: "yeni" })).toEqual(["Bonus d", "Bonus c", "Bonus b", "Bonus a"]);
    });

    it("counts the filtered total for the pager", async () => {
      const result = await searchPromotions(database.db, { casino: "atlas", pageSize: 1 });
      expect(result).toMatchObject({ total: 2, pageCount: 2 });
    });
  });
}
