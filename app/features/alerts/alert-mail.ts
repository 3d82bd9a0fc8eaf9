import type { OutgoingMail } from "../../integrations/mail.server.ts";
import { formatDate } from "../../utils/format.ts";
import { ALERTS_PATH, alertConfirmPath, alertUnsubscribePath, CONFIRM_TTL_HOURS } from "./alert-texts.ts";

export interface AlertOffer {
  title: string;
  casinoName: string | null;
  chips: string[];
  expiryDate: string | null;
  /** The offer's page, site-relative. */
  path: string;
}

interface Site {
  siteUrl: string;
  siteName: string;
}

/** Every message's last lines: why it came and how to stop it (the same address as its List-Unsubscribe). */
function footer(site: Site, unsubscribeUrl: string): string[] {
  return [
    "",
    "—",
    `Bu e-postayı ${site.siteUrl}${ALERTS_PATH} adresinden yeni bonus bildirimlerine abone olduğunuz için aldınız.`,
    `Aboneliği sonlandırmak için: ${unsubscribeUrl}`,
  ];
}

/** The double opt-in mail: the link that starts the subscription, and what happens if the reader did not ask. */
export function alertConfirmationMail(
  site: Site,
  to: { email: string; confirmToken: string; unsubscribeToken: string },
): OutgoingMail {
  const unsubscribeUrl = `${site.siteUrl}${alertUnsubscribePath(to.unsubscribeToken)}`;
  return {
    to: to.email,
    subject: `[${site.siteName}] Bülten aboneliğinizi onaylayın`,
    text: [
      "Merhaba,",
      "",
      `${site.siteName} yeni bonus bildirimlerine abone olmak için aşağıdaki bağlantıyı ${CONFIRM_TTL_HOURS} saat içinde açın:`,
      "",
      `${site.siteUrl}${alertConfirmPath(to.confirmToken)}`,
      "",
      `Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın: onaylanmayan adresler ${CONFIRM_TTL_HOURS} saat sonra silinir.`,
      ...footer(site, unsubscribeUrl),
    ].join("\n"),
    unsubscribeUrl,
  };
}

function offerLines(site: Site, offer: AlertOffer): string[] {
  const lines = [`• ${offer.title}${offer.casinoName ? ` (${offer.casinoName})` : ""}`];
  if (offer.chips.length > 0) lines.push(`  ${offer.chips.join(" · ")}`);
  lines.push(`  ${offer.expiryDate ? `Son geçerlilik: ${formatDate(offer.expiryDate)}` : "Süre sınırı yok"}`);
  lines.push(`  ${site.siteUrl}${offer.path}`);
  return lines;
}

/** New offers to one subscriber: one offer alone (per-offer mode), or the day's digest. Plain text only. */
export function alertOffersMail(site: Site, to: { email: string; unsubscribeToken: string }, offers: AlertOffer[]) {
  const unsubscribeUrl = `${site.siteUrl}${alertUnsubscribePath(to.unsubscribeToken)}`;
  const [only] = offers;
  const subject =
    offers.length === 1 && only
      ? `[${site.siteName}] Yeni bonus: ${only.title}`
      : `[${site.siteName}] ${offers.length} yeni bonus`;
  const intro = offers.length === 1 ? "Yeni bir bonus yayında:" : `${offers.length} yeni bonus yayında:`;
  const body = ["Merhaba,", "", intro];
  for (const offer of offers) body.push("", ...offerLines(site, offer));
  body.push("", "18+ | Lütfen sorumlu oynayın.", ...footer(site, unsubscribeUrl));
  return { to: to.email, subject, text: body.join("\n"), unsubscribeUrl } satisfies OutgoingMail;
}
