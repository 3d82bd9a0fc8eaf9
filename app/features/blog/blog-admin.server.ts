import { type RawBuilder, type Selectable, type SqlBool, sql } from "kysely";
import type { BlogPostsTable } from "../../../db/schema.ts";
import type { AppServices } from "../../context.ts";
import { submitUrlForIndexing } from "../../integrations/indexing.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { isPostgres, type TrigramIndex, trigramPhraseOf } from "../../utils/folded-sql.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { istanbulLocalToIso } from "../../utils/istanbul-time.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { SLUG_MAX_LENGTH, slugify } from "../../utils/slug.ts";
import {
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  trigramSearchOf,
  writeEach,
} from "../admin-lists/public.server.ts";
import {
  auditedEdits,
  columnLabels,
  createdEntry,
  quoted,
  recordAudit,
  scheduledEntry,
} from "../audit/public.server.ts";
import { redirectMovedAddress } from "../redirects/public.server.ts";
import { type EditContext, saveWithRevision } from "../revisions/public.server.ts";
import { BLOG_ADMIN_MESSAGES } from "./admin-messages.ts";
import type { BlogListQuery } from "./blog-list.ts";
import { postPath } from "./blog-paths.ts";
import {
  BLOG_POST_LIMITS,
  BLOG_POST_MESSAGES,
  BLOG_REVISION_FIELDS,
  BLOG_REVISION_KIND,
  type BlogPostInput,
  BlogPostSchema,
} from "./blog-post.schema.ts";

/** The table of posts and their kind in the audit log, for its bulk writes and edits. */
const BLOG_AUDIT = { table: "blog_posts", nameColumn: "title", kind: "blog-post" } as const;

/** Attempts at a unique slug when another save takes the same one between our check and our write. */
const SLUG_ATTEMPTS = 10;

/** The audit log names a changed column as the 'Geçmiş' panel names its field. */
const BLOG_EDITS = auditedEdits(BLOG_AUDIT, { labels: columnLabels(BLOG_REVISION_FIELDS.labels) });

export type BlogAdminServices = Pick<AppServices, "db" | "events" | "logger" | "config">;

export interface AdminPostRow {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  viewCount: number;
  createdAt: string;
  publishedAt: string | null;
  /** When the sweep publishes this draft ('Zamanlandı'); null when it is not scheduled. */
  publishAt: string | null;
}

export type AdminPostPage = ListPage<AdminPostRow, BlogListQuery["tab"]>;

/** A post as the editor loads it; `content` is the stored HTML, still to be sanitised before it is shown. */
export interface AdminPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  category: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  /** When the sweep publishes this draft; null when it is not scheduled. */
  publishAt: string | null;
  indexed: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
}

function requireId(id: string): string {
  return requireItemId(id, BLOG_ADMIN_MESSAGES.notFound);
}

function notFound(): ServiceError {
  return new ServiceError("not_found", BLOG_ADMIN_MESSAGES.notFound);
}

/**
 * One page of posts, drafts included, in the list's state: searched (title, slug, category; Turkish-insensitive),
 * added between two days, under a tab (published, draft), sorted by a column. A page past the end gives the last.
 */
export async function listPostsForAdmin(db: Db, request: ListRequest<BlogListQuery>): Promise<AdminPostPage> {
  const { query } = request;
  const trigram = await trigramSearchOf(db, "blog_posts", query.search);
  const searched = (index: TrigramIndex | null) =>
    searchedAndAdded(db.selectFrom("blog_posts"), query, {
      search: "search_folded",
      created: "created_at",
      trigram: index,
    });
  // On SQLite a phrase in most posts, or a query too short for trigrams, is read by its LIKE over the entries of an
  // index that carries the searched text in the default order (migration 0048): for the tabs' counts, and for a page
  // in that order, which walks it and looks up only its own rows. A page in another order of a dense phrase reads
  // the trigram index's matches, or walks its order with the LIKE when its rows come early.
  const byLike = trigram !== null && (trigram.dense === true || trigramPhraseOf(query.search) === null);
  const like = searched(null);
  const inDefaultOrder = query.sort !== "baslik" && query.sort !== "goruntulenme";
  return readListPage(request, {
    filtered: byLike && inDefaultOrder ? like : searched(trigram),
    counted: byLike
      ? like
      : isPostgres(db) && query.search !== ""
        ? // The union's rows stand in for the posts' own under their name: the tabs read only `is_published`.
          (coveredSearchCount(db, query) as unknown as typeof like)
        : undefined,
    walked: trigram?.dense && trigram.rows ? { filtered: like, tableRows: trigram.rows } : undefined,
    tabs: {
      tumu: null,
      yayinda: (eb) => eb("is_published", "=", true),
      taslak: (eb) => eb("is_published", "=", false),
    },
    reversible: true,
    rows: (qb, direction) =>
      qb
        .select(["id", "title", "slug", "is_published", "view_count", "created_at", "published_at", "publish_at"])
        .$call((ordered) => {
          if (query.sort === "baslik") return ordered.orderBy("sort_folded", direction);
          if (query.sort === "goruntulenme") return ordered.orderBy("view_count", direction);
          return ordered.orderBy("created_at", direction);
        })
        .orderBy("id", direction)
        .execute(),
    map: (r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      isPublished: r.is_published,
      viewCount: Number(r.view_count),
      createdAt: r.created_at,
      publishedAt: r.published_at,
      publishAt: r.publish_at,
    }),
  });
}

/** The bound on the searched text of the posts that PostgreSQL's `blog_posts_admin_search_idx` holds (its predicate). */
const COVERED_SEARCH_BYTES = 2000;

/**
 * PostgreSQL's posts under a search, for the tabs' counts only (their `is_published`): the posts whose searched text
 * the covering index holds, read from its entries alone (a phrase in most posts otherwise read all 112 MB of rows at
 * 100,000 posts), and the longer ones through their own small index. Either part is found through the trigram index
 * instead when the planner expects few matches.
 */
function coveredSearchCount(db: Db, query: BlogListQuery) {
  const bytes = sql<number>`octet_length(search_folded)`;
  const part = (length: RawBuilder<SqlBool>) =>
    searchedAndAdded(db.selectFrom("blog_posts").where(length), query, {
      search: "search_folded",
      created: "created_at",
    }).select("is_published");
  const covered = part(sql<SqlBool>`${bytes} <= ${sql.lit(COVERED_SEARCH_BYTES)}`);
  const long = part(sql<SqlBool>`${bytes} > ${sql.lit(COVERED_SEARCH_BYTES)}`);
  return db.selectFrom(covered.unionAll(long).as("blog_posts"));
}

export async function getPostForEdit(db: Db, id: string): Promise<AdminPost> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", requireId(id)).executeTakeFirst();
  if (!row) throw notFound();
  return toAdminPost(row);
}

function toAdminPost(row: Selectable<BlogPostsTable>): AdminPost {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.image_url,
    category: row.category,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoKeywords: row.seo_keywords,
    isPublished: row.is_published,
    publishedAt: row.published_at,
    publishAt: row.publish_at,
    indexed: row.indexed,
    viewCount: Number(row.view_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The editor's values of a stored post; also the content of its revisions. */
export function postFormValues(post: Pick<AdminPost, keyof BlogPostInput | "imageUrl">): BlogPostInput {
  return {
    title: post.title,
    category: post.category ?? "",
    excerpt: post.excerpt ?? "",
    // Stored HTML is sanitised again before it reaches the editor (design §4).
    content: sanitizeRichText(post.content),
    imageUrl: post.imageUrl ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    seoKeywords: post.seoKeywords ?? "",
    slug: post.slug,
  };
}

/** A post's revision bookkeeping: how to read it back as the editor's values. */
function revisionOf(id: string, at: string, edit: EditContext) {
  return {
    kind: BLOG_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: BLOG_REVISION_FIELDS,
    read: async (db: Db) => {
      const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? { version: row.updated_at, content: { ...postFormValues(toAdminPost(row)) } } : null;
    },
  };
}

/** Categories already in use, for the editor's suggestions. */
export async function listPostCategories(db: Db, limit = 50): Promise<string[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select("category")
    .distinct()
    .where("category", "is not", null)
    .where("category", "!=", "")
    .orderBy("category")
    .limit(limit)
    .execute();
  return rows.map((r) => r.category).filter((c): c is string => !!c);
}

/** The stored form of the editor's values: parsed again (services trust no caller), content sanitised. */
function toStoredFields(input: BlogPostInput) {
  const parsed = BlogPostSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "title");
    throw new ServiceError("invalid", issue?.message ?? BLOG_ADMIN_MESSAGES.saveFailed, { field });
  }
  const values = parsed.data;
  const content = sanitizeRichText(values.content);
  // What survives the sanitiser is what the page shows, so the minimum applies to it (a <script> counts nothing).
  if (htmlToText(content).length < BLOG_POST_LIMITS.contentTextMin) {
    throw new ServiceError("invalid", BLOG_POST_MESSAGES.contentMin, { field: "content" });
  }
  return {
    title: values.title,
    excerpt: values.excerpt,
    content,
    category: values.category,
    image_url: values.imageUrl || null,
    seo_title: values.seoTitle || null,
    seo_description: values.seoDescription || null,
    seo_keywords: values.seoKeywords || null,
  };
}

/**
 * Spec 2 §4: a manually created post is always a draft (is_published false, published_at null), whatever the
 * caller sends. An empty slug comes from the title; a slug in use gets -2, -3, ….
 */
export async function createPost(
  services: BlogAdminServices,
  input: BlogPostInput,
  now: Date = new Date(),
  edit: EditContext = {},
): Promise<{ id: string; slug: string }> {
  const fields = toStoredFields(input);
  const base = slugify(input.slug.trim() || input.title);
  const id = crypto.randomUUID();
  const timestamp = now.toISOString();
  const slug = await withFreeSlug(services.db, base, null, async (candidate) => {
    await saveWithRevision(services.db, {
      ...revisionOf(id, timestamp, edit),
      write: async (trx) => {
        await trx
          .insertInto("blog_posts")
          .values({
            id,
            ...fields,
            slug: candidate,
            author: null,
            is_published: false,
            published_at: null,
            view_count: 0,
            indexed: false,
            created_at: timestamp,
            updated_at: timestamp,
          })
          .execute();
        await recordAudit(trx, createdEntry("blog-post", id, input.title));
      },
    });
  });
  services.events.contentChanged({ kind: "blog", id });
  return { id, slug };
}

/** Spec 2 §4: an update never changes the publish status; updated_at is set; a cleared slug comes from the title. */
export async function updatePost(
  services: BlogAdminServices,
  id: string,
  input: BlogPostInput,
  now: Date = new Date(),
  edit: EditContext = {},
): Promise<{ id: string; slug: string }> {
  const postId = requireId(id);
  const fields = toStoredFields(input);
  const existing = await services.db
    .selectFrom("blog_posts")
    .select(["slug", "is_published"])
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!existing) throw notFound();
  const requested = input.slug.trim();
  // An untouched slug stays exactly as stored, even one that slugify() would now write differently.
  const base = requested === existing.slug ? existing.slug : slugify(requested || input.title);
  const timestamp = now.toISOString();
  const slug = await withFreeSlug(services.db, base, postId, async (candidate) => {
    await saveWithRevision(services.db, {
      ...revisionOf(postId, timestamp, edit),
      missing: notFound,
      submitted: { ...input },
      write: async (trx, version) => {
        const before = await BLOG_EDITS.read(trx, postId, notFound);
        const values = { ...fields, slug: candidate };
        await BLOG_EDITS.write(trx, postId, { before, values, updatedAt: version, name: input.title });
        // A published post's old address keeps working: a 301 to the new one (issue #15), in the save's own
        // transaction, so a save that fails (a slug clash retried, a stale version) leaves no redirect behind.
        if (before.is_published && candidate !== before.slug) {
          await redirectMovedAddress(trx, {
            from: postPath({ id: postId, slug: before.slug }),
            to: postPath({ id: postId, slug: candidate }),
          });
        }
      },
    });
  });
  services.events.contentChanged({ kind: "blog", id: postId });
  return { id: postId, slug };
}

/**
 * Schedules a draft for a moment in Istanbul time (`local`, from a datetime-local input), or with null unschedules
 * it; the publishing sweep publishes it then. A published post cannot be scheduled.
 */
export async function schedulePost(
  services: BlogAdminServices,
  id: string,
  local: string | null,
  now: Date = new Date(),
): Promise<{ publishAt: string | null }> {
  const postId = requireId(id);
  const publishAt = local === null ? null : istanbulLocalToIso(local);
  if (publishAt !== null && publishAt <= now.toISOString()) {
    throw new ServiceError("invalid", BLOG_ADMIN_MESSAGES.scheduleInPast, { field: "publishAt" });
  }
  const row = await services.db
    .selectFrom("blog_posts")
    .select(["is_published", "title"])
    .where("id", "=", postId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.is_published && publishAt !== null) {
    throw new ServiceError("conflict", BLOG_ADMIN_MESSAGES.schedulePublished, { field: "publishAt" });
  }
  await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("blog_posts")
      .set({ publish_at: publishAt, updated_at: now.toISOString() })
      .where("id", "=", postId)
      .execute();
    await recordAudit(trx, scheduledEntry("blog-post", postId, row.title, publishAt));
  });
  services.events.contentChanged({ kind: "blog", id: postId });
  return { publishAt };
}

export async function deletePost(services: BlogAdminServices, id: string): Promise<void> {
  await deletePosts(services, [id]);
}

/** Deletes many posts in one transaction (a bulk action); an unknown id deletes nothing. */
export async function deletePosts(services: Pick<BlogAdminServices, "db" | "events">, ids: readonly string[]) {
  const keys = await writeEach(services.db, ids, notFound, deletedAudit(BLOG_AUDIT), (trx, keys) =>
    trx.deleteFrom("blog_posts").where("id", "in", keys).executeTakeFirst(),
  );
  for (const key of keys) services.events.contentChanged({ kind: "blog", id: key });
}

/**
 * Publishes or unpublishes many posts in one transaction (a bulk action; an unknown id changes none), as the
 * single toggle does: each raises its change event, and each published one is submitted for indexing after the
 * commit, never holding up the answer.
 */
export async function setPostsPublished(
  services: BlogAdminServices,
  ids: readonly string[],
  published: boolean,
  options: PublishOptions = {},
): Promise<PublishChange[]> {
  const now = (options.now ?? new Date()).toISOString();
  const audit = {
    ...BLOG_AUDIT,
    action: published ? "publish" : "toggle",
    summary: (title: string) => `${quoted(title)} ${published ? "yayınlandı" : "yayından kaldırıldı"}`,
  } as const;
  const keys = await writeEach(services.db, ids, notFound, audit, (trx, keys) =>
    trx
      .updateTable("blog_posts")
      .set(
        published
          ? { is_published: true, published_at: now, publish_at: null, updated_at: now }
          : { is_published: false, updated_at: now },
      )
      .where("id", "in", keys)
      .executeTakeFirst(),
  );
  const rows = await services.db.selectFrom("blog_posts").select(["id", "slug"]).where("id", "in", keys).execute();
  for (const key of keys) services.events.contentChanged({ kind: "blog", id: key });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    isPublished: published,
    indexing: published ? submitPost(services, row, options) : null,
  }));
}

export interface PublishChange {
  id: string;
  slug: string;
  isPublished: boolean;
  /**
   * Publishing only: the IndexNow submission of the public URL, already running. It never rejects; it resolves
   * with the reported success, after `indexed` has been set. The publish itself is committed before it starts.
   */
  indexing: Promise<boolean> | null;
}

export interface PublishOptions {
  now?: Date;
  /** Defaults to submitUrlForIndexing with these services. */
  submitUrl?: (url: string) => Promise<boolean>;
}

/**
 * Spec 2 §4 toggle. Publishing sets is_published and published_at (now), then submits SITE_URL/blog/{slug} for
 * indexing and sets indexed on reported success. Unpublishing only flips the flag (published_at and indexed stay).
 * Both set updated_at, as every update does.
 */
export async function setPostPublished(
  services: BlogAdminServices,
  id: string,
  published: boolean,
  options: PublishOptions = {},
): Promise<PublishChange> {
  const [change] = await setPostsPublished(services, [id], published, options);
  if (!change) throw notFound();
  return change;
}

/** The IndexNow submission of a published post's address; it never rejects (see PublishChange.indexing). */
function submitPost(services: BlogAdminServices, row: { id: string; slug: string }, options: PublishOptions) {
  const url = `${services.config.siteUrl}${postPath(row)}`;
  const submit = options.submitUrl ?? ((target: string) => submitUrlForIndexing(services, target));
  return submit(url)
    .then(async (ok) => {
      if (ok) await markIndexed(services.db, row.id);
      return ok;
    })
    .catch((error: unknown) => {
      services.logger.warn({ err: error, postId: row.id }, "indeksleme sonucu kaydedilemedi");
      return false;
    });
}

/** Only while still published: a post unpublished during the submission is not marked. */
async function markIndexed(db: Db, id: string): Promise<void> {
  await db
    .updateTable("blog_posts")
    .set({ indexed: true })
    .where("id", "=", id)
    .where("is_published", "=", true)
    .execute();
}

/**
 * Runs `write` with the first free slug of base, base-2, base-3, … (cut to 80 characters). If another save takes
 * that slug between the check and the write, the unique index refuses it and we look again.
 */
async function withFreeSlug(
  db: Db,
  base: string,
  ownId: string | null,
  write: (slug: string) => Promise<void>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const slug = await findFreeSlug(db, base, ownId);
    try {
      await write(slug);
      return slug;
    } catch (error) {
      if (attempt >= SLUG_ATTEMPTS || !isSlugClash(error)) throw error;
    }
  }
}

export async function findFreeSlug(db: Db, base: string, ownId: string | null): Promise<string> {
  // Every candidate starts with this stem, so one query finds all the slugs they could clash with.
  const stem = base.slice(0, SLUG_MAX_LENGTH - 10);
  let query = db
    .selectFrom("blog_posts")
    .select("slug")
    .where("slug", "like", `${likePrefix(stem)}%`);
  if (ownId) query = query.where("id", "!=", ownId);
  const taken = new Set((await query.execute()).map((r) => r.slug));
  for (let n = 1; ; n++) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

function withSuffix(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/**
 * An underscore (kept by slugify(), spec 1 §5) matches any one character in LIKE: a few more rows, checked exactly.
 * A kept legacy slug with `%` or a backslash widens the query to every slug instead.
 */
function likePrefix(value: string): string {
  return /[%\\]/.test(value) ? "" : value;
}

function isSlugClash(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === "23505" || /UNIQUE constraint failed: blog_posts\.slug/i.test(error.message);
}
