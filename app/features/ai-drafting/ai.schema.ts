import { z } from "../../utils/zod.ts";
import { BLOG_POST_LIMITS, BLOG_POST_MESSAGES } from "../blog/public.ts";

export const BATCH_COUNT = { min: 1, max: 10, default: 3 } as const;
export const DAILY_PUBLISH = { min: 0, max: 5, default: 1 } as const;
/** Spec 2 §9: the editor hints under 300 words; a generated post under 250 words gets a warning. */
export const EXPAND_HINT_WORDS = 300;
export const SHORT_CONTENT_WORDS = 250;
export const MAX_SHOWN_KEYWORDS = 5;

const DAILY_PUBLISH_MESSAGE = `Günlük yayın sayısı ${DAILY_PUBLISH.min} ile ${DAILY_PUBLISH.max} arasında olmalıdır`;
const PUBLISH_COUNT_MESSAGE = `Yayınlanacak yazı sayısı 0 ile ${BATCH_COUNT.max} arasında olmalıdır`;

/** Spec 2 §5 AI validation, shared by the dialogs and the endpoints; every refusal is a Turkish sentence. */
export const TopicSchema = z.object({
  topic: z
    .string({ error: "Lütfen bir konu girin" })
    .trim()
    .min(1, "Lütfen bir konu girin")
    .max(300, "Konu en fazla 300 karakter olabilir"),
});

/** Spec 2 §4/§5: how many of the drafts are auto-published each day, 0 to 5. */
const dailyPublishField = z.coerce
  .number({ error: DAILY_PUBLISH_MESSAGE })
  .int(DAILY_PUBLISH_MESSAGE)
  .min(DAILY_PUBLISH.min, DAILY_PUBLISH_MESSAGE)
  .max(DAILY_PUBLISH.max, DAILY_PUBLISH_MESSAGE);

export const BatchRequestSchema = TopicSchema.extend({
  count: z.coerce
    .number({ error: "En az 1 içerik oluşturmalısınız" })
    .int("En az 1 içerik oluşturmalısınız")
    .min(BATCH_COUNT.min, "En az 1 içerik oluşturmalısınız")
    .max(BATCH_COUNT.max, "En fazla 10 içerik oluşturabilirsiniz"),
  dailyPublish: dailyPublishField.default(DAILY_PUBLISH.default),
});

export const ContentSchema = z.object({
  content: z
    .string({ error: "İçerik alanı boş olamaz" })
    .trim()
    .min(1, "İçerik alanı boş olamaz")
    .max(BLOG_POST_LIMITS.contentHtmlMax, BLOG_POST_MESSAGES.contentMax),
});

export const PageSeoRequestSchema = z.object({
  pageName: z
    .string({ error: "Sayfa adı gereklidir" })
    .trim()
    .min(1, "Sayfa adı gereklidir")
    .max(120, "Sayfa adı en fazla 120 karakter olabilir"),
  content: z
    .string({ error: "Sayfa içeriği metin olmalıdır" })
    .max(BLOG_POST_LIMITS.contentHtmlMax, BLOG_POST_MESSAGES.contentMax)
    .default(""),
});

/** A post the AI wrote, as the editor sends it back to be saved (the endpoint also meets hand-made bodies). */
export const GeneratedPostSchema = z.object(
  {
    title: z
      .string({ error: "Yazı başlığı gereklidir" })
      .trim()
      .min(1, "Yazı başlığı gereklidir")
      .max(BLOG_POST_LIMITS.titleMax, BLOG_POST_MESSAGES.titleMax),
    excerpt: z
      .string({ error: "Özet metin olmalıdır" })
      .trim()
      .max(BLOG_POST_LIMITS.excerptMax, BLOG_POST_MESSAGES.excerptMax)
      .default(""),
    content: z
      .string({ error: "İçerik alanı boş olamaz" })
      .min(1, "İçerik alanı boş olamaz")
      .max(BLOG_POST_LIMITS.contentHtmlMax, BLOG_POST_MESSAGES.contentMax),
    keywords: z
      .array(
        z
          .string({ error: "Anahtar kelimeler metin olmalıdır" })
          .max(60, "Anahtar kelime en fazla 60 karakter olabilir"),
        { error: "Anahtar kelimeler bir liste olmalıdır" },
      )
      .max(20, "En fazla 20 anahtar kelime olabilir")
      .default([]),
    seoTitle: z
      .string({ error: "SEO başlığı metin olmalıdır" })
      .max(BLOG_POST_LIMITS.seoTitleMax, BLOG_POST_MESSAGES.seoTitleMax)
      .optional(),
    seoDescription: z
      .string({ error: "SEO açıklaması metin olmalıdır" })
      .max(BLOG_POST_LIMITS.seoDescriptionMax, BLOG_POST_MESSAGES.seoDescriptionMax)
      .optional(),
  },
  { error: "Her yazı bir nesne olmalıdır" },
);

export const BatchSaveSchema = z.object({
  posts: z
    .array(GeneratedPostSchema, { error: "Kaydedilecek yazılar bir liste olmalıdır" })
    .max(BATCH_COUNT.max, `En fazla ${BATCH_COUNT.max} yazı kaydedilebilir`),
  publishCount: z.coerce
    .number({ error: PUBLISH_COUNT_MESSAGE })
    .int(PUBLISH_COUNT_MESSAGE)
    .min(0, PUBLISH_COUNT_MESSAGE)
    .max(BATCH_COUNT.max, PUBLISH_COUNT_MESSAGE),
  category: z
    .string({ error: "Kategori metin olmalıdır" })
    .trim()
    .max(BLOG_POST_LIMITS.categoryMax, BLOG_POST_MESSAGES.categoryMax)
    .default("Genel"),
  /** The generation dialog's daily publish setting, applied once the drafts exist; absent leaves the schedule alone. */
  dailyPublish: dailyPublishField.default(0),
});

export type GeneratedPostInput = z.infer<typeof GeneratedPostSchema>;
