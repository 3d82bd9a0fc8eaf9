/** Spec 1 §9: a card's teaser is at most 120 characters, cut at a word where it can be. */
export const CARD_TEASER_LENGTH = 120;

export function teaserOf(text: string, max = CARD_TEASER_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
