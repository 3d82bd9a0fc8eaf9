import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { PROMOTION_FACT_MESSAGES, PromotionFactsSchema } from "./promotion.schema.ts";
import { getPromotionFactsForEdit, savePromotionFacts } from "./promotion-facts.server.ts";
import { daysFromNow, insertPromotion } from "./testing/fixtures.ts";

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
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("saves the facts and reads them back as the form writes them", async () => {
      const id = await insertPromotion(database.db, { title: "Olgulu Bonus" });
      await savePromotionFacts(deps(), id, PromotionFactsSchema.parse(FORM));
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

    it("refuses a start date after the expiry date under the start-date field, and changes nothing", async () => {
      const id = await insertPromotion(database.db, { title: "Kısa Bonus", expiryDate: daysFromNow(2) });
      await expect(
        savePromotionFacts(deps(), id, PromotionFactsSchema.parse({ ...FORM, startsAt: "2099-01-01" })),
      ).rejects.toMatchObject({ field: "startsAt", message: PROMOTION_FACT_MESSAGES.startsAfterExpiry });
      expect((await getPromotionFactsForEdit(database.db, id)).bonusPercent).toBe("");
    });
  });
}
