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
  route("api/promotions/:id/comments", "routes/resources/promotion-comments.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap", "routes/resources/sitemap.ts", { id: "sitemap-alias" }),
  route("robots.txt", "routes/resources/robots.ts"),
  route("*", "routes/resources/catch-all.ts"),
] satisfies RouteConfig;
