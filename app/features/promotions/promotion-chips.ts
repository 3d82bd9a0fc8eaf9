import { formatDate, formatLira, formatNumber } from "../../utils/format.ts";
import { AUDIENCES, PROMOTION_GAMES } from "./promotion-labels.ts";

/** The facts a promotion's chips are made of (issue #14). */
export interface PromotionChipFacts {
  bonusPercent: number | null;
  bonusAmount: number | null;
  freeSpins: number | null;
  wagering: number | null;
  minDeposit: number | null;
  promotionCode: string | null;
  expiryDate: string | null;
  startsAt: string | null;
}

/** The chip facts' columns of a promotion row, as the database names them. */
export interface PromotionChipColumns {
  bonus_percent: number | null;
  bonus_amount: number | null;
  free_spins: number | null;
  wagering: number | null;
  min_deposit: number | null;
  promotion_code: string | null;
  expiry_date: string | null;
  starts_at: string | null;
}

/** The columns above, for a query over "promotions as p" that makes chips: what is selected is what is read. */
export const PROMOTION_CHIP_COLUMNS = [
  "p.bonus_percent",
  "p.bonus_amount",
  "p.free_spins",
  "p.wagering",
  "p.min_deposit",
  "p.promotion_code",
  "p.expiry_date",
  "p.starts_at",
] as const;

/** A row's offer facts as the chips and the fact table read them. */
export function chipFactsOfRow(row: PromotionChipColumns): PromotionChipFacts {
  return {
    bonusPercent: row.bonus_percent,
    bonusAmount: row.bonus_amount,
    freeSpins: row.free_spins,
    wagering: row.wagering,
    minDeposit: row.min_deposit,
    promotionCode: row.promotion_code,
    expiryDate: row.expiry_date,
    startsAt: row.starts_at,
  };
}

const DAY_MS = 86_400_000;
/** 'Son N gün' appears when this many days or fewer are left. */
export const LAST_DAYS = 7;

const times = (value: number) => formatNumber(value, { max: 2 });

/**
 * The short Turkish chips of a promotion's key facts, in reading order: '%100 · 5.000 TL'ye kadar', '50 bedava
 * dönüş', '30x çevrim' or 'Çevrimsiz', 'Min. 100 TL' or 'Yatırımsız', 'Kodsuz', 'Son 3 gün' or the start date.
 * Computed on the server at `now`, so the page and its hydration agree.
 */
export function promotionChips(facts: PromotionChipFacts, now: Date): string[] {
  const chips: string[] = [];
  if (facts.bonusPercent !== null) {
    chips.push(
      facts.bonusAmount !== null
        ? `%${facts.bonusPercent} · ${formatLira(facts.bonusAmount)}'ye kadar`
        : `%${facts.bonusPercent}`,
    );
  } else if (facts.bonusAmount !== null) {
    chips.push(`${formatLira(facts.bonusAmount)} bonus`);
  }
  if (facts.freeSpins !== null) chips.push(`${formatNumber(facts.freeSpins)} bedava dönüş`);
  if (facts.wagering !== null) chips.push(facts.wagering === 0 ? "Çevrimsiz" : `${times(facts.wagering)}x çevrim`);
  if (facts.minDeposit !== null)
    chips.push(facts.minDeposit === 0 ? "Yatırımsız" : `Min. ${formatLira(facts.minDeposit)}`);
  if (!facts.promotionCode) chips.push("Kodsuz");
  const startsAt = facts.startsAt ? Date.parse(facts.startsAt) : Number.NaN;
  if (startsAt > now.getTime()) {
    // The offer's own start date, not when the promotion was published.
    chips.push(`${formatDate(facts.startsAt)} tarihinde başlıyor`);
  } else if (facts.expiryDate) {
    const left = Math.ceil((Date.parse(facts.expiryDate) - now.getTime()) / DAY_MS);
    if (left >= 1 && left <= LAST_DAYS) chips.push(left === 1 ? "Son gün" : `Son ${left} gün`);
  }
  return chips;
}

/** The chips of a promotion row (its columns as the database names them). */
export function promotionChipsOfRow(row: PromotionChipColumns, now: Date): string[] {
  return promotionChips(chipFactsOfRow(row), now);
}

/** Every fact of a promotion for its page. */
export interface PromotionFactDetails extends PromotionChipFacts {
  wageringOn: string | null;
  maxCashout: number | null;
  audience: string | null;
  games: string[];
}

/** The promotion page's facts table: one Turkish label and value per fact given. */
export function promotionFactRows(facts: PromotionFactDetails): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  if (facts.bonusPercent !== null) rows.push({ label: "Bonus oranı", value: `%${facts.bonusPercent}` });
  if (facts.bonusAmount !== null) {
    rows.push({
      label: facts.bonusPercent !== null ? "En yüksek bonus" : "Bonus tutarı",
      value: formatLira(facts.bonusAmount),
    });
  }
  if (facts.freeSpins !== null) rows.push({ label: "Bedava dönüş", value: formatNumber(facts.freeSpins) });
  if (facts.wagering !== null) {
    const on =
      facts.wageringOn && Object.hasOwn(WAGERING_ON_TEXT, facts.wageringOn)
        ? ` (${WAGERING_ON_TEXT[facts.wageringOn]})`
        : "";
    rows.push({ label: "Çevrim şartı", value: facts.wagering === 0 ? "Çevrimsiz" : `${times(facts.wagering)}x${on}` });
  }
  if (facts.minDeposit !== null) {
    rows.push({
      label: "Minimum yatırım",
      value: facts.minDeposit === 0 ? "Yatırım gerekmez" : formatLira(facts.minDeposit),
    });
  }
  if (facts.maxCashout !== null) rows.push({ label: "Maksimum çekim", value: formatLira(facts.maxCashout) });
  if (facts.audience && Object.hasOwn(AUDIENCE_TEXT, facts.audience)) {
    rows.push({ label: "Kimler için", value: AUDIENCE_TEXT[facts.audience] as string });
  }
  const games = facts.games.flatMap((game) => (Object.hasOwn(GAME_TEXT, game) ? [GAME_TEXT[game] as string] : []));
  if (games.length > 0) rows.push({ label: "Geçerli oyunlar", value: games.join(", ") });
  if (facts.startsAt) rows.push({ label: "Başlangıç", value: formatDate(facts.startsAt) });
  return rows;
}

const WAGERING_ON_TEXT: Record<string, string> = { bonus: "bonus tutarı", bonus_deposit: "bonus + yatırım" };
const AUDIENCE_TEXT: Record<string, string> = AUDIENCES;
const GAME_TEXT: Record<string, string> = PROMOTION_GAMES;
