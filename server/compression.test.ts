import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, MIN_COMPRESSED_BYTES } from "./compression.ts";

const PAGE = `<!doctype html><html lang="tr"><body>${"<p>Hoş geldin bonusu</p>".repeat(200)}</body></html>`;

function appWith(respond: () => Response): Hono {
  const app = new Hono();
  app.use(compression());
  app.all("*", () => respond());
  return app;
}

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
}

const html = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe("compression", () => {
  it("sends brotli, then gzip, by Accept-Encoding, without a length, with Vary", async () => {
    const app = appWith(() => html(streamOf(PAGE.slice(0, 500), PAGE.slice(500))));
    const br = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-length")).toBeNull();
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(PAGE);
    const gz = await app.request("/", { headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(PAGE);
    const plain = await app.request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(PAGE);
  });

  it("sends an answer that ends under a kilobyte as it is, with its length", async () => {
    const small = "<p>kısa</p>".repeat(10);
    const app = appWith(() => html(streamOf(small.slice(0, 20), small.slice(20))));
    const response = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(small));
    expect(Buffer.byteLength(small)).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(await response.text()).toBe(small);
  });

  it("leaves encoded bodies, images, no-transform, partial content and HEAD alone", async () => {
    const cases: [string, () => Response][] = [
      ["encoded", () => html(PAGE, { "Content-Encoding": "gzip" })],
      ["image", () => new Response(PAGE, { headers: { "Content-Type": "image/png" } })],
      ["no-transform", () => html(PAGE, { "Cache-Control": "public, no-transform" })],
      ["range", () => new Response(PAGE, { status: 206, headers: { "Content-Type": "text/plain" } })],
    ];
    for (const [label, respond] of cases) {
      const response = await appWith(respond).request("/", { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("content-encoding"), label).toBe(label === "encoded" ? "gzip" : null);
      expect(await response.text(), label).toBe(PAGE);
    }
    const head = await appWith(() => html(PAGE)).request("/", { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(head.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("adds to an existing Vary once and weakens a strong ETag of what it compresses", async () => {
    const app = appWith(() => html(PAGE, { Vary: "Cookie", ETag: '"abc"' }));
    const response = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(response.headers.get("etag")).toBe('W/"abc"');
    const already = await appWith(() => html(PAGE, { Vary: "accept-encoding" })).request("/");
    expect(already.headers.get("vary")).toBe("accept-encoding");
  });

  it("compresses CSV, JSON and XML, and sends what the source has sent before the source ends", async () => {
    for (const type of ["text/csv; charset=utf-8", "application/json", "application/xml; charset=utf-8"]) {
      const response = await appWith(() => new Response(PAGE, { headers: { "Content-Type": type } })).request("/", {
        headers: { "accept-encoding": "br" },
      });
      expect(response.headers.get("content-encoding"), type).toBe("br");
    }
    let finish: () => void = () => {};
    const later = new Promise<void>((resolve) => (finish = resolve));
    const app = appWith(() =>
      html(
        new ReadableStream({
          async start(controller) {
            controller.enqueue(new TextEncoder().encode(PAGE));
            await later;
            controller.enqueue(new TextEncoder().encode("<p>ertelenen bölüm</p>"));
            controller.close();
          },
        }),
      ),
    );
    const response = await app.request("/", { headers: { "accept-encoding": "br" } });
    const reader = response.body?.getReader();
    const decoder = createBrotliDecompress();
    let shown = "";
    decoder.on("data", (chunk: Buffer) => {
      shown += chunk.toString();
    });
    // The shell arrives, decodable, while the source still holds its deferred part back.
    while (!shown.endsWith("</html>")) {
      const next = await reader?.read();
      if (!next || next.done) throw new Error("the stream ended before the deferred part");
      await new Promise<void>((resolve) => decoder.write(next.value, () => resolve()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(shown).toBe(PAGE);
    finish();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      decoder.write(next.value);
    }
    await new Promise((resolve) => decoder.end(resolve));
    expect(shown).toBe(`${PAGE}<p>ertelenen bölüm</p>`);
  });
});
