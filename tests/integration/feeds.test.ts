import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRss2 } from "../support/rss-check.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/** The RSS feeds of the demo site, as a feed reader fetches them from the production server. */
const SITE_URL = "https://ornek.example";
let server: RunningServer;
let dataDir: TempDir;

beforeAll(async () => {
  dataDir = createTempDir();
  server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "1", SITE_URL } });
});

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

describe.each([
  ["/blog/rss.xml", "Bonus Rehberi Blog", /^https:\/\/ornek\.example\/blog\/[^/]+$/],
  // A promotion without a casino lives at /promotion/{id}.
  [
    "/bonuslar/rss.xml",
    "Bonus Rehberi: Yeni Bonuslar",
    /^https:\/\/ornek\.example\/(bonuslar\/[^/]+\/|promotion\/)[^/]+$/,
  ],
])("the feed %s", (path, title, itemAddress) => {
  it("is a valid RSS 2.0 feed of the newest items, each linking to a page that exists", async () => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = readRss2(await response.text());
    expect(feed.title).toBe(title);
    expect(feed.self).toBe(`${SITE_URL}${path}`);
    expect(feed.items.length).toBeGreaterThan(0);
    const dates = feed.items.map((item) => item.published?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of feed.items) {
      expect(item.url).toMatch(itemAddress);
      const page = await fetch(`${server.url}${item.url?.slice(SITE_URL.length)}`, { redirect: "manual" });
      await page.body?.cancel();
      expect(page.status, item.url ?? "").toBe(200);
    }
  });

  it("is kept by the page cache like a public page", async () => {
    await fetch(`${server.url}${path}`).then((r) => r.text());
    const again = await fetch(`${server.url}${path}`);
    await again.text();
    expect(again.headers.get("x-cache")).not.toBe("MISS");
    expect(again.headers.get("cache-control")).toMatch(/public/);
  });
});

describe("feed autodiscovery", () => {
  it.each(["/", "/bonuslar", "/blog"])("names both feeds in the head of %s", async (path) => {
    const html = await fetch(`${server.url}${path}`).then((r) => r.text());
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Yeni bonuslar (RSS)" href="/bonuslar/rss.xml"/>',
    );
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Blog yazıları (RSS)" href="/blog/rss.xml"/>',
    );
  });
});
