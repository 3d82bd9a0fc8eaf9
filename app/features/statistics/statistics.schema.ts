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
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text names a real calendar day (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z
  .string()
  .trim()
  .max(10, M.day)
  .refine((value) => value === "" || isCalendarDay(value), M.day)
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
      if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to)) return;
      if (to < from) ctx.addIssue({ code: "custom", path: ["bitis"], message: M.order });
      else if (daysBetween(from, to) + 1 > STATISTICS_MAX_DAYS)
        ctx.addIssue({ code: "custom", path: ["bitis"], message: M.span });
    });
}

/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The YYYY-MM-DD `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
