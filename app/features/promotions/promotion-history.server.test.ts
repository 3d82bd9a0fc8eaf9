import { describe, expect, it } from "vitest";
import { recordingEvents } from "../../../tests/support/content-events.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { recordRevision } from "../revisions/revisions.server.ts";
import { PROMOTION_REVISION_KIND, PromotionFormSchema } from "./promotion.schema.ts";
import { savePromotionWithFacts } from "./promotion-admin.server.ts";
import {
  HISTORY_CHANGES_SHOWN,
  HISTORY_REVISIONS_READ,
  listOfferChanges,
  publicFactChanges,
} from "./promotion-history.server.ts";
import { insertPromotion } from "./testing/fixtures.ts";

/** The promotion form's values: the promotion and its facts (the form always sends both). */
const FORM = {
  title: "Geçmişi Olan Bonus",
  shortDescription: "İlk yatırıma yüzde yüz bonus fırsatı.",
  url: "https://bonus.example/gecmis",
  isActive: "on",
  bonusPercent: "100",
  bonusAmount: "5.000",
  wagering: "35",
  wageringOn: "bonus",
  maxCashout: "10.000",
};

describe("an offer's public fact changes", () => {
  it("reads a change, a removal and an addition in Turkish", () => {
    expect(
      publicFactChanges(
        { wagering: "35", maxCashout: "10000", promotionCode: "", description: "x" } as Record<string, string>,
        { wagering: "40", maxCashout: "", promotionCode: "HOSGELDIN", description: "y" } as Record<string, string>,
      ),
    ).toEqual(["Çevrim şartı 35x → 40x", "Maksimum çekim kaldırıldı", "Promosyon kodu eklendi: HOSGELDIN"]);
  });

  it("does not compare a fact a version kept before the facts were typed lacks", () => {
    expect(publicFactChanges({}, { wagering: "40" })).toEqual([]);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`an offer's history on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const services = () => ({
      db: database.db,
      events: recordingEvents([]),
      config: loadConfig({ DATA_DIR: "unused", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://bonus.example" }),
      logger: createLogger("silent"),
    });
    const save = (id: string, values: Record<string, string>) =>
      savePromotionWithFacts(services(), id, PromotionFormSchema.parse({ ...FORM, ...values }), {
        author: { id: "admin-ayse", name: "Ayşe" },
      });

    it("lists the public facts each save changed, newest first, without the author or other fields", async () => {
      const id = await insertPromotion(database.db, { title: FORM.title });
      await save(id, {});
      await save(id, { wagering: "40" });
      await save(id, { wagering: "40", title: "Yeni Başlık", shortDescription: "Yalnızca başlığı değişen bir kayıt." });
      await save(id, { wagering: "40", maxCashout: "", expiryDate: "2026-12-31" });

      const changes = await listOfferChanges(database.db, id);
      expect(changes.map((change) => change.lines)).toEqual([
        ["Maksimum çekim kaldırıldı", "Bitiş tarihi eklendi: 31 Aralık 2026"],
        ["Çevrim şartı 35x → 40x"],
      ]);
      expect(Date.parse(changes[0]?.at ?? "")).toBeGreaterThan(Date.parse(changes[1]?.at ?? ""));
      expect(JSON.stringify(changes)).not.toContain("Ayşe");
    });

    it("shows no draft: saves while the promotion is inactive count once it is saved active again", async () => {
      const id = await insertPromotion(database.db, { title: FORM.title });
      await save(id, {});
      await save(id, { isActive: "", wagering: "50" });
      await save(id, { isActive: "", wagering: "45" });
      expect(await listOfferChanges(database.db, id)).toEqual([]);
      await save(id, { wagering: "45" });
      expect((await listOfferChanges(database.db, id)).map((change) => change.lines)).toEqual([
        ["Çevrim şartı 35x → 45x"],
      ]);
    });

    it(`shows the newest ${HISTORY_CHANGES_SHOWN} changes of a history longer than the ${HISTORY_REVISIONS_READ} revisions read`, async () => {
      const id = await insertPromotion(database.db, { title: FORM.title });
      const start = Date.UTC(2026, 10, 1);
      // Revisions written directly (one per minute), as saves keep them: 30 versions, each a new wagering.
      for (let n = 0; n < 30; n++) {
        await recordRevision(database.db, {
          kind: PROMOTION_REVISION_KIND,
          entityId: id,
          at: new Date(start + n * 60_000).toISOString(),
          content: { isActive: true, wagering: String(10 + n), description: "<p>uzun</p>".repeat(1000) },
        });
      }
      const changes = await listOfferChanges(database.db, id);
      expect(changes.map((change) => change.lines[0])).toEqual([
        "Çevrim şartı 38x → 39x",
        "Çevrim şartı 37x → 38x",
        "Çevrim şartı 36x → 37x",
        "Çevrim şartı 35x → 36x",
        "Çevrim şartı 34x → 35x",
      ]);
    });

    it("has no history for a promotion never edited", async () => {
      const id = await insertPromotion(database.db, { title: FORM.title });
      expect(await listOfferChanges(database.db, id)).toEqual([]);
    });
  });
}
