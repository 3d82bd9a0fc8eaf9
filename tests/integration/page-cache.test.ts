import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serializeSignedCookie } from "better-call";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "../../app/features/auth/auth.server.ts";
import { ContentEvents } from "../../app/utils/content-events.server.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import type * as AppModule from "../../server/app.ts";
import { CONTENT_CHANNEL } from "../../server/content-events-relay.ts";
import { hashNoncedScripts } from "../../server/content-security-policy.ts";
import { createFreshDatabase } from "../support/databases.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { createRawClient, decodeBody, type RawClient, type RawResponse } from "../support/raw-http.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/**
 * The page cache and the HTTP headers of the BUILT app (BUILD_DIR), served in-process by the production listener
 * (createRequestListener) on a real socket, over a seeded SQLite database.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");

let dir: TempDir;
let database: DatabaseHandle;
let server: Server;
let baseUrl: string;
let client: RawClient;
const events = new ContentEvents();
let promotionPath: string;
let promotionId: string;
/** The Cookie header of a signed-in admin: a session cookie signed with the site's secret, as better-auth signs it. */
let signedSessionCookie: string;

beforeAll(async () => {
  dir = createTempDir();
  const config = loadConfig({ DATA_DIR: dir.path, SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
  database = await openMigratedDatabase({ dataDir: config.dataDir });
  await seedDemoContent(database.db, { uploadsDir: config.uploadsDir });
  const promotion = await database.db
    .selectFrom("promotions")
    .innerJoin("casinos", "casinos.id", "promotions.casino_id")
    .select(["promotions.id as id", "promotions.slug as slug", "casinos.slug as casinoSlug"])
    .where("promotions.is_active", "=", true)
    .where("promotions.expiry_date", ">", new Date().toISOString())
    .executeTakeFirstOrThrow();
  promotionId = promotion.id;
  const setCookie = await serializeSignedCookie(sessionCookieName(config), "oturum-belirteci", config.sessionSecret);
  signedSessionCookie = setCookie.split(";")[0] ?? "";
  promotionPath = `/bonuslar/${promotion.casinoSlug}/${promotion.slug}`;
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createRawClient(baseUrl, 4);
});

afterAll(async () => {
  client?.close();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  dir?.remove();
});

/** A GET that keeps the body as sent (fetch would decode brotli and gzip); throws when no answer came. */
async function raw(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const response = await client.send({ method: "GET", path: pathname, headers });
  if (response.status === 0) throw new Error(`GET ${pathname}: ${response.error ?? "no answer"}`);
  return response;
}

function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
}

function expectSecurityHeaders(response: RawResponse, label: string) {
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  expect(response.headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(response.headers["x-frame-options"], label).toBe("DENY");
  const csp = String(response.headers["content-security-policy"] ?? "");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toMatch(/script-src 'self'/);
  expect(csp, label).not.toContain("'unsafe-inline' 'nonce");
}

describe("page cache of the built app", () => {
  it("serves the second anonymous request of a page from the cache, with brotli, gzip and identity bodies alike", async () => {
    await events.contentChanged({ kind: "settings" });
    const miss = await raw("/bonuslar", { "accept-encoding": "gzip, deflate, br" });
    const br = await raw("/bonuslar", { "accept-encoding": "gzip, deflate, br" });
    const gz = await raw("/bonuslar", { "accept-encoding": "gzip" });
    const plain = await raw("/bonuslar");
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect([br, gz, plain].map((r) => r.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT"]);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const html = decodeBody(plain);
    expect(html).toContain('<html lang="tr"');
    expect(decodeBody(br)).toBe(html);
    expect(decodeBody(gz)).toBe(html);
    expect(decodeBody(miss)).toBe(html);
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
  });

  it("answers 304 Not Modified to a revalidation with the page's ETag", async () => {
    const first = await raw("/blog", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await raw("/blog", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expectSecurityHeaders(again, "304");
  });

  it("drops every cached page when a content change is announced", async () => {
    await raw("/guvenilir-siteler");
    expect((await raw("/guvenilir-siteler")).headers["x-cache"]).toBe("HIT");
    events.contentChanged({ kind: "casino" });
    expect((await raw("/guvenilir-siteler")).headers["x-cache"]).toBe("MISS");
  });

  it("shows a comment posted through the API on the very next GET of the promotion page and keeps every other page cached", async () => {
    await raw(promotionPath);
    await raw("/bonuslar");
    expect((await raw(promotionPath)).headers["x-cache"]).toBe("HIT");
    const text = `Önbellek denemesi ${Date.now()}`;
    const posted = await fetch(`${baseUrl}/api/promotions/${promotionId}/comments`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ userName: "Deneme Okur", comment: text, rating: 5 }),
    });
    expect(posted.status).toBe(201);
    const after = await raw(promotionPath);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(decodeBody(after)).toContain(text);
    // Comments show on their promotion's page only: the list stays cached.
    expect((await raw("/bonuslar")).headers["x-cache"]).toBe("HIT");
    // The tag that routed the invalidation stays inside the server.
    expect(after.headers["x-cache-tags"]).toBeUndefined();
  });

  it("answers tracking parameters, made-up parameters, a foreign Host and a look-alike cookie from the one stored page", async () => {
    await events.contentChanged({ kind: "settings" });
    const stored = await raw("/guvenilir-siteler");
    expect(stored.headers["x-cache"]).toBe("MISS");
    for (const [pathname, headers] of [
      ["/guvenilir-siteler?utm_source=x&utm_medium=y&gclid=1&fbclid=2", {}],
      ["/guvenilir-siteler?x=1", {}],
      ["/guvenilir-siteler?x=2", { host: "evil.test" }],
      ["/guvenilir-siteler", { cookie: "foo_session_token=1" }],
    ] as const) {
      const answer = await raw(pathname, headers);
      expect(answer.headers["x-cache"], pathname).toBe("HIT");
      expect(decodeBody(answer)).toBe(decodeBody(stored));
    }
    const search = await raw("/bonuslar?q=bonus");
    expect(search.headers["x-cache"]).toBeUndefined();
    expect(search.headers["cache-control"]).toBe("private, no-store");
  });

  it.each([
    "/blog?sayfa=999",
    "/guvenilir-siteler?sayfa=999",
    "/bonuslar?sayfa=999",
    "/bonuslar?kategori=boyle-bir-kategori-yok",
  ])("renders %s (past the end, or no such category) for each request and never stores it", async (pathname) => {
    const first = await raw(pathname);
    const second = await raw(pathname);
    expect(first.status).toBe(200);
    expect([first, second].map((r) => r.headers["x-cache"])).toEqual([undefined, undefined]);
    expect(second.headers["cache-control"]).toBe("private, no-store");
  });

  it("serves a signed-in visitor, and a made-up session cookie, the stored anonymous page", async () => {
    const anonymous = await raw("/");
    for (const cookie of [signedSessionCookie, "better-auth.session_token=abc", `tema=koyu; ${signedSessionCookie}`]) {
      const answer = await raw("/", { cookie });
      expect(answer.headers["x-cache"], cookie).toBe("HIT");
      expect(answer.headers["cache-control"]).toBe(anonymous.headers["cache-control"]);
      expect(answer.headers["content-security-policy"]).toBe(anonymous.headers["content-security-policy"]);
      expect(decodeBody(answer)).toBe(decodeBody(anonymous));
    }
  });

  it("stores a page's client-navigation data (.data) like the page, with the page's Cache-Control", async () => {
    await events.contentChanged({ kind: "settings" });
    const page = await raw("/guvenilir-siteler");
    const first = await raw("/guvenilir-siteler.data");
    const second = await raw("/guvenilir-siteler.data?utm_source=x", { cookie: "better-auth.session_token=abc" });
    expect([first.status, first.headers["x-cache"], second.headers["x-cache"]]).toEqual([200, "MISS", "HIT"]);
    expect(second.headers["content-type"]).toBe("text/x-script");
    expect(second.headers["cache-control"]).toBe(page.headers["cache-control"]);
    expect(decodeBody(second)).toBe(decodeBody(first));
    expect((await raw("/_.data")).status).toBe(200);
    expect((await raw("/_.data")).headers["x-cache"]).toBe("HIT");
    const search = await raw("/bonuslar.data?q=bonus");
    expect([search.status, search.headers["x-cache"]]).toEqual([200, undefined]);
    expect(search.headers["cache-control"]).toBe("private, no-store");
  });

  it("redirects a comparison address that repeats or reorders its casinos to the canonical one, storing none of them", async () => {
    const canonical = "/karsilastir/atlas-casino-vs-bogazici-bet";
    for (const spelling of [
      "/karsilastir/bogazici-bet-vs-atlas-casino",
      "/karsilastir/atlas-casino-vs-bogazici-bet-vs-atlas-casino",
      "/karsilastir/atlas-casino-vs-bogazici-bet-vs-",
      `/karsilastir/${"atlas-casino-vs-".repeat(200)}bogazici-bet`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const answer = await raw(spelling);
        expect([answer.status, answer.headers.location, answer.headers["x-cache"]], spelling).toEqual([
          301,
          canonical,
          undefined,
        ]);
      }
    }
    await raw(canonical);
    expect((await raw(canonical)).headers["x-cache"]).toBe("HIT");
  });

  it("never caches the admin, which is no-store", async () => {
    const first = await raw("/admin/login");
    const second = await raw("/admin/login");
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(second.headers["x-cache"]).toBeUndefined();
    expect(second.headers["cache-control"]).toBe("no-store");
  });
});

describe("Content-Security-Policy of pages", () => {
  it("lets every inline script of a cached page run by its hash, with no nonce anywhere, the same on every hit", async () => {
    await raw("/");
    const a = await raw("/");
    const b = await raw("/");
    const html = decodeBody(a);
    const csp = String(a.headers["content-security-policy"]);
    expect(a.headers["x-cache"]).toBe("HIT");
    expect(html).not.toMatch(/\snonce="/);
    expect(csp).not.toContain("'nonce-");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (m) => !/\bsrc=/.test(m[1] ?? "") && !/application\/ld\+json/.test(m[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    const { createHash } = await import("node:crypto");
    for (const script of inline) {
      const hash = createHash("sha256")
        .update(script[2] ?? "")
        .digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(b.headers["content-security-policy"]).toBe(csp);
  });

  it("builds a cached page's policy from the real render's nonce-marked scripts only, not from a script injected into it", async () => {
    const rendered = await raw("/bonuslar?q=bonus");
    const nonce = /'nonce-([^']+)'/.exec(String(rendered.headers["content-security-policy"]))?.[1] ?? "";
    const html = decodeBody(rendered).replace("</main>", "<script>steal(document.cookie)</script></main>");
    expect(html).toContain("steal(document.cookie)");
    const { createHash } = await import("node:crypto");
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    const { html: stored, hashes } = hashNoncedScripts(html, nonce);
    const rendererScripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (m) => (m[1] ?? "").includes(`nonce="${nonce}"`) && !/\bsrc=|application\/ld\+json/.test(m[1] ?? ""),
    );
    expect(rendererScripts.length).toBeGreaterThan(0);
    expect(hashes.sort()).toEqual([...new Set(rendererScripts.map((m) => sha(m[2] ?? "")))].sort());
    expect(hashes).not.toContain(sha("steal(document.cookie)"));
    expect(stored).not.toContain(nonce);
  });

  it("gives every script of a page rendered for one visitor that response's nonce, and a new one each time", async () => {
    const first = await raw("/bonuslar?q=bonus");
    const second = await raw("/bonuslar?q=bonus");
    const nonces = [first, second].map((r) => {
      const match = /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]));
      expect(match).not.toBeNull();
      return match?.[1] ?? "";
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, response] of [first, second].entries()) {
      const scripts = scriptTags(decodeBody(response)).filter((tag) => !/application\/ld\+json/.test(tag));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[i]}"`);
    }
  });
});

describe("security headers on every kind of response", () => {
  it.each([
    ["a page rendered now", "/casino/yok-boyle-bir-casino", /^(200|404)$/],
    ["a cached page", "/", /^200$/],
    ["the health check", "/healthz", /^200$/],
    ["a missing asset", "/assets/yok-123.js", /^404$/],
    ["a redirect", "/bu-sayfa-yok", /^30[1278]$/],
    ["an API answer", "/api/promotions/00000000-0000-4000-8000-000000000000/comments", /^405$/],
    ["a public file", "/favicon.svg", /^200$/],
    ["the admin sign-in page", "/admin/login", /^200$/],
  ])("sends them on %s", async (label, pathname, status) => {
    await raw(pathname);
    const response = await raw(pathname);
    expect(String(response.status)).toMatch(status);
    expectSecurityHeaders(response, label);
  });

  it("sends them on a fingerprinted asset, with a one-year immutable cache", async () => {
    const asset = firstAsset(".js");
    const response = await raw(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, "asset");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("pre-compressed assets", () => {
  it("sends the build's .br file when brotli is accepted, .gz for gzip, the file itself otherwise", async () => {
    const asset = largestAsset(".js");
    const original = readFileSync(path.join(BUILD_DIR, "client/assets", asset));
    const br = await raw(`/assets/${asset}`, { "accept-encoding": "gzip, deflate, br" });
    const gz = await raw(`/assets/${asset}`, { "accept-encoding": "gzip" });
    const plain = await raw(`/assets/${asset}`);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(readFileSync(path.join(BUILD_DIR, "client/assets", `${asset}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toContain("Accept-Encoding");
  });
});

describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  const stops: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  async function startInstance(databaseUrl: string): Promise<RunningServer> {
    const dataDir = createTempDir();
    stops.push(() => dataDir.remove());
    const instance = await startServer({ env: { DATA_DIR: dataDir.path, DATABASE_URL: databaseUrl } });
    stops.push(() => instance.stop("SIGKILL"));
    return instance;
  }

  it("answers a redirect another instance announced, from memory, before the page cache", async () => {
    const { databaseUrl, remove } = await createFreshDatabase("PostgreSQL");
    stops.push(remove);
    const instance = await startInstance(databaseUrl);
    expect((await fetch(`${instance.url}/eski-adres`, { redirect: "manual" })).headers.get("location")).toBe("/");
    const handle = await openMigratedDatabase({ dataDir: dir.path, databaseUrl });
    await handle.db
      .insertInto("redirects")
      .values({ id: crypto.randomUUID(), from_path: "/eski-adres", to_path: "/bonuslar", status_code: 301 })
      .execute();
    // What another instance's relay sends after it saved a redirect (server/content-events-relay.ts).
    const notice = JSON.stringify({ origin: "another-instance", change: { kind: "redirect" } });
    await sql`select pg_notify(${CONTENT_CHANNEL}, ${notice})`.execute(handle.db);
    await handle.close();
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${instance.url}/eski-adres`, { redirect: "manual" });
          return [answer.status, answer.headers.get("location")];
        },
        { timeout: 5_000, interval: 50 },
      )
      .toEqual([301, "/bonuslar"]);
  }, 90_000);

  it("shows a comment posted on one instance on the next GET of the other, whose cache held the page", async () => {
    const { databaseUrl, remove } = await createFreshDatabase("PostgreSQL");
    stops.push(remove);
    const first = await startInstance(databaseUrl);
    const second = await startInstance(databaseUrl);
    const handle = await openMigratedDatabase({ dataDir: dir.path, databaseUrl });
    const promotion = await handle.db
      .selectFrom("promotions")
      .innerJoin("casinos", "casinos.id", "promotions.casino_id")
      .select(["promotions.id as id", "promotions.slug as slug", "casinos.slug as casinoSlug"])
      .where("promotions.is_active", "=", true)
      .where("promotions.expiry_date", ">", new Date().toISOString())
      .executeTakeFirstOrThrow();
    await handle.close();
    const page = `${second.url}/bonuslar/${promotion.casinoSlug}/${promotion.slug}`;
    await (await fetch(page)).text();
    expect((await fetch(page)).headers.get("x-cache")).toBe("HIT");

    const text = `İkinci sunucuya ulaşan yorum ${Date.now()}`;
    const posted = await fetch(`${first.url}/api/promotions/${promotion.id}/comments`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.url },
      body: JSON.stringify({ userName: "Deneme Okur", comment: text, rating: 4 }),
    });
    expect(posted.status).toBe(201);

    await expect.poll(async () => (await fetch(page)).text(), { timeout: 5_000, interval: 50 }).toContain(text);
  }, 90_000);
});

function assetsWith(extension: string): string[] {
  return readdirSync(path.join(BUILD_DIR, "client/assets")).filter((name) => name.endsWith(extension));
}

function firstAsset(extension: string): string {
  const name = assetsWith(extension)[0];
  if (!name) throw new Error(`no ${extension} asset in ${BUILD_DIR}`);
  return name;
}

function largestAsset(extension: string): string {
  const sized = assetsWith(extension).map((name) => ({
    name,
    size: readFileSync(path.join(BUILD_DIR, "client/assets", name)).length,
  }));
  const largest = sized.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error(`no ${extension} asset in ${BUILD_DIR}`);
  return largest.name;
}
