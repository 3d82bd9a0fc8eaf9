import { UUID_PATTERN } from "../../utils/uuid.ts";
import { z } from "../../utils/zod.ts";

/**
 * Spec 2 §5/§9 SEO: a title of at most 60 and a description of at most 160 characters are advised, not enforced
 * (counters turn red, saving still works). The hard caps below only keep oversize input out of the database.
 */
export const SEO_ADVISED_LIMITS = { title: 60, description: 160 } as const;
export const SEO_HARD_LIMITS = { title: 300, description: 500, keywords: 500 } as const;

export const SEO_MESSAGES = {
  page: "Sayfa bulunamadı",
  titleTooLong: `Başlık en fazla ${SEO_HARD_LIMITS.title} karakter olabilir`,
  descriptionTooLong: `Açıklama en fazla ${SEO_HARD_LIMITS.description} karakter olabilir`,
  keywordsTooLong: `Anahtar kelimeler en fazla ${SEO_HARD_LIMITS.keywords} karakter olabilir`,
  titleOverAdvice: `Başlık önerilen ${SEO_ADVISED_LIMITS.title} karakteri aşıyor; arama sonuçlarında kısaltılabilir.`,
  descriptionOverAdvice: `Açıklama önerilen ${SEO_ADVISED_LIMITS.description} karakteri aşıyor; arama sonuçlarında kısaltılabilir.`,
} as const;

export const SeoSettingsSchema = z.object({
  id: z.string().regex(UUID_PATTERN, SEO_MESSAGES.page),
  title: z.string().trim().max(SEO_HARD_LIMITS.title, SEO_MESSAGES.titleTooLong),
  description: z.string().trim().max(SEO_HARD_LIMITS.description, SEO_MESSAGES.descriptionTooLong),
  keywords: z.string().trim().max(SEO_HARD_LIMITS.keywords, SEO_MESSAGES.keywordsTooLong),
});

export type SeoSettingsInput = z.infer<typeof SeoSettingsSchema>;

/** Keywords as the operator meant them: comma separated, trimmed, blanks and repeats dropped. */
export function normalizeKeywords(keywords: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of keywords.split(",")) {
    const keyword = part.trim().replace(/\s+/g, " ");
    const key = keyword.toLocaleLowerCase("tr-TR");
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept.join(", ");
}
