import { describe, expect, it } from "vitest";
import { casinoRow, daysFrom, postRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { buildSitemapXml } from "./sitemap.server.ts";

const NOW = new Date("2026-11-21T09:00:00.000Z");
const SITE = "https://bonus.example";

interface SitemapUrl {
  loc: string;
  lastmod: string;
  changefreq: string;
  priority: string;
}

/** Reads the <url> entries back; the e2e test parses the served sitemap with the browser's strict XML parser. */
function readUrls(xml: string): SitemapUrl[] {
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
  const field = (block: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(block)?.[1] ?? "";
  return blocks.map((b) => ({
    loc: field(b, "loc"),
    lastmod: field(b, "lastmod"),
    changefreq: field(b, "changefreq"),
    priority: field(b, "priority"),
  }));
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`sitemap on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("lists the static pages, casinos, live promotions and published posts with the spec's figures", async () => {
      const casino = casinoRow({ updated_at: "2026-10-01T08:30:00.000Z" });
      await database.db.insertInto("casinos").values(casino).execute();
      const live = promotionRow({
        casino_id: casino.id,
        updated_at: "2026-11-02T10:00:00.000Z",
        expiry_date: daysFrom(NOW, 3),
      });
      const standalone = promotionRow({ updated_at: "2026-11-03T10:00:00.000Z" });
      const expired = promotionRow({ casino_id: casino.id, expiry_date: daysFrom(NOW, -1) });
      const inactive = promotionRow({ casino_id: casino.id, is_active: false });
      await database.db.insertInto("promotions").values([live, standalone, expired, inactive]).execute();
      const post = postRow({ updated_at: "2026-11-10T12:00:00.000Z" });
      const draft = postRow({ is_published: false });
      await database.db.insertInto("blog_posts").values([post, draft]).execute();

      await database.db
        .insertInto("ranked_lists")
        .values([
          {
            id: crypto.randomUUID(),
            title: "Açık",
            slug: "acik-liste",
            is_active: true,
            updated_at: "2026-11-05T09:00:00.000Z",
          },
          {
            id: crypto.randomUUID(),
            title: "Kapalı",
            slug: "kapali-liste",
            is_active: false,
            updated_at: "2026-11-05T09:00:00.000Z",
          },
        ])
        .execute();

      const urls = readUrls(await buildSitemapXml(database.db, SITE, NOW));
      const byLoc = new Map(urls.map((u) => [u.loc, u]));
      expect(byLoc.get(`${SITE}/listeler/acik-liste`)).toMatchObject({
        lastmod: "2026-11-05T09:00:00.000Z",
        changefreq: "weekly",
        priority: "0.8",
      });
      expect(byLoc.get(`${SITE}/listeler`)).toMatchObject({ changefreq: "weekly", priority: "0.7" });
      expect(byLoc.get(`${SITE}/karsilastir`)).toMatchObject({ changefreq: "weekly", priority: "0.5" });
      expect(byLoc.get(`${SITE}/cevrim-hesaplama`)).toMatchObject({ changefreq: "monthly", priority: "0.5" });
      expect(byLoc.get(`${SITE}/`)).toEqual({
        loc: `${SITE}/`,
        lastmod: "2026-11-21",
        changefreq: "weekly",
        priority: "1.0",
      });
      expect(byLoc.get(`${SITE}/bonuslar`)).toMatchObject({
        lastmod: "2026-11-21",
        changefreq: "daily",
        priority: "0.9",
      });
      expect(byLoc.get(`${SITE}/guvenilir-siteler`)).toMatchObject({ changefreq: "weekly", priority: "0.8" });
      expect(byLoc.get(`${SITE}/blog`)).toMatchObject({ changefreq: "weekly", priority: "0.7" });
      expect(byLoc.get(`${SITE}/casino/${casino.slug}`)).toMatchObject({
        lastmod: "2026-10-01T08:30:00.000Z",
        changefreq: "weekly",
        priority: "0.8",
      });
      expect(byLoc.get(`${SITE}/bonuslar/${casino.slug}/${live.slug}`)).toMatchObject({
        lastmod: "2026-11-02T10:00:00.000Z",
      });
      expect(byLoc.get(`${SITE}/promotion/${standalone.id}`)).toMatchObject({ lastmod: "2026-11-03T10:00:00.000Z" });
      expect(byLoc.get(`${SITE}/blog/${post.slug}`)).toEqual({
        loc: `${SITE}/blog/${post.slug}`,
        lastmod: "2026-11-10T12:00:00.000Z",
        changefreq: "monthly",
        priority: "0.6",
      });

      const all = urls.map((u) => u.loc).join("\n");
      for (const hidden of [expired.slug, inactive.slug, draft.slug, draft.id, "kapali-liste"]) {
        expect(all).not.toContain(hidden);
      }
      expect(urls).toHaveLength(7 + 1 + 2 + 1 + 1);
    });

    it("escapes what it writes, so odd slugs cannot break the XML", async () => {
      const casino = casinoRow({ slug: "a&b<c>" });
      await database.db.insertInto("casinos").values(casino).execute();
      const xml = await buildSitemapXml(database.db, SITE, NOW);
      expect(xml).toContain(`${SITE}/casino/a%26b%3Cc%3E`);
      expect(xml).not.toContain("a&b<c>");
    });
  });
}
