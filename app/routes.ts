import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("bonuslar", "routes/public/promotions.tsx"),
    route("bonuslar/:casinoSlug/:promotionSlug", "routes/public/promotion-detail.tsx"),
    // Legacy id forms of the promotion page (spec 1 §2): /bonuslar/{id} and /promotion/{id}.
    route("bonuslar/:id", "routes/public/promotion-detail.tsx", { id: "promotion-by-legacy-id" }),
    route("promotion/:id", "routes/public/promotion-detail.tsx", { id: "promotion-by-id" }),
    route("guvenilir-siteler", "routes/public/casinos.tsx"),
    route("casino/:idOrSlug", "routes/public/casino-detail.tsx"),
    // Issue #14: the casino comparison and the ranked lists.
    route("karsilastir", "routes/public/compare.tsx", { id: "compare-picker" }),
    route("karsilastir/:casinos", "routes/public/compare.tsx", { id: "compare" }),
    route("listeler", "routes/public/ranked-lists.tsx"),
    route("listeler/:slug", "routes/public/ranked-list.tsx"),
    // Issue #37 §1: the wagering calculator for any offer.
    route("cevrim-hesaplama", "routes/public/wagering-calculator.tsx"),
    // Issue #35: the contact form, until pages ('Sayfa') can carry it.
    route("iletisim", "routes/public/contact.tsx"),
    // Issue #37 §3: new-offer e-mail alerts: sign-up, confirmation link, unsubscribe link.
    route("bulten", "routes/public/alerts.tsx"),
    route("bulten/onay/:token", "routes/public/alert-confirm.tsx"),
    route("bulten/ayril/:token", "routes/public/alert-unsubscribe.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slugOrId", "routes/public/blog-post.tsx"),
    // Issue #35: the site search over casinos, promotions and posts; never indexed, never cached.
    route("ara", "routes/public/search.tsx"),
    // An admin's signed, short-lived preview of a draft; never cached, never indexed.
    route("onizleme/:token", "routes/public/preview.tsx"),
    // Issue #35: an operator's page at the top level (/hakkimizda). Its middleware answers the
    // sitemap index's child files (/sitemap-posts-2.xml) first; an address that is no page goes on as the
    // catch-all's.
    route(":pageSlug", "routes/public/page.tsx"),
  ]),
  route("admin", "routes/admin/admin-index.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  // Everything below runs behind requireAdminMiddleware (routes/admin/layout.tsx).
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/statistics", "routes/admin/statistics.tsx"),
    route("admin/statistics/export", "routes/admin/statistics-export.ts"),
    route("admin/casinos", "routes/admin/casinos/list.tsx"),
    route("admin/casinos/new", "routes/admin/casinos/new.tsx"),
    route("admin/casinos/edit/:id", "routes/admin/casinos/edit.tsx"),
    route("admin/ranked-lists", "routes/admin/ranked-lists/list.tsx"),
    route("admin/ranked-lists/new", "routes/admin/ranked-lists/new.tsx"),
    route("admin/ranked-lists/edit/:id", "routes/admin/ranked-lists/edit.tsx"),
    route("admin/promotions", "routes/admin/promotions/list.tsx"),
    route("admin/promotions/new", "routes/admin/promotions/new.tsx"),
    route("admin/promotions/edit/:id", "routes/admin/promotions/edit.tsx"),
    route("admin/splash-ads", "routes/admin/splash-ads/list.tsx"),
    route("admin/splash-ads/new", "routes/admin/splash-ads/new.tsx"),
    route("admin/splash-ads/edit/:id", "routes/admin/splash-ads/edit.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/payment-methods", "routes/admin/payment-methods.tsx"),
    route("admin/comments", "routes/admin/comments/list.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/media", "routes/admin/media.tsx"),
    route("admin/media/pick", "routes/admin/media-pick.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers/export", "routes/admin/subscribers-export.ts"),
    route("admin/blog", "routes/admin/blog/list.tsx"),
    route("admin/blog/new", "routes/admin/blog/editor.tsx", { id: "admin-blog-new" }),
    route("admin/blog/edit/:id", "routes/admin/blog/editor.tsx", { id: "admin-blog-edit" }),
    route("admin/pages", "routes/admin/pages/list.tsx"),
    route("admin/pages/new", "routes/admin/pages/new.tsx"),
    route("admin/pages/edit/:id", "routes/admin/pages/edit.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/seo-settings", "routes/admin/seo-settings.tsx"),
    route("admin/site-identity", "routes/admin/site-identity.tsx"),
    route("admin/menus", "routes/admin/menus.tsx"),
    route("admin/scheduled-publishing", "routes/admin/publishing/scheduled-publishing.tsx"),
    route("admin/test-edge-function", "routes/admin/publishing/test-edge-function.tsx"),
    route("admin/backups", "routes/admin/backups.tsx"),
    route("admin/redirects", "routes/admin/redirects/list.tsx"),
    route("admin/redirects/not-found", "routes/admin/redirects/not-found.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/audit-log", "routes/admin/audit-log.tsx"),
    route("admin/audit-log/export", "routes/admin/audit-log-export.ts"),
    route("admin/csv", "routes/admin/csv.tsx"),
    route("admin/csv/export/:kind", "routes/admin/csv-export.ts"),
    route("admin/two-factor", "routes/admin/two-factor.tsx"),
  ]),
  // Admin JSON endpoints: the same guard, answering 401/403 as JSON.
  layout("routes/resources/admin-api-guard.ts", [
    route("api/admin/uploads", "routes/resources/admin-uploads.ts"),
    route("api/admin/media", "routes/resources/admin-media.ts"),
    route("api/admin/check-settings", "routes/resources/admin-check-settings.ts"),
    route("api/admin/functions/:name", "routes/resources/admin-functions.ts"),
    route("api/admin/ai/:task", "routes/resources/admin-ai.ts"),
    route("api/admin/backups/:folder", "routes/resources/admin-backup-download.ts"),
    route("api/admin/revisions/:kind/:id", "routes/resources/admin-revisions.ts"),
    route("api/admin/autosave/:kind/:id", "routes/resources/admin-autosave.ts"),
  ]),
  route("api/promotions/:id/comments", "routes/resources/promotion-comments.ts"),
  // The casino filters' suggestions: a few names, never the whole catalogue.
  route("api/casinos", "routes/resources/casino-names.ts"),
  // Claim links: count the click, then 302 to the stored address (design §5).
  route("git/casino/:casinoId", "routes/resources/go-casino.ts"),
  route("git/:promotionId", "routes/resources/go-promotion.ts"),
  // RSS 2.0 feeds of the newest posts and offers; the public pages name them for autodiscovery.
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
  route("bonuslar/rss.xml", "routes/resources/promotions-rss.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap", "routes/resources/sitemap.ts", { id: "sitemap-alias" }),
  route("robots.txt", "routes/resources/robots.ts"),
  // The web app manifest of 'Site Kimliği'.
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route("*", "routes/resources/catch-all.ts"),
] satisfies RouteConfig;
