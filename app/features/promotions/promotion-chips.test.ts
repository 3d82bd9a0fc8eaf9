import { describe, expect, it } from "vitest";
import { isWageringChip } from "./components/promotion-fact-chips.tsx";
import { type PromotionChipFacts, promotionChips, promotionChipsOfRow } from "./promotion-chips.ts";

const NOW = new Date("2026-11-24T09:00:00.000Z");
const NONE: PromotionChipFacts = {
  bonusPercent: null,
  bonusAmount: null,
  freeSpins: null,
  wagering: null,
  minDeposit: null,
  promotionCode: "KOD",
  expiryDate: null,
  startsAt: null,
};

describe("promotion chips", () => {
  it("writes the issue's chips for a percentage bonus with a cap, wagering, minimum deposit, no code and 3 days left", () => {
    const chips = promotionChips(
      {
        ...NONE,
        bonusPercent: 100,
        bonusAmount: 5000,
        wagering: 30,
        minDeposit: 100,
        promotionCode: null,
        expiryDate: "2026-11-26T20:59:59.999Z",
      },
      NOW,
    );
    expect(chips).toEqual(["%100 · 5.000 TL'ye kadar", "30x çevrim", "Min. 100 TL", "Kodsuz", "Son 3 gün"]);
  });

  it("says 'Çevrimsiz' for zero wagering, 'Yatırımsız' for no deposit, and counts free spins", () => {
    expect(promotionChips({ ...NONE, bonusAmount: 100, freeSpins: 1500, wagering: 0, minDeposit: 0 }, NOW)).toEqual([
      "100 TL bonus",
      "1.500 bedava dönüş",
      "Çevrimsiz",
      "Yatırımsız",
    ]);
  });

  it("shows nothing for facts not given, and no countdown for an offer far from its end", () => {
    expect(promotionChips({ ...NONE, expiryDate: "2027-01-01T00:00:00.000Z" }, NOW)).toEqual([]);
  });

  it("shows the start date of an announced offer instead of a countdown", () => {
    expect(
      promotionChips({ ...NONE, startsAt: "2026-11-30T21:00:00.000Z", expiryDate: "2026-11-26T00:00:00.000Z" }, NOW),
    ).toEqual(["1 Aralık 2026 tarihinde başlıyor"]);
  });

  it("says 'Son gün' on the last day and keeps a decimal wagering in Turkish", () => {
    expect(promotionChips({ ...NONE, wagering: 35.5, expiryDate: "2026-11-24T20:59:59.999Z" }, NOW)).toEqual([
      "35,5x çevrim",
      "Son gün",
    ]);
  });

  it("reads a row's database columns as the same chips as its facts", () => {
    const row = {
      bonus_percent: 100,
      bonus_amount: 5000,
      free_spins: 50,
      wagering: 30,
      min_deposit: 100,
      promotion_code: null,
      expiry_date: "2026-11-26T20:59:59.999Z",
      starts_at: null,
    };
    expect(promotionChipsOfRow(row, NOW)).toEqual([
      "%100 · 5.000 TL'ye kadar",
      "50 bedava dönüş",
      "30x çevrim",
      "Min. 100 TL",
      "Kodsuz",
      "Son 3 gün",
    ]);
  });
});

describe("the wagering chip", () => {
  it("is told apart from the other chips, so it can link to the wagering calculator", () => {
    const chips = promotionChips({ ...NONE, wagering: 35.5, minDeposit: 0, freeSpins: 50 }, NOW);
    expect(chips.filter(isWageringChip)).toEqual(["35,5x çevrim"]);
    expect(promotionChips({ ...NONE, wagering: 0 }, NOW).filter(isWageringChip)).toEqual(["Çevrimsiz"]);
  });
});
