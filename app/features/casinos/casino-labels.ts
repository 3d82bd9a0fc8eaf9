import { formatLira } from "../../utils/format.ts";
import type { CasinoFacts } from "./casino-facts.server.ts";

/**
 * The Turkish labels of a casino's rating criteria and support channels, apart from the schema: the public casino
 * page shows them, and importing them from casino.schema.ts put Zod (24 kB gzipped) on that page (decision 046).
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

/** The facts' labels in the order casinoFactRows gives them (the comparison lines casinos up by them). */
export const CASINO_FACT_LABELS = [
  "Lisans",
  "Kuruluş yılı",
  "Minimum yatırım",
  "Minimum çekim",
  "Ortalama çekim süresi",
  "Destek kanalları",
  "Destek saatleri",
  "Mobil uygulama",
] as const;

/** The facts table's rows: one Turkish label and value per fact given. */
export function casinoFactRows(facts: CasinoFacts): { label: (typeof CASINO_FACT_LABELS)[number]; value: string }[] {
  const rows: { label: (typeof CASINO_FACT_LABELS)[number]; value: string }[] = [];
  const license = [facts.licenseAuthority, facts.licenseNumber].filter(Boolean).join(" · ");
  if (license) rows.push({ label: "Lisans", value: license });
  if (facts.foundedYear !== null) rows.push({ label: "Kuruluş yılı", value: String(facts.foundedYear) });
  if (facts.minDeposit !== null) rows.push({ label: "Minimum yatırım", value: formatLira(facts.minDeposit) });
  if (facts.minWithdrawal !== null) rows.push({ label: "Minimum çekim", value: formatLira(facts.minWithdrawal) });
  if (facts.withdrawalTime) rows.push({ label: "Ortalama çekim süresi", value: facts.withdrawalTime });
  const channels = facts.supportChannels.flatMap((key) => (key in SUPPORT_CHANNELS ? [SUPPORT_CHANNELS[key]] : []));
  if (channels.length > 0) rows.push({ label: "Destek kanalları", value: channels.join(", ") });
  if (facts.supportHours) rows.push({ label: "Destek saatleri", value: facts.supportHours });
  if (facts.hasMobileApp !== null) rows.push({ label: "Mobil uygulama", value: facts.hasMobileApp ? "Var" : "Yok" });
  return rows;
}
