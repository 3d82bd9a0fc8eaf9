import { createHash } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_TAGS_HEADER } from "../app/utils/cache-tags.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { PageCache } from "./page-cache.ts";
import { serveFromPageCache } from "./page-cache-http.ts";
import {
  type PageCacheVariables,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageCacheMiddleware,
} from "./page-cache-middleware.ts";
import { securityHeaders } from "./security-headers.ts";

type Env = { Variables: PageCacheVariables };
type Render = (c: Context<Env>) => Response | Promise<Response>;

const NONCE = "cmVuZGVyLW5vbmNl";
const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${NONCE}"/></head><body><h1>Bonuslar</h1><script nonce="${NONCE}">window.ctx = 1;</script><script type="module" nonce="${NONCE}">import "/assets/a.js";</script></body></html>`;

function html(body = PAGE, init: ResponseInit = {}): Response {
  return new Response(body, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });
}

/** A Hono app with the real middleware order of server/app.ts, whose page handler counts its renders. */
function createTestApp(render: Render = () => html()) {
  const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
  const app = new Hono<Env>();
  let renders = 0;
  app.use(securityHeaders({ reportOnly: false }));
  app.use(pageCacheMiddleware({ cache, logger: createLogger("silent") }));
  app.all("*", async (c) => {
    renders++;
    c.set("cspNonce", NONCE);
    return render(c);
  });
  return { app, cache, renders: () => renders };
}

const get = (app: Hono<Env>, path: string, headers: Record<string, string> = {}) =>
  app.request(`http://site.test${path}`, { headers });

describe("page cache middleware", () => {
  it("renders an anonymous public page once, then answers from the cache with the same body", async () => {
    const t = createTestApp();
    const first = await get(t.app, "/bonuslar");
    const second = await get(t.app, "/bonuslar");
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(t.renders()).toBe(1);
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("stores the page without the render's nonce and lets its inline scripts run by hash", async () => {
    const t = createTestApp();
    await get(t.app, "/");
    const hit = await get(t.app, "/");
    const body = await hit.text();
    expect(body).not.toContain("nonce");
    const policy = hit.headers.get("content-security-policy") ?? "";
    expect(policy).not.toContain("nonce-");
    const sha = (s: string) => createHash("sha256").update(s).digest("base64");
    expect(policy).toContain(`'sha256-${sha("window.ctx = 1;")}'`);
    expect(policy).toContain(`'sha256-${sha('import "/assets/a.js";')}'`);
  });

  it("lets a stored page run only the scripts the render marked with its nonce, never one injected into content", async () => {
    const injected = PAGE.replace("<h1>Bonuslar</h1>", "<h1>Bonuslar</h1><script>steal(document.cookie)</script>");
    const t = createTestApp(() => html(injected));
    await get(t.app, "/");
    const hit = await get(t.app, "/");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    const policy = hit.headers.get("content-security-policy") ?? "";
    const sha = (s: string) => createHash("sha256").update(s).digest("base64");
    expect(policy).toContain(`'sha256-${sha("window.ctx = 1;")}'`);
    expect(policy).not.toContain(`'sha256-${sha("steal(document.cookie)")}'`);
    expect(policy.match(/'sha256-/g)).toHaveLength(2);
  });

  it("keys by path and query: another query string is another page", async () => {
    let n = 0;
    const t = createTestApp(() => html(`<p>${++n}</p>`));
    expect(await (await get(t.app, "/bonuslar?q=a")).text()).toBe("<p>1</p>");
    expect(await (await get(t.app, "/bonuslar?q=b")).text()).toBe("<p>2</p>");
    expect(await (await get(t.app, "/bonuslar?q=a")).text()).toBe("<p>1</p>");
  });

  it("keeps the host in the key, so a forged Host header cannot fill another host's page", async () => {
    let n = 0;
    const t = createTestApp(() => html(`<p>${++n}</p>`));
    await t.app.request("http://evil.test/");
    const real = await t.app.request("http://site.test/");
    expect(real.headers.get("x-cache")).toBe("MISS");
    expect(await real.text()).toBe("<p>2</p>");
  });

  it("answers 304 without a body when If-None-Match carries the page's ETag", async () => {
    const t = createTestApp();
    const first = await get(t.app, "/", { "accept-encoding": "br" });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const revalidated = await get(t.app, "/", { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const changed = await get(t.app, "/", { "if-none-match": '"something-else"' });
    expect(changed.status).toBe(200);
  });

  it("answers HEAD from a stored page with its headers and no body, and never fills from HEAD", async () => {
    const t = createTestApp();
    const headFirst = await t.app.request("http://site.test/blog", { method: "HEAD" });
    expect(headFirst.headers.get("x-cache")).toBeNull();
    await get(t.app, "/blog");
    const head = await t.app.request("http://site.test/blog", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
  });

  it.each([
    ["a Set-Cookie header", () => html(PAGE, { headers: { "Set-Cookie": "a=b" } })],
    ["Cache-Control: private", () => html(PAGE, { headers: { "Cache-Control": "private, max-age=60" } })],
    ["Cache-Control: no-store", () => html(PAGE, { headers: { "Cache-Control": "no-store" } })],
    ["status 404", () => html(PAGE, { status: 404 })],
    ["status 500", () => html(PAGE, { status: 500 })],
    ["JSON", () => Response.json({ a: 1 })],
  ])("never stores a response with %s", async (_name, render) => {
    const t = createTestApp(render);
    await get(t.app, "/sayfa");
    const again = await get(t.app, "/sayfa");
    expect(again.headers.get("x-cache")).toBeNull();
    expect(t.renders()).toBe(2);
  });

  it("marks an HTML page that was not stored as private, so no shared cache keeps its nonce", async () => {
    const t = createTestApp(() => html(PAGE, { status: 404 }));
    const response = await get(t.app, "/yok");
    expect(response.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("stores plain text and XML with the Cache-Control the route chose", async () => {
    const t = createTestApp((c) =>
      c.req.path === "/robots.txt"
        ? new Response("User-agent: *", {
            headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=3600" },
          })
        : new Response("<urlset/>", { headers: { "Content-Type": "application/xml; charset=utf-8" } }),
    );
    await get(t.app, "/robots.txt");
    await get(t.app, "/sitemap.xml");
    const robots = await get(t.app, "/robots.txt");
    const sitemap = await get(t.app, "/sitemap.xml");
    expect(robots.headers.get("x-cache")).toBe("HIT");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(sitemap.headers.get("x-cache")).toBe("HIT");
    expect(await sitemap.text()).toBe("<urlset/>");
    expect(sitemap.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(sitemap.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it.each([
    ["better-auth's session cookie", { cookie: "theme=dark; better-auth.session_token=abc.def" }],
    ["the __Secure- session cookie", { cookie: "__Secure-better-auth.session_token=abc" }],
    ["an Authorization header", { authorization: "Bearer x" }],
  ])("never serves or stores a page for a request with %s, and marks it private", async (_name, headers) => {
    const t = createTestApp();
    await get(t.app, "/");
    const signedIn = await get(t.app, "/", headers);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(await signedIn.text()).toContain(`nonce="${NONCE}"`);
    await get(t.app, "/x", headers);
    expect((await get(t.app, "/x")).headers.get("x-cache")).toBe("MISS");
  });

  it.each(["/admin", "/admin/dashboard", "/api/promotions/1/comments", "/git/abc", "/healthz", "/uploads/a.txt"])(
    "never caches %s",
    async (path) => {
      const t = createTestApp();
      await get(t.app, path);
      const again = await get(t.app, path);
      expect(again.headers.get("x-cache")).toBeNull();
      expect(t.renders()).toBe(2);
    },
  );

  it("sends no-store on admin pages and on API answers without their own Cache-Control", async () => {
    const t = createTestApp((c) =>
      c.req.path.startsWith("/api")
        ? Response.json({ ok: true })
        : html(PAGE, { headers: { "Cache-Control": "private" } }),
    );
    expect((await get(t.app, "/admin/dashboard")).headers.get("cache-control")).toBe("no-store");
    expect((await get(t.app, "/api/x")).headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the page's cache tags inside the server: stored, private or with the cache off", async () => {
    const tagged = () => html(PAGE, { headers: { [CACHE_TAGS_HEADER]: "comments:1" } });
    const t = createTestApp(tagged);
    const miss = await get(t.app, "/promotion/1");
    const hit = await get(t.app, "/promotion/1");
    const signedIn = await get(t.app, "/promotion/1", { cookie: "better-auth.session_token=x" });
    const withoutCache = new Hono();
    withoutCache.use(securityHeaders({ reportOnly: false }));
    withoutCache.get("*", tagged);
    const development = await withoutCache.request("http://site.test/promotion/1");
    expect([miss, hit, signedIn, development].map((r) => r.headers.has(CACHE_TAGS_HEADER))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(t.cache.get("site.test/promotion/1")?.tags).toEqual(["comments:1"]);
  });

  it("never caches POST and lets it through to the page", async () => {
    const t = createTestApp();
    await get(t.app, "/bonuslar/a/b");
    const posted = await t.app.request("http://site.test/bonuslar/a/b", { method: "POST", body: "x=1" });
    expect(posted.headers.get("x-cache")).toBeNull();
    expect(t.renders()).toBe(2);
  });

  it("renders once for many simultaneous misses of the same page", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = createTestApp(async () => {
      await gate;
      return html();
    });
    const requests = Array.from({ length: 10 }, () => get(t.app, "/"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const responses = await Promise.all(requests);
    expect(t.renders()).toBe(1);
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    expect(bodies.size).toBe(1);
  });

  it("does not keep a page whose render began before a content change", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let n = 0;
    const t = createTestApp(async () => {
      n++;
      if (n === 1) await gate;
      return html(`<p>${n}</p>`);
    });
    const stale = get(t.app, "/");
    await new Promise((resolve) => setTimeout(resolve, 10));
    t.cache.clear(); // the content changed while the first render was running
    const fresh = await get(t.app, "/");
    release();
    await stale;
    expect(await fresh.text()).toBe("<p>2</p>");
    const next = await get(t.app, "/");
    expect(next.headers.get("x-cache")).toBe("HIT");
    expect(await next.text()).toBe("<p>2</p>");
  });
});

describe("the Node-level hit path", () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  async function listen(t: ReturnType<typeof createTestApp>): Promise<string> {
    const honoListener = getRequestListener(t.app.fetch);
    const server = createServer((req, res) => {
      if (!serveFromPageCache(t.cache, req, res)) void honoListener(req, res);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  function rawGet(url: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        httpRequest(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on("error", reject)
          .end();
      },
    );
  }

  it("answers a stored page before Hono, with the same headers and bytes as the Hono path", async () => {
    const t = createTestApp();
    const base = await listen(t);
    const miss = await rawGet(`${base}/bonuslar`, { "accept-encoding": "br" });
    const hit = await rawGet(`${base}/bonuslar`, { "accept-encoding": "br" });
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(t.renders()).toBe(1);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers["content-encoding"]).toBe("br");
    for (const name of [
      "content-security-policy",
      "etag",
      "vary",
      "cache-control",
      "x-frame-options",
      "referrer-policy",
    ]) {
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    }
  });

  it("lets a signed-in request through to Hono even when the page is stored", async () => {
    const t = createTestApp();
    const base = await listen(t);
    await rawGet(`${base}/`);
    const signedIn = await rawGet(`${base}/`, { cookie: "better-auth.session_token=x" });
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    expect(t.renders()).toBe(2);
  });
});
