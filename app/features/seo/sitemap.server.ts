import type { Db } from "../../utils/db.server.ts";
import { byTurkishName } from "../../utils/turkish-order.ts";
import { postPath } from "../blog/public.ts";
import { casinoPath } from "../casinos/public.ts";
import { pathOfPromotionRow, selectPromotionsWithPath, whereListedPromotion } from "../promotions/public.server.ts";
import { listRankedListPaths } from "../ranked-lists/public.server.ts";

type ChangeFrequency = "daily" | "weekly" | "monthly";

export interface SitemapEntry {
  path: string;
  lastmod: string;
  changefreq: ChangeFrequency;
  priority: number;
}

/** Spec 1 §9. Promotion pages have no figure in the spec; they sit between the list and the blog posts. */
export const SITEMAP_RULES = {
  home: { changefreq: "weekly", priority: 1 },
  promotions: { changefreq: "daily", priority: 0.9 },
  casinos: { changefreq: "weekly", priority: 0.8 },
  blog: { changefreq: "weekly", priority: 0.7 },
  casino: { changefreq: "weekly", priority: 0.8 },
  promotion: { changefreq: "weekly", priority: 0.7 },
  post: { changefreq: "monthly", priority: 0.6 },
  // Issue #14: the comparison picker (comparisons themselves are noindex, decision 041) and the ranked lists.
  compare: { changefreq: "weekly", priority: 0.5 },
  rankedLists: { changefreq: "weekly", priority: 0.7 },
  rankedList: { changefreq: "weekly", priority: 0.8 },
  wageringCalculator: { changefreq: "monthly", priority: 0.5 },
} as const satisfies Record<string, { changefreq: ChangeFrequency; priority: number }>;

/** Every public page worth indexing; drafts, inactive and expired items never appear (spec 1 §9, design §5). */
export async function listSitemapEntries(db: Db, now: Date = new Date()): Promise<SitemapEntry[]> {
  const today = now.toISOString().slice(0, 10);
  const nowIso = now.toISOString();
  const [casinos, posts, promotions, rankedLists] = await Promise.all([
    db
      .selectFrom("casinos")
      .select(["id", "name", "slug", "updated_at"])
      .execute()
      .then((rows) => rows.sort(byTurkishName)),
    db
      .selectFrom("blog_posts")
      .select(["id", "slug", "updated_at"])
      .where("is_published", "=", true)
      .orderBy("published_at", "desc")
      .orderBy("id")
      .execute(),
    selectPromotionsWithPath(db)
      .select("p.updated_at")
      .where(whereListedPromotion(nowIso))
      .orderBy("p.created_at", "desc")
      .orderBy("p.id")
      .execute(),
    listRankedListPaths(db),
  ]);
  const staticPage = (path: string, rule: (typeof SITEMAP_RULES)[keyof typeof SITEMAP_RULES]) => ({
    path,
    lastmod: today,
    ...rule,
  });
  return [
    staticPage("/", SITEMAP_RULES.home),
    staticPage("/bonuslar", SITEMAP_RULES.promotions),
    staticPage("/guvenilir-siteler", SITEMAP_RULES.casinos),
    staticPage("/blog", SITEMAP_RULES.blog),
    staticPage("/karsilastir", SITEMAP_RULES.compare),
    staticPage("/listeler", SITEMAP_RULES.rankedLists),
    staticPage("/cevrim-hesaplama", SITEMAP_RULES.wageringCalculator),
    ...rankedLists.map((list) => ({ ...list, ...SITEMAP_RULES.rankedList })),
    ...casinos.map((c) => ({
      path: casinoPath(c),
      lastmod: c.updated_at,
      ...SITEMAP_RULES.casino,
    })),
    ...promotions.map((p) => ({
      path: pathOfPromotionRow(p),
      lastmod: p.updated_at,
      ...SITEMAP_RULES.promotion,
    })),
    ...posts.map((p) => ({
      path: postPath(p),
      lastmod: p.updated_at,
      ...SITEMAP_RULES.post,
    })),
  ];
}

/** The sitemaps.org XML for every entry; `lastmod` is the row's own updated_at (W3C date-time). */
export async function buildSitemapXml(db: Db, siteUrl: string, now: Date = new Date()): Promise<string> {
  const entries = await listSitemapEntries(db, now);
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(siteUrl + e.path)}</loc><lastmod>${escapeXml(e.lastmod)}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
