import { htmlToText } from "../../utils/html-text.ts";
import { z } from "../../utils/zod.ts";

/** Spec 2 §5 casino form messages, plus the limits we add so oversize input is refused in Turkish too. */
export const CASINO_MESSAGES = {
  name: "Casino adı en az 2 karakter olmalıdır",
  nameTooLong: "Casino adı en fazla 100 karakter olabilir",
  url: "Geçerli bir URL giriniz",
  logoUrl: "Geçerli bir logo URL giriniz",
  description: "Açıklama en az 10 karakter olmalıdır",
  descriptionTooLong: "Açıklama en fazla 50.000 karakter olabilir",
  rating: "Puan 0 ile 5 arasında bir sayı olmalıdır",
} as const;

export const CASINO_LIMITS = { nameMin: 2, nameMax: 100, urlMax: 2048, descriptionMin: 10, descriptionMax: 50_000 };

/** The public grid shows this when a logo is missing or does not load (bundled, so nothing leaves the site). */
export const CASINO_LOGO_PLACEHOLDER = "/images/casino-logo-placeholder.svg";

/** An absolute http(s) address; other schemes (javascript:, data:) are refused. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/** A logo is an absolute http(s) address or a file of this site (the demo logos live under /uploads/). */
export function isLogoUrl(value: string): boolean {
  return isHttpUrl(value) || (/^\/[^/\\]/.test(value) && !/\s/.test(value));
}

const RATING_PATTERN = /^\d(?:[.,]\d{1,2})?$/;

export const CasinoSchema = z.object({
  name: z
    .string()
    .trim()
    .min(CASINO_LIMITS.nameMin, CASINO_MESSAGES.name)
    .max(CASINO_LIMITS.nameMax, CASINO_MESSAGES.nameTooLong),
  url: z.string().trim().max(CASINO_LIMITS.urlMax, CASINO_MESSAGES.url).refine(isHttpUrl, CASINO_MESSAGES.url),
  logoUrl: z
    .string()
    .trim()
    .max(CASINO_LIMITS.urlMax, CASINO_MESSAGES.logoUrl)
    .refine(isLogoUrl, CASINO_MESSAGES.logoUrl),
  description: z
    .string()
    // abort: an oversize text is refused before the visible-text scan reads all of it.
    .max(CASINO_LIMITS.descriptionMax, { error: CASINO_MESSAGES.descriptionTooLong, abort: true })
    .refine((html) => htmlToText(html).length >= CASINO_LIMITS.descriptionMin, CASINO_MESSAGES.description),
  /** Optional, out of five (spec 1 §3 shows it on the public cards); empty means no rating. */
  rating: z
    .string()
    .trim()
    .refine((v) => v === "" || (RATING_PATTERN.test(v) && toRating(v) <= 5), CASINO_MESSAGES.rating)
    .transform((v) => (v === "" ? null : toRating(v))),
});

function toRating(value: string): number {
  return Number(value.replace(",", "."));
}

export type CasinoFormValues = z.input<typeof CasinoSchema>;
export type CasinoInput = z.output<typeof CasinoSchema>;

/** Spec 2 §8 casino texts; routes toast these. */
export const CASINO_ADMIN_MESSAGES = {
  listFailed: "Casino siteleri yüklenirken bir hata oluştu",
  deleteFailed: "Casino sitesi silinirken bir hata oluştu",
  loadFailed: "Casino bilgileri yüklenirken bir hata oluştu",
  saveFailed: "Casino kaydedilirken bir hata oluştu",
  created: "Casino başarıyla eklendi",
  updated: "Casino başarıyla güncellendi",
  deleted: "Casino sitesi silindi",
  notFound: "Casino bulunamadı",
} as const;

/** The entity kind of a casino's revisions (decision 031). */
export const CASINO_REVISION_KIND = "casino";

/** How a casino's revisions read in the 'Geçmiş' panel and a stale-save refusal (decision 031). */
export const CASINO_REVISION_FIELDS = {
  labels: { name: "Casino adı", url: "Site adresi", logoUrl: "Logo", description: "Açıklama", rating: "Puan" },
  richText: ["description"],
} as const satisfies { labels: Record<keyof CasinoFormValues, string>; richText: readonly string[] };
