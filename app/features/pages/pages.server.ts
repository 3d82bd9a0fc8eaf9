import type { Db } from "../../utils/db.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { displayRichTextWithSizes } from "../media/public.server.ts";
import { NOTICE_PAGE_SLUGS, pagePath } from "./page-paths.ts";

/** A published page as the visitor sees it. */
export interface PublicPage {
  id: string;
  title: string;
  slug: string;
  /** Sanitised HTML. */
  content: string;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: string | null;
  updatedAt: string;
}

/** The published page at a slug, or null (a draft, an unknown slug). Its HTML is sanitised again before shown. */
export async function findPublishedPage(db: Db, slug: string): Promise<PublicPage | null> {
  const row = await db
    .selectFrom("pages")
    .select(["id", "title", "slug", "content", "seo_title", "seo_description", "published_at", "updated_at"])
    .where("slug", "=", slug)
    .where("is_published", "=", true)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: await displayRichTextWithSizes(db, row.content),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

/** Whether a page (published or not) holds this slug: a draft's address answers 404, not the unknown-path answer. */
export async function pageSlugExists(db: Db, slug: string): Promise<boolean> {
  const row = await db.selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirst();
  return row !== undefined;
}

/** A published page's title and address, and when it last changed. */
export interface PublishedPageLink {
  title: string;
  path: string;
  updatedAt: string;
}

/**
 * The published pages by title, with their addresses: for a menu's 'Sayfa' target (issue #35) and the sitemap.
 * An operator writes a handful of pages; this reads them all.
 */
export async function listPublishedPages(db: Db): Promise<PublishedPageLink[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["title", "slug", "updated_at"])
    .where("is_published", "=", true)
    .orderBy("title")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ title: row.title, path: pagePath(row), updatedAt: row.updated_at }));
}

/** A footer notice's page: its title and address, or null while it is not published. */
export type NoticeLink = { title: string; href: string } | null;

/**
 * The published pages the footer's notices link to (responsible gambling, the affiliate disclosure), a shared read
 * made once per content change, as the frame's other reads are.
 */
export async function sharedNoticeLinks(
  shared: SharedData,
  db: Db,
): Promise<{ responsibleGambling: NoticeLink; affiliateDisclosure: NoticeLink }> {
  const pages = await shared.get("pages:published", () => listPublishedPages(db));
  const linkTo = (slug: string): NoticeLink => {
    const page = pages.find((candidate) => candidate.path === pagePath({ slug }));
    return page ? { title: page.title, href: page.path } : null;
  };
  return {
    responsibleGambling: linkTo(NOTICE_PAGE_SLUGS.responsibleGambling),
    affiliateDisclosure: linkTo(NOTICE_PAGE_SLUGS.affiliateDisclosure),
  };
}
