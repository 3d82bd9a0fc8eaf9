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
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slugOrId", "routes/public/blog-post.tsx"),
  ]),
  route("admin", "routes/admin/admin-index.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  // Everything below runs behind requireAdminMiddleware (routes/admin/layout.tsx).
  layout("routes/admin/layout.tsx", [route("admin/dashboard", "routes/admin/dashboard.tsx"), ...adminSections()]),
  // Admin JSON endpoints: the same guard, answering 401/403 as JSON.
  layout("routes/resources/admin-api-guard.ts", [route("api/admin/uploads", "routes/resources/admin-uploads.ts")]),
  route("api/promotions/:id/comments", "routes/resources/promotion-comments.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap", "routes/resources/sitemap.ts", { id: "sitemap-alias" }),
  route("robots.txt", "routes/resources/robots.ts"),
  route("*", "routes/resources/catch-all.ts"),
] satisfies RouteConfig;

/** Back-office screens of spec 2 §2 that the content-management issue fills in; registered now behind the guard. */
function adminSections() {
  const paths = [
    "admin/casinos",
    "admin/casinos/new",
    "admin/casinos/edit/:id",
    "admin/promotions",
    "admin/promotions/new",
    "admin/promotions/edit/:id",
    "admin/splash-ads",
    "admin/splash-ads/new",
    "admin/splash-ads/edit/:id",
    "admin/categories",
    "admin/comments",
    "admin/blog",
    "admin/blog/new",
    "admin/blog/edit/:id",
    "admin/settings",
    "admin/seo-settings",
    "admin/scheduled-publishing",
    "admin/test-edge-function",
  ];
  return paths.map((path) =>
    route(path, "routes/admin/section-placeholder.tsx", { id: `admin-${path.replace(/[/:]/g, "-")}` }),
  );
}
