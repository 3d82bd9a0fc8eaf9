/** WCAG 2.1 contrast of two '#rrggbb' colours (safe for the browser: the identity form checks it as you type). */

/** A colour as the form takes it: '#' and six hex digits. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Relative luminance (WCAG 2.1, 1.4.3) of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG 2.1 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** A ratio as a Turkish reader writes it: 4,48:1 (rounded down, so a refused colour never reads as 4,5:1). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toLocaleString("tr-TR", { maximumFractionDigits: 2 })}:1`;
}
