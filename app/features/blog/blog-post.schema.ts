import { htmlToText } from "../../utils/html-text.ts";
import { isHttpUrl } from "../../utils/http-url.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";
import { SEO_HARD_LIMITS } from "../seo/public.ts";

/** Spec 2 §5 / §9 minimums, and the upper limits we add so that no field can grow without bound. */
export const BLOG_POST_LIMITS = {
  titleMin: 2,
  titleMax: 200,
  categoryMax: 100,
  excerptMin: 10,
  excerptMax: 500,
  /** Counted on the text of the content, not its tags. */
  contentTextMin: 50,
  /** Counted on the stored HTML, tags included: it bounds what we store and sanitise. */
  contentHtmlMax: 200_000,
  imageUrlMax: 2048,
  /** Spec 2 §5: 60 and 160 are advice (a red counter, SEO_ADVISED_LIMITS); these only bound what we store. */
  seoTitleMax: SEO_HARD_LIMITS.title,
  seoDescriptionMax: SEO_HARD_LIMITS.description,
  seoKeywordsMax: 255,
  slugMax: 80,
  /** Spec 2 §2 / §9: under this many words the editor offers to expand the content. */
  expandHintWords: 300,
} as const;

export const BLOG_POST_MESSAGES = {
  titleMin: "Blog başlığı en az 2 karakter olmalıdır",
  titleMax: "Blog başlığı en fazla 200 karakter olabilir",
  categoryMin: "Kategori giriniz",
  categoryMax: "Kategori en fazla 100 karakter olabilir",
  excerptMin: "Özet en az 10 karakter olmalıdır",
  excerptMax: "Özet en fazla 500 karakter olabilir",
  contentMin: "İçerik en az 50 karakter olmalıdır",
  contentMax: "İçerik en fazla 200.000 karakter olabilir",
  imageUrl: "Geçerli bir görsel URL giriniz",
  seoTitleMax: `SEO başlığı en fazla ${SEO_HARD_LIMITS.title} karakter olabilir`,
  seoDescriptionMax: `SEO açıklaması en fazla ${SEO_HARD_LIMITS.description} karakter olabilir`,
  seoKeywordsMax: "SEO anahtar kelimeleri en fazla 255 karakter olabilir",
  slugMax: "Slug en fazla 80 karakter olabilir",
} as const;

/** An image is either one of our uploads (/uploads/…) or an absolute http(s) address. */
export function isAcceptableImageUrl(value: string): boolean {
  if (/^\/uploads\/[\w][\w./-]*$/.test(value)) return !value.includes("..");
  return /^https?:\/\/\S+$/i.test(value) && isHttpUrl(value);
}

const text = (message: string) => z.string({ error: message });

/**
 * The blog editor's form (spec 2 §2, §5), shared by the form and the action. Every value is a string, as a form
 * sends it; empty optional values become null in the service. The slug is normalised by slugify() on save.
 */
export const BlogPostSchema = z.object({
  title: text(BLOG_POST_MESSAGES.titleMin)
    .trim()
    .min(BLOG_POST_LIMITS.titleMin, BLOG_POST_MESSAGES.titleMin)
    .max(BLOG_POST_LIMITS.titleMax, BLOG_POST_MESSAGES.titleMax),
  category: text(BLOG_POST_MESSAGES.categoryMin)
    .trim()
    .min(1, BLOG_POST_MESSAGES.categoryMin)
    .max(BLOG_POST_LIMITS.categoryMax, BLOG_POST_MESSAGES.categoryMax),
  excerpt: text(BLOG_POST_MESSAGES.excerptMin)
    .trim()
    .min(BLOG_POST_LIMITS.excerptMin, BLOG_POST_MESSAGES.excerptMin)
    .max(BLOG_POST_LIMITS.excerptMax, BLOG_POST_MESSAGES.excerptMax),
  content: text(BLOG_POST_MESSAGES.contentMin)
    .max(BLOG_POST_LIMITS.contentHtmlMax, { error: BLOG_POST_MESSAGES.contentMax, abort: true })
    .refine((html) => htmlToText(html).length >= BLOG_POST_LIMITS.contentTextMin, BLOG_POST_MESSAGES.contentMin),
  imageUrl: text(BLOG_POST_MESSAGES.imageUrl)
    .trim()
    .max(BLOG_POST_LIMITS.imageUrlMax, { error: BLOG_POST_MESSAGES.imageUrl, abort: true })
    .refine((value) => value === "" || isAcceptableImageUrl(value), BLOG_POST_MESSAGES.imageUrl),
  seoTitle: text(BLOG_POST_MESSAGES.seoTitleMax)
    .trim()
    .max(BLOG_POST_LIMITS.seoTitleMax, BLOG_POST_MESSAGES.seoTitleMax),
  seoDescription: text(BLOG_POST_MESSAGES.seoDescriptionMax)
    .trim()
    .max(BLOG_POST_LIMITS.seoDescriptionMax, BLOG_POST_MESSAGES.seoDescriptionMax),
  seoKeywords: text(BLOG_POST_MESSAGES.seoKeywordsMax)
    .trim()
    .max(BLOG_POST_LIMITS.seoKeywordsMax, BLOG_POST_MESSAGES.seoKeywordsMax),
  slug: text(BLOG_POST_MESSAGES.slugMax).trim().max(BLOG_POST_LIMITS.slugMax, BLOG_POST_MESSAGES.slugMax),
});

export type BlogPostInput = z.infer<typeof BlogPostSchema>;

export const BLOG_POST_FIELDS = Object.keys(BlogPostSchema.shape) as (keyof BlogPostInput)[];

/** Fields shown on the SEO tab; an error there switches the editor to that tab. */
export const SEO_TAB_FIELDS: ReadonlySet<keyof BlogPostInput> = new Set([
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "slug",
]);

export const EMPTY_BLOG_POST: BlogPostInput = {
  title: "",
  category: "",
  excerpt: "",
  content: "",
  imageUrl: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: "",
  slug: "",
};

/** The entity kind of a post's revisions and autosaved forms. */
export const BLOG_REVISION_KIND = "blog";

/** How a post's revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const BLOG_REVISION_FIELDS = {
  labels: {
    title: "Başlık",
    slug: "Slug",
    category: "Kategori",
    excerpt: "Özet",
    content: "İçerik",
    imageUrl: "Görsel",
    seoTitle: "SEO başlığı",
    seoDescription: "SEO açıklaması",
    seoKeywords: "SEO anahtar kelimeleri",
  },
  richText: ["content"],
} as const satisfies RevisionFields<keyof BlogPostInput>;
