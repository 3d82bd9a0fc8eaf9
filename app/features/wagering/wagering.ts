import { formatLira, formatNumber } from "../../utils/format.ts";
import { parseDecimal, parseWholeNumber } from "../../utils/turkish-number.ts";
import { WAGERING_ON } from "../promotions/public.ts";
import { CALCULATOR_DEFAULTS, type OfferTerms } from "./wagering-offer.ts";

type WageringOn = keyof typeof WAGERING_ON;

/**
 * The wagering calculator's arithmetic and its form (issue #37 §1). Browser-safe and free of Zod: the same code
 * gives the server's first answer to the GET form and the live answer once the page is hydrated.
 */

/** The form's fields and their query parameter names. */
export const CALCULATOR_PARAMS = {
  deposit: "yatirim",
  bonusPercent: "yuzde",
  bonusAmount: "bonus",
  wagering: "cevrim",
  wageringOn: "uygulama",
  contribution: "katki",
  betPerSpin: "bahis",
  rtp: "rtp",
  maxCashout: "maks",
} as const;

export type CalculatorField = keyof typeof CALCULATOR_PARAMS;
/** The form's values as typed: Turkish numbers ("1.000", "35,5"); "" for an optional figure left out. */
export type CalculatorValues = Record<CalculatorField, string>;

/** The stand-alone page's starting figures: a common Turkish welcome offer, %100 up to 1.000 TL at 35x on the bonus. */
export const STANDARD_VALUES: CalculatorValues = {
  deposit: "1.000",
  bonusPercent: "100",
  bonusAmount: "1.000",
  wagering: "35",
  wageringOn: "bonus",
  contribution: "100",
  betPerSpin: "2",
  rtp: "96",
  maxCashout: "",
};

/**
 * The form filled from an offer. The deposit is the one that takes the whole capped bonus (%100 up to 1.000 TL:
 * 1.000 TL), never below the minimum deposit; without a percentage, the minimum deposit (0 for a fixed bonus).
 */
export function valuesOfOffer(offer: OfferTerms): CalculatorValues {
  const minimum = offer.minDeposit ?? 0;
  let deposit = minimum;
  if (offer.bonusPercent !== null) {
    deposit =
      offer.bonusAmount !== null
        ? Math.max(Math.ceil((offer.bonusAmount * 100) / offer.bonusPercent), minimum)
        : Math.max(offer.minDeposit ?? CALCULATOR_DEFAULTS.deposit, minimum);
  }
  const text = (value: number | null) => (value === null ? "" : formatNumber(value, { max: 2 }));
  return {
    deposit: text(deposit),
    bonusPercent: text(offer.bonusPercent),
    bonusAmount: text(offer.bonusAmount),
    wagering: text(offer.wagering),
    wageringOn: offer.wageringOn === "bonus_deposit" ? "bonus_deposit" : "bonus",
    contribution: String(CALCULATOR_DEFAULTS.contribution),
    betPerSpin: String(CALCULATOR_DEFAULTS.betPerSpin),
    rtp: String(CALCULATOR_DEFAULTS.rtp),
    maxCashout: text(offer.maxCashout),
  };
}

/** The figures read from the form. */
export interface WageringTerms {
  deposit: number;
  bonusPercent: number | null;
  bonusAmount: number | null;
  wagering: number;
  wageringOn: WageringOn;
  /** Percent of each bet that counts towards the wagering. */
  contribution: number;
  betPerSpin: number;
  /** The game's return to player, in percent. */
  rtp: number;
  maxCashout: number | null;
}

export const CALCULATOR_MESSAGES = {
  deposit: "Yatırım tutarı 0 ile 1.000.000 TL arasında bir sayı olmalıdır",
  bonusPercent: "Bonus yüzdesi 1 ile 1.000 arasında bir sayı olmalıdır",
  bonusAmount: "Bonus tutarı 1 ile 10.000.000 TL arasında bir sayı olmalıdır",
  bonusMissing: "Bonus yüzdesini ya da bonus tutarını giriniz",
  wagering: "Çevrim şartı 0 ile 200 arasında bir sayı olmalıdır (0 = çevrimsiz)",
  wageringOn: "Çevrimin uygulandığı tutarı listeden seçiniz",
  contribution: "Oyun katkısı 1 ile 100 arasında bir yüzde olmalıdır",
  betPerSpin: "Dönüş başına bahis 0,01 ile 100.000 TL arasında olmalıdır",
  rtp: "RTP 1 ile 100 arasında bir yüzde olmalıdır",
  maxCashout: "Maksimum çekim 1 ile 100.000.000 TL arasında bir sayı olmalıdır",
} as const;

/** A figure longer than this is refused before it is read. */
const MAX_FIGURE_LENGTH = 20;

/** [min, max, optional] of each number field. */
const RANGES: Record<Exclude<CalculatorField, "wageringOn">, [number, number, boolean]> = {
  deposit: [0, 1_000_000, false],
  bonusPercent: [1, 1_000, true],
  bonusAmount: [1, 10_000_000, true],
  wagering: [0, 200, false],
  contribution: [1, 100, false],
  betPerSpin: [0.01, 100_000, false],
  rtp: [1, 100, false],
  maxCashout: [1, 100_000_000, true],
};

/** "1.000", "1000", "35,5", "0.20": a whole number with Turkish thousands, or one with up to two decimals. */
function readFigure(text: string): number | null {
  const value = text.trim().replace(/\s/g, "");
  if (value.length > MAX_FIGURE_LENGTH) return null;
  return parseWholeNumber(value) ?? parseDecimal(value);
}

export type CalculatorReading =
  | { ok: true; terms: WageringTerms }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> };

/** The form's values checked: every figure within its range, a bonus given; else a Turkish message per field. */
export function readCalculator(values: CalculatorValues): CalculatorReading {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const numbers: Partial<Record<CalculatorField, number | null>> = {};
  for (const [field, [min, max, optional]] of Object.entries(RANGES) as [keyof typeof RANGES, typeof RANGES.rtp][]) {
    const text = values[field].trim();
    if (text === "" && optional) {
      numbers[field] = null;
      continue;
    }
    const n = readFigure(text);
    if (n === null || n < min || n > max) errors[field] = CALCULATOR_MESSAGES[field];
    else numbers[field] = n;
  }
  const on = values.wageringOn;
  if (!(on in WAGERING_ON)) errors.wageringOn = CALCULATOR_MESSAGES.wageringOn;
  if (!errors.bonusPercent && !errors.bonusAmount && numbers.bonusPercent === null && numbers.bonusAmount === null) {
    errors.bonusAmount = CALCULATOR_MESSAGES.bonusMissing;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      deposit: numbers.deposit ?? 0,
      bonusPercent: numbers.bonusPercent ?? null,
      bonusAmount: numbers.bonusAmount ?? null,
      wagering: numbers.wagering ?? 0,
      wageringOn: on as WageringOn,
      contribution: numbers.contribution ?? CALCULATOR_DEFAULTS.contribution,
      betPerSpin: numbers.betPerSpin ?? CALCULATOR_DEFAULTS.betPerSpin,
      rtp: numbers.rtp ?? CALCULATOR_DEFAULTS.rtp,
      maxCashout: numbers.maxCashout ?? null,
    },
  };
}

/** The form's values from a query string: each field's first value, the standard figure when it is missing. */
export function valuesOfQuery(query: URLSearchParams, fallback: CalculatorValues = STANDARD_VALUES): CalculatorValues {
  const values = { ...fallback };
  for (const [field, name] of Object.entries(CALCULATOR_PARAMS) as [CalculatorField, string][]) {
    const value = query.get(name);
    // Kept whole up to a bound only: a longer figure is refused by readCalculator all the same.
    if (value !== null) values[field] = value.slice(0, MAX_FIGURE_LENGTH + 1);
  }
  return values;
}

/** Whether a query string holds any of the calculator's figures. */
export function hasCalculatorQuery(query: URLSearchParams): boolean {
  return Object.values(CALCULATOR_PARAMS).some((name) => query.has(name));
}

/** Everything the calculator answers, in TL (to the kuruş) and spins. */
export interface WageringResult {
  bonus: number;
  /** What the multiplier applies to: the bonus, or the bonus and the deposit. */
  wageredBase: number;
  /** The total of bets to place before the bonus can be withdrawn. */
  toWager: number;
  /** About how many spins of `betPerSpin` that is (rounded up). */
  spins: number;
  /** The casino's average edge on that wagering: toWager × (1 − RTP). */
  expectedCost: number;
  /** Deposit plus bonus less the expected cost, never below 0. */
  expectedBalance: number;
  /** The part of the expected balance the maximum cashout lets out (all of it without one). */
  withdrawable: number;
  /** The part of the expected balance above the maximum cashout, lost at withdrawal. */
  cutByMaxCashout: number;
}

const kurus = (value: number) => Math.round(value * 100) / 100;

/** The wagering arithmetic. */
export function computeWagering(terms: WageringTerms): WageringResult {
  const fromPercent = terms.bonusPercent === null ? null : (terms.deposit * terms.bonusPercent) / 100;
  const bonus = kurus(
    fromPercent === null ? (terms.bonusAmount ?? 0) : Math.min(fromPercent, terms.bonusAmount ?? fromPercent),
  );
  const wageredBase = terms.wageringOn === "bonus" ? bonus : kurus(bonus + terms.deposit);
  // A game counting 50 % needs twice the bets: each bet adds only its contribution to the wagering.
  const toWager = kurus((wageredBase * terms.wagering * 100) / terms.contribution);
  const spins = Math.ceil(kurus(toWager / terms.betPerSpin));
  const expectedCost = kurus((toWager * (100 - terms.rtp)) / 100);
  const expectedBalance = Math.max(0, kurus(terms.deposit + bonus - expectedCost));
  const withdrawable = terms.maxCashout === null ? expectedBalance : Math.min(expectedBalance, terms.maxCashout);
  return {
    bonus,
    wageredBase,
    toWager,
    spins,
    expectedCost,
    expectedBalance,
    withdrawable,
    cutByMaxCashout: kurus(expectedBalance - withdrawable),
  };
}

const lira = (value: number) => `${formatNumber(value, { max: 2 })} TL`;

/** The answer in plain Turkish: one labelled figure per line, each with how it was reached. */
export function describeWagering(terms: WageringTerms, result: WageringResult): { label: string; value: string }[] {
  const base = terms.wageringOn === "bonus" ? "bonus" : "bonus + yatırım";
  const lines = [{ label: "Bonus tutarı", value: lira(result.bonus) }];
  if (terms.wagering === 0) {
    lines.push({ label: "Çevrim", value: "Çevrimsiz: bonusu çevrim yapmadan çekebilirsiniz." });
    return lines;
  }
  lines.push(
    {
      label: "Çevrilmesi gereken tutar",
      value: `${lira(result.toWager)} (${lira(result.wageredBase)} ${base} × ${formatNumber(terms.wagering, { max: 2 })}${
        terms.contribution < 100 ? `, oyun katkısı %${formatNumber(terms.contribution, { max: 2 })}` : ""
      })`,
    },
    {
      label: "Yaklaşık dönüş sayısı",
      value: `${formatNumber(result.spins)} dönüş (dönüş başına ${lira(terms.betPerSpin)})`,
    },
    {
      label: "Beklenen maliyet",
      value: `${lira(result.expectedCost)} (RTP %${formatNumber(terms.rtp, { max: 2 })}: çevrilen tutar × %${formatNumber(100 - terms.rtp, { max: 2 })} kasa avantajı)`,
    },
    { label: "Çevrim sonunda beklenen bakiye", value: lira(result.expectedBalance) },
  );
  if (terms.maxCashout !== null) {
    lines.push({
      label: "Maksimum çekim",
      value:
        result.cutByMaxCashout > 0
          ? `En fazla ${formatLira(terms.maxCashout)} çekilebilir: beklenen bakiyenin ${lira(result.cutByMaxCashout)} kadarı silinir.`
          : `En fazla ${formatLira(terms.maxCashout)} çekilebilir: beklenen bakiye bu sınırın altında kalıyor.`,
    });
  }
  return lines;
}
