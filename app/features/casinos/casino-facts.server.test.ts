import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { insertCasino } from "../promotions/testing/fixtures.ts";
import { CASINO_FACT_MESSAGES, CasinoFactsSchema, CasinoFormSchema, overallRating } from "./casino.schema.ts";
import { saveCasinoWithFacts } from "./casino-admin.server.ts";
import { casinoFactsByIds, getCasinoFactsForEdit, listPaymentMethods } from "./casino-facts.server.ts";

const FORM = {
  licenseAuthority: "Curaçao eGaming",
  licenseNumber: "8048/JAZ2017-031",
  foundedYear: "2017",
  minDeposit: "1.000",
  minWithdrawal: "200",
  withdrawalTime: "2–6 saat",
  supportChannels: "telegram,canli_destek",
  supportHours: "7/24",
  hasMobileApp: "evet",
  pros: "Hızlı çekim\n\n  Türkçe destek  ",
  cons: "Yüksek çevrim",
  ratingBonuses: "4,5",
  ratingPayoutSpeed: "5",
  ratingGameVariety: "4",
  ratingSupport: "",
  ratingTrust: "4.5",
  paymentMethods: "papara, kripto",
};

/** The casino form's values around the facts (the form always sends both). */
const CASINO = {
  name: "Olgu Casino",
  url: "https://olgu.example",
  logoUrl: "https://olgu.example/logo.png",
  description: "<p>Olgu Casino hakkında uzun bir açıklama.</p>",
  rating: "2",
};

function errorsOf(values: Record<string, string>): Record<string, string> {
  const result = CasinoFactsSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("casino facts schema", () => {
  it("reads every fact from form text: Turkish thousands, decimal commas, lines and lists", () => {
    expect(CasinoFactsSchema.parse(FORM)).toMatchObject({
      foundedYear: 2017,
      minDeposit: 1000,
      supportChannels: ["canli_destek", "telegram"],
      hasMobileApp: true,
      pros: ["Hızlı çekim", "Türkçe destek"],
      ratingBonuses: 4.5,
      ratingSupport: null,
      paymentMethods: ["papara", "kripto"],
    });
  });

  it("leaves every fact optional: an empty form is all null or empty lists", () => {
    const facts = CasinoFactsSchema.parse({});
    expect(Object.values(facts).every((value) => value === null || (Array.isArray(value) && value.length === 0))).toBe(
      true,
    );
  });

  it("refuses out-of-range and unknown values with the Turkish message of their field", () => {
    expect(
      errorsOf({
        foundedYear: "1800",
        minDeposit: "-5",
        supportChannels: "faks",
        hasMobileApp: "belki",
        ratingTrust: "6",
        pros: Array.from({ length: 11 }, (_, i) => `Artı ${i}`).join("\n"),
        licenseNumber: "x".repeat(101),
      }),
    ).toEqual({
      foundedYear: CASINO_FACT_MESSAGES.foundedYear,
      minDeposit: CASINO_FACT_MESSAGES.minDeposit,
      supportChannels: CASINO_FACT_MESSAGES.supportChannels,
      hasMobileApp: CASINO_FACT_MESSAGES.hasMobileApp,
      ratingTrust: CASINO_FACT_MESSAGES.criterion,
      pros: CASINO_FACT_MESSAGES.pros,
      licenseNumber: CASINO_FACT_MESSAGES.licenseNumber,
    });
  });

  it("refuses an oversized list at once, before splitting it", () => {
    expect(errorsOf({ cons: "a".repeat(5_000_000) }).cons).toBe(CASINO_FACT_MESSAGES.cons);
  });

  it("derives the overall rating as the mean of the criteria given, to one decimal", () => {
    expect(overallRating({ rating_bonuses: 4.5, rating_trust: 4 })).toBe(4.3);
    expect(overallRating({})).toBeNull();
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`casino facts on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("lists the managed payment methods with bundled icons", async () => {
      const methods = await listPaymentMethods(database.db);
      expect(methods.map((method) => method.name)).toContain("Papara");
      expect(methods.every((method) => /^\/images\/payment-methods\/[a-z-]+\.svg$/.test(method.iconUrl))).toBe(true);
    });

    it("saves the facts with the payment methods, derives the overall rating, and reads them back for the form", async () => {
      const id = await insertCasino(database.db, { name: "Olgu Casino", slug: "olgu-casino", rating: 2 });
      await saveCasinoWithFacts(deps(), id, CasinoFormSchema.parse({ ...CASINO, ...FORM }));
      expect(changes).toContainEqual({ kind: "casino", id });

      const row = await database.db
        .selectFrom("casinos")
        .select("rating")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.rating).toBe(4.5);
      const facts = (await casinoFactsByIds(database.db, [id])).get(id);
      expect(facts?.paymentMethods.map((method) => method.slug)).toEqual(["papara", "kripto"]);
      expect(facts?.ratings.map((rating) => rating.label)).toEqual([
        "Bonuslar",
        "Ödeme hızı",
        "Oyun çeşitliliği",
        "Güvenilirlik",
      ]);
      expect(await getCasinoFactsForEdit(database.db, id)).toMatchObject({
        minDeposit: "1000",
        pros: "Hızlı çekim\nTürkçe destek",
        hasMobileApp: "evet",
        paymentMethods: "papara,kripto",
      });
    });

    it("refuses an unknown payment method under its field and changes nothing", async () => {
      const id = await insertCasino(database.db, { name: "Değişmez Casino", slug: "degismez-casino", rating: 3 });
      const input = CasinoFormSchema.parse({ ...CASINO, ...FORM, paymentMethods: "papara,yok-boyle" });
      const error = await saveCasinoWithFacts(deps(), id, input).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({
        field: "paymentMethods",
        message: CASINO_FACT_MESSAGES.unknownPaymentMethod("yok-boyle"),
      });
      const facts = (await casinoFactsByIds(database.db, [id])).get(id);
      expect(facts).toMatchObject({ licenseAuthority: null, paymentMethods: [], ratings: [] });
    });

    it("answers not found for an unknown casino", async () => {
      await expect(
        saveCasinoWithFacts(deps(), crypto.randomUUID(), CasinoFormSchema.parse({ ...CASINO })),
      ).rejects.toMatchObject({ code: "not_found" });
    });
  });
}
