import {
  choiceList,
  lineList,
  optionalDecimal,
  optionalText,
  optionalWholeNumber,
  optionalYesNo,
  slugList,
} from "../../utils/fact-fields.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { isHttpUrl } from "../../utils/http-url.ts";
import { SLUG_MAX_LENGTH, slugify } from "../../utils/slug.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";
import {
  CASINO_FACT_FIELD_LABELS,
  RATING_CRITERIA,
  type RatingCriterion,
  SUPPORT_CHANNELS,
  type SupportChannel,
} from "./casino-labels.ts";

/** Spec 2 §5 casino form messages, plus the limits we add so oversize input is refused in Turkish too. */
export const CASINO_MESSAGES = {
  name: "Casino adı en az 2 karakter olmalıdır",
  nameTooLong: "Casino adı en fazla 100 karakter olabilir",
  url: "Geçerli bir URL giriniz",
  logoUrl: "Geçerli bir logo URL giriniz",
  description: "Açıklama en az 10 karakter olmalıdır",
  descriptionTooLong: "Açıklama en fazla 50.000 karakter olabilir",
  rating: "Puan 0 ile 5 arasında bir sayı olmalıdır",
  slugTooLong: `Adres en fazla ${SLUG_MAX_LENGTH} karakter olabilir`,
  slugTaken: "Bu adres başka bir casino sitesi tarafından kullanılıyor. Lütfen başka bir adres girin.",
} as const;

export const CASINO_LIMITS = { nameMin: 2, nameMax: 100, urlMax: 2048, descriptionMin: 10, descriptionMax: 50_000 };

/** The public grid shows this when a logo is missing or does not load (bundled, so nothing leaves the site). */
export const CASINO_LOGO_PLACEHOLDER = "/images/casino-logo-placeholder.svg";

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
  /**
   * The address /casino/{slug}: typed, it is normalised like a generated one; empty keeps the stored
   * one (a new casino's comes from its name). A changed slug leaves a 301 from the old address.
   */
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH * 2, CASINO_MESSAGES.slugTooLong)
    .default("")
    .transform((value) => (/[\p{L}\p{N}]/u.test(value) ? slugify(value) : "")),
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

/** The entity kind of a casino's revisions. */
export const CASINO_REVISION_KIND = "casino";

/** How a casino's revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const CASINO_REVISION_FIELDS = {
  labels: {
    name: "Casino adı",
    slug: "Sayfa adresi",
    url: "Site adresi",
    logoUrl: "Logo",
    description: "Açıklama",
    rating: "Puan",
  },
  richText: ["description"],
} as const satisfies RevisionFields<keyof CasinoFormValues>;
export { RATING_CRITERIA, type RatingCriterion, SUPPORT_CHANNELS, type SupportChannel };

/**
 * The overall rating derived from the criteria given: their mean, to one decimal; null when none is given (the
 * casino then keeps the rating typed in the form).
 */
export function overallRating(criteria: Partial<Record<RatingCriterion, number | null>>): number | null {
  const given = (Object.keys(RATING_CRITERIA) as RatingCriterion[])
    .map((key) => criteria[key])
    .filter((value): value is number => typeof value === "number");
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, value) => sum + value, 0) / given.length) * 10) / 10;
}

export const CASINO_FACT_LIMITS = {
  textMax: 100,
  shortTextMax: 50,
  foundedMin: 1990,
  foundedMax: 2100,
  moneyMax: 1_000_000,
  listItems: 10,
  listItemMax: 200,
  paymentMethods: 30,
} as const;

export const CASINO_FACT_MESSAGES = {
  licenseAuthority: "Lisans kurumu en fazla 100 karakter olabilir",
  licenseNumber: "Lisans numarası en fazla 100 karakter olabilir",
  foundedYear: "Kuruluş yılı 1990 ile 2100 arasında bir yıl olmalıdır",
  minDeposit: "Minimum yatırım 0 ile 1.000.000 TL arasında bir tam sayı olmalıdır",
  minWithdrawal: "Minimum çekim 0 ile 1.000.000 TL arasında bir tam sayı olmalıdır",
  withdrawalTime: "Çekim süresi en fazla 50 karakter olabilir",
  supportChannels: "Destek kanallarını listeden seçiniz",
  supportHours: "Destek saatleri en fazla 50 karakter olabilir",
  hasMobileApp: "Mobil uygulama için 'evet' ya da 'hayır' seçiniz",
  pros: "En fazla 10 artı yazılabilir; her biri en fazla 200 karakter olabilir",
  cons: "En fazla 10 eksi yazılabilir; her biri en fazla 200 karakter olabilir",
  criterion: "Puan 0 ile 5 arasında bir sayı olmalıdır",
  paymentMethods: "Ödeme yöntemlerini listeden seçiniz",
  unknownPaymentMethod: (slug: string) => `Bilinmeyen ödeme yöntemi: ${slug}`,
} as const;

const criterion = () => optionalDecimal(CASINO_FACT_MESSAGES.criterion, 0, 5);

/**
 * The casino facts (issue #14), all optional. Pros and cons are one item per line; `supportChannels` is a
 * comma-separated list of SUPPORT_CHANNELS keys and `paymentMethods` of payment-method slugs (the service checks
 * they exist).
 */
export const CasinoFactsSchema = z.object({
  licenseAuthority: optionalText(CASINO_FACT_MESSAGES.licenseAuthority, CASINO_FACT_LIMITS.textMax),
  licenseNumber: optionalText(CASINO_FACT_MESSAGES.licenseNumber, CASINO_FACT_LIMITS.textMax),
  foundedYear: optionalWholeNumber(
    CASINO_FACT_MESSAGES.foundedYear,
    CASINO_FACT_LIMITS.foundedMin,
    CASINO_FACT_LIMITS.foundedMax,
  ),
  minDeposit: optionalWholeNumber(CASINO_FACT_MESSAGES.minDeposit, 0, CASINO_FACT_LIMITS.moneyMax),
  minWithdrawal: optionalWholeNumber(CASINO_FACT_MESSAGES.minWithdrawal, 0, CASINO_FACT_LIMITS.moneyMax),
  withdrawalTime: optionalText(CASINO_FACT_MESSAGES.withdrawalTime, CASINO_FACT_LIMITS.shortTextMax),
  supportChannels: choiceList(CASINO_FACT_MESSAGES.supportChannels, SUPPORT_CHANNELS),
  supportHours: optionalText(CASINO_FACT_MESSAGES.supportHours, CASINO_FACT_LIMITS.shortTextMax),
  hasMobileApp: optionalYesNo(CASINO_FACT_MESSAGES.hasMobileApp),
  pros: lineList(CASINO_FACT_MESSAGES.pros, CASINO_FACT_LIMITS.listItems, CASINO_FACT_LIMITS.listItemMax),
  cons: lineList(CASINO_FACT_MESSAGES.cons, CASINO_FACT_LIMITS.listItems, CASINO_FACT_LIMITS.listItemMax),
  ratingBonuses: criterion(),
  ratingPayoutSpeed: criterion(),
  ratingGameVariety: criterion(),
  ratingSupport: criterion(),
  ratingTrust: criterion(),
  paymentMethods: slugList(CASINO_FACT_MESSAGES.paymentMethods, CASINO_FACT_LIMITS.paymentMethods),
});

export type CasinoFactsFormValues = z.input<typeof CasinoFactsSchema>;
export type CasinoFactsInput = z.output<typeof CasinoFactsSchema>;

/** The casino form (issue #14 step 4): the casino and its facts, one schema for the browser and the action. */
export const CasinoFormSchema = CasinoSchema.extend(CasinoFactsSchema.shape);
export type CasinoFormWithFactsValues = z.input<typeof CasinoFormSchema>;

/** A save that writes the facts too: its revisions and stale-save check cover them. */
export const CASINO_WITH_FACTS_REVISION_FIELDS = {
  labels: { ...CASINO_REVISION_FIELDS.labels, ...CASINO_FACT_FIELD_LABELS },
  richText: CASINO_REVISION_FIELDS.richText,
} as const satisfies RevisionFields<keyof CasinoFormWithFactsValues>;
