import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { serializeSignedCookie } from "better-call";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { postViewTag, ViewCounter } from "../app/features/blog/view-counter.server.ts";
import { CACHE_TAGS_HEADER, PER_ACCOUNT_TAG } from "../app/utils/cache-tags.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { openFreshDatabase } from "../tests/support/databases.ts";
import { PageCache } from "./page-cache.ts";
import { serveFromPageCache } from "./page-cache-hit.ts";
import type { PageCacheSettings } from "./page-cache-http.ts";
import { type PageCacheVariables, pageCacheMiddleware } from "./page-cache-middleware.ts";
import { securityHeaders } from "./security-headers.ts";

const SETTINGS: PageCacheSettings = {
  siteOrigin: "http://site.test",
  sessionCookie: "better-auth.session_token",
  sessionSecret: "isabet-yolu-testi-icin-oturum-sirri-32",
};
const NONCE = "aGl0LW5vbmNl";
const POST_ID = "post-1";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

interface Answer {
  status: number;
  /** Every header field as sent, `name: value` with the name lower-cased, sorted, without Date (the clock's). */
  fields: string[];
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let database: Awaited<ReturnType<typeof openFreshDatabase>>;
beforeAll(async () => {
  database = await openFreshDatabase("SQLite");
});
afterAll(() => database?.close());

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * One Hono app (the middleware order of server/app.ts) behind two real servers sharing its cache: `fast` answers
 * hits before Hono as the production listener does, `hono` sends everything through the middleware.
 */
async function startSite() {
  const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
  const views = new ViewCounter({ db: database.handle.db, logger: createLogger("silent") });
  const app = new Hono<{ Variables: PageCacheVariables }>();
  let renders = 0;
  let version = 1;
  app.use(securityHeaders({ reportOnly: false, https: false }));
  app.use(pageCacheMiddleware({ cache, settings: SETTINGS, logger: createLogger("silent"), views }));
  app.all("*", (c) => {
    renders++;
    c.set("cspNonce", NONCE);
    const tags: Record<string, string> = c.req.path.startsWith("/blog/")
      ? { [CACHE_TAGS_HEADER]: postViewTag(POST_ID) }
      : c.req.path === "/hesap"
        ? { [CACHE_TAGS_HEADER]: PER_ACCOUNT_TAG }
        : {};
    const page = `<!DOCTYPE html><html><body><h1>Sürüm ${version}</h1><script nonce="${NONCE}">window.v = ${version};</script></body></html>`;
    return c.html(page.repeat(20), 200, tags);
  });
  const hono = getRequestListener(app.fetch);
  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  return {
    fast: await listen(
      createServer((req, res) => {
        if (!serveFromPageCache(cache, SETTINGS, req, res, views)) void hono(req, res);
      }),
    ),
    hono: await listen(createServer((req, res) => void hono(req, res))),
    cache,
    views,
    renders: () => renders,
    changeContent: () => {
      version++;
      cache.clear();
    },
  };
}

function send(url: string, headers: Record<string, string | string[]> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        // Names compared as HTTP does, case-insensitively: Fetch's Headers (the Hono path) lower-cases and sorts them.
        const fields: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]?.toLowerCase();
          if (name !== "date") fields.push(`${name}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({
          status: res.statusCode ?? 0,
          fields: fields.sort(),
          headers: res.headers,
          body: Buffer.concat(chunks),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

describe("page cache hits before Hono", () => {
  it("sends the very headers and bytes the middleware sends for a hit, in every encoding, for GET and HEAD", async () => {
    const site = await startSite();
    await send(`${site.fast}/bonuslar`);
    for (const acceptEncoding of ["br, gzip", "gzip", "identity", "gzip;q=0, br;q=0"]) {
      for (const method of ["GET", "HEAD"]) {
        const headers = { "accept-encoding": acceptEncoding, "user-agent": BROWSER };
        const fast = await send(`${site.fast}/bonuslar?utm_source=x`, headers, method);
        const hono = await send(`${site.hono}/bonuslar?utm_source=x`, headers, method);
        expect(fast.headers["x-cache"], `${method} ${acceptEncoding}`).toBe("HIT");
        expect(fast.fields, `${method} ${acceptEncoding}`).toEqual(hono.fields);
        expect(fast.body.equals(hono.body), `${method} ${acceptEncoding}`).toBe(true);
      }
    }
    expect((await send(`${site.fast}/bonuslar`, {}, "HEAD")).body.length).toBe(0);
    expect(site.renders()).toBe(1);
  });

  it("answers If-None-Match with the same 304 as the middleware, and a changed copy with the page", async () => {
    const site = await startSite();
    const page = await send(`${site.fast}/`, { "accept-encoding": "br" });
    const etag = String(page.headers.etag);
    const fast = await send(`${site.fast}/`, { "accept-encoding": "br", "if-none-match": etag });
    const hono = await send(`${site.hono}/`, { "accept-encoding": "br", "if-none-match": etag });
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(fast.fields).toEqual(hono.fields);
    const stale = await send(`${site.fast}/`, { "accept-encoding": "br", "if-none-match": '"eski"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(page.body)).toBe(true);
  });

  it("answers a signed-in visitor, or one with a made-up session or credentials, from the stored page", async () => {
    const site = await startSite();
    await send(`${site.fast}/`);
    const session = (await serializeSignedCookie(SETTINGS.sessionCookie, "oturum", SETTINGS.sessionSecret)).split(
      ";",
    )[0];
    const visitors: Record<string, string | string[]>[] = [
      { cookie: session ?? "" },
      { cookie: ["tema=koyu", session ?? ""] },
      { cookie: "better-auth.session_token=abc" },
      { authorization: "Bearer x" },
      { cookie: "tema=koyu" },
    ];
    for (const headers of visitors) {
      expect((await send(`${site.fast}/`, headers)).headers["x-cache"], JSON.stringify(headers)).toBe("HIT");
    }
    expect(site.renders()).toBe(1);
  });

  it("lets a signed session through to a render on a per-account page, however the cookie is sent", async () => {
    const site = await startSite();
    await send(`${site.fast}/hesap`);
    const session = (await serializeSignedCookie(SETTINGS.sessionCookie, "oturum", SETTINGS.sessionSecret)).split(
      ";",
    )[0];
    for (const cookie of [session ?? "", ["tema=koyu", session ?? ""]]) {
      const answer = await send(`${site.fast}/hesap`, { cookie });
      expect(answer.headers["x-cache"], JSON.stringify(cookie)).toBeUndefined();
      expect(answer.headers["cache-control"]).toBe("private, no-store");
    }
    expect((await send(`${site.fast}/hesap`, { cookie: "better-auth.session_token=abc" })).headers["x-cache"]).toBe(
      "HIT",
    );
    expect(site.renders()).toBe(3);
  });

  it("reads repeated headers as Node joins them: two Accept-Encoding lines choose as one list would", async () => {
    const site = await startSite();
    await send(`${site.fast}/`);
    const repeated = await send(`${site.fast}/`, { "accept-encoding": ["identity", "gzip"] });
    const joined = await send(`${site.hono}/`, { "accept-encoding": "identity, gzip" });
    expect(repeated.headers["content-encoding"]).toBe("gzip");
    expect(repeated.fields).toEqual(joined.fields);
  });

  it("counts a person's view of a cached post, not a bot's, a prefetch's or a HEAD", async () => {
    const site = await startSite();
    await send(`${site.fast}/blog/yazi`, { "user-agent": BROWSER });
    expect(site.views.pendingFor(POST_ID)).toBe(0); // a render's view is its loader's to count
    await send(`${site.fast}/blog/yazi`, { "user-agent": BROWSER });
    await send(`${site.fast}/blog/yazi`, { "User-Agent": BROWSER, "Accept-Encoding": "br" });
    await send(`${site.fast}/blog/yazi`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await send(`${site.fast}/blog/yazi`, { "user-agent": BROWSER, "sec-purpose": "prefetch" });
    await send(`${site.fast}/blog/yazi`, { "user-agent": BROWSER }, "HEAD");
    expect(site.views.pendingFor(POST_ID)).toBe(2);
    expect(site.renders()).toBe(1);
  });

  it("serves the new page after a content change, and only GET and HEAD", async () => {
    const site = await startSite();
    await send(`${site.fast}/`);
    site.changeContent();
    const after = await send(`${site.fast}/`, { "accept-encoding": "identity" });
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body.toString()).toContain("Sürüm 2");
    expect((await send(`${site.fast}/`, { "accept-encoding": "identity" })).body.toString()).toContain("Sürüm 2");
    const post = await send(`${site.fast}/`, {}, "POST");
    expect(post.headers["x-cache"]).toBeUndefined();
    expect(site.renders()).toBe(3);
  });
});
