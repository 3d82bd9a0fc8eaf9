import {
  ACCOUNT_PATH,
  BLOG_LIST_PATH,
  CASINO_LIST_PATH,
  CATEGORY_LIST_PATH,
  COMMENT_LIST_PATH,
  DASHBOARD_PATH,
  MEDIA_PATH,
  MEDIA_SEARCH_PATH,
  PAGE_LIST_PATH,
  PAYMENT_METHOD_LIST_PATH,
  PROMOTION_LIST_PATH,
  RANKED_LIST_LIST_PATH,
  SPLASH_LIST_PATH,
  STATISTICS_PATH,
  TWO_FACTOR_PATH,
} from "./admin-paths.ts";
import { isPathWithin, routerPathOf } from "./route-path.ts";

/** The stored codes of admin_users.role; people read ROLE_LABELS, never the code. */
export const ADMIN_ROLES = ["owner", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = { owner: "Yönetici", editor: "Editör" };

/** A stored role read back: anything but 'owner' gets the narrower rights (an unknown code never widens them). */
export function roleOf(code: string): AdminRole {
  return code === "owner" ? "owner" : "editor";
}

/**
 * Who may open what (issue #16): the one table the guard checks for every admin page, data request, action and
 * /api/admin endpoint, and the sidebar reads. Keyed by path prefix (the path and everything below it). Deny by
 * default: a path that is not here is for the Yönetici only, so a new screen is closed to editors until it is
 * listed. The Yönetici may open everything.
 */
export const EDITOR_PATHS: readonly string[] = [
  DASHBOARD_PATH,
  PAYMENT_METHOD_LIST_PATH,
  ACCOUNT_PATH,
  // The account's own two-factor set-up.
  TWO_FACTOR_PATH,
  PROMOTION_LIST_PATH,
  SPLASH_LIST_PATH,
  CATEGORY_LIST_PATH,
  CASINO_LIST_PATH,
  RANKED_LIST_LIST_PATH,
  // The payment methods are content the casino form uses (issue #14).
  PAYMENT_METHOD_LIST_PATH,
  COMMENT_LIST_PATH,
  BLOG_LIST_PATH,
  // 'Sayfalar' (issue #35): pages are content like posts.
  PAGE_LIST_PATH,
  // 'İstatistikler' and its CSV: read-only daily counts (no visitor data) of the offers editors write, so they
  // can see which ones work; it changes nothing.
  STATISTICS_PATH,
  // 'Medya' (issue #35): the images the content forms upload and pick, for the people who write that content.
  MEDIA_PATH,
  MEDIA_SEARCH_PATH,
  // The uploads and AI drafting used by the content forms; the page SEO suggestions belong to the SEO settings.
  "/api/admin/uploads",
  "/api/admin/ai/status",
  "/api/admin/ai/blog-post",
  "/api/admin/ai/seo",
  "/api/admin/ai/expand",
  "/api/admin/ai/batch-ideas",
  "/api/admin/ai/batch-save",
  // 'AI ile doldur' of the promotion and casino forms (issue #14).
  "/api/admin/ai/promotion-facts",
  "/api/admin/ai/casino-facts",
  // The 'Geçmiş' panel's restore and the autosave of the content forms (issue #15); the hero's and the content
  // settings' belong to the settings screen. (The history itself is read with each edit screen.)
  ...["blog", "promotion", "casino", "splash", "ranked-list"].flatMap((kind) => [
    `/api/admin/revisions/${kind}`,
    `/api/admin/autosave/${kind}`,
  ]),
  // The pages' (issue #35).
  "/api/admin/revisions/page",
  "/api/admin/autosave/page",
];

/** Whether an admin of `role` may open `pathname` (compared as React Router matches it: case, `.data`, slashes). */
export function canOpen(role: AdminRole, pathname: string): boolean {
  if (role === "owner") return true;
  const path = routerPathOf(pathname);
  return EDITOR_PATHS.some((prefix) => isPathWithin(path, prefix));
}

export const ACCESS_MESSAGES = {
  forbidden: "Bu sayfayı açma yetkiniz yok",
  forbiddenDetail: "Bu bölüm yalnızca Yönetici hesaplarına açıktır.",
} as const;
