import type { Db } from "../../utils/db.server.ts";

interface SitemapEntry {
  path: string;
  lastmod: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
}

/** Spec 1 §9: priorities and change frequencies; drafts, inactive and expired items never appear. */
export async function buildSitemapXml(db: Db, siteUrl: string, now: Date = new Date()): Promise<string> {
  const today = now.toISOString().slice(0, 10);
  const nowIso = now.toISOString();
  const [casinos, posts, promotions] = await Promise.all([
    db.selectFrom("casinos").select(["slug", "updated_at"]).orderBy("name").execute(),
    db
      .selectFrom("blog_posts")
      .select(["id", "slug", "updated_at"])
      .where("is_published", "=", true)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("promotions as p")
      .leftJoin("casinos as c", "c.id", "p.casino_id")
      .select(["p.id", "p.slug", "p.updated_at", "c.slug as casino_slug"])
      .where("p.is_active", "=", true)
      .where((eb) => eb.or([eb("p.expiry_date", "is", null), eb("p.expiry_date", ">", nowIso)]))
      .orderBy("p.created_at", "desc")
      .execute(),
  ]);
  const entries: SitemapEntry[] = [
    { path: "/", lastmod: today, changefreq: "weekly", priority: 1 },
    { path: "/bonuslar", lastmod: today, changefreq: "daily", priority: 0.9 },
    { path: "/guvenilir-siteler", lastmod: today, changefreq: "weekly", priority: 0.8 },
    { path: "/blog", lastmod: today, changefreq: "weekly", priority: 0.7 },
    ...casinos.map((c) => ({
      path: `/casino/${c.slug}`,
      lastmod: c.updated_at.slice(0, 10),
      changefreq: "weekly" as const,
      priority: 0.8,
    })),
    ...promotions.map((p) => ({
      path: p.casino_slug ? `/bonuslar/${p.casino_slug}/${p.slug}` : `/promotion/${p.id}`,
      lastmod: p.updated_at.slice(0, 10),
      changefreq: "weekly" as const,
      priority: 0.7,
    })),
    ...posts.map((p) => ({
      path: `/blog/${p.slug || p.id}`,
      lastmod: p.updated_at.slice(0, 10),
      changefreq: "monthly" as const,
      priority: 0.6,
    })),
  ];
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(siteUrl + encodeURI(e.path))}</loc><lastmod>${e.lastmod}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
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
