import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { nearerEnd, pageWindow } from "../../utils/paging.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";

export interface PostLink {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  category: string | null;
  publishedAt: string;
}

/** A published post as its page shows it; `content` is the stored HTML, still to be sanitised for display. */
export interface PublishedPost extends PostLink {
  content: string;
  author: string | null;
  viewCount: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  updatedAt: string;
}

export interface PostPage {
  posts: PostLink[];
  total: number;
  page: number;
  pageCount: number;
}

/** Spec 1 §9: three related posts on a post's page. */
export const RELATED_POST_COUNT = 3;
/** Longer slugs or ids than this cannot exist (slugs are cut at 80); they are answered without a query. */
const MAX_KEY_LENGTH = 200;

const LINK_COLUMNS = ["id", "slug", "title", "excerpt", "image_url", "category", "published_at", "created_at"] as const;

interface LinkRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  image_url: string | null;
  category: string | null;
  published_at: string | null;
  created_at: string;
}

function toPostLink(r: LinkRow): PostLink {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    imageUrl: r.image_url,
    category: r.category,
    publishedAt: r.published_at ?? r.created_at,
  };
}

/** The newest published posts, for the home page and the footer (spec 1 §7: limit 4). */
export async function listLatestPublishedPosts(db: Db, limit: number): Promise<PostLink[]> {
  const rows = await newestPublished(db).limit(limit).execute();
  return rows.map(toPostLink);
}

/**
 * Published posts as links, most recently published first (the id breaks ties, so pages never overlap). By the
 * publication time, not the creation time: the daily queue publishes the oldest drafts first, and a post published
 * today belongs at the top. Every published post has its publication time (migration 0029 filled in older ones).
 */
function newestPublished(db: Db, order: "desc" | "asc" = "desc") {
  return db
    .selectFrom("blog_posts")
    .select(LINK_COLUMNS)
    .where("is_published", "=", true)
    .orderBy("published_at", order)
    .orderBy("id", order);
}

/** One page of published posts, newest first; a page past the end is clamped to the last one. */
export async function listPublishedPostsPage(db: Db, options: { page: number; pageSize: number }): Promise<PostPage> {
  const { count } = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("is_published", "=", true)
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount, offset } = pageWindow(total, options.page, options.pageSize);
  // Past the middle, the page is read oldest first from the far end and put back in order.
  const seek = nearerEnd(total, offset, options.pageSize);
  const rows = await newestPublished(db, seek.reversed ? "asc" : "desc")
    .limit(seek.limit)
    .offset(seek.offset)
    .execute();
  if (seek.reversed) rows.reverse();
  return { posts: rows.map(toPostLink), total, page, pageCount };
}

/** Spec 1 §7: a post by slug, falling back to its id; drafts are never found. */
export async function findPublishedPost(db: Db, slugOrId: string): Promise<PublishedPost | null> {
  if (!slugOrId || slugOrId.length > MAX_KEY_LENGTH) return null;
  const select = () =>
    db
      .selectFrom("blog_posts")
      .select([
        ...LINK_COLUMNS,
        "content",
        "author",
        "view_count",
        "seo_title",
        "seo_description",
        "seo_keywords",
        "updated_at",
      ])
      .where("is_published", "=", true);
  const row =
    (await select().where("slug", "=", slugOrId).executeTakeFirst()) ??
    (await select().where("id", "=", slugOrId).executeTakeFirst());
  if (!row) return null;
  return {
    ...toPostLink(row),
    content: row.content,
    author: row.author,
    viewCount: Number(row.view_count),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoKeywords: row.seo_keywords,
    updatedAt: row.updated_at,
  };
}

/** Spec 1 §7: up to three other published posts of the same category, most recently published first. */
export async function listRelatedPosts(
  db: Db,
  post: { id: string; category: string | null },
  limit = RELATED_POST_COUNT,
): Promise<PostLink[]> {
  if (!post.category) return [];
  const rows = await db
    .selectFrom("blog_posts")
    .select(LINK_COLUMNS)
    .where("is_published", "=", true)
    .where("category", "=", post.category)
    .where("id", "!=", post.id)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toPostLink);
}

/** Views of one post on one Istanbul day, as the view counter (view-counter.server.ts) gathered them in memory. */
export interface PostViews {
  postId: string;
  day: string;
  views: number;
}

/** The Istanbul day key of blog_view_days for a moment (as the dashboard reads it). */
export function viewDayOf(date: Date): string {
  return istanbulDay(date);
}

/**
 * Adds gathered views in one transaction (design §10: atomically, in the database, so concurrent writers never
 * overwrite each other): each published post's view_count, and each day's total for the dashboard. Views of a post
 * that is no longer published, or does not exist, are dropped. Returns how many views were written.
 */
export async function recordPostViews(db: Db, batch: readonly PostViews[]): Promise<number> {
  if (batch.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const perPost = new Map<string, number>();
    for (const entry of batch) perPost.set(entry.postId, (perPost.get(entry.postId) ?? 0) + entry.views);
    const counted = new Set<string>();
    // Posts and days in key order: two instances flushing at once lock the same rows in one order, never crosswise.
    for (const [postId, views] of [...perPost].sort(byKey)) {
      const updated = await trx
        .updateTable("blog_posts")
        .set({ view_count: sql<number>`view_count + ${views}` })
        .where("id", "=", postId)
        .where("is_published", "=", true)
        .returning("id")
        .executeTakeFirst();
      if (updated) counted.add(postId);
    }
    const perDay = new Map<string, number>();
    for (const entry of batch) {
      if (counted.has(entry.postId)) perDay.set(entry.day, (perDay.get(entry.day) ?? 0) + entry.views);
    }
    for (const [day, views] of [...perDay].sort(byKey)) {
      await trx
        .insertInto("blog_view_days")
        .values({ day, views })
        .onConflict((oc) => oc.column("day").doUpdateSet({ views: sql<number>`blog_view_days.views + ${views}` }))
        .execute();
    }
    return [...perDay.values()].reduce((sum, n) => sum + n, 0);
  });
}

function byKey([a]: [string, number], [b]: [string, number]): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The newest posts (home page, footer) as a shared read: once per content change. */
export function sharedLatestPosts(shared: SharedData, db: Db, limit: number): Promise<PostLink[]> {
  return shared.get(`blog:latest:${limit}`, () => listLatestPublishedPosts(db, limit));
}
