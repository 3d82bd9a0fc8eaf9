import { z } from "./zod.ts";

/** The texts of 'Zamanla' (issue #15), shared by every kind that can be scheduled (blog posts, promotions). */
export const SCHEDULE_MESSAGES = {
  badge: "Zamanlandı",
  time: "Geçerli bir tarih ve saat giriniz",
  inPast: "Yayın zamanı ileri bir tarih olmalıdır",
} as const;

/** A 'Zamanla' form: a date and time in Istanbul (datetime-local), e.g. 2026-11-25T09:30. */
export const ScheduleSchema = z.object({
  publishAt: z
    .string({ error: SCHEDULE_MESSAGES.time })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, SCHEDULE_MESSAGES.time)
    .refine((value) => !Number.isNaN(Date.parse(`${value}:00Z`)), SCHEDULE_MESSAGES.time),
});
