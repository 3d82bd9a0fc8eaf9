import { BLOG_LIST_PATH } from "../../utils/admin-paths.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import { slugify } from "../../utils/slug.ts";
import { displayRichTextWithSizes } from "../media/public.server.ts";
import { declareVersionedKind, type RevisionContent, type VersionedServices } from "../revisions/public.server.ts";
import { BLOG_ADMIN_MESSAGES } from "./admin-messages.ts";
import { listRelatedPosts } from "./blog.server.ts";
import { createPost, getPostForEdit, postFormValues, schedulePost, updatePost } from "./blog-admin.server.ts";
import { authorLabel } from "./blog-paths.ts";
import { BLOG_REVISION_FIELDS, BLOG_REVISION_KIND, BlogPostSchema } from "./blog-post.schema.ts";
import { listDailyBonuses } from "./daily-bonuses.server.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The admin's autosaved form over the stored post, as its public page shows it. */
async function previewPost(
  { db, logger, config }: VersionedServices,
  id: string | null,
  draft: RevisionContent | null,
) {
  const stored = id ? await getPostForEdit(db, id).catch(() => null) : null;
  if (!stored && !draft) return null;
  const values = { ...(stored ? postFormValues(stored) : {}), ...(draft ?? {}) };
  const title = text(values.title) || "Başlıksız yazı";
  const now = new Date().toISOString();
  const post = {
    id: stored?.id ?? "onizleme",
    slug: text(values.slug) || slugify(title),
    title,
    excerpt: text(values.excerpt) || null,
    imageUrl: text(values.imageUrl) || null,
    category: text(values.category) || null,
    publishedAt: stored?.publishedAt ?? stored?.publishAt ?? now,
    content: await displayRichTextWithSizes(db, text(values.content)),
    author: null,
    viewCount: stored?.viewCount ?? 0,
    seoTitle: text(values.seoTitle) || null,
    seoDescription: text(values.seoDescription) || null,
    seoKeywords: text(values.seoKeywords) || null,
    updatedAt: stored?.updatedAt ?? now,
  };
  const [related, bonuses] = await Promise.all([
    orDefault(listRelatedPosts(db, post), [], { logger, what: "benzer yazılar" }),
    orDefault(listDailyBonuses(db), [], { logger, what: "günün bonusları" }),
  ]);
  return {
    view: "blog",
    title: post.title,
    post,
    author: authorLabel(post.author, config.siteName),
    summary: post.seoDescription || post.excerpt || htmlToText(post.content, 160),
    related,
    bonuses,
  };
}

/** Blog posts as versioned content: the editor's save and schedule, the 'Geçmiş' panel, autosave and preview. */
export const BLOG_VERSIONED = declareVersionedKind({
  kind: BLOG_REVISION_KIND,
  table: "blog_posts",
  fields: BLOG_REVISION_FIELDS,
  schema: BlogPostSchema,
  preview: previewPost,
  create: (services, input, edit) => createPost(services, input, new Date(), edit),
  update: (services, id, input, edit) => updatePost(services, id, input, new Date(), edit),
  schedule: { log: "blog yazısı zamanlanamadı", texts: BLOG_ADMIN_MESSAGES, run: schedulePost },
  texts: { ...BLOG_ADMIN_MESSAGES, saveFailed: () => BLOG_ADMIN_MESSAGES.saveFailed },
  log: "blog yazısı kaydedilemedi",
  listPath: BLOG_LIST_PATH,
});
