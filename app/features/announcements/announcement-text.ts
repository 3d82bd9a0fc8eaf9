import { formatDate } from "../../utils/format.ts";
import { claimPath } from "../promotions/public.ts";

export interface AnnouncedPromotion {
  id: string;
  title: string;
  casinoName: string | null;
  chips: string[];
  expiryDate: string | null;
}

/** Telegram's HTML mode reads only these three as markup: everything else of a stored text is escaped. */
function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The channel post of a new offer: its title, casino and fact chips, the claim link through the site's own /git/
 * (so the click is counted like every other) and until when it runs.
 */
export function promotionAnnouncementText(promotion: AnnouncedPromotion, siteUrl: string): string {
  const lines = [`<b>${escapeTelegramHtml(promotion.title)}</b>`];
  if (promotion.casinoName) lines.push(escapeTelegramHtml(promotion.casinoName));
  if (promotion.chips.length > 0) lines.push(escapeTelegramHtml(promotion.chips.join(" · ")));
  lines.push(promotion.expiryDate ? `Son geçerlilik: ${formatDate(promotion.expiryDate)}` : "Süre sınırı yok");
  const claim = `${siteUrl}${claimPath(promotion.id)}`;
  lines.push(`<a href="${escapeTelegramHtml(claim)}">Bonusu al</a>`);
  return lines.join("\n");
}
