import { contrastRatio, formatRatio, HEX_COLOR, MIN_TEXT_CONTRAST } from "../../utils/contrast.ts";
import { httpUrl } from "../../utils/http-url.ts";
import { UPLOADED_FILE } from "../../utils/upload-rules.ts";
import { z } from "../../utils/zod.ts";

/** The site name's limit: SITE_NAME's (env.server.ts), so the default always fits the form. */
export const SITE_NAME_MAX_LENGTH = 60;
const URL_MAX = 2048;

/** The stylesheet's colours the accent meets (app.css): the text on it, and the header it is written on. */
export const INK_COLOR = "#0f172a";
export const BRAND_COLOR = "#0b3b5c";
export const DEFAULT_ACCENT_COLOR = "#f5b301";

export const IDENTITY_MESSAGES = {
  siteName: "Site adı gereklidir",
  siteNameTooLong: `Site adı en fazla ${SITE_NAME_MAX_LENGTH} karakter olabilir`,
  image: "Geçerli bir görsel yükleyin veya https adresi girin",
  icon: "Site simgesini buradan yükleyin",
  accentColor: "Renk #RRGGBB biçiminde olmalıdır, örneğin #f5b301",
  social: "Geçerli bir https adresi giriniz",
} as const;

/** The refusal of an accent colour whose contrast is under WCAG AA: where it fails and by how much. */
export function accentContrastProblem(color: string): string | null {
  const onIt = contrastRatio(color, INK_COLOR);
  if (onIt < MIN_TEXT_CONTRAST) {
    return `Vurgu rengi üzerindeki yazıyla en az 4,5:1 kontrast oluşturmalıdır (bu renkte ${formatRatio(onIt)})`;
  }
  const onHeader = contrastRatio(color, BRAND_COLOR);
  if (onHeader < MIN_TEXT_CONTRAST) {
    return `Vurgu rengi menüdeki koyu zeminde en az 4,5:1 kontrast oluşturmalıdır (bu renkte ${formatRatio(onHeader)})`;
  }
  return null;
}

/** An uploaded file (/uploads/…) or an absolute https address, never another scheme. */
function isImageAddress(value: string): boolean {
  return UPLOADED_FILE.test(value) || httpUrl(value)?.startsWith("https:") === true;
}

/** The icon set's 512 px member, as the upload names it (site-icons.ts): nothing else makes the other sizes. */
export const ICON_SOURCE = /-512\.png$/;

function optionalAddress(message: string, check: (value: string) => boolean) {
  return z
    .string()
    .trim()
    .max(URL_MAX, message)
    .refine((value) => value === "" || check(value), message);
}

const https = (value: string) => httpUrl(value)?.startsWith("https:") === true;

/** The social profiles shown in the footer and as the Organization's `sameAs`, in this order. */
export const SOCIAL_NETWORKS = {
  socialFacebook: "Facebook",
  socialX: "X (Twitter)",
  socialInstagram: "Instagram",
  socialYoutube: "YouTube",
  socialTelegram: "Telegram",
} as const;
export type SocialField = keyof typeof SOCIAL_NETWORKS;

export const SiteIdentitySchema = z.object({
  siteName: z
    .string()
    .trim()
    .min(1, IDENTITY_MESSAGES.siteName)
    .max(SITE_NAME_MAX_LENGTH, IDENTITY_MESSAGES.siteNameTooLong),
  logoLightUrl: optionalAddress(IDENTITY_MESSAGES.image, isImageAddress),
  logoDarkUrl: optionalAddress(IDENTITY_MESSAGES.image, isImageAddress),
  iconUrl: optionalAddress(IDENTITY_MESSAGES.icon, (value) => isImageAddress(value) && ICON_SOURCE.test(value)),
  shareImageUrl: optionalAddress(IDENTITY_MESSAGES.image, isImageAddress),
  accentColor: z
    .string()
    .trim()
    .max(7, IDENTITY_MESSAGES.accentColor)
    .refine((value) => HEX_COLOR.test(value), IDENTITY_MESSAGES.accentColor)
    .superRefine((value, context) => {
      const problem = HEX_COLOR.test(value) ? accentContrastProblem(value) : null;
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => value.toLowerCase()),
  socialFacebook: optionalAddress(IDENTITY_MESSAGES.social, https),
  socialX: optionalAddress(IDENTITY_MESSAGES.social, https),
  socialInstagram: optionalAddress(IDENTITY_MESSAGES.social, https),
  socialYoutube: optionalAddress(IDENTITY_MESSAGES.social, https),
  socialTelegram: optionalAddress(IDENTITY_MESSAGES.social, https),
});

export type SiteIdentityInput = z.infer<typeof SiteIdentitySchema>;

/** How the audit log names a changed column. */
export const IDENTITY_LABELS = {
  siteName: "Site adı",
  logoLightUrl: "Logo (açık zemin)",
  logoDarkUrl: "Logo (koyu zemin)",
  iconUrl: "Site simgesi",
  shareImageUrl: "Paylaşım görseli",
  accentColor: "Vurgu rengi",
  ...SOCIAL_NETWORKS,
} as const satisfies Record<keyof SiteIdentityInput, string>;
