import { ADMIN_LIST_PAGE_SIZE } from "../../app/admin-kit/list-page.server.ts";
import { PROMOTIONS_PAGE_SIZE } from "../../app/features/promotions/promotions.server.ts";
import type { DatabaseTarget } from "./admin.ts";
import { type DemoIds, readAllRows } from "./fuzz-database.ts";
import { MARKER_PATTERN } from "./fuzz-payloads.ts";

interface PageToCheck {
  path: string;
  /** Fetched with the admin's session. */
  admin: boolean;
}

/** The smallest public list page (promotions, 12): used for every public list, so no page of a longer one is missed. */
const PUBLIC_LIST_PAGE_SIZE = PROMOTIONS_PAGE_SIZE;
/** Every admin list shows 20 rows a page. */

/**
 * The pages that show what the run stored: the public lists and detail pages, and the admin lists and edit screens,
 * for every row holding a payload marker.
 */
export async function pagesShowingStoredPayloads(target: DatabaseTarget, demo: DemoIds): Promise<PageToCheck[]> {
  const rows = await readAllRows(target);
  const marked = (table: string) => (rows.get(table) ?? []).filter((row) => MARKER_PATTERN.test(JSON.stringify(row)));
  const count = (table: string) => rows.get(table)?.length ?? 0;
  const pagesOf = (base: string, total: number, size: number) =>
    Array.from({ length: Math.max(1, Math.ceil(total / size)) }, (_, i) => (i === 0 ? base : `${base}?sayfa=${i + 1}`));
  const publicPaths = new Set([
    "/",
    ...pagesOf("/bonuslar", count("promotions"), PUBLIC_LIST_PAGE_SIZE),
    ...pagesOf("/guvenilir-siteler", count("casinos"), PUBLIC_LIST_PAGE_SIZE),
    ...pagesOf("/blog", count("blog_posts"), PUBLIC_LIST_PAGE_SIZE),
    "/sitemap.xml",
    "/blog/rss.xml",
    "/bonuslar/rss.xml",
    `/promotion/${demo.promotionId}`,
    ...marked("casinos").map((r) => `/casino/${encodeURIComponent(String(r.slug))}`),
    ...marked("promotions").map((r) => `/promotion/${String(r.id)}`),
    ...marked("promotion_comments").map((r) => `/promotion/${String(r.promotion_id)}`),
    ...marked("blog_posts").map((r) => `/blog/${encodeURIComponent(String(r.slug))}`),
    ...marked("promotion_categories").map((r) => `/bonuslar?kategori=${encodeURIComponent(String(r.slug))}`),
  ]);
  const adminPaths = new Set([
    "/admin/dashboard",
    "/admin/settings",
    "/admin/seo-settings",
    "/admin/scheduled-publishing",
    ...pagesOf("/admin/casinos", count("casinos"), ADMIN_LIST_PAGE_SIZE),
    ...pagesOf("/admin/promotions", count("promotions"), ADMIN_LIST_PAGE_SIZE),
    ...pagesOf("/admin/splash-ads", count("splash_ads"), ADMIN_LIST_PAGE_SIZE),
    ...pagesOf("/admin/categories", count("promotion_categories"), ADMIN_LIST_PAGE_SIZE),
    ...pagesOf("/admin/comments", count("promotion_comments"), ADMIN_LIST_PAGE_SIZE),
    ...pagesOf("/admin/blog", count("blog_posts"), ADMIN_LIST_PAGE_SIZE),
    ...marked("casinos").map((r) => `/admin/casinos/edit/${String(r.id)}`),
    ...marked("promotions").map((r) => `/admin/promotions/edit/${String(r.id)}`),
    ...marked("splash_ads").map((r) => `/admin/splash-ads/edit/${String(r.id)}`),
    ...marked("blog_posts").map((r) => `/admin/blog/edit/${String(r.id)}`),
  ]);
  return [
    ...[...publicPaths].map((p) => ({ path: p, admin: false })),
    ...[...adminPaths].map((p) => ({ path: p, admin: true })),
  ];
}
