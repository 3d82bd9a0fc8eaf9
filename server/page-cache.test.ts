import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedPage, chooseEncoding, createCachedPage, matchesEtag, PageCache } from "./page-cache.ts";

async function pageOf(body: string, key = "k"): Promise<CachedPage> {
  return createCachedPage({
    key,
    body: Buffer.from(body),
    headers: { "Content-Type": "text/html; charset=utf-8" },
    now: 0,
  });
}

function fakePage(bytes: number, storedAt = 0, tags: string[] = []): CachedPage {
  const empty = new Uint8Array(0);
  return {
    hash: "h",
    bodies: { identity: empty, br: empty, gzip: empty },
    headers: { identity: {}, br: {}, gzip: {} },
    notModifiedHeaders: { identity: {}, br: {}, gzip: {} },
    headerLists: { identity: [], br: [], gzip: [] },
    notModifiedHeaderLists: { identity: [], br: [], gzip: [] },
    bytes,
    storedAt,
    tags,
  };
}

describe("PageCache", () => {
  it("stores nothing with a bound of 0 bytes (PAGE_CACHE_MB=0)", () => {
    const cache = new PageCache({ maxBytes: 0, ttlMs: 60_000, now: () => 0 });
    expect(cache.set("a", fakePage(1), cache.generation)).toBe(false);
    expect([cache.get("a"), cache.size, cache.bytes]).toEqual([undefined, 0, 0]);
  });

  it("evicts the least recently used pages once the byte bound is passed", () => {
    const cache = new PageCache({ maxBytes: 300, ttlMs: 60_000, now: () => 0 });
    cache.set("a", fakePage(100), cache.generation);
    cache.set("b", fakePage(100), cache.generation);
    cache.set("c", fakePage(100), cache.generation);
    expect(cache.get("a")).toBeDefined(); // a is now the most recently used
    cache.set("d", fakePage(100), cache.generation);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
    expect(cache.bytes).toBe(300);
    expect(cache.size).toBe(3);
  });

  it("counts an encoding made after a page was stored, and evicts past the bound for it", async () => {
    const html = `<!DOCTYPE html><html lang="tr"><body>${"Güncel bonuslar ve promosyonlar. ".repeat(200)}</body></html>`;
    const first = await createCachedPage({ key: "a", body: Buffer.from(html), headers: {}, now: 0 });
    const second = await createCachedPage({ key: "b", body: Buffer.from(`${html} `), headers: {}, now: 0 });
    const secondGzip = gzipSync(Buffer.from(`${html} `), { level: 6 }).length;
    // Room for both pages and b's gzip body, less one byte.
    const cache = new PageCache({ maxBytes: first.bytes + second.bytes + secondGzip - 1, ttlMs: 60_000, now: () => 0 });
    cache.set("a", first, cache.generation);
    cache.set("b", second, cache.generation);
    expect(cache.bytes).toBe(first.bytes + second.bytes);
    expect(second.bodies.gzip.length).toBe(secondGzip);
    // b's gzip body pushed the total past the bound: a, the least recently used, made room.
    expect([cache.get("a"), cache.get("b")]).toEqual([undefined, second]);
    expect(cache.bytes).toBe(second.bytes);
    // A page no longer held changes the count no more.
    cache.delete("b");
    expect(second.bodies.gzip.length).toBeGreaterThan(0);
    void first.bodies.gzip;
    expect(cache.bytes).toBe(0);
  });

  it("refuses a single page larger than the whole bound", () => {
    const cache = new PageCache({ maxBytes: 100, ttlMs: 60_000 });
    expect(cache.set("big", fakePage(101), cache.generation)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("forgets a page once its time to live has passed", () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000, ttlMs: 500, now: () => now });
    cache.set("a", fakePage(10, now), cache.generation);
    now += 499;
    expect(cache.get("a")).toBeDefined();
    now += 1;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("drops everything on clear and refuses a page rendered before the clear", () => {
    const cache = new PageCache({ maxBytes: 1_000, ttlMs: 60_000, now: () => 0 });
    const before = cache.generation;
    cache.set("a", fakePage(10), before);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.set("late", fakePage(10), before)).toBe(false);
    expect(cache.set("fresh", fakePage(10), cache.generation)).toBe(true);
  });

  it("drops only the tagged pages on invalidate and refuses a tagged page rendered before it", () => {
    const cache = new PageCache({ maxBytes: 1_000, ttlMs: 60_000, now: () => 0 });
    const before = cache.generation;
    cache.set("home", fakePage(10), before);
    cache.set("promo-a", fakePage(10, 0, ["comments:a"]), before);
    cache.set("promo-b", fakePage(10, 0, ["comments:b"]), before);
    cache.invalidate("comments:a");
    expect(cache.get("promo-a")).toBeUndefined();
    expect(cache.get("home")).toBeDefined();
    expect(cache.get("promo-b")).toBeDefined();
    expect(cache.bytes).toBe(20);
    // A render of promotion a that read its comments before the change must not be stored; others still may.
    expect(cache.set("promo-a", fakePage(10, 0, ["comments:a"]), before)).toBe(false);
    expect(cache.set("promo-b2", fakePage(10, 0, ["comments:b"]), before)).toBe(true);
    expect(cache.set("promo-a", fakePage(10, 0, ["comments:a"]), cache.generation)).toBe(true);
  });

  it("replaces a page stored again under the same key without counting it twice", () => {
    const cache = new PageCache({ maxBytes: 1_000, ttlMs: 60_000, now: () => 0 });
    cache.set("a", fakePage(100), cache.generation);
    cache.set("a", fakePage(50), cache.generation);
    expect(cache.bytes).toBe(50);
    expect(cache.size).toBe(1);
  });
});

describe("createCachedPage", () => {
  it("stores brotli and gzip bodies that decode to the identity body", async () => {
    const html = `<!DOCTYPE html><html lang="tr"><body>${"Güncel bonuslar ve promosyonlar. ".repeat(200)}</body></html>`;
    const page = await pageOf(html);
    expect(Buffer.from(page.bodies.identity).toString()).toBe(html);
    expect(brotliDecompressSync(page.bodies.br).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip).toString()).toBe(html);
    expect(page.bodies.br.length).toBeLessThan(html.length / 5);
  });

  it("keeps only the compressed bodies in memory and counts only them, giving the plain body when asked", async () => {
    const html = `<!DOCTYPE html><html lang="tr"><body>${"Güncel bonuslar ve promosyonlar. ".repeat(200)}</body></html>`;
    const page = await pageOf(html);
    expect(page.bytes).toBeLessThan(html.length / 4);
    expect(page.headers.identity["Content-Length"]).toBe(String(Buffer.byteLength(html)));
    expect(Buffer.from(page.bodies.identity).toString()).toBe(html);
  });

  it("holds no more memory than it counts: each kept body owns a buffer of its own length", async () => {
    const html = `<!DOCTYPE html><html lang="tr"><body>${"Güncel bonuslar ve promosyonlar. ".repeat(200)}</body></html>`;
    const page = await pageOf(html);
    const held = page.bodies.br.buffer.byteLength + page.bodies.gzip.buffer.byteLength;
    expect(held).toBe(page.bodies.br.length + page.bodies.gzip.length);
    expect(held).toBeLessThanOrEqual(page.bytes);
  });

  it("prepares per encoding the length, Content-Encoding, a strong ETag and Vary", async () => {
    const page = await pageOf("<p>merhaba</p>".repeat(100));
    expect(page.headers.br).toMatchObject({
      "Content-Encoding": "br",
      "Content-Length": String(page.bodies.br.length),
      ETag: `"${page.hash}-br"`,
      Vary: "Accept-Encoding",
    });
    expect(page.headers.gzip).toMatchObject({ "Content-Encoding": "gzip", ETag: `"${page.hash}-gz"` });
    expect(page.headers.identity["Content-Encoding"]).toBeUndefined();
    expect(page.headers.identity.ETag).toBe(`"${page.hash}"`);
    expect(page.notModifiedHeaders.br["Content-Type"]).toBeUndefined();
  });

  it("compresses only the encoding the miss's visitor asked for, and makes the other once, on its first request", async () => {
    const html = `<!DOCTYPE html><html lang="tr"><body>${"Güncel bonuslar ve promosyonlar. ".repeat(200)}</body></html>`;
    const body = Buffer.from(html);
    const page = await createCachedPage({ key: "/", body, headers: {}, now: 0 }, "gzip");
    const gzipBytes = gzipSync(body, { level: 6 }).length;
    expect(page.bytes).toBe(gzipBytes + 2);
    const grown: number[] = [];
    page.onGrow = (bytes) => grown.push(bytes);
    const br = page.bodies.br;
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(page.bodies.br).toBe(br);
    expect(page.headers.br["Content-Length"]).toBe(String(br.length));
    expect(grown).toEqual([br.length]);
    expect(page.bytes).toBe(gzipBytes + br.length + 2);
    // A visitor that takes no compression gets brotli stored and the plain body decoded from it.
    const plain = await createCachedPage({ key: "/", body, headers: {}, now: 0 }, "identity");
    expect(Buffer.from(plain.bodies.identity).toString()).toBe(html);
    expect(plain.bytes).toBe(plain.bodies.br.length + 2);
  });

  it("derives the ETag from the content: equal bodies share it, different bodies do not", async () => {
    const [a, b, c] = await Promise.all([pageOf("<p>bir</p>"), pageOf("<p>bir</p>"), pageOf("<p>iki</p>")]);
    expect(a.hash).toBe(b.hash);
    expect(a.hash).not.toBe(c.hash);
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    ["deflate", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["gzip;q=0, br;q=0", "identity"],
  ])("answers %j with %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("matchesEtag", () => {
  it("matches the tag of any encoding, weak or strong, in a list, and *", () => {
    expect(matchesEtag('"abc"', "abc")).toBe(true);
    expect(matchesEtag('"abc-br"', "abc")).toBe(true);
    expect(matchesEtag('W/"abc-gz"', "abc")).toBe(true);
    expect(matchesEtag('"x", "abc"', "abc")).toBe(true);
    expect(matchesEtag("*", "abc")).toBe(true);
  });

  it("does not match another page's tag or a missing header", () => {
    expect(matchesEtag('"abd"', "abc")).toBe(false);
    expect(matchesEtag('"abc-zz"', "abc")).toBe(false);
    expect(matchesEtag(undefined, "abc")).toBe(false);
    expect(matchesEtag("", "abc")).toBe(false);
  });
});
