import { describe, expect, it } from "vitest";
import {
  CALCULATOR_MESSAGES,
  type CalculatorValues,
  computeWagering,
  describeWagering,
  hasCalculatorQuery,
  readCalculator,
  STANDARD_VALUES,
  valuesOfOffer,
  valuesOfQuery,
  type WageringTerms,
} from "./wagering.ts";

const terms = (overrides: Partial<WageringTerms>): WageringTerms => ({
  deposit: 0,
  bonusPercent: null,
  bonusAmount: null,
  wagering: 0,
  wageringOn: "bonus",
  contribution: 100,
  betPerSpin: 2,
  rtp: 96,
  maxCashout: null,
  ...overrides,
});

const values = (overrides: Partial<CalculatorValues>): CalculatorValues => ({ ...STANDARD_VALUES, ...overrides });

describe("the wagering arithmetic", () => {
  it("makes 100 TL at 35x on the bonus 3.500 TL to wager", () => {
    const result = computeWagering(terms({ bonusAmount: 100, wagering: 35 }));
    expect(result.bonus).toBe(100);
    expect(result.toWager).toBe(3_500);
    expect(result.spins).toBe(1_750);
    expect(result.expectedCost).toBe(140);
  });

  it("makes %100 up to 1.000 TL on a 500 TL deposit at 30x on bonus + deposit 30.000 TL to wager", () => {
    const result = computeWagering(
      terms({ deposit: 500, bonusPercent: 100, bonusAmount: 1_000, wagering: 30, wageringOn: "bonus_deposit" }),
    );
    expect(result.bonus).toBe(500);
    expect(result.wageredBase).toBe(1_000);
    expect(result.toWager).toBe(30_000);
    expect(result.expectedCost).toBe(1_200);
    // 500 + 500 − 1.200 is below nothing: the average player loses the whole balance.
    expect(result.expectedBalance).toBe(0);
  });

  it("caps the percentage's bonus at the offer's maximum", () => {
    expect(computeWagering(terms({ deposit: 5_000, bonusPercent: 100, bonusAmount: 1_000, wagering: 10 })).bonus).toBe(
      1_000,
    );
  });

  it("needs more bets for a game that counts less towards the wagering", () => {
    const result = computeWagering(terms({ bonusAmount: 100, wagering: 35, contribution: 50 }));
    expect(result.toWager).toBe(7_000);
  });

  it("lets the maximum cashout keep only its limit of the expected balance", () => {
    const result = computeWagering(
      terms({ deposit: 1_000, bonusPercent: 100, bonusAmount: 1_000, wagering: 1, rtp: 96, maxCashout: 500 }),
    );
    expect(result.expectedBalance).toBe(1_960);
    expect(result.withdrawable).toBe(500);
    expect(result.cutByMaxCashout).toBe(1_460);
  });

  it("says a wagering-free offer is wagering-free and computes no wagering for it", () => {
    const t = terms({ bonusAmount: 50, wagering: 0 });
    const result = computeWagering(t);
    expect(result.toWager).toBe(0);
    expect(describeWagering(t, result).map((line) => line.value)).toContain(
      "Çevrimsiz: bonusu çevrim yapmadan çekebilirsiniz.",
    );
  });

  it("writes its answer with Turkish number formatting", () => {
    const t = terms({ deposit: 500, bonusPercent: 100, bonusAmount: 1_000, wagering: 30, wageringOn: "bonus_deposit" });
    const lines = describeWagering(t, computeWagering(t));
    expect(lines).toContainEqual({
      label: "Çevrilmesi gereken tutar",
      value: "30.000 TL (1.000 TL bonus + yatırım × 30)",
    });
    expect(lines).toContainEqual({ label: "Yaklaşık dönüş sayısı", value: "15.000 dönüş (dönüş başına 2 TL)" });
    expect(lines).toContainEqual({
      label: "Beklenen maliyet",
      value: "1.200 TL (RTP %96: çevrilen tutar × %4 kasa avantajı)",
    });
  });
});

describe("the calculator's form", () => {
  it("reads Turkish figures: thousands with dots, decimals with a comma", () => {
    const reading = readCalculator(values({ deposit: "1.500", wagering: "35,5", betPerSpin: "0,20" }));
    expect(reading).toMatchObject({ ok: true, terms: { deposit: 1_500, wagering: 35.5, betPerSpin: 0.2 } });
  });

  it("refuses figures out of range, unreadable or oversized with a Turkish message per field", () => {
    const reading = readCalculator(
      values({ deposit: "-5", wagering: "201", rtp: "abc", betPerSpin: "9".repeat(100_000), wageringOn: "hepsi" }),
    );
    expect(reading).toEqual({
      ok: false,
      errors: {
        deposit: CALCULATOR_MESSAGES.deposit,
        wagering: CALCULATOR_MESSAGES.wagering,
        rtp: CALCULATOR_MESSAGES.rtp,
        betPerSpin: CALCULATOR_MESSAGES.betPerSpin,
        wageringOn: CALCULATOR_MESSAGES.wageringOn,
      },
    });
  });

  it("asks for a bonus when neither a percentage nor an amount is given", () => {
    expect(readCalculator(values({ bonusPercent: "", bonusAmount: "" }))).toEqual({
      ok: false,
      errors: { bonusAmount: CALCULATOR_MESSAGES.bonusMissing },
    });
  });

  it("is filled from an offer with the deposit that takes the whole bonus", () => {
    expect(
      valuesOfOffer({
        bonusPercent: 100,
        bonusAmount: 5_000,
        wagering: 35.5,
        wageringOn: "bonus_deposit",
        minDeposit: 100,
        maxCashout: 25_000,
      }),
    ).toEqual({
      deposit: "5.000",
      bonusPercent: "100",
      bonusAmount: "5.000",
      wagering: "35,5",
      wageringOn: "bonus_deposit",
      contribution: "100",
      betPerSpin: "2",
      rtp: "96",
      maxCashout: "25.000",
    });
    const fixed = valuesOfOffer({
      bonusPercent: null,
      bonusAmount: 100,
      wagering: 35,
      wageringOn: null,
      minDeposit: null,
      maxCashout: null,
    });
    expect(fixed).toMatchObject({ deposit: "0", bonusAmount: "100", wageringOn: "bonus" });
    expect(readCalculator(fixed).ok).toBe(true);
  });

  it("takes the figures of a query string, its first value each, and keeps the rest standard", () => {
    const query = new URLSearchParams("yatirim=500&yatirim=900&cevrim=30&uygulama=bonus_deposit&utm_source=x");
    expect(hasCalculatorQuery(query)).toBe(true);
    expect(hasCalculatorQuery(new URLSearchParams("utm_source=x"))).toBe(false);
    expect(valuesOfQuery(query)).toEqual({
      ...STANDARD_VALUES,
      deposit: "500",
      wagering: "30",
      wageringOn: "bonus_deposit",
    });
  });
});
