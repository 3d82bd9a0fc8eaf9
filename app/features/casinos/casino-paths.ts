import { formatNumber } from "../../utils/format.ts";

export function casinoPath(casino: { slug: string }): string {
  return `/casino/${encodeURIComponent(casino.slug)}`;
}

/** Outbound visits go through our redirect, which records the click (design §5). */
export function casinoVisitPath(casino: { id: string }): string {
  return `/git/casino/${encodeURIComponent(casino.id)}`;
}

/** Spec 1 §3: casinos have a rating out of five; shown with one decimal, Turkish style. */
export function formatRating(rating: number | null): string | null {
  if (rating === null || !Number.isFinite(rating)) return null;
  return formatNumber(rating, { min: 1, max: 1 });
}
