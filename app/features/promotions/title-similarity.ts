import { foldTurkish } from "../../utils/turkish-fold.ts";

/**
 * Spec 1 §5: a slug whose exact match is gone resolves by title words, 70% for the title lookup's rows, 33% for the
 * fallback over active promotions (both within the address's casino).
 */
export const CASINO_MATCH_THRESHOLD = 0.7;
export const FALLBACK_MATCH_THRESHOLD = 0.33;
/** Words of this many characters or fewer carry no meaning for the match (spec 1 §5). */
export const IGNORED_WORD_LENGTH = 2;

/** The significant words of a title or a slug: folded, split on anything but letters and digits, short ones dropped. */
export function significantWords(text: string): string[] {
  return foldTurkish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > IGNORED_WORD_LENGTH);
}

/** Shared words over the longer word list: 1 when both name the same words, 0 when none is shared. */
export function titleSimilarity(a: string, b: string): number {
  const wordsA = new Set(significantWords(a));
  const wordsB = new Set(significantWords(b));
  const longer = Math.max(wordsA.size, wordsB.size);
  if (longer === 0) return 0;
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared++;
  return shared / longer;
}

/** The candidate whose title is most similar to `wanted`, if it reaches `threshold`; earlier candidates win ties. */
export function bestTitleMatch<T extends { title: string }>(
  wanted: string,
  candidates: readonly T[],
  threshold: number,
): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = titleSimilarity(wanted, candidate.title);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best && bestScore >= threshold ? best : null;
}
