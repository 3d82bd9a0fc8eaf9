import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../app/utils/logger.server.ts";
import { PageCache } from "./page-cache.ts";
import { pageCacheMiddleware } from "./page-cache-middleware.ts";
import { BUSY_TEXT, RenderQueue, type RenderQueueOptions, renderQueueMiddleware } from "./render-queue.ts";
import { securityHeaders } from "./security-headers.ts";

const SIGNED_IN = { cookie: "better-auth.session_token=oturum" };

/**
 * A real HTTP server with server/app.ts's order (security headers, page cache, render queue, the page handler),
 * whose handler for `/bekle/<n>` holds its render until `finish(n)` is called; `entered` lists renders by start.
 */
async function startSite(options: Partial<RenderQueueOptions>) {
  const queue = new RenderQueue({ concurrency: 1, limit: 10, maxWaitMs: 60_000, ...options });
  const held = new Map<string, () => void>();
  const entered: string[] = [];
  const app = new Hono();
  app.use(securityHeaders({ reportOnly: false, https: false }));
  app.use(
    pageCacheMiddleware({
      cache: new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000 }),
      settings: { siteOrigin: "http://127.0.0.1", sessionCookie: "better-auth.session_token" },
      logger: createLogger("silent"),
    }),
  );
  app.post("/yorum", (c) => c.text("kaydedildi"));
  app.use(renderQueueMiddleware(queue, { https: false }));
  let endDownload = () => {};
  // A download whose body keeps streaming until endDownload() is called (a backup at the visitor's pace).
  app.get("/indir", () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("yedek"));
        endDownload = () => controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "application/octet-stream" } });
  });
  app.all("*", async (c) => {
    const name = c.req.path;
    entered.push(name);
    if (name.startsWith("/bekle/")) await new Promise<void>((resolve) => held.set(name, resolve));
    return c.html(`<html><body>${name}</body></html>`);
  });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sites.push(server);
  const get = async (path: string, headers: Record<string, string> = SIGNED_IN) => {
    const response = await fetch(base + path, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const finish = async (path: string) => {
    await expect.poll(() => held.has(path)).toBe(true);
    held.get(path)?.();
  };
  return { queue, entered, get, finish, base, endDownload: () => endDownload() };
}

const sites: Server[] = [];
afterEach(async () => {
  for (const server of sites.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("render queue", () => {
  it("serves waiting renders in arrival order once places free up", async () => {
    const site = await startSite({ concurrency: 1 });
    const first = site.get("/bekle/1");
    await expect.poll(() => site.queue.active).toBe(1);
    const waiting: Promise<{ status: number }>[] = [];
    for (const n of [2, 3, 4]) {
      waiting.push(site.get(`/bekle/${n}`));
      await expect.poll(() => site.queue.waiting).toBe(n - 1);
    }
    for (const n of [1, 2, 3, 4]) await site.finish(`/bekle/${n}`);
    const answers = await Promise.all([first, ...waiting]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(site.entered).toEqual(["/bekle/1", "/bekle/2", "/bekle/3", "/bekle/4"]);
    expect(site.queue.active).toBe(0);
  });

  it("answers a request past a full queue at once with 503, Retry-After and a Turkish text, and serves again after", async () => {
    const site = await startSite({ concurrency: 1, limit: 1 });
    const first = site.get("/bekle/1");
    await expect.poll(() => site.queue.active).toBe(1);
    const second = site.get("/bekle/2");
    await expect.poll(() => site.queue.waiting).toBe(1);

    const refused = await site.get("/bonuslar");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.text).toBe(BUSY_TEXT);
    expect(site.entered).not.toContain("/bonuslar");

    await site.finish("/bekle/1");
    await site.finish("/bekle/2");
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await site.get("/bonuslar")).status).toBe(200);
  });

  it("refuses a request that waited longer than the bound instead of keeping it waiting", async () => {
    const site = await startSite({ concurrency: 1, maxWaitMs: 50 });
    const first = site.get("/bekle/1");
    await expect.poll(() => site.queue.active).toBe(1);
    const late = await site.get("/bonuslar");
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("2");
    expect(site.queue.waiting).toBe(0);
    await site.finish("/bekle/1");
    expect((await first).status).toBe(200);
  });

  it("refuses at once a request that would wait past the bound at the recent pace, and queues one that would not", async () => {
    let now = 0;
    const queue = new RenderQueue({ concurrency: 1, limit: 100, maxWaitMs: 1_000, now: () => now });
    const admitted = async (ticket: Promise<(() => void) | string>) => {
      const release = await ticket;
      if (typeof release !== "function") throw new Error(`refused: ${release}`);
      return release;
    };
    // One render held its place for 400 ms: the pace the queue now expects.
    const first = await admitted(queue.enter().ticket);
    now += 400;
    first();

    const running = await admitted(queue.enter().ticket);
    const second = queue.enter();
    const third = queue.enter();
    expect(queue.waiting).toBe(2);
    // A fourth would have three renders of 400 ms ahead of it: 1.2 s, past the 1 s bound.
    expect(await queue.enter().ticket).toBe("full");
    expect(queue.waiting).toBe(2);

    running();
    (await admitted(second.ticket))();
    (await admitted(third.ticket))();
    expect(queue.active).toBe(0);
  });

  it("gives a waiting visitor's place back when it hangs up", async () => {
    const site = await startSite({ concurrency: 1 });
    const first = site.get("/bekle/1");
    await expect.poll(() => site.queue.active).toBe(1);
    const abort = new AbortController();
    const gone = fetch(`${site.base}/bekle/2`, { headers: SIGNED_IN, signal: abort.signal }).catch(() => "kesildi");
    await expect.poll(() => site.queue.waiting).toBe(1);
    abort.abort();
    expect(await gone).toBe("kesildi");
    await expect.poll(() => site.queue.waiting).toBe(0);
    await site.finish("/bekle/1");
    expect((await first).status).toBe(200);
    expect(site.entered).toEqual(["/bekle/1"]);
  });

  it("never holds page-cache hits or form posts behind renders", async () => {
    const site = await startSite({ concurrency: 1, limit: 0 });
    expect((await site.get("/", {})).headers.get("x-cache")).toBe("MISS");
    const first = site.get("/bekle/1");
    await expect.poll(() => site.queue.active).toBe(1);

    const hit = await site.get("/", {});
    expect([hit.status, hit.headers.get("x-cache")]).toEqual([200, "HIT"]);
    const post = await fetch(`${site.base}/yorum`, { method: "POST", headers: SIGNED_IN });
    expect([post.status, await post.text()]).toEqual([200, "kaydedildi"]);
    expect((await site.get("/bonuslar")).status).toBe(503);

    await site.finish("/bekle/1");
    expect((await first).status).toBe(200);
  });

  it("lets a download stream at the visitor's pace without holding a render place", async () => {
    const site = await startSite({ concurrency: 1, limit: 0 });
    const download = await fetch(`${site.base}/indir`, { headers: SIGNED_IN });
    const reader = download.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe("yedek");

    // The download's body is still open; a page render gets the one place at once.
    expect((await site.get("/bonuslar")).status).toBe(200);
    site.endDownload();
    expect((await reader?.read())?.done).toBe(true);
  });
});
