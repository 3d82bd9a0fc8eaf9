import { createHash } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { serializeSignedCookie } from "better-call";
import { type Context, Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { CACHE_TAGS_HEADER, PER_ACCOUNT_TAG } from "../app/utils/cache-tags.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { PageCache } from "./page-cache.ts";
import { serveFromPageCache } from "./page-cache-hit.ts";
import type { PageCacheSettings } from "./page-cache-http.ts";
import {
  type PageCacheVariables,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  pageCacheMiddleware,
} from "./page-cache-middleware.ts";
import { isHttpsSite, STRICT_TRANSPORT_SECURITY, securityHeaders } from "./security-headers.ts";

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

const SESSION_SECRET = "ara-bellek-testi-icin-oturum-sirri-32+";
const HTTP_SITE: PageCacheSettings = {
  siteOrigin: "http://site.test",
  sessionCookie: "better-auth.session_token",
  sessionSecret: SESSION_SECRET,
};
const HTTPS_SITE: PageCacheSettings = {
  siteOrigin: "https://site.test",
  sessionCookie: "__Secure-better-auth.session_token",
  sessionSecret: SESSION_SECRET,
};

/** The Cookie header of a signed-in visitor: a session cookie signed as better-auth signs it. */
async function sessionCookieOf(settings: PageCacheSettings, token = "gercek-oturum"): Promise<string> {
  const setCookie = await serializeSignedCookie(settings.sessionCookie, token, settings.sessionSecret);
  return setCookie.split(";")[0] ?? "";
}

/**
 * A Hono app with the real middleware order of server/app.ts, whose page handler counts its renders and, like
 * server/app.ts, renders the page cache's renderUrl when it set one (renderedUrls lists them).
 */
function createTestApp(render: Render = () => html(), settings: PageCacheSettings = HTTP_SITE) {
  const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
  const app = new Hono<Env>();
  const renderedUrls: string[] = [];
  app.use(securityHeaders({ reportOnly: false, https: isHttpsSite(settings.siteOrigin) }));
  app.use(pageCacheMiddleware({ cache, settings, logger: createLogger("silent") }));
  app.all("*", async (c) => {
    renderedUrls.push(c.get("renderUrl") ?? c.req.url);
    c.set("cspNonce", NONCE);
    return render(c);
  });
  return { app, cache, settings, renders: () => renderedUrls.length, renderedUrls };
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

  it("keys by path and the parameters the route reads: another category is another page", async () => {
    let n = 0;
    const t = createTestApp(() => html(`<p>${++n}</p>`));
    expect(await (await get(t.app, "/bonuslar?kategori=a")).text()).toBe("<p>1</p>");
    expect(await (await get(t.app, "/bonuslar?kategori=b")).text()).toBe("<p>2</p>");
    expect(await (await get(t.app, "/bonuslar?kategori=a")).text()).toBe("<p>1</p>");
  });

  it("answers tracking and unknown parameters from the stored page and renders a miss as if they were absent", async () => {
    const t = createTestApp();
    await get(t.app, "/bonuslar?kategori=a&sayfa=2");
    for (const path of [
      "/bonuslar?sayfa=2&kategori=a&utm_source=x&utm_campaign=y",
      "/bonuslar?gclid=1&kategori=a&fbclid=2&sayfa=2&x=3",
    ]) {
      expect((await get(t.app, path)).headers.get("x-cache"), path).toBe("HIT");
    }
    const miss = await get(t.app, "/blog?utm_source=news&sayfa=1&x=1");
    expect(miss.headers.get("x-cache")).toBe("MISS");
    expect(t.renderedUrls).toEqual(["http://site.test/bonuslar?kategori=a&sayfa=2", "http://site.test/blog"]);
    expect((await get(t.app, "/blog")).headers.get("x-cache")).toBe("HIT");
  });

  it("hands React Router's client navigation and manifest requests their whole query string", async () => {
    const t = createTestApp(() => new Response("data", { headers: { "Content-Type": "text/x-script" } }));
    await get(t.app, "/bonuslar.data?q=bonus&sayfa=2&_routes=routes%2Fpublic%2Fpromotions");
    await get(t.app, "/__manifest?paths=%2Fblog&version=abc");
    expect(t.renderedUrls).toEqual([
      "http://site.test/bonuslar.data?q=bonus&sayfa=2&_routes=routes%2Fpublic%2Fpromotions",
      "http://site.test/__manifest?paths=%2Fblog&version=abc",
    ]);
  });

  it("cannot be emptied by a flood of made-up parameters: ?x=1,2,3… neither renders nor evicts", async () => {
    const t = createTestApp();
    await get(t.app, "/");
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(t.app, `/?x=${i}`)));
    expect(new Set(answers.map((a) => a.headers.get("x-cache")))).toEqual(new Set(["HIT"]));
    expect(t.renders()).toBe(1);
    expect(t.cache.size).toBe(1);
  });

  it.each([
    ["a search", "/bonuslar?q=bonus"],
    ["a legacy ?id= link", "/bonuslar?id=123"],
    ["a page number that is not canonical", "/blog?sayfa=02"],
    ["a repeated parameter", "/guvenilir-siteler?sayfa=2&sayfa=3"],
    ["a category that is not a slug", "/bonuslar?kategori=..%2Fx"],
  ])("renders %s for that request alone, with its own address, and stores nothing", async (_name, path) => {
    const t = createTestApp();
    const first = await get(t.app, path);
    await get(t.app, path);
    expect(first.headers.get("x-cache")).toBeNull();
    expect(first.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(t.renderedUrls).toEqual([`http://site.test${path}`, `http://site.test${path}`]);
    expect(t.cache.size).toBe(0);
  });

  it("keys on the configured site only: a forged Host gets the page rendered for SITE_URL's origin", async () => {
    const t = createTestApp((c) => html(`<p>${new URL(c.get("renderUrl") ?? c.req.url).origin}</p>`));
    const forged = await t.app.request("http://evil.test/bonuslar");
    expect(await forged.text()).toBe("<p>http://site.test</p>");
    const real = await t.app.request("http://site.test/bonuslar");
    expect(real.headers.get("x-cache")).toBe("HIT");
    expect(await real.text()).toBe("<p>http://site.test</p>");
    expect(t.renderedUrls).toEqual(["http://site.test/bonuslar"]);
  });

  it.each([
    ["https", HTTPS_SITE, STRICT_TRANSPORT_SECURITY],
    ["http", HTTP_SITE, null],
  ])(
    "sends Strict-Transport-Security on every kind of answer exactly when SITE_URL is https (%s)",
    async (_s, settings, hsts) => {
      const t = createTestApp((c) => (c.req.path.startsWith("/api") ? Response.json({ ok: true }) : html()), settings);
      const miss = await get(t.app, "/");
      const hit = await get(t.app, "/");
      const notModified = await get(t.app, "/", { "if-none-match": hit.headers.get("etag") ?? "" });
      const signedIn = await get(t.app, "/", { cookie: await sessionCookieOf(settings) });
      const api = await get(t.app, "/api/x");
      expect([miss, hit, notModified, signedIn, api].map((r) => r.status)).toEqual([200, 200, 304, 200, 200]);
      for (const response of [miss, hit, notModified, signedIn, api]) {
        expect(response.headers.get("strict-transport-security")).toBe(hsts);
      }
    },
  );

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
    ["http", HTTP_SITE],
    ["https", HTTPS_SITE],
  ])(
    "serves a signed-in visitor the stored page with its hash-based CSP, and stores their render (%s)",
    async (_s, settings) => {
      const t = createTestApp(undefined, settings);
      const cookie = `tema=koyu; ${await sessionCookieOf(settings)}`;
      const anonymous = await get(t.app, "/");
      const signedIn = await get(t.app, "/", { cookie });
      expect(signedIn.headers.get("x-cache")).toBe("HIT");
      expect(signedIn.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(signedIn.headers.get("content-security-policy")).toBe(anonymous.headers.get("content-security-policy"));
      expect(await signedIn.text()).not.toContain("nonce=");
      expect(t.renders()).toBe(1);
      // A signed-in visitor's miss fills the cache like anyone's.
      expect((await get(t.app, "/blog", { cookie })).headers.get("x-cache")).toBe("MISS");
      expect((await get(t.app, "/blog")).headers.get("x-cache")).toBe("HIT");
      expect(t.renders()).toBe(2);
    },
  );

  const FOREIGN_SIGNED = "(signed with another secret)";
  it.each<[string, PageCacheSettings, Record<string, string>]>([
    ["a made-up session cookie", HTTP_SITE, { cookie: "theme=dark; better-auth.session_token=abc.def" }],
    ["a session cookie signed with another secret", HTTP_SITE, { cookie: FOREIGN_SIGNED }],
    [
      "a made-up __Secure- session cookie under https",
      HTTPS_SITE,
      { cookie: "a=1;__Secure-better-auth.session_token=abc" },
    ],
    ["an Authorization header", HTTP_SITE, { authorization: "Bearer x" }],
    ["a cookie whose name merely ends in session_token", HTTP_SITE, { cookie: "foo_session_token=1" }],
    ["the __Secure- name under http", HTTP_SITE, { cookie: "__Secure-better-auth.session_token=1" }],
  ])("answers a request with %s from the cache", async (_name, settings, headers) => {
    const t = createTestApp(undefined, settings);
    const foreign = await sessionCookieOf({ ...settings, sessionSecret: "baska-bir-sunucunun-sirri-32-karakter" });
    await get(t.app, "/");
    const answer = await get(t.app, "/", {
      ...headers,
      ...(headers.cookie === FOREIGN_SIGNED ? { cookie: foreign } : {}),
    });
    expect(answer.headers.get("x-cache")).toBe("HIT");
    expect(t.renders()).toBe(1);
  });

  it("renders a page tagged per-account for each signed-in visitor and never stores that render", async () => {
    const t = createTestApp((c) =>
      html(`<p>${c.req.header("cookie") ? "hesabınız" : "herkes"}</p>`, {
        headers: { [CACHE_TAGS_HEADER]: PER_ACCOUNT_TAG },
      }),
    );
    const cookie = await sessionCookieOf(HTTP_SITE);
    // A signed-in visitor first: rendered for them, not stored.
    const first = await get(t.app, "/hesap-sayfasi", { cookie });
    expect([first.headers.get("x-cache"), first.headers.get("cache-control")]).toEqual([null, PRIVATE_CACHE_CONTROL]);
    expect(await first.text()).toBe("<p>hesabınız</p>");
    expect(t.cache.size).toBe(0);
    // The anonymous copy is stored and served to anonymous visitors and to made-up cookies…
    expect(await (await get(t.app, "/hesap-sayfasi")).text()).toBe("<p>herkes</p>");
    const forged = await get(t.app, "/hesap-sayfasi", { cookie: "better-auth.session_token=abc.def" });
    expect([forged.headers.get("x-cache"), await forged.text()]).toEqual(["HIT", "<p>herkes</p>"]);
    // …but never to a signed-in visitor.
    const again = await get(t.app, "/hesap-sayfasi", { cookie });
    expect([again.headers.get("x-cache"), await again.text()]).toEqual([null, "<p>hesabınız</p>"]);
    expect(t.renders()).toBe(3);
  });

  it("stores a page's `.data` like the page, with the same Cache-Control, and keeps a search's data private", async () => {
    const data = (c: Context<Env>) =>
      new Response(`[{"yol":"${c.req.path}"}]`, {
        headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
      });
    const t = createTestApp((c) => (c.req.path.endsWith(".data") ? data(c) : html()));
    const page = await get(t.app, "/bonuslar?kategori=a");
    await get(t.app, "/bonuslar.data?kategori=a&utm_source=x");
    const hit = await get(t.app, "/bonuslar.data?kategori=a");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("cache-control")).toBe(page.headers.get("cache-control"));
    expect(hit.headers.get("content-type")).toBe("text/x-script");
    expect(t.renders()).toBe(2);
    const search = await get(t.app, "/bonuslar.data?q=bonus");
    expect([search.headers.get("x-cache"), search.headers.get("cache-control")]).toEqual([null, PRIVATE_CACHE_CONTROL]);
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

  it("never stores /ADMIN/… or /%61dmin/…, which React Router routes as /admin/…, and sends them no-store", async () => {
    const t = createTestApp();
    for (const path of ["/ADMIN/login", "/Admin/Login", "/%61dmin/login", "/API/admin/check-settings"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(t.app, path);
        expect(response.headers.get("x-cache"), path).toBeNull();
        expect(response.headers.get("cache-control"), path).toBe("no-store");
      }
    }
    expect(t.renders()).toBe(8);
  });

  it("keeps the page's cache tags inside the server: stored, private or with the cache off", async () => {
    const tagged = () => html(PAGE, { headers: { [CACHE_TAGS_HEADER]: "comments:1" } });
    const t = createTestApp(tagged);
    const miss = await get(t.app, "/promotion/1");
    const hit = await get(t.app, "/promotion/1");
    const signedIn = await get(t.app, "/promotion/1", { cookie: await sessionCookieOf(HTTP_SITE) });
    const withoutCache = new Hono();
    withoutCache.use(securityHeaders({ reportOnly: false, https: false }));
    withoutCache.get("*", tagged);
    const development = await withoutCache.request("http://site.test/promotion/1");
    expect([miss, hit, signedIn, development].map((r) => r.headers.has(CACHE_TAGS_HEADER))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(t.cache.get("/promotion/1")?.tags).toEqual(["comments:1"]);
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
      if (!serveFromPageCache(t.cache, t.settings, req, res)) void honoListener(req, res);
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

  it("answers tracking parameters and any Host from the stored page before Hono", async () => {
    const t = createTestApp();
    const base = await listen(t);
    await rawGet(`${base}/bonuslar?kategori=a`);
    const tracked = await rawGet(`${base}/bonuslar?utm_source=x&kategori=a`, { host: "evil.test" });
    expect(tracked.headers["x-cache"]).toBe("HIT");
    expect(t.renders()).toBe(1);
  });

  it("answers a signed-in visitor from the stored page before Hono, unless the page is per-account", async () => {
    const t = createTestApp((c) =>
      html(PAGE, c.req.path === "/hesap" ? { headers: { [CACHE_TAGS_HEADER]: PER_ACCOUNT_TAG } } : {}),
    );
    const base = await listen(t);
    const cookie = await sessionCookieOf(HTTP_SITE);
    await rawGet(`${base}/`);
    await rawGet(`${base}/hesap`);
    expect((await rawGet(`${base}/`, { cookie })).headers["x-cache"]).toBe("HIT");
    expect((await rawGet(`${base}/hesap`, { cookie: "better-auth.session_token=x" })).headers["x-cache"]).toBe("HIT");
    expect(t.renders()).toBe(2);
    expect((await rawGet(`${base}/hesap`, { cookie })).headers["x-cache"]).toBeUndefined();
    expect(t.renders()).toBe(3);
  });
});
