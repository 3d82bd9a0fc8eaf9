import { describe, expect, it } from "vitest";
import { casinoRow, daysFrom, postRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { recordingQueries } from "../../../tests/support/recorded-queries.ts";
import { schemaErrors } from "../../../tests/support/xml-schema.ts";
import type { Db } from "../../utils/db.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import {
  buildSitemapIndexXml,
  listSitemapFiles,
  parseSitemapFileName,
  type SitemapOptions,
  streamSitemapFile,
} from "./sitemap.server.ts";

const silent = createLogger("silent");

const NOW = new Date("2026-11-21T09:00:00.000Z");
const SITE = "https://bonus.example";

interface SitemapUrl {
  loc: string;
  lastmod: string;
  changefreq: string;
  priority: string;
}

const field = (block: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(block)?.[1] ?? "";

/** Reads the <url> entries back; the e2e test parses the served files with the browser's strict XML parser. */
function readUrls(xml: string): SitemapUrl[] {
  expect(schemaErrors(xml, "sitemap")).toEqual([]);
  const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
  return blocks.map((b) => ({
    loc: field(b, "loc"),
    lastmod: field(b, "lastmod"),
    changefreq: field(b, "changefreq"),
    priority: field(b, "priority"),
  }));
}

/** The index's files, each read through its own address's name, as a crawler follows them. */
async function readSitemap(db: Db, options: SitemapOptions) {
  const index = await buildSitemapIndexXml(db, options);
  expect(schemaErrors(index, "siteindex")).toEqual([]);
  const files = [...index.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].map((m) => ({
    loc: field(m[1] ?? "", "loc"),
    lastmod: field(m[1] ?? "", "lastmod"),
  }));
  const read = [];
  for (const file of files) {
    const name = parseSitemapFileName(file.loc.slice(`${SITE}/`.length));
    if (!name) throw new Error(`not a sitemap file's address: ${file.loc}`);
    const stream = await streamSitemapFile(db, name.kind, name.number, options, silent);
    if (!stream) throw new Error(`the index lists a file that is not there: ${file.loc}`);
    const xml = await new Response(stream).text();
    read.push({ ...file, ...name, xml, urls: readUrls(xml) });
  }
  return read;
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

      const files = await readSitemap(database.db, { siteUrl: SITE, now: NOW });
      expect(files.map((f) => `${f.kind}-${f.number}`)).toEqual([
        "pages-1",
        "lists-1",
        "casinos-1",
        "promotions-1",
        "posts-1",
      ]);
      const urls = files.flatMap((f) => f.urls);
      const byLoc = new Map(urls.map((u) => [u.loc, u]));
      expect(byLoc.get(`${SITE}/listeler/acik-liste`)).toMatchObject({
        lastmod: "2026-11-05T09:00:00.000Z",
        changefreq: "weekly",
        priority: "0.8",
      });
      expect(byLoc.get(`${SITE}/listeler`)).toMatchObject({ changefreq: "weekly", priority: "0.7" });
      expect(byLoc.get(`${SITE}/karsilastir`)).toMatchObject({ changefreq: "weekly", priority: "0.5" });
      expect(byLoc.get(`${SITE}/cevrim-hesaplama`)).toMatchObject({ changefreq: "monthly", priority: "0.5" });
      expect(byLoc.get(`${SITE}/iletisim`)).toMatchObject({ changefreq: "monthly", priority: "0.3" });
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
      // Each file's lastmod in the index is the newest of its entries'.
      expect(files.find((f) => f.kind === "promotions")?.lastmod).toBe("2026-11-03T10:00:00.000Z");
      expect(files.find((f) => f.kind === "pages")?.lastmod).toBe("2026-11-21");

      const all = urls.map((u) => u.loc).join("\n");
      for (const hidden of [expired.slug, inactive.slug, draft.slug, draft.id, "kapali-liste"]) {
        expect(all).not.toContain(hidden);
      }
      expect(urls).toHaveLength(8 + 1 + 2 + 1 + 1);
    });

    it("splits a kind into numbered files of at most the per-file limit, each with its own lastmod", async () => {
      // The database lives as long as the file: the first test's posts and casinos go.
      await database.db.deleteFrom("blog_posts").execute();
      await database.db.deleteFrom("promotions").execute();
      await database.db.deleteFrom("casinos").execute();
      const posts = Array.from({ length: 7 }, (_, i) =>
        postRow({
          created_at: `2026-01-0${i + 1}T00:00:00.000Z`,
          // The third post of the second file is the newest of that file; the first file's newest is its first.
          updated_at:
            i === 0 ? "2026-09-01T00:00:00.000Z" : i === 5 ? "2026-10-01T00:00:00.000Z" : "2026-02-01T00:00:00.000Z",
        }),
      );
      await database.db.insertInto("blog_posts").values(posts).execute();
      const options = { siteUrl: SITE, now: NOW, urlsPerFile: 3 };

      const files = (await readSitemap(database.db, options)).filter((f) => f.kind === "posts");
      expect(files.map((f) => [f.number, f.urls.length, f.lastmod])).toEqual([
        [1, 3, "2026-09-01T00:00:00.000Z"],
        [2, 3, "2026-10-01T00:00:00.000Z"],
        [3, 1, "2026-02-01T00:00:00.000Z"],
      ]);
      // Oldest first, so a new post joins the last file and the others stay as they were.
      expect(files.flatMap((f) => f.urls.map((u) => u.loc))).toEqual(posts.map((p) => `${SITE}/blog/${p.slug}`));
      expect(await streamSitemapFile(database.db, "posts", 4, options, silent)).toBeNull();
      expect(await streamSitemapFile(database.db, "pages", 2, options, silent)).toBeNull();
      expect(await streamSitemapFile(database.db, "casinos", 1, options, silent)).toBeNull();
      expect((await listSitemapFiles(database.db, options)).map((f) => f.kind)).not.toContain("casinos");
      // The index reads each file's run once, a short run ending the kind: no count of every row first.
      const recorded = recordingQueries(database.db);
      await listSitemapFiles(recorded.db, options);
      // (The plugin sees each read's inner run as a query of its own too.)
      const postReads = recorded.queries.filter((query) => query.sql.includes("blog_posts"));
      expect(postReads.filter((query) => query.sql.startsWith("select max("))).toHaveLength(3);
      expect(postReads.every((query) => /limit/i.test(query.sql))).toBe(true);
    });

    it("escapes what it writes, so odd slugs cannot break the XML", async () => {
      const casino = casinoRow({ slug: "a&b<c>" });
      await database.db.insertInto("casinos").values(casino).execute();
      const stream = await streamSitemapFile(database.db, "casinos", 1, { siteUrl: SITE, now: NOW }, silent);
      const xml = await new Response(stream).text();
      expect(xml).toContain(`${SITE}/casino/a%26b%3Cc%3E`);
      expect(xml).not.toContain("a&b<c>");
      expect(schemaErrors(xml, "sitemap")).toEqual([]);
    });
  });
}

describe("sitemap at the protocol's own limit", () => {
  const database = useFreshDatabase("SQLite");

  it("puts 50,000 posts in the first file and the 50,001st in a second, both valid", async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) =>
      postRow({ slug: `yazi-${i}`, created_at: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString() }),
    );
    for (let start = 0; start < rows.length; start += 2000) {
      await database.db
        .insertInto("blog_posts")
        .values(rows.slice(start, start + 2000))
        .execute();
    }
    const options = { siteUrl: SITE, now: NOW };
    const index = await buildSitemapIndexXml(database.db, options);
    expect(schemaErrors(index, "siteindex")).toEqual([]);
    expect(index).toContain(`${SITE}/sitemap-posts-2.xml`);
    expect(index).not.toContain(`${SITE}/sitemap-posts-3.xml`);
    const first = await new Response(await streamSitemapFile(database.db, "posts", 1, options, silent)).text();
    const second = await new Response(await streamSitemapFile(database.db, "posts", 2, options, silent)).text();
    expect(schemaErrors(first, "sitemap")).toEqual([]);
    expect(schemaErrors(second, "sitemap")).toEqual([]);
    expect(first.match(/<url>/g)).toHaveLength(50_000);
    expect(Buffer.byteLength(first)).toBeLessThan(50 * 1024 * 1024);
    expect(second.match(/<url>/g)).toHaveLength(1);
    expect(second).toContain(`${SITE}/blog/yazi-50000<`);
  }, 60_000);
});
