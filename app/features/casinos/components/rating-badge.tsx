import { formatRating } from "../casino-paths.ts";

/** The casino's rating out of five as text with a star; no review markup (design §5: no self-serving stars). */
export function RatingBadge({ rating }: { rating: number | null }) {
  const text = formatRating(rating);
  if (!text) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-800">
      <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span>
        {text}
        <span className="sr-only"> / 5 puan</span>
      </span>
    </span>
  );
}
