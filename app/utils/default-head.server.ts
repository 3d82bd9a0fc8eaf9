/**
 * Spec 1 §1: the default description and keywords of a page's head. Server-only: the root's and the home page's
 * loaders hand them to their meta, so the text is not in every public page's code.
 */
export const DEFAULT_DESCRIPTION =
  "Türkiye'nin en iyi casino bonus rehberi: güvenilir casino siteleri, güncel bonuslar ve en avantajlı promosyonlar tek yerde.";
export const DEFAULT_KEYWORDS = "casino bonusları, güvenilir casino siteleri, promosyonlar, bahis siteleri";

/** Spec 1 §1: the title of a page that names none of its own (the home page without an SEO row among them). */
export function defaultTitle(siteName: string): string {
  return `${siteName} | Casino Bonusları ve Promosyonları`;
}
