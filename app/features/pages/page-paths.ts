/**
 * The top-level addresses a page may not take: the first segment of every route of app/routes.ts
 * and every path the server answers before React Router (server/app.ts). A page there would be shadowed by the
 * route or would shadow it. `page-paths.test.ts` checks this list against both files, so a new route must be
 * added here. A slug holds only a-z, 0-9 and '-', so names with a dot (robots.txt, sitemap.xml, the sitemap
 * child files, favicon.ico) can never be one.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  // Public routes.
  "bonuslar",
  "promotion",
  "guvenilir-siteler",
  "casino",
  "karsilastir",
  "listeler",
  "cevrim-hesaplama",
  "blog",
  "ara",
  "bulten",
  "onizleme",
  "git",
  "sitemap",
  // The back office and its JSON endpoints.
  "admin",
  "api",
  // Served by the server itself.
  "uploads",
  "img",
  "assets",
  "healthz",
  "metrics",
  // Folders of public/, served as files.
  "images",
  // Kept free for feeds and the site's own files.
  "rss",
  "feed",
]);

/**
 * Slugs with a route of their own that shows the page's content inside it: the 'iletisim' page is the intro above
 * the contact form at /iletisim (the contact route reads it), never a page of its own.
 */
export const PAGE_SLUGS_WITH_OWN_ROUTE: ReadonlySet<string> = new Set(["iletisim"]);

/** The pages the footer's responsible-gambling and affiliate notices link to, once published. */
export const NOTICE_PAGE_SLUGS = {
  responsibleGambling: "sorumlu-oyun",
  affiliateDisclosure: "reklam-ve-ortaklik-aciklamasi",
} as const;

/** The slug of the page shown above the contact form. */
export const CONTACT_PAGE_SLUG = "iletisim";

/** A page's public address: the top level of the site. */
export function pagePath(page: { slug: string }): string {
  return `/${encodeURIComponent(page.slug)}`;
}
