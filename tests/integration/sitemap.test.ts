import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentEvents } from "../../app/utils/content-events.server.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import type * as AppModule from "../../server/app.ts";
import { postRow } from "../support/content-fixtures.ts";
import { createRawClient, decodeBody, type RawClient } from "../support/raw-http.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";
import { schemaErrors } from "../support/xml-schema.ts";

/** The sitemap index and its files as the BUILT app serves them, page cache included, over the demo content. */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");
const SITE_URL = "http://localhost:3000";

let dir: TempDir;
let database: DatabaseHandle;
let server: Server;
let client: RawClient;
const events = new ContentEvents();

beforeAll(async () => {
  dir = createTempDir();
  const config = loadConfig({ DATA_DIR: dir.path, SITE_URL, LOG_LEVEL: "silent" });
  database = await openMigratedDatabase({ dataDir: config.dataDir });
  await seedDemoContent(database.db, { uploadsDir: config.uploadsDir });
  const app = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as typeof AppModule;
  const listener = await app.createRequestListener({
    config,
    logger: createLogger("silent"),
    database,
    mode: "production",
    clientDir: path.join(BUILD_DIR, "client"),
    events,
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  client = createRawClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 2);
});

afterAll(async () => {
  client?.close();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  dir?.remove();
});

async function get(pathname: string) {
  const response = await client.send({ method: "GET", path: pathname, headers: { "accept-encoding": "br" } });
  return { ...response, text: decodeBody(response) };
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("sitemap index over HTTP", () => {
  it("serves /sitemap.xml and /sitemap as an index whose files all validate, from the page cache after the first", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(schemaErrors(index.text, "siteindex")).toEqual([]);
    expect((await get("/sitemap")).text).toBe(index.text);
    const files = locsOf(index.text);
    expect(files.length).toBeGreaterThanOrEqual(4);
    const pages: string[] = [];
    for (const loc of files) {
      expect(loc).toMatch(new RegExp(`^${SITE_URL}/sitemap-[a-z]+-\\d+\\.xml$`));
      const pathname = new URL(loc).pathname;
      const file = await get(pathname);
      expect(file.status, pathname).toBe(200);
      expect(file.headers["content-encoding"], pathname).toBe("br");
      expect(schemaErrors(file.text, "sitemap"), pathname).toEqual([]);
      expect((await get(pathname)).headers["x-cache"], pathname).toBe("HIT");
      pages.push(...locsOf(file.text));
    }
    // The static pages include the contact form (issue #35).
    expect(pages).toEqual(expect.arrayContaining([`${SITE_URL}/`, `${SITE_URL}/iletisim`]));
    const robots = await get("/robots.txt");
    expect(robots.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("shows a new post in its file once the change is announced, and sends other one-segment paths home", async () => {
    await get("/sitemap-posts-1.xml");
    expect((await get("/sitemap-posts-1.xml")).headers["x-cache"]).toBe("HIT");
    const post = postRow();
    await database.db.insertInto("blog_posts").values(post).execute();
    events.contentChanged({ kind: "blog", id: post.id });
    const after = await get("/sitemap-posts-1.xml");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(locsOf(after.text)).toContain(`${SITE_URL}/blog/${post.slug}`);

    for (const unknown of ["/sitemap-posts-99.xml", "/sitemap-yorumlar-1.xml", "/bilinmeyen-sayfa"]) {
      const answer = await get(unknown);
      expect(answer.status, unknown).toBe(302);
      expect(answer.headers.location, unknown).toBe("/");
    }
  });
});
