/** One promotion in a post's 'Günün Bonusları' box. */
export interface DailyBonus {
  id: string;
  title: string;
  href: string;
  casinoName: string | null;
  casinoLogo: string | null;
  promotionCode: string | null;
}

/** Spec 1 §9: the first five show, the toggle shows the rest of what we load. */
export const DAILY_BONUS_VISIBLE = 5;
export const DAILY_BONUS_LIMIT = 10;
