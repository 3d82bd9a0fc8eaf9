/** Where a promotion lives (spec 1 §2): under its casino's slug, or by id when it stands alone. */
export function promotionPath(promotion: { id: string; slug: string; casinoSlug: string | null }): string {
  return promotion.casinoSlug && promotion.slug
    ? `/bonuslar/${encodeURIComponent(promotion.casinoSlug)}/${encodeURIComponent(promotion.slug)}`
    : `/promotion/${encodeURIComponent(promotion.id)}`;
}

/** The claim link goes through our redirect, which counts the click (design §5). */
export function claimPath(promotionId: string): string {
  return `/git/${encodeURIComponent(promotionId)}`;
}
