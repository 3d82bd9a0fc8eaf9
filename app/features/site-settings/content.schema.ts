import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";

/**
 * Spec 2 §5 content form: the home blog-section text (HTML) is optional. Design §12 adds the 18+ notice and the
 * affiliate disclosure shown on every public page: plain text, required, at most 500 characters.
 */
export const CONTENT_MESSAGES = {
  blogSectionTooLong: "Blog bölümü metni en fazla 20.000 karakter olabilir",
  responsibleGambling: "18+ ve sorumlu oyun uyarısı gereklidir",
  responsibleGamblingTooLong: "18+ ve sorumlu oyun uyarısı en fazla 500 karakter olabilir",
  affiliateDisclosure: "Ortaklık (affiliate) açıklaması gereklidir",
  affiliateDisclosureTooLong: "Ortaklık (affiliate) açıklaması en fazla 500 karakter olabilir",
} as const;

export const NOTICE_MAX_LENGTH = 500;
export const BLOG_SECTION_MAX_LENGTH = 20_000;

export const ContentSettingsSchema = z.object({
  blogSectionText: z.string().max(BLOG_SECTION_MAX_LENGTH, CONTENT_MESSAGES.blogSectionTooLong),
  responsibleGamblingText: z
    .string()
    .trim()
    .min(1, CONTENT_MESSAGES.responsibleGambling)
    .max(NOTICE_MAX_LENGTH, CONTENT_MESSAGES.responsibleGamblingTooLong),
  affiliateDisclosureText: z
    .string()
    .trim()
    .min(1, CONTENT_MESSAGES.affiliateDisclosure)
    .max(NOTICE_MAX_LENGTH, CONTENT_MESSAGES.affiliateDisclosureTooLong),
});

export type ContentSettingsInput = z.infer<typeof ContentSettingsSchema>;

/** How the revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const CONTENT_REVISION_FIELDS = {
  labels: {
    blogSectionText: "Blog bölümü metni",
    responsibleGamblingText: "Sorumlu oyun metni",
    affiliateDisclosureText: "Bağlantı açıklaması",
  },
  richText: ["blogSectionText"],
} as const satisfies RevisionFields<keyof ContentSettingsInput>;

/** The entity kind of the content settings' revisions; one row, its entity id SITE_ENTITY. */
export const CONTENT_REVISION_KIND = "content";
/** The one entity id of the single-row kinds (the hero, the content settings). */
export const SITE_ENTITY = "site";
