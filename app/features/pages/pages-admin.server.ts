import type { Selectable } from "kysely";
import type { PagesTable } from "../../../db/schema.ts";
import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { requireItemId, ServiceError } from "../../utils/errors.ts";
import { foldedSql } from "../../utils/folded-sql.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { istanbulLocalToIso } from "../../utils/istanbul-time.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { SCHEDULE_MESSAGES } from "../../utils/schedule.schema.ts";
import { slugify } from "../../utils/slug.ts";
import {
  deletedAudit,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
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
import { PAGE_ADMIN_MESSAGES } from "./admin-messages.ts";
import {
  isReservedPageSlug,
  PAGE_LIMITS,
  PAGE_MESSAGES,
  PAGE_REVISION_FIELDS,
  PAGE_REVISION_KIND,
  type PageForEdit,
  type PageInput,
  PageSchema,
  pageFormValues,
} from "./page.schema.ts";
import type { PageListQuery } from "./page-list.ts";
import { pagePath } from "./page-paths.ts";

/** The table of pages and their kind in the audit log, for its bulk writes and edits. */
const PAGE_AUDIT = { table: "pages", nameColumn: "title", kind: "page" } as const;
/** The audit log names a changed column as the 'Geçmiş' panel names its field. */
const PAGE_EDITS = auditedEdits(PAGE_AUDIT, { labels: columnLabels(PAGE_REVISION_FIELDS.labels) });

export interface AdminPageRow {
  id: string;
  title: string;
  slug: string;
  isPublished: boolean;
  /** When the sweep publishes this draft ('Zamanlandı'); null when it is not scheduled. */
  publishAt: string | null;
  updatedAt: string;
  createdAt: string;
}

export type AdminPagePage = ListPage<AdminPageRow, PageListQuery["tab"]>;

/**
 * One page of pages, drafts included, in the list's state: searched (title, address; Turkish-insensitive), added
 * between two days, under a tab (yayında, taslak), sorted by a column. A page past the end gives the last.
 */
export function listPagesForAdmin(db: Db, request: ListRequest<PageListQuery>): Promise<AdminPagePage> {
  const { query } = request;
  return readListPage(request, {
    filtered: searchedAndAdded(db.selectFrom("pages"), query, { fold: ["title", "slug"], created: "created_at" }),
    tabs: {
      tumu: null,
      yayinda: (eb) => eb("is_published", "=", true),
      taslak: (eb) => eb("is_published", "=", false),
    },
    reversible: true,
    rows: (qb, direction) =>
      qb
        .select(["id", "title", "slug", "is_published", "publish_at", "updated_at", "created_at"])
        .$call((ordered) =>
          query.sort === "baslik"
            ? ordered.orderBy((eb) => foldedSql(eb.ref("title")), direction)
            : query.sort === "guncelleme"
              ? ordered.orderBy("updated_at", direction)
              : ordered.orderBy("created_at", direction),
        )
        .orderBy("id", direction)
        .execute(),
    map: (row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      isPublished: row.is_published,
      publishAt: row.publish_at,
      updatedAt: row.updated_at,
      createdAt: row.created_at,
    }),
  });
}

function requireId(id: string): string {
  return requireItemId(id, PAGE_ADMIN_MESSAGES.notFound);
}

function notFound(): ServiceError {
  return new ServiceError("not_found", PAGE_ADMIN_MESSAGES.notFound);
}

function toPageForEdit(row: Selectable<PagesTable>): PageForEdit {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    // Stored HTML is sanitised again before it reaches the editor (design §4).
    content: sanitizeRichText(row.content),
    seoTitle: row.seo_title ?? "",
    seoDescription: row.seo_description ?? "",
    isPublished: row.is_published,
    publishAt: row.publish_at,
    updatedAt: row.updated_at,
  };
}

/** One page for its edit form. */
export async function getPageForEdit(db: Db, id: string): Promise<PageForEdit> {
  const row = await db.selectFrom("pages").selectAll().where("id", "=", requireId(id)).executeTakeFirst();
  if (!row) throw notFound();
  return toPageForEdit(row);
}

function pageRevision(id: string, at: string, edit: EditContext) {
  return {
    kind: PAGE_REVISION_KIND,
    entityId: id,
    at,
    edit,
    fields: PAGE_REVISION_FIELDS,
    read: async (db: Db) => {
      const row = await db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? { version: row.updated_at, content: { ...pageFormValues(toPageForEdit(row)) } } : null;
    },
  };
}

/** The stored columns of a form: parsed again (services trust no caller), the content sanitised. */
function columnsOf(input: PageInput) {
  const parsed = PageSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ServiceError("invalid", issue?.message ?? PAGE_ADMIN_MESSAGES.saveFailed, {
      field: String(issue?.path[0] ?? "title"),
    });
  }
  const values = parsed.data;
  const content = sanitizeRichText(values.content);
  // What survives the sanitiser is what the page shows, so the minimum applies to it (a <script> counts nothing).
  if (htmlToText(content).length < PAGE_LIMITS.contentTextMin) {
    throw new ServiceError("invalid", PAGE_MESSAGES.contentMin, { field: "content" });
  }
  return {
    title: values.title,
    content,
    seo_title: values.seoTitle || null,
    seo_description: values.seoDescription || null,
    is_published: values.isPublished,
  };
}

/**
 * The slug asked for (refused when another page has it or a route of the site owns it), or the first free one made
 * from the title ('blog' from a title 'Blog' becomes 'blog-2').
 */
async function slugFor(db: Db, input: PageInput, ownId: string | null): Promise<string> {
  const taken = async (slug: string) => {
    const row = await db.selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirst();
    return row !== undefined && row.id !== ownId;
  };
  if (input.slug !== "") {
    if (isReservedPageSlug(input.slug)) {
      throw new ServiceError("invalid", PAGE_MESSAGES.slugReserved(input.slug), { field: "slug" });
    }
    if (await taken(input.slug)) throw new ServiceError("invalid", PAGE_MESSAGES.slugTaken, { field: "slug" });
    return input.slug;
  }
  const base =
    slugify(input.title)
      .replace(/_/g, "-")
      .replace(/-+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, PAGE_LIMITS.slugMax - 4)
      .replace(/-$/, "") || "sayfa";
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!isReservedPageSlug(candidate) && !(await taken(candidate))) return candidate;
  }
}

export async function createPage(
  deps: ContentWriteDeps,
  input: PageInput,
  edit: EditContext = {},
  now: Date = new Date(),
): Promise<{ id: string; slug: string }> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  const columns = columnsOf(input);
  const slug = await slugFor(deps.db, input, null);
  await saveWithRevision(deps.db, {
    ...pageRevision(id, at, edit),
    write: async (trx) => {
      await trx
        .insertInto("pages")
        .values({
          id,
          ...columns,
          slug,
          published_at: columns.is_published ? at : null,
          publish_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await recordAudit(trx, createdEntry("page", id, input.title));
    },
  });
  deps.events.contentChanged({ kind: "page", id });
  return { id, slug };
}

/**
 * Saves a page's form. Publishing a draft sets its publication moment and clears its schedule; a published page
 * whose address changes leaves a 301 from the old address, in the same transaction.
 */
export async function updatePage(
  deps: ContentWriteDeps,
  id: string,
  input: PageInput,
  edit: EditContext = {},
  now: Date = new Date(),
): Promise<{ id: string; slug: string }> {
  const key = requireId(id);
  const at = now.toISOString();
  const columns = columnsOf(input);
  const slug = await slugFor(deps.db, input, key);
  await saveWithRevision(deps.db, {
    ...pageRevision(key, at, edit),
    missing: notFound,
    submitted: { ...input },
    write: async (trx, version) => {
      const before = await PAGE_EDITS.read(trx, key, notFound);
      const published = columns.is_published && !before.is_published ? { published_at: at, publish_at: null } : {};
      await PAGE_EDITS.write(trx, key, {
        before,
        values: { ...columns, slug, ...published },
        updatedAt: version,
        name: input.title,
      });
      if (before.is_published && before.slug !== slug) {
        await redirectMovedAddress(trx, { from: pagePath(before), to: pagePath({ slug }) });
      }
    },
  });
  // Any change also reloads the redirect table, so a new 301 answers at once.
  deps.events.contentChanged({ kind: "page", id: key });
  return { id: key, slug };
}

/**
 * Schedules a draft for a moment in Istanbul time (`local`, from a datetime-local input), or with null unschedules
 * it; the publishing sweep publishes it then. A published page cannot be scheduled.
 */
export async function schedulePage(
  deps: ContentWriteDeps,
  id: string,
  local: string | null,
  now: Date = new Date(),
): Promise<{ publishAt: string | null }> {
  const key = requireId(id);
  const publishAt = local === null ? null : istanbulLocalToIso(local);
  if (publishAt !== null && publishAt <= now.toISOString()) {
    throw new ServiceError("invalid", SCHEDULE_MESSAGES.inPast, { field: "publishAt" });
  }
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("pages")
      .select(["is_published", "title"])
      .where("id", "=", key)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.is_published && publishAt !== null) {
      throw new ServiceError("conflict", PAGE_ADMIN_MESSAGES.schedulePublished, { field: "publishAt" });
    }
    await trx
      .updateTable("pages")
      .set({ publish_at: publishAt, updated_at: now.toISOString() })
      .where("id", "=", key)
      .execute();
    await recordAudit(trx, scheduledEntry("page", key, row.title, publishAt));
  });
  deps.events.contentChanged({ kind: "page", id: key });
  return { publishAt };
}

/** Publishes or unpublishes many pages in one transaction (a bulk action); an unknown id changes none. */
export async function setPagesPublished(
  deps: ContentWriteDeps,
  ids: readonly string[],
  published: boolean,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const audit = {
    ...PAGE_AUDIT,
    action: published ? "publish" : "toggle",
    summary: (title: string) => `${quoted(title)} ${published ? "yayınlandı" : "yayından kaldırıldı"}`,
  } as const;
  const keys = await writeEach(deps.db, ids, notFound, audit, async (trx, keys) => {
    if (!published) {
      return trx
        .updateTable("pages")
        .set({ is_published: false, updated_at: at })
        .where("id", "in", keys)
        .executeTakeFirst();
    }
    // A page published before keeps its first publication moment.
    const result = await trx
      .updateTable("pages")
      .set({ is_published: true, publish_at: null, updated_at: at })
      .where("id", "in", keys)
      .executeTakeFirst();
    await trx
      .updateTable("pages")
      .set({ published_at: at })
      .where("id", "in", keys)
      .where("published_at", "is", null)
      .execute();
    return result;
  });
  for (const key of keys) deps.events.contentChanged({ kind: "page", id: key });
}

/** Deletes many pages in one transaction; an unknown id deletes nothing. */
export async function deletePages(deps: ContentWriteDeps, ids: readonly string[]): Promise<void> {
  const keys = await writeEach(deps.db, ids, notFound, deletedAudit(PAGE_AUDIT), (trx, keys) =>
    trx.deleteFrom("pages").where("id", "in", keys).executeTakeFirst(),
  );
  for (const key of keys) deps.events.contentChanged({ kind: "page", id: key });
}

/**
 * The pages whose own publishing moment has come, published by the sweep in its transaction; the
 * page's published_at becomes that moment. Answers their ids.
 */
export async function publishDuePages(trx: Db, nowIso: string): Promise<string[]> {
  const due = await trx
    .selectFrom("pages")
    .select(["id", "publish_at"])
    .where("is_published", "=", false)
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", nowIso)
    .execute();
  for (const page of due) {
    await trx
      .updateTable("pages")
      .set({ is_published: true, published_at: page.publish_at, publish_at: null, updated_at: nowIso })
      .where("id", "=", page.id)
      .execute();
    await recordAudit(trx, {
      kind: "page",
      itemId: page.id,
      action: "publish",
      summary: "Zamanlanmış yayınlama ile yayınlandı",
    });
  }
  return due.map((page) => page.id);
}
