import { checkbox } from "../../utils/form.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { SLUG_MAX_LENGTH } from "../../utils/slug.ts";
import { z } from "../../utils/zod.ts";
import type { RevisionFields } from "../revisions/public.ts";
import { PAGE_SLUGS_WITH_OWN_ROUTE, RESERVED_PAGE_SLUGS } from "./page-paths.ts";

/** The limits of a page's fields (issue #35); the form shows them as counters and maxlength. */
export const PAGE_LIMITS = {
  titleMin: 2,
  titleMax: 150,
  slugMax: SLUG_MAX_LENGTH,
  /** Counted on the text of the content, not its tags. */
  contentTextMin: 10,
  /** The stored HTML, tags included: it bounds what we store and sanitise. */
  contentHtmlMax: 200_000,
  seoTitleMax: 70,
  seoDescriptionMax: 170,
} as const;

export const PAGE_MESSAGES = {
  title: `Başlık ${PAGE_LIMITS.titleMin}-${PAGE_LIMITS.titleMax} karakter olmalıdır`,
  slug: `Adres yalnızca küçük harf, rakam ve tire içerebilir (en fazla ${PAGE_LIMITS.slugMax} karakter)`,
  slugTaken: "Bu adres başka bir sayfada kullanılıyor",
  slugReserved: (slug: string) => `/${slug} adresi sitenin kendi bölümüne ait; sayfa için başka bir adres seçin`,
  contentMin: `İçerik en az ${PAGE_LIMITS.contentTextMin} karakter olmalıdır`,
  contentMax: `İçerik en fazla ${PAGE_LIMITS.contentHtmlMax.toLocaleString("tr-TR")} karakter olabilir`,
  seoTitle: `SEO başlığı en fazla ${PAGE_LIMITS.seoTitleMax} karakter olabilir`,
  seoDescription: `SEO açıklaması en fazla ${PAGE_LIMITS.seoDescriptionMax} karakter olabilir`,
} as const;

/** Whether a slug may name a page: not a route of the site (the contact page's slug is its own route's intro). */
export function isReservedPageSlug(slug: string): boolean {
  return RESERVED_PAGE_SLUGS.has(slug) && !PAGE_SLUGS_WITH_OWN_ROUTE.has(slug);
}

/** The page form (admin) and its revisions: one schema, client and server. */
export const PageSchema = z.object({
  title: z
    .string()
    .trim()
    .min(PAGE_LIMITS.titleMin, PAGE_MESSAGES.title)
    .max(PAGE_LIMITS.titleMax, PAGE_MESSAGES.title),
  /** Empty: made from the title. */
  slug: z
    .string()
    .trim()
    .max(PAGE_LIMITS.slugMax, { error: PAGE_MESSAGES.slug, abort: true })
    .refine((value) => value === "" || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), {
      error: PAGE_MESSAGES.slug,
      abort: true,
    })
    .superRefine((value, ctx) => {
      if (isReservedPageSlug(value)) ctx.addIssue({ code: "custom", message: PAGE_MESSAGES.slugReserved(value) });
    }),
  content: z
    .string()
    .max(PAGE_LIMITS.contentHtmlMax, { error: PAGE_MESSAGES.contentMax, abort: true })
    .refine((html) => htmlToText(html).length >= PAGE_LIMITS.contentTextMin, PAGE_MESSAGES.contentMin),
  seoTitle: z.string().trim().max(PAGE_LIMITS.seoTitleMax, PAGE_MESSAGES.seoTitle),
  seoDescription: z.string().trim().max(PAGE_LIMITS.seoDescriptionMax, PAGE_MESSAGES.seoDescription),
  isPublished: checkbox(),
});

export type PageFormValues = z.input<typeof PageSchema>;
export type PageInput = z.output<typeof PageSchema>;

export const EMPTY_PAGE: PageFormValues = {
  title: "",
  slug: "",
  content: "",
  seoTitle: "",
  seoDescription: "",
  isPublished: false,
};

/** A stored page as its edit form opens it. */
export interface PageForEdit {
  id: string;
  title: string;
  slug: string;
  /** Sanitised HTML, safe to hand to the editor. */
  content: string;
  seoTitle: string;
  seoDescription: string;
  isPublished: boolean;
  /** When the sweep publishes this draft; null when it is not scheduled. */
  publishAt: string | null;
  /** The version the form is opened at. */
  updatedAt: string;
}

/** The entity kind of a page's revisions and autosaved forms and its audit entries (audit-kinds.ts). */
export const PAGE_REVISION_KIND = "page";

/** How a page's revisions read in the 'Geçmiş' panel and a stale-save refusal. */
export const PAGE_REVISION_FIELDS = {
  labels: {
    title: "Başlık",
    slug: "Adres",
    content: "İçerik",
    seoTitle: "SEO başlığı",
    seoDescription: "SEO açıklaması",
    isPublished: "Yayında",
  },
  richText: ["content"],
} as const satisfies RevisionFields<keyof PageFormValues>;

/** A page's form values as stored: the content of its revisions and what its edit form opens with. */
export function pageFormValues(page: Omit<PageForEdit, "id" | "updatedAt" | "publishAt">): PageFormValues {
  return {
    title: page.title,
    slug: page.slug,
    content: page.content,
    seoTitle: page.seoTitle,
    seoDescription: page.seoDescription,
    isPublished: page.isPublished,
  };
}

export { pagePath } from "./page-paths.ts";
