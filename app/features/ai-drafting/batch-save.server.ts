import type { Insertable } from "kysely";
import type { BlogPostsTable } from "../../../db/schema.ts";
import type { AppServices } from "../../context.ts";
import { AI_MESSAGES } from "../../integrations/ai-messages.ts";
import { isNotNullViolation } from "../../utils/constraint-errors.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { slugify } from "../../utils/slug.ts";
import { quoted, recordAudit } from "../audit/public.server.ts";
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

/** What a batch save needs of the app's services. */
export type BatchSaveServices = Pick<AppServices, "db" | "events" | "logger" | "config">;

type BatchRow = Insertable<BlogPostsTable> & { id: string; title: string; is_published: boolean };

/**
 * Spec 2 §4 batch save: the first `publishCount` posts are published now, the rest saved as drafts; author is the
 * AI label, indexed false, slugs get a 4-digit time suffix. Spec 2 §7: the whole batch is one insert; when that
 * fails, each post is inserted on its own, so one bad post does not lose the others, and a post the database
 * refuses for a missing required value is tried once more with only its minimal columns. The answer counts saved
 * and failed posts. A daily publish count above 0 then turns the schedule on with that count: only now do the
 * drafts exist, and the schedule cannot be enabled without drafts (spec 2 §4).
 */
export async function saveGeneratedPosts(
  services: BatchSaveServices,
  input: { posts: GeneratedPostInput[]; publishCount: number; category: string; dailyPublish?: number },
  now = new Date(),
): Promise<BatchSaveResult> {
  if (input.posts.length === 0)
    return { saved: 0, failed: 0, published: 0, scheduled: false, ok: false, message: AI_MESSAGES.nothingToSave };
  const nowIso = now.toISOString();
  const rows: BatchRow[] = input.posts.map((post, index) => {
    const publish = index < input.publishCount;
    return {
      id: crypto.randomUUID(),
      title: post.title,
      slug: `${slugify(post.title).slice(0, 70)}-${batchSlugSuffix(now, index)}`,
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
    };
  });
  const savedRows = await insertBatch(services, rows);
  const publishedIds = savedRows.filter((row) => row.is_published).map((row) => row.id);
  const saved = savedRows.length;
  const failed = rows.length - saved;
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

/**
 * Spec 2 §9's 4-digit time suffix: the last four digits of the save's millisecond clock, advanced by the post's place
 * in the batch so two posts of one batch with the same title still get different slugs.
 */
export function batchSlugSuffix(now: Date, index: number): string {
  return String((now.getTime() + index) % 10_000).padStart(4, "0");
}

/** The rows that were saved: all of them in one insert, else each on its own (see saveGeneratedPosts). */
async function insertBatch(services: BatchSaveServices, rows: readonly BatchRow[]): Promise<BatchRow[]> {
  try {
    await insertWithAudit(services.db, rows);
    return [...rows];
  } catch (error) {
    services.logger.warn({ err: error, count: rows.length }, "toplu kayıt başarısız; yazılar tek tek kaydediliyor");
  }
  const saved: BatchRow[] = [];
  for (const row of rows) {
    try {
      await insertWithAudit(services.db, [row]);
      saved.push(row);
    } catch (error) {
      services.logger.warn({ err: error, title: row.title }, "üretilen yazı kaydedilemedi");
      if (isNotNullViolation(error) && (await insertMinimal(services, row))) saved.push(row);
    }
  }
  return saved;
}

/**
 * Spec 2 §7's retry after a not-null violation: only title, content, is_published and created_at, plus what this
 * schema cannot do without (the id and the unique slug) and, for a published post, its publication time, without
 * which it could not take its place among the latest posts.
 */
async function insertMinimal(services: BatchSaveServices, row: BatchRow): Promise<boolean> {
  const minimal: BatchRow = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    is_published: row.is_published,
    published_at: row.published_at,
    created_at: row.created_at,
  };
  try {
    await insertWithAudit(services.db, [minimal]);
    return true;
  } catch (error) {
    services.logger.warn({ err: error, title: row.title }, "üretilen yazı en az alanla da kaydedilemedi");
    return false;
  }
}

async function insertWithAudit(db: Db, rows: readonly BatchRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("blog_posts")
      .values([...rows])
      .execute();
    for (const row of rows) {
      const summary = `Yapay zekâ ile oluşturuldu${row.is_published ? " ve yayınlandı" : ""}: ${quoted(row.title)}`;
      await recordAudit(trx, {
        kind: "blog-post",
        itemId: row.id,
        action: row.is_published ? "publish" : "create",
        summary,
      });
    }
  });
}
