import { daysBetween, isDay } from "../../utils/istanbul-time.ts";
import { z } from "../../utils/zod.ts";

/** The longest span the screen sums (its previous period doubles what is read). */
export const STATISTICS_MAX_DAYS = 366;

export const PERIOD_CHOICES = ["7", "30", "90", "ozel"] as const;
export const VIEW_CHOICES = ["promosyon", "casino"] as const;
export const SORT_CHOICES = ["tiklama", "goruntulenme", "oran", "degisim", "ad"] as const;
export const DIRECTION_CHOICES = ["azalan", "artan"] as const;

export type StatisticsPeriod = (typeof PERIOD_CHOICES)[number];
export type StatisticsView = (typeof VIEW_CHOICES)[number];
export type StatisticsSort = (typeof SORT_CHOICES)[number];
export type StatisticsDirection = (typeof DIRECTION_CHOICES)[number];

export const STATISTICS_VALIDATION_MESSAGES = {
  period: "Dönem son 7, 30 ya da 90 gün veya 'Tarih aralığı' olmalıdır",
  view: "Görünüm 'Promosyonlar' ya da 'Casinolar' olmalıdır",
  sort: "Sıralama ölçütü geçersiz",
  direction: "Sıralama yönü 'azalan' ya da 'artan' olmalıdır",
  day: "Tarih geçerli bir gün olmalıdır",
  fromRequired: "Tarih aralığı için başlangıç tarihini girin",
  toRequired: "Tarih aralığı için bitiş tarihini girin",
  order: "Bitiş tarihi başlangıç tarihinden önce olamaz",
  span: `Tarih aralığı en fazla ${STATISTICS_MAX_DAYS} gün olabilir`,
  future: "Bitiş tarihi bugünden sonra olamaz",
  tooEarly: "Başlangıç tarihi 2020'den önce olamaz",
} as const;

const M = STATISTICS_VALIDATION_MESSAGES;
const day = z
  .string()
  .trim()
  .max(10, M.day)
  .refine((value) => value === "" || isDay(value), M.day)
  .optional()
  .default("");

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .max(20, message)
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.enum(values, { error: message }).optional());

/**
 * The filter form of 'İstatistikler' (a GET form: its fields are the address's parameters). Empty or missing fields
 * take the defaults (the last 30 days of promotions, most clicks first); a wrong value is an error in Turkish.
 * `today` bounds the dates (the Istanbul day of the request).
 */
export function statisticsFiltersSchema(today: string) {
  return z
    .object({
      donem: choice(PERIOD_CHOICES, M.period),
      baslangic: day,
      bitis: day,
      gorunum: choice(VIEW_CHOICES, M.view),
      sirala: choice(SORT_CHOICES, M.sort),
      yon: choice(DIRECTION_CHOICES, M.direction),
    })
    .superRefine((value, ctx) => {
      if (value.donem !== "ozel") return;
      const { baslangic: from, bitis: to } = value;
      if (!from) ctx.addIssue({ code: "custom", path: ["baslangic"], message: M.fromRequired });
      if (!to) ctx.addIssue({ code: "custom", path: ["bitis"], message: M.toRequired });
      if (from && from < "2020-01-01") ctx.addIssue({ code: "custom", path: ["baslangic"], message: M.tooEarly });
      if (to && to > today) ctx.addIssue({ code: "custom", path: ["bitis"], message: M.future });
      if (!from || !to || !isDay(from) || !isDay(to)) return;
      if (to < from) ctx.addIssue({ code: "custom", path: ["bitis"], message: M.order });
      else if (daysBetween(from, to) + 1 > STATISTICS_MAX_DAYS)
        ctx.addIssue({ code: "custom", path: ["bitis"], message: M.span });
    });
}
