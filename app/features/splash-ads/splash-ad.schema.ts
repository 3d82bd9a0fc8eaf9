import { checkbox } from "../../utils/form.ts";
import { isHttpUrl } from "../../utils/http-url.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";
import { SPLASH_FREQUENCIES } from "./splash-frequency.ts";

/** Spec 2 §5 splash ad form messages, plus our length limit. */
export const SPLASH_AD_MESSAGES = {
  title: "Başlık en az 2 karakter olmalıdır",
  titleTooLong: "Başlık en fazla 200 karakter olabilir",
  href: "Geçerli bir URL giriniz",
  imageUrl: "Geçerli bir resim yükleyin veya URL girin",
} as const;

const URL_MAX = 2048;

/** An uploaded image (/uploads/…, our storage) or an absolute http(s) address. */
function isImageUrl(value: string): boolean {
  return isHttpUrl(value) || (/^\/[^/\\]/.test(value) && !/\s/.test(value));
}

export const SplashAdSchema = z.object({
  title: z.string().trim().min(2, SPLASH_AD_MESSAGES.title).max(200, SPLASH_AD_MESSAGES.titleTooLong),
  href: z.string().trim().max(URL_MAX, SPLASH_AD_MESSAGES.href).refine(isHttpUrl, SPLASH_AD_MESSAGES.href),
  imageUrl: z
    .string()
    .trim()
    .min(10, SPLASH_AD_MESSAGES.imageUrl)
    .max(URL_MAX, SPLASH_AD_MESSAGES.imageUrl)
    .refine(isImageUrl, SPLASH_AD_MESSAGES.imageUrl),
  isActive: checkbox(),
});

export type SplashAdInput = z.infer<typeof SplashAdSchema>;

/** The splash-ad screen's frequency setting. */
export const SplashFrequencySchema = z.object({
  frequency: z.enum(SPLASH_FREQUENCIES, { message: "Geçerli bir gösterim sıklığı seçin" }),
});

export type SplashFrequencyInput = z.infer<typeof SplashFrequencySchema>;

/** The entity kind of a splash ad's revisions. */
export const SPLASH_REVISION_KIND = "splash";

/** How a splash ad's revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const SPLASH_REVISION_FIELDS = {
  labels: { title: "Başlık", href: "Bağlantı", imageUrl: "Görsel", isActive: "Aktif" },
} as const satisfies RevisionFields<keyof SplashAdInput>;
