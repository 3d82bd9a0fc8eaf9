import { checkbox } from "../../utils/form.ts";
import { z } from "../../utils/zod.ts";

/** Spec 2 §5 scheduled publishing: the daily count is a number of at least 1. */
export const PublishingSettingsSchema = z.object({
  dailyPublishCount: z.coerce
    .number({ error: "Günlük yayın sayısı en az 1 olmalıdır" })
    .int("Günlük yayın sayısı en az 1 olmalıdır")
    .min(1, "Günlük yayın sayısı en az 1 olmalıdır")
    .max(50, "Günlük yayın sayısı en fazla 50 olabilir"),
  isActive: checkbox(),
  /** Local Istanbul time from a datetime-local input, e.g. 2026-11-22T09:00; empty keeps the current value. */
  nextPublishAt: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, "Geçerli bir tarih ve saat giriniz")
    .optional(),
});
