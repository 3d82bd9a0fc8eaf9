import { formatLira } from "../../utils/format.ts";
import type { CasinoFactsFormValues } from "./casino.schema.ts";
import type { CasinoFacts } from "./casino-facts.server.ts";

/**
 * The Turkish labels of a casino's rating criteria and support channels, apart from the schema: the public casino
 * page shows them, and importing them from casino.schema.ts put Zod (24 kB gzipped) on that page.
 * casino.schema.ts re-exports them.
 */
/** The rating criteria (issue #14): each out of five; the overall rating is their mean. Keys are the columns. */
export const RATING_CRITERIA = {
  rating_bonuses: "Bonuslar",
  rating_payout_speed: "Ödeme hızı",
  rating_game_variety: "Oyun çeşitliliği",
  rating_support: "Destek",
  rating_trust: "Güvenilirlik",
} as const;
export type RatingCriterion = keyof typeof RATING_CRITERIA;

export const SUPPORT_CHANNELS = {
  canli_destek: "Canlı destek",
  e_posta: "E-posta",
  telefon: "Telefon",
  telegram: "Telegram",
  whatsapp: "WhatsApp",
} as const;
export type SupportChannel = keyof typeof SUPPORT_CHANNELS;

/**
 * The Turkish names of the facts, keyed by the form's fields: the form, revision diffs, the audit log, the AI
 * proposal, the CSV and the public facts table all read them here.
 */
export const CASINO_FACT_FIELD_LABELS = {
  licenseAuthority: "Lisans kurumu",
  licenseNumber: "Lisans numarası",
  foundedYear: "Kuruluş yılı",
  minDeposit: "Minimum yatırım",
  minWithdrawal: "Minimum çekim",
  withdrawalTime: "Ortalama çekim süresi",
  supportChannels: "Destek kanalları",
  supportHours: "Destek saatleri",
  hasMobileApp: "Mobil uygulama",
  pros: "Artılar",
  cons: "Eksiler",
  ratingBonuses: RATING_CRITERIA.rating_bonuses,
  ratingPayoutSpeed: RATING_CRITERIA.rating_payout_speed,
  ratingGameVariety: RATING_CRITERIA.rating_game_variety,
  ratingSupport: RATING_CRITERIA.rating_support,
  ratingTrust: RATING_CRITERIA.rating_trust,
  paymentMethods: "Ödeme yöntemleri",
} as const satisfies Record<keyof CasinoFactsFormValues, string>;

const FACT = CASINO_FACT_FIELD_LABELS;
/** The facts table's one row for the licence: its authority and number together. */
const LICENSE = "Lisans";

/** The facts' labels in the order casinoFactRows gives them (the comparison lines casinos up by them). */
export const CASINO_FACT_ROW_LABELS = [
  LICENSE,
  FACT.foundedYear,
  FACT.minDeposit,
  FACT.minWithdrawal,
  FACT.withdrawalTime,
  FACT.supportChannels,
  FACT.supportHours,
  FACT.hasMobileApp,
] as const;

/** The facts table's rows: one Turkish label and value per fact given. */
export function casinoFactRows(
  facts: CasinoFacts,
): { label: (typeof CASINO_FACT_ROW_LABELS)[number]; value: string }[] {
  const rows: { label: (typeof CASINO_FACT_ROW_LABELS)[number]; value: string }[] = [];
  const license = [facts.licenseAuthority, facts.licenseNumber].filter(Boolean).join(" · ");
  if (license) rows.push({ label: LICENSE, value: license });
  if (facts.foundedYear !== null) rows.push({ label: FACT.foundedYear, value: String(facts.foundedYear) });
  if (facts.minDeposit !== null) rows.push({ label: FACT.minDeposit, value: formatLira(facts.minDeposit) });
  if (facts.minWithdrawal !== null) rows.push({ label: FACT.minWithdrawal, value: formatLira(facts.minWithdrawal) });
  if (facts.withdrawalTime) rows.push({ label: FACT.withdrawalTime, value: facts.withdrawalTime });
  const channels = facts.supportChannels.flatMap((key) =>
    Object.hasOwn(SUPPORT_CHANNELS, key) ? [SUPPORT_CHANNELS[key]] : [],
  );
  if (channels.length > 0) rows.push({ label: FACT.supportChannels, value: channels.join(", ") });
  if (facts.supportHours) rows.push({ label: FACT.supportHours, value: facts.supportHours });
  if (facts.hasMobileApp !== null) rows.push({ label: FACT.hasMobileApp, value: facts.hasMobileApp ? "Var" : "Yok" });
  return rows;
}
