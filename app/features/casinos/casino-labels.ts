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
