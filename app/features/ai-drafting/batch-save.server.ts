import type { AppServices } from "../../context.ts";
import { AI_MESSAGES } from "../../integrations/ai-messages.ts";
import { quoted, recordAudit } from "../../utils/audit.server.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { slugify } from "../../utils/slug.ts";
import { indexPublishedPosts } from "../blog/public.server.ts";
import { updatePublishingSettings } from "../publishing/public.server.ts";
import type { GeneratedPostInput } from "./ai.schema.ts";

export const AI_AUTHOR_LABEL = "Yapay Zekâ Editörü";

export interface BatchSaveResult {
  saved: number;
  failed: number;
  published: number;
  /** Whether the daily schedule now publishes the drafts (the dialog's daily publish setting). */
  scheduled: boolean;
  message: string;
  ok: boolean;
}

/**
 * Spec 2 §4 batch save: the first `publishCount` posts are published now, the rest saved as drafts; author is the
 * AI label, indexed false, slugs get a 4-digit time suffix. Each post is its own insert, so one failure does not
 * lose the others, and the answer counts both. A daily publish count above 0 then turns the schedule on with that
 * count: only now do the drafts exist, and the schedule cannot be enabled without drafts (spec 2 §4).
 */
export async function saveGeneratedPosts(
  services: AppServices,
  input: { posts: GeneratedPostInput[]; publishCount: number; category: string; dailyPublish?: number },
  now = new Date(),
): Promise<BatchSaveResult> {
  if (input.posts.length === 0)
    return { saved: 0, failed: 0, published: 0, scheduled: false, ok: false, message: AI_MESSAGES.nothingToSave };
  const nowIso = now.toISOString();
  const suffix = String(now.getTime()).slice(-4);
  const publishedIds: string[] = [];
  let saved = 0;
  let failed = 0;
  for (const [index, post] of input.posts.entries()) {
    const publish = index < input.publishCount;
    const id = crypto.randomUUID();
    try {
      await services.db.transaction().execute(async (trx) => {
        await trx
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
        const summary = `Yapay zekâ ile oluşturuldu${publish ? " ve yayınlandı" : ""}: ${quoted(post.title)}`;
        await recordAudit(trx, { kind: "blog-post", itemId: id, action: publish ? "publish" : "create", summary });
      });
      saved++;
      if (publish) publishedIds.push(id);
    } catch (error) {
      failed++;
      services.logger.warn({ err: error, title: post.title }, "üretilen yazı kaydedilemedi");
    }
  }
  if (saved > 0) services.events.contentChanged({ kind: "blog" });
  await indexPublishedPosts(services, publishedIds).catch(() => 0);
  const dailyPublish = input.dailyPublish ?? 0;
  let scheduled = false;
  if (saved > 0 && dailyPublish > 0) {
    try {
      const settings = await updatePublishingSettings(services.db, { dailyPublishCount: dailyPublish, isActive: true });
      scheduled = settings.isActive;
    } catch (error) {
      services.logger.warn({ err: error }, "günlük yayın ayarı kaydedilemedi");
    }
  }
  const message =
    saved === 0
      ? AI_MESSAGES.noneSaved
      : failed > 0
        ? AI_MESSAGES.partlySaved(saved, failed)
        : `${saved} yazı kaydedildi (${publishedIds.length} yayında, ${saved - publishedIds.length} taslak)`;
  return {
    saved,
    failed,
    published: publishedIds.length,
    scheduled,
    ok: saved > 0,
    message: scheduled ? `${message}; her gün ${dailyPublish} taslak otomatik yayınlanacak` : message,
  };
}
