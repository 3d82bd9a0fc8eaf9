import type { PromotionCard } from "./promotions.server.ts";

/** What a promotion card (the list's expanding card, the related slider) shows; the loaders send only this. */
export type PromotionCardView = Pick<
  PromotionCard,
  | "id"
  | "title"
  | "path"
  | "casinoName"
  | "casinoLogo"
  | "shortDescription"
  | "promotionCode"
  | "expiryDate"
  | "category"
  | "claimable"
  | "chips"
>;

/** A card's browser copy without the fields no card shows (slugs, image): less loader data per page (issue #12). */
export function promotionCardView(card: PromotionCard): PromotionCardView {
  return {
    id: card.id,
    title: card.title,
    path: card.path,
    casinoName: card.casinoName,
    casinoLogo: card.casinoLogo,
    shortDescription: card.shortDescription,
    promotionCode: card.promotionCode,
    expiryDate: card.expiryDate,
    category: card.category,
    claimable: card.claimable,
    chips: card.chips,
  };
}
