/**
 * Every back-office address (app/routes.ts declares the routes): the nav, redirects, form actions and links name
 * them from here, so a moved screen is changed in one place.
 */
export const ADMIN_PATH = "/admin";
export const LOGIN_PATH = "/admin/login";
export const LOGOUT_PATH = "/admin/logout";
export const DASHBOARD_PATH = "/admin/dashboard";
export const PROMOTION_LIST_PATH = "/admin/promotions";
export const SPLASH_LIST_PATH = "/admin/splash-ads";
export const CATEGORY_LIST_PATH = "/admin/categories";
export const CASINO_LIST_PATH = "/admin/casinos";
export const RANKED_LIST_LIST_PATH = "/admin/ranked-lists";
/** The managed payment methods the casino form and the /bonuslar filter offer (issue #14). */
export const PAYMENT_METHOD_LIST_PATH = "/admin/payment-methods";
export const COMMENT_LIST_PATH = "/admin/comments";
/** 'Mesajlar': the contact form's messages (issue #35, Yönetici only: they hold visitors' names and addresses). */
export const CONTACT_MESSAGE_LIST_PATH = "/admin/messages";
/** 'Aboneler': the e-mail alert subscribers and their CSV (issue #37 §3, Yönetici only: personal data). */
export const ALERT_SUBSCRIBER_LIST_PATH = "/admin/subscribers";
export const ALERT_SUBSCRIBER_EXPORT_PATH = "/admin/subscribers/export";
export const BLOG_LIST_PATH = "/admin/blog";
/** 'Medya': the media library (issue #35); editors may open it, as they upload the images it lists. */
export const MEDIA_PATH = "/admin/media";
/** The media library as JSON for the image pickers of the content forms and the editor (issue #35). */
export const MEDIA_SEARCH_PATH = "/api/admin/media";
/** The media library as a page to pick an image from and return with it to the form, for a browser without JavaScript. */
export const MEDIA_PICK_PATH = "/admin/media/pick";
/** 'Sayfalar': the operator's pages at the top level of the site (issue #35). */
export const PAGE_LIST_PATH = "/admin/pages";
export const SCHEDULED_PUBLISHING_PATH = "/admin/scheduled-publishing";
export const SEO_SETTINGS_PATH = "/admin/seo-settings";
export const SITE_SETTINGS_PATH = "/admin/settings";
/** 'Site Kimliği': name, logos, icons, accent colour, social profiles, share image (Yönetici only). */
export const SITE_IDENTITY_PATH = "/admin/site-identity";
/** 'Menüler': the header and footer menus (Yönetici only). */
export const MENUS_PATH = "/admin/menus";
export const BACKUPS_PATH = "/admin/backups";
/** Yönetici-level (issue #15; the roles of issue #16 restrict it once they land). */
export const REDIRECT_LIST_PATH = "/admin/redirects";
export const NOT_FOUND_LOG_PATH = "/admin/redirects/not-found";
export const USERS_PATH = "/admin/users";
export const ACCOUNT_PATH = "/admin/account";
export const AUDIT_LOG_PATH = "/admin/audit-log";
export const AUDIT_LOG_EXPORT_PATH = "/admin/audit-log/export";
/** Views, claim clicks and click-through rate per promotion and casino (issue #37 §4); its CSV below it. */
export const STATISTICS_PATH = "/admin/statistics";
export const STATISTICS_EXPORT_PATH = "/admin/statistics/export";
/** CSV export and import of promotions and casinos (issue #14, Yönetici only). */
export const CSV_PATH = "/admin/csv";

/** A CSV download: /admin/csv/export/promotions or /admin/csv/export/casinos. */
export function csvExportPath(kind: "promotions" | "casinos"): string {
  return `${CSV_PATH}/export/${kind}`;
}

/** The account's own two-factor set-up, linked from 'Hesabım'. */
export const TWO_FACTOR_PATH = "/admin/two-factor";

/** The create screen of a list: /admin/promotions/new. */
export function newItemPath(listPath: string): string {
  return `${listPath}/new`;
}

/** The edit screen of a row: /admin/promotions/edit/<id>. */
export function editItemPath(listPath: string, id: string): string {
  return `${listPath}/edit/${encodeURIComponent(id)}`;
}

/** The 'Geçmiş' panel's restore action of an item: /api/admin/revisions/blog/<id>. */
export function revisionsPath(kind: string, id: string): string {
  return `/api/admin/revisions/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}

/** The path segment of an item not created yet in autosave addresses. */
const NEW_ITEM_SEGMENT = "yeni";

/** Whether an autosave address names an item not created yet. */
export function isNewItemSegment(segment: string): boolean {
  return segment === NEW_ITEM_SEGMENT;
}

/** An admin's autosaved form of an item: /api/admin/autosave/blog/<id or 'yeni'>. */
export function autosavePath(kind: string, id: string | null): string {
  return `/api/admin/autosave/${encodeURIComponent(kind)}/${encodeURIComponent(id ?? NEW_ITEM_SEGMENT)}`;
}
