import {
  choiceList,
  optionalChoice,
  optionalDate,
  optionalDecimal,
  optionalWholeNumber,
} from "../../utils/fact-fields.ts";
import { checkbox } from "../../utils/form.ts";
import { isHttpUrl } from "../../utils/http-url.ts";
import { isDay } from "../../utils/istanbul-time.ts";
import { textField } from "../../utils/text-field.ts";
import { UPLOADED_FILE } from "../../utils/upload-rules.ts";
import { isUuid } from "../../utils/uuid.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";
import { AUDIENCES, PROMOTION_GAMES, WAGERING_ON } from "./promotion-labels.ts";

// The labels live apart from the schema so that public pages show them without loading Zod.
export {
  AUDIENCES,
  type Audience,
  PROMOTION_GAMES,
  type PromotionGame,
  WAGERING_ON,
  type WageringOn,
} from "./promotion-labels.ts";

export const PROMOTION_LIMITS = {
  titleMin: 2,
  titleMax: 200,
  shortMin: 10,
  shortMax: 500,
  descriptionMax: 100_000,
  termsMax: 10_000,
  urlMax: 2_000,
  codeMax: 100,
} as const;

/**
 * The promotion form's validation texts (spec 2 §5), plus the limits we add (issue #5: bounded input); the screens'
 * results are in admin-messages.ts.
 */
export const PROMOTION_MESSAGES = {
  titleMin: "Promosyon başlığı en az 2 karakter olmalıdır",
  titleMax: `Promosyon başlığı en fazla ${PROMOTION_LIMITS.titleMax} karakter olabilir`,
  shortMin: "Kısa açıklama en az 10 karakter olmalıdır",
  shortMax: `Kısa açıklama en fazla ${PROMOTION_LIMITS.shortMax} karakter olabilir`,
  descriptionMax: "Detaylı açıklama çok uzun",
  termsMax: `Şartlar en fazla ${PROMOTION_LIMITS.termsMax.toLocaleString("tr-TR")} karakter olabilir`,
  url: "Geçerli bir URL giriniz",
  imageUrl: "Geçerli bir görsel URL giriniz",
  code: `Promosyon kodu en fazla ${PROMOTION_LIMITS.codeMax} karakter olabilir`,
  date: "Geçerli bir tarih giriniz",
  casino: "Seçilen casino bulunamadı",
  category: "Seçilen kategori bulunamadı",
} as const;

/** Form fields by tab, so a failed save can show the tab that holds the first error. */
export const SETTINGS_TAB_FIELDS: ReadonlySet<string> = new Set(["url", "promotionCode", "expiryDate", "isActive"]);

/** Spec 2 §5: blank lines dropped, each non-empty line (trimmed) is one term. */
export function parseTerms(text: string): string[] {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const nullIfEmpty = (value: string) => (value === "" ? null : value);

const optionalId = (message: string) =>
  textField(message)
    .transform((value) => value.trim())
    .refine((value) => value === "" || isUuid(value), message)
    .transform((value) => (value === "" ? null : value.toLowerCase()));

/**
 * Spec 2 §5 promotion form, shared by the form (zodResolver) and the action. Optional values come out as null,
 * terms as a list; the description is raw editor HTML here and is sanitised by the service.
 */
export const PromotionSchema = z.object({
  title: textField(PROMOTION_MESSAGES.titleMin).pipe(
    z
      .string()
      .trim()
      .min(PROMOTION_LIMITS.titleMin, PROMOTION_MESSAGES.titleMin)
      .max(PROMOTION_LIMITS.titleMax, PROMOTION_MESSAGES.titleMax),
  ),
  casinoId: optionalId(PROMOTION_MESSAGES.casino),
  categoryId: optionalId(PROMOTION_MESSAGES.category),
  imageUrl: textField(PROMOTION_MESSAGES.imageUrl)
    .transform((value) => value.trim())
    .refine(
      (value) =>
        value === "" || (value.length <= PROMOTION_LIMITS.urlMax && (isHttpUrl(value) || UPLOADED_FILE.test(value))),
      PROMOTION_MESSAGES.imageUrl,
    )
    .transform(nullIfEmpty),
  shortDescription: textField(PROMOTION_MESSAGES.shortMin).pipe(
    z
      .string()
      .trim()
      .min(PROMOTION_LIMITS.shortMin, PROMOTION_MESSAGES.shortMin)
      .max(PROMOTION_LIMITS.shortMax, PROMOTION_MESSAGES.shortMax),
  ),
  description: textField(PROMOTION_MESSAGES.descriptionMax)
    .refine((value) => value.length <= PROMOTION_LIMITS.descriptionMax, PROMOTION_MESSAGES.descriptionMax)
    .transform((value) => value.trim()),
  terms: textField(PROMOTION_MESSAGES.termsMax)
    .refine((value) => value.length <= PROMOTION_LIMITS.termsMax, PROMOTION_MESSAGES.termsMax)
    .transform(parseTerms),
  // Required: spec 2 §5 lists the promotion URL as 'valid URL' and leaves it out of the optional fields.
  url: textField(PROMOTION_MESSAGES.url)
    .transform((value) => value.trim())
    .refine((value) => value.length <= PROMOTION_LIMITS.urlMax && isHttpUrl(value), PROMOTION_MESSAGES.url),
  promotionCode: textField(PROMOTION_MESSAGES.code)
    .transform((value) => value.trim())
    .refine((value) => value.length <= PROMOTION_LIMITS.codeMax, PROMOTION_MESSAGES.code)
    .transform(nullIfEmpty),
  /** YYYY-MM-DD from a date input: the promotion runs to the end of that day in Istanbul. */
  expiryDate: textField(PROMOTION_MESSAGES.date)
    .transform((value) => value.trim())
    .refine((value) => value === "" || isDay(value), PROMOTION_MESSAGES.date)
    .transform(nullIfEmpty),
  isActive: checkbox(),
});

/** What the form holds: strings (and the checkbox's boolean). */
export type PromotionFormValues = z.input<typeof PromotionSchema>;
export type PromotionInput = z.output<typeof PromotionSchema>;

/** The entity kind of a promotion's revisions. */
export const PROMOTION_REVISION_KIND = "promotion";

/** How a promotion's revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const PROMOTION_REVISION_FIELDS = {
  labels: {
    title: "Başlık",
    casinoId: "Casino",
    categoryId: "Kategori",
    imageUrl: "Görsel",
    shortDescription: "Kısa açıklama",
    description: "Açıklama",
    terms: "Şartlar",
    url: "Bağlantı",
    promotionCode: "Promosyon kodu",
    expiryDate: "Bitiş tarihi",
    isActive: "Aktif",
  },
  richText: ["description"],
} as const satisfies RevisionFields<keyof PromotionFormValues>;

export const PROMOTION_FACT_LIMITS = {
  percentMax: 1_000,
  amountMax: 10_000_000,
  freeSpinsMax: 100_000,
  wageringMax: 200,
  depositMax: 1_000_000,
  cashoutMax: 100_000_000,
} as const;

export const PROMOTION_FACT_MESSAGES = {
  bonusPercent: "Bonus yüzdesi 1 ile 1.000 arasında bir tam sayı olmalıdır",
  bonusAmount: "Bonus tutarı 1 ile 10.000.000 TL arasında bir tam sayı olmalıdır",
  freeSpins: "Bedava dönüş sayısı 1 ile 100.000 arasında bir tam sayı olmalıdır",
  wagering: "Çevrim şartı 0 ile 200 arasında bir sayı olmalıdır (0 = çevrimsiz)",
  wageringOn: "Çevrimin uygulandığı tutarı listeden seçiniz",
  minDeposit: "Minimum yatırım 0 ile 1.000.000 TL arasında bir tam sayı olmalıdır",
  maxCashout: "Maksimum çekim 1 ile 100.000.000 TL arasında bir tam sayı olmalıdır",
  audience: "Kimler için geçerli olduğunu listeden seçiniz",
  games: "Oyun türlerini listeden seçiniz",
  startsAt: "Geçerli bir başlangıç tarihi giriniz",
  startsAfterExpiry: "Başlangıç tarihi bitiş tarihinden sonra olamaz",
} as const;

/**
 * The promotion facts (issue #14), all optional: each empty field is null. Numbers take Turkish thousands
 * ('5.000'), the wagering a decimal comma ('35,5'); `games` is a comma-separated list of PROMOTION_GAMES keys.
 */
export const PromotionFactsSchema = z.object({
  bonusPercent: optionalWholeNumber(PROMOTION_FACT_MESSAGES.bonusPercent, 1, PROMOTION_FACT_LIMITS.percentMax),
  bonusAmount: optionalWholeNumber(PROMOTION_FACT_MESSAGES.bonusAmount, 1, PROMOTION_FACT_LIMITS.amountMax),
  freeSpins: optionalWholeNumber(PROMOTION_FACT_MESSAGES.freeSpins, 1, PROMOTION_FACT_LIMITS.freeSpinsMax),
  wagering: optionalDecimal(PROMOTION_FACT_MESSAGES.wagering, 0, PROMOTION_FACT_LIMITS.wageringMax),
  wageringOn: optionalChoice(PROMOTION_FACT_MESSAGES.wageringOn, WAGERING_ON),
  minDeposit: optionalWholeNumber(PROMOTION_FACT_MESSAGES.minDeposit, 0, PROMOTION_FACT_LIMITS.depositMax),
  maxCashout: optionalWholeNumber(PROMOTION_FACT_MESSAGES.maxCashout, 1, PROMOTION_FACT_LIMITS.cashoutMax),
  audience: optionalChoice(PROMOTION_FACT_MESSAGES.audience, AUDIENCES),
  games: choiceList(PROMOTION_FACT_MESSAGES.games, PROMOTION_GAMES),
  /** YYYY-MM-DD: the offer begins at the start of that day in Istanbul. */
  startsAt: optionalDate(PROMOTION_FACT_MESSAGES.startsAt),
});

export type PromotionFactsFormValues = z.input<typeof PromotionFactsSchema>;
export type PromotionFactsInput = z.output<typeof PromotionFactsSchema>;

/** The promotion form (issue #14 step 4): the promotion and its facts, one schema for the browser and the action. */
export const PromotionFormSchema = PromotionSchema.extend(PromotionFactsSchema.shape);
export type PromotionFormWithFactsValues = z.input<typeof PromotionFormSchema>;

/** The Turkish names of the facts, as the form labels them (revision diffs, the audit log, the AI proposal, CSV). */
export const PROMOTION_FACT_LABELS = {
  bonusPercent: "Bonus yüzdesi",
  bonusAmount: "Bonus tutarı",
  freeSpins: "Bedava dönüş",
  wagering: "Çevrim şartı",
  wageringOn: "Çevrim neye uygulanır",
  minDeposit: "Minimum yatırım",
  maxCashout: "Maksimum çekim",
  audience: "Kimler için",
  games: "Oyunlar",
  startsAt: "Başlangıç tarihi",
} as const satisfies Record<keyof PromotionFactsFormValues, string>;

/** A save that writes the facts too: its revisions and stale-save check cover them. */
export const PROMOTION_WITH_FACTS_REVISION_FIELDS = {
  labels: { ...PROMOTION_REVISION_FIELDS.labels, ...PROMOTION_FACT_LABELS },
  richText: PROMOTION_REVISION_FIELDS.richText,
} as const satisfies RevisionFields<keyof PromotionFormWithFactsValues>;

/** The fact fields, on the form's 'Bonus Bilgileri' tab. */
export const FACT_TAB_FIELDS: ReadonlySet<string> = new Set(Object.keys(PromotionFactsSchema.shape));
