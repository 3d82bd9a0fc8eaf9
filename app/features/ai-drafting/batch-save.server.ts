import type { AppServices } from "../../context.ts";
import { AI_MESSAGES } from "../../integrations/ai-messages.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { slugify } from "../../utils/slug.ts";
import { indexPublishedPosts } from "../blog/index-published-posts.server.ts";
import type { GeneratedPostInput } from "./ai.schema.ts";

export const AI_AUTHOR_LABEL = "Yapay Zekâ Editörü";

export interface BatchSaveResult {
  saved: number;
  failed: number;
  published: number;
  message: string;
  ok: boolean;
}

/**
 * Spec 2 §4 batch save: the first `publishCount` posts are published now, the rest saved as drafts; author is the
 * AI label, indexed false, slugs get a 4-digit time suffix. Each post is its own insert, so one failure does not
 * lose the others, and the answer counts both.
 */
export async function saveGeneratedPosts(
  services: AppServices,
  input: { posts: GeneratedPostInput[]; publishCount: number; category: string },
  now = new Date(),
): Promise<BatchSaveResult> {
  if (input.posts.length === 0)
    return { saved: 0, failed: 0, published: 0, ok: false, message: AI_MESSAGES.nothingToSave };
  const nowIso = now.toISOString();
  const suffix = String(now.getTime()).slice(-4);
  const publishedIds: string[] = [];
  let saved = 0;
  let failed = 0;
  for (const [index, post] of input.posts.entries()) {
    const publish = index < input.publishCount;
    const id = crypto.randomUUID();
    try {
      await services.db
        .insertInto("blog_posts")
        .values({
          id,
          title: post.title,
          slug: `${slugify(post.title).slice(0, 70)}-${suffix}${index}`,
          excerpt: post.excerpt || null,
          content: sanitizeRichText(post.content),
          author: AI_AUTHOR_LABEL,
          category: input.category,
          image_url: null,
          seo_title: post.seoTitle ?? null,
          seo_description: post.seoDescription ?? null,
          seo_keywords: post.keywords.slice(0, 5).join(", ") || null,
          is_published: publish,
          published_at: publish ? nowIso : null,
          indexed: false,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
      saved++;
      if (publish) publishedIds.push(id);
    } catch (error) {
      failed++;
      services.logger.warn(
        { err: error instanceof Error ? error.message : String(error), title: post.title },
        "üretilen yazı kaydedilemedi",
      );
    }
  }
  if (saved > 0) services.events.contentChanged({ kind: "blog" });
  await indexPublishedPosts(services, publishedIds).catch(() => 0);
  const message =
    saved === 0
      ? AI_MESSAGES.noneSaved
      : failed > 0
        ? AI_MESSAGES.partlySaved(saved, failed)
        : `${saved} yazı kaydedildi (${publishedIds.length} yayında, ${saved - publishedIds.length} taslak)`;
  return { saved, failed, published: publishedIds.length, ok: saved > 0, message };
}
