import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { type ContentChange, ContentEvents } from "../../utils/content-events.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { PROMOTION_FACT_MESSAGES, PromotionFactsSchema, PromotionFormSchema } from "./promotion.schema.ts";
import { savePromotionWithFacts } from "./promotion-admin.server.ts";
import { getPromotionFactsForEdit, previewPromotion } from "./promotion-facts.server.ts";
import { daysFromNow, insertCasino, insertPromotion } from "./testing/fixtures.ts";

const FORM = {
  bonusPercent: "100",
  bonusAmount: "5.000",
  freeSpins: "50",
  wagering: "35,5",
  wageringOn: "bonus_deposit",
  minDeposit: "100",
  maxCashout: "10 000",
  audience: "new",
  games: "spor,slot",
  startsAt: "2026-12-01",
};

/** The promotion form's values around the facts (the form always sends both). */
const PROMOTION = {
  title: "Olgulu Bonus",
  shortDescription: "İlk yatırıma yüzde yüz bonus fırsatı.",
  url: "https://bonus.example/olgulu",
};

function errorsOf(values: Record<string, string>): Record<string, string> {
  const result = PromotionFactsSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("promotion facts schema", () => {
  it("reads every fact from form text", () => {
    expect(PromotionFactsSchema.parse(FORM)).toEqual({
      bonusPercent: 100,
      bonusAmount: 5000,
      freeSpins: 50,
      wagering: 35.5,
      wageringOn: "bonus_deposit",
      minDeposit: 100,
      maxCashout: 10000,
      audience: "new",
      games: ["slot", "spor"],
      startsAt: "2026-12-01",
    });
  });

  it("keeps 0 as 'çevrimsiz' and an empty wagering as unknown", () => {
    expect(PromotionFactsSchema.parse({ wagering: "0" }).wagering).toBe(0);
    expect(PromotionFactsSchema.parse({ wagering: "" }).wagering).toBeNull();
  });

  it("refuses bad values with the Turkish message of their field", () => {
    expect(
      errorsOf({
        bonusPercent: "0",
        bonusAmount: "beş bin",
        wagering: "300",
        wageringOn: "her şey",
        audience: "vip",
        games: "slot,tombala",
        startsAt: "2026-02-30",
        minDeposit: "1".repeat(40),
      }),
    ).toEqual({
      bonusPercent: PROMOTION_FACT_MESSAGES.bonusPercent,
      bonusAmount: PROMOTION_FACT_MESSAGES.bonusAmount,
      wagering: PROMOTION_FACT_MESSAGES.wagering,
      wageringOn: PROMOTION_FACT_MESSAGES.wageringOn,
      audience: PROMOTION_FACT_MESSAGES.audience,
      games: PROMOTION_FACT_MESSAGES.games,
      startsAt: PROMOTION_FACT_MESSAGES.startsAt,
      minDeposit: PROMOTION_FACT_MESSAGES.minDeposit,
    });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`promotion facts on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: Object.assign(new ContentEvents(), {
        contentChanged: (change: ContentChange) => {
          changes.push(change);
        },
      }),
      config: loadConfig({ DATA_DIR: "unused", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://bonus.example" }),
      logger: createLogger("silent"),
    });

    it("saves the facts and reads them back as the form writes them", async () => {
      const id = await insertPromotion(database.db, { title: "Olgulu Bonus" });
      await savePromotionWithFacts(deps(), id, PromotionFormSchema.parse({ ...PROMOTION, ...FORM }));
      expect(changes).toContainEqual({ kind: "promotion", id });
      expect(await getPromotionFactsForEdit(database.db, id)).toEqual({
        ...FORM,
        bonusAmount: "5000",
        wagering: "35.5",
        maxCashout: "10000",
        games: "slot,spor",
      });
      const row = await database.db
        .selectFrom("promotions")
        .select("starts_at")
        .where("id", "=", id)
        .executeTakeFirst();
      // The start of 1 December in Istanbul.
      expect(row?.starts_at).toBe("2026-11-30T21:00:00.000Z");
    });

    it("previews an inactive promotion from form values as a save would store them, and writes nothing", async () => {
      const casinoId = await insertCasino(database.db, { name: "Önizleme Casino", slug: "onizleme-casino" });
      const id = await insertPromotion(database.db, { title: "Pasif Bonus", isActive: false, casinoId });
      const values = {
        title: "Pasif Bonus Yeni",
        casinoId,
        categoryId: "",
        imageUrl: "",
        shortDescription: "Önizlemede görünen kısa açıklama.",
        description: '<p>Ayrıntı</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        terms: "Birinci şart\n\nİkinci şart",
        url: "https://bonus.example/kampanya",
        promotionCode: "",
        expiryDate: "",
        isActive: false,
        ...FORM,
      };
      const now = new Date("2026-11-24T06:00:00.000Z");
      const detail = await previewPromotion(database.db, id, values, now);
      expect(detail).toMatchObject({
        id,
        title: "Pasif Bonus Yeni",
        shortDescription: "Önizlemede görünen kısa açıklama.",
        descriptionHtml: "<p>Ayrıntı</p>",
        terms: ["Birinci şart", "İkinci şart"],
        casino: { id: casinoId, name: "Önizleme Casino", slug: "onizleme-casino" },
      });
      expect(detail?.chips).toContain("1 Aralık 2026 tarihinde başlıyor");
      const stored = await database.db
        .selectFrom("promotions")
        .select(["title", "is_active", "bonus_percent"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ title: "Pasif Bonus", is_active: false, bonus_percent: null });
      // A new promotion (no id) previews too; a form that fails its schema gives nothing to show.
      expect((await previewPromotion(database.db, null, values, now))?.title).toBe("Pasif Bonus Yeni");
      expect(await previewPromotion(database.db, id, { ...values, title: "" }, now)).toBeNull();
    });

    it("refuses a start date after the expiry date under the start-date field, and changes nothing", async () => {
      const id = await insertPromotion(database.db, { title: "Kısa Bonus", expiryDate: daysFromNow(2) });
      await expect(
        savePromotionWithFacts(
          deps(),
          id,
          PromotionFormSchema.parse({
            ...PROMOTION,
            ...FORM,
            expiryDate: daysFromNow(2).slice(0, 10),
            startsAt: "2099-01-01",
          }),
        ),
      ).rejects.toMatchObject({ field: "startsAt", message: PROMOTION_FACT_MESSAGES.startsAfterExpiry });
      expect((await getPromotionFactsForEdit(database.db, id)).bonusPercent).toBe("");
    });
  });
}
