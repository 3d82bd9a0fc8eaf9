import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../app/utils/logger.server.ts";
import { PageCache } from "./page-cache.ts";
import { pageCacheMiddleware } from "./page-cache-middleware.ts";
import {
  BUSY_TEXT,
  fairShareKeyOf,
  RenderQueue,
  type RenderQueueOptions,
  type Requester,
  renderQueueMiddleware,
  TOO_MANY_RENDERS_TEXT,
} from "./render-queue.ts";
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
      settings: {
        siteOrigin: "http://127.0.0.1",
        sessionCookie: "better-auth.session_token",
        sessionSecret: "sira-testi-icin-oturum-sirri-32-karakter",
      },
      logger: createLogger("silent"),
    }),
  );
  app.post("/yorum", (c) => c.text("kaydedildi"));
  app.use(
    renderQueueMiddleware(queue, {
      https: false,
      // The client and its session as the test names them (server/app.ts reads the address and the cookie).
      requesterOf: (c) => ({
        client: c.req.header("x-istemci") ?? "yerel",
        signedIn: c.req.header("x-oturum") === "1",
      }),
    }),
  );
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

  it("serves waiting clients in turn, so a client with many waiting renders delays only itself", async () => {
    const queue = new RenderQueue({ concurrency: 1, limit: 100, maxWaitMs: 60_000 });
    const order: string[] = [];
    const enter = (client: string, name: string, signedIn = false) =>
      queue.enter({ client, signedIn }).ticket.then((release) => {
        if (typeof release !== "function") throw new Error(`refused: ${release}`);
        order.push(name);
        // Rendered at once: the next one is admitted in its turn.
        setImmediate(release);
      });
    const first = await queue.enter({ client: "sel", signedIn: false }).ticket;
    order.push("sel-1");
    const waiting = [
      ...["sel-2", "sel-3", "sel-4", "sel-5"].map((name) => enter("sel", name)),
      enter("ziyaretci-a", "a-1"),
      enter("ziyaretci-a", "a-2"),
      enter("ziyaretci-b", "b-1"),
      enter("yonetici", "yonetici-1", true),
    ];
    expect(queue.waiting).toBe(8);
    if (typeof first === "function") first();
    await Promise.all(waiting);
    await expect.poll(() => queue.active).toBe(0);
    // The signed-in request first; then one per client per round, in the order the clients first waited.
    expect(order).toEqual(["sel-1", "yonetici-1", "sel-2", "a-1", "b-1", "sel-3", "a-2", "sel-4", "sel-5"]);
  });

  it("answers a client past its share of renders with 429, Retry-After and a Turkish text, and serves the others", async () => {
    const site = await startSite({ concurrency: 1, perClientLimit: 3 });
    const flood = { "x-istemci": "sel" };
    const first = site.get("/bekle/1", flood);
    await expect.poll(() => site.queue.active).toBe(1);
    const second = site.get("/bekle/2", flood);
    await expect.poll(() => site.queue.waiting).toBe(1);
    const third = site.get("/bekle/3", flood);
    await expect.poll(() => site.queue.waiting).toBe(2);

    const refused = await site.get("/bonuslar?q=bonus", flood);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(refused.text).toBe(TOO_MANY_RENDERS_TEXT);

    const other = site.get("/bekle/4", { "x-istemci": "ziyaretci" });
    await expect.poll(() => site.queue.waiting).toBe(3);
    for (const n of [1, 2, 4, 3]) await site.finish(`/bekle/${n}`);
    expect((await Promise.all([first, second, third, other])).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // The visitor who came last was served before the flooding client's third render.
    expect(site.entered).toEqual(["/bekle/1", "/bekle/2", "/bekle/4", "/bekle/3"]);
    expect((await site.get("/bonuslar?q=bonus", flood)).status).toBe(200);
  });

  it("keeps a lane for signed-in visitors: a full anonymous queue refuses anonymous requests only", async () => {
    const site = await startSite({ concurrency: 1, limit: 1 });
    const first = site.get("/bekle/1", { "x-istemci": "a" });
    await expect.poll(() => site.queue.active).toBe(1);
    const waiting = site.get("/bekle/2", { "x-istemci": "b" });
    await expect.poll(() => site.queue.waiting).toBe(1);
    expect((await site.get("/bonuslar?q=x", { "x-istemci": "c" })).status).toBe(503);

    const admin = site.get("/bekle/yonetici", { "x-istemci": "c", "x-oturum": "1" });
    await expect.poll(() => site.queue.waiting).toBe(2);
    await site.finish("/bekle/1");
    await site.finish("/bekle/yonetici");
    await site.finish("/bekle/2");
    expect((await Promise.all([first, admin, waiting])).map((a) => a.status)).toEqual([200, 200, 200]);
    expect(site.entered).toEqual(["/bekle/1", "/bekle/yonetici", "/bekle/2"]);
  });

  it("gives a client's place back when its waiting request is refused for waiting too long", async () => {
    const queue = new RenderQueue({ concurrency: 1, limit: 10, maxWaitMs: 30, perClientLimit: 2 });
    const client: Requester = { client: "sel", signedIn: false };
    const first = await queue.enter(client).ticket;
    expect(await queue.enter(client).ticket).toBe("timeout");
    expect(await queue.enter(client).ticket).toBe("timeout");
    if (typeof first === "function") first();
    expect(typeof (await queue.enter(client).ticket)).toBe("function");
  });
});

describe("fairShareKeyOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("shares %s's renders as %s", (address, key) => {
    expect(fairShareKeyOf(address)).toBe(key);
  });
});
