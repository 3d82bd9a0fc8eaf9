import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { insertCasino, insertPromotion } from "../promotions/testing/fixtures.ts";
import { loadCasinoPage, previewCasinoPage } from "./casino-page.server.ts";

/** The casino form's values as autosaved (every field is text, as the form holds it). */
const FORM = {
  name: "Önizleme Casino Yeni",
  slug: "",
  url: "https://onizleme.example",
  logoUrl: "/images/casino-logo-placeholder.svg",
  description: '<p>Yeni açıklama <script>alert("x")</script>metni burada.</p>',
  rating: "2",
  licenseAuthority: "Curaçao eGaming",
  licenseNumber: "",
  foundedYear: "2019",
  minDeposit: "250",
  minWithdrawal: "",
  withdrawalTime: "",
  supportChannels: "telegram",
  supportHours: "",
  hasMobileApp: "evet",
  pros: "Hızlı çekim",
  cons: "",
  ratingBonuses: "4",
  ratingPayoutSpeed: "5",
  ratingGameVariety: "",
  ratingSupport: "",
  ratingTrust: "",
  paymentMethods: "kripto,papara",
};

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`casino preview on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("builds the public page from the form over the stored casino, sanitised, and writes nothing", async () => {
      const id = await insertCasino(database.db, { name: "Önizleme Casino", slug: "onizleme-casino", rating: 3 });
      await insertPromotion(database.db, { title: "Kayıtlı Bonus", casinoId: id });
      const before = await database.db.selectFrom("casinos").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

      const page = await previewCasinoPage(database.db, id, FORM);

      expect(page?.casino).toMatchObject({ id, name: "Önizleme Casino Yeni", slug: "onizleme-casino", rating: 4.5 });
      expect(page?.casino.description).toContain("Yeni açıklama");
      expect(page?.casino.description).not.toContain("<script");
      expect(page?.facts?.licenseAuthority).toBe("Curaçao eGaming");
      expect(page?.facts?.foundedYear).toBe(2019);
      // In the managed list's order, as the public page lists them.
      expect(page?.facts?.paymentMethods.map((method) => method.slug).sort()).toEqual(["kripto", "papara"]);
      expect(page?.details.map((row) => row.label)).toContain("Lisans");
      expect(page?.promotions.map((promotion) => promotion.title)).toEqual(["Kayıtlı Bonus"]);

      const after = await database.db.selectFrom("casinos").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      const methods = await database.db
        .selectFrom("casino_payment_methods")
        .select("casino_id")
        .where("casino_id", "=", id)
        .execute();
      expect(methods).toEqual([]);
      // The stored casino's own page is as it was.
      expect((await loadCasinoPage(database.db, "onizleme-casino"))?.casino.name).toBe("Önizleme Casino");
    });

    it("previews a new casino with a slug from its name, and gives nothing for a form that fails its schema", async () => {
      const page = await previewCasinoPage(database.db, null, FORM);
      expect(page?.casino).toMatchObject({ id: "onizleme", slug: "onizleme-casino-yeni" });
      expect(page?.promotions).toEqual([]);
      expect(await previewCasinoPage(database.db, null, { ...FORM, name: "" })).toBeNull();
      expect(await previewCasinoPage(database.db, null, { ...FORM, paymentMethods: "yok yok" })).toBeNull();
      const made = await database.db
        .selectFrom("casinos")
        .select("id")
        .where("slug", "=", "onizleme-casino-yeni")
        .execute();
      expect(made).toEqual([]);
    });
  });
}
