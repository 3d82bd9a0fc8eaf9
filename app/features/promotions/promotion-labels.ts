/** What the wagering applies to, the members an offer is for, and the games it covers (issue #14). */
export const WAGERING_ON = { bonus: "Bonus", bonus_deposit: "Bonus + yatırım" } as const;
export const AUDIENCES = { new: "Yeni üyeler", existing: "Mevcut üyeler", all: "Tüm üyeler" } as const;
export const PROMOTION_GAMES = {
  slot: "Slot",
  canli_casino: "Canlı casino",
  masa: "Masa oyunları",
  spor: "Spor bahisleri",
} as const;

export type WageringOn = keyof typeof WAGERING_ON;
export type Audience = keyof typeof AUDIENCES;
export type PromotionGame = keyof typeof PROMOTION_GAMES;
