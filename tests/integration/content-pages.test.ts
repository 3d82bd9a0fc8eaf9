import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDatabase } from "../support/content-fixtures.ts";
import {
  alfa,
  current,
  draft,
  empty,
  expired,
  inactive,
  insertContentFixtures,
  PUBLISHED_POSTS,
  post,
  SITE_NAME,
  SITE_URL,
  standalone,
} from "../support/content-page-fixtures.ts";
import { readHtml } from "../support/html-document.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";
import { schemaErrors } from "../support/xml-schema.ts";

/**
 * What the casino and blog pages, the SEO rows and the sitemap answer, read from the BUILT app's server-rendered
 * answers without a browser, on the content of tests/e2e/content.spec.ts (which keeps what needs a browser: the grid
 * and columns at each width, view counting on client-side navigation, 'Tekrar dene').
 */
let site: InProcessSite;

beforeAll(async () => {
  site = await startInProcessSite({ SEED_DEMO: "0", SITE_NAME, SITE_URL });
  // Before any page is requested (and cached).
  await withDatabase(site.dataDir, insertContentFixtures);
}, 60_000);

afterAll(async () => {
  await site?.close();
});

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });

async function page(path: string, status = 200) {
  const response = await get(path);
  expect(response.status, path.slice(0, 60)).toBe(status);
  return readHtml(await response.text());
}

describe("casino pages", () => {
  it("says the casino has no promotions yet when it has none", async () => {
    expect((await page(`/casino/${empty.slug}`)).one("main").text).toContain(
      "Bu casino sitesi için henüz promosyon bulunmuyor",
    );
  });

  it("answers unknown, malformed and huge identifiers with the 404 screen, unindexed, and a link home", async () => {
    const keys = [
      "olmayan-casino",
      crypto.randomUUID(),
      "12345678-1234-1234-1234-1234567890ZZ",
      encodeURIComponent("' or 1=1 --"),
      encodeURIComponent("<script>alert(1)</script>"),
      "x".repeat(10_000),
    ];
    for (const key of keys) {
      const notFound = await page(`/casino/${key}`, 404);
      expect(notFound.one("h1").text).toBe("Casino site bulunamadı");
      expect(notFound.head("meta", { name: "robots" }, "content")).toContain("noindex");
      expect(notFound.one("main").link("Ana sayfaya dön")?.attribute("href")).toBe("/");
    }
  });
});

describe("blog pages", () => {
  it("answers a draft, an unknown post and odd keys with the 404 screen and a link back to the blog", async () => {
    for (const key of [draft.slug, draft.id, "yok-boyle-yazi", encodeURIComponent("' or 1=1 --"), "y".repeat(10_000)]) {
      const notFound = await page(`/blog/${key}`, 404);
      expect(notFound.one("h1").text).toBe("Blog yazısı bulunamadı");
      expect(notFound.one("main").link("Blog'a Dön")?.attribute("href")).toBe("/blog");
    }
  });
});

describe("SEO rows", () => {
  // Spec 1 §7: "seo_settings: select by page_path, falling back to the row for '/'".
  it("gives /bonuslar, which has no SEO row of its own, the title of the row for '/'", async () => {
    const list = await page("/bonuslar");
    expect(list.title).toBe("Anasayfa SEO Başlığı");
    expect(list.head("link", { rel: "canonical" }, "href")).toBe(`${SITE_URL}/bonuslar`);
  });
});

interface SitemapUrl {
  loc: string;
  lastmod: string;
  changefreq: string;
  priority: string;
}

/** The `<url>` entries of a sitemap file (the file itself is checked against the schema first). */
function urlsOf(xml: string): SitemapUrl[] {
  const field = (entry: string, tag: string) => entry.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1] ?? "";
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = ""]) => ({
    loc: field(entry, "loc"),
    lastmod: field(entry, "lastmod"),
    changefreq: field(entry, "changefreq"),
    priority: field(entry, "priority"),
  }));
}

describe("sitemap and robots", () => {
  it("serves a valid sitemap index at /sitemap.xml and /sitemap whose files list no draft, inactive or expired item", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await response.text();
    expect(schemaErrors(index, "siteindex")).toEqual([]);
    const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
    // No ranked list is published here: a kind with nothing to list has no file.
    expect(files).toEqual([
      "/sitemap-pages-1.xml",
      "/sitemap-casinos-1.xml",
      "/sitemap-promotions-1.xml",
      "/sitemap-posts-1.xml",
    ]);
    const urls: SitemapUrl[] = [];
    for (const file of files) {
      const answer = await get(file);
      expect(answer.headers.get("content-type"), file).toBe("application/xml; charset=utf-8");
      const xml = await answer.text();
      expect(schemaErrors(xml, "sitemap"), file).toEqual([]);
      urls.push(...urlsOf(xml));
    }
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    expect(byLoc.get(`${SITE_URL}/`)).toMatchObject({ priority: "1.0", changefreq: "weekly" });
    expect(byLoc.get(`${SITE_URL}/bonuslar`)).toMatchObject({ priority: "0.9", changefreq: "daily" });
    expect(byLoc.get(`${SITE_URL}/guvenilir-siteler`)).toMatchObject({ priority: "0.8", changefreq: "weekly" });
    expect(byLoc.get(`${SITE_URL}/blog`)).toMatchObject({ priority: "0.7", changefreq: "weekly" });
    expect(byLoc.get(`${SITE_URL}/casino/${alfa.slug}`)).toMatchObject({ priority: "0.8", changefreq: "weekly" });
    expect(byLoc.get(`${SITE_URL}/blog/${post.slug}`)).toMatchObject({
      priority: "0.6",
      changefreq: "monthly",
      lastmod: post.updated_at,
    });
    expect(byLoc.has(`${SITE_URL}/bonuslar/${alfa.slug}/${current.slug}`)).toBe(true);
    expect(byLoc.has(`${SITE_URL}/promotion/${standalone[0]?.id}`)).toBe(true);
    const locs = [...byLoc.keys()].join("\n");
    for (const hidden of [expired.slug, inactive.slug, draft.slug]) expect(locs).not.toContain(hidden);
    // Eight static pages: the four sections, the comparison picker, the ranked lists (issue #14), the wagering
    // calculator (issue #37) and the contact page (issue #35).
    expect(byLoc.get(`${SITE_URL}/iletisim`)).toMatchObject({ priority: "0.3", changefreq: "monthly" });
    expect(urls).toHaveLength(8 + 28 + 2 + standalone.length + PUBLISHED_POSTS);
    expect(await (await get("/sitemap")).text()).toBe(index);
    // A name of the child files' shape that is no file goes where any unknown address goes.
    expect((await get("/sitemap-posts-9.xml")).status).toBe(302);

    const robots = await get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
