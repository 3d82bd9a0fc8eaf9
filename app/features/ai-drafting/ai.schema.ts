import { z } from "zod";

export const BATCH_COUNT = { min: 1, max: 10, default: 3 } as const;
export const DAILY_PUBLISH = { min: 0, max: 5, default: 1 } as const;
/** Spec 2 §9: the editor hints under 300 words; a generated post under 250 words gets a warning. */
export const EXPAND_HINT_WORDS = 300;
export const SHORT_CONTENT_WORDS = 250;
export const MAX_SHOWN_KEYWORDS = 5;

/** Spec 2 §5 AI validation, shared by the dialogs and the endpoints. */
export const TopicSchema = z.object({
  topic: z
    .string({ error: "Lütfen bir konu girin" })
    .trim()
    .min(1, "Lütfen bir konu girin")
    .max(300, "Konu en fazla 300 karakter olabilir"),
});

export const BatchRequestSchema = TopicSchema.extend({
  count: z.coerce
    .number({ error: "En az 1 içerik oluşturmalısınız" })
    .int("En az 1 içerik oluşturmalısınız")
    .min(BATCH_COUNT.min, "En az 1 içerik oluşturmalısınız")
    .max(BATCH_COUNT.max, "En fazla 10 içerik oluşturabilirsiniz"),
  dailyPublish: z.coerce.number().int().min(DAILY_PUBLISH.min).max(DAILY_PUBLISH.max).default(DAILY_PUBLISH.default),
});

export const ContentSchema = z.object({
  content: z
    .string({ error: "İçerik alanı boş olamaz" })
    .trim()
    .min(1, "İçerik alanı boş olamaz")
    .max(200_000, "İçerik çok uzun"),
});

export const PageSeoRequestSchema = z.object({
  pageName: z.string().trim().min(1).max(120),
  content: z.string().max(200_000).default(""),
});

export const GeneratedPostSchema = z.object({
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().max(500).default(""),
  content: z.string().min(1).max(200_000),
  keywords: z.array(z.string().max(60)).max(20).default([]),
  seoTitle: z.string().max(120).optional(),
  seoDescription: z.string().max(300).optional(),
});

export const BatchSaveSchema = z.object({
  posts: z.array(GeneratedPostSchema).max(BATCH_COUNT.max),
  publishCount: z.coerce.number().int().min(0).max(BATCH_COUNT.max),
  category: z.string().trim().max(80).default("Genel"),
});

export type GeneratedPostInput = z.infer<typeof GeneratedPostSchema>;

export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .trim();
  return text ? text.split(/\s+/).length : 0;
}
