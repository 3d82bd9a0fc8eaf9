import { Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding, type Encoding } from "./page-cache.ts";

/** Text answers: pages, JSON, XML (the sitemaps), CSV exports, plain text, scripts and SVG. */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/[a-z0-9.+-]+|application\/(?:json|xml|javascript|ecmascript|manifest\+json|[a-z0-9.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;
/** Below about a kilobyte, the encoding's own bytes and the CPU cost more than they save. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli at quality 4 for answers made per request: the CPU of gzip 6 for a third fewer bytes (about 1.5 ms for a
 * 124 KB search page; quality 5 costs 70% more for 8% fewer). The 256 KB window keeps each stream's memory small.
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 4,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
};
const GZIP_OPTIONS = { level: 6 };

/**
 * Compresses every text answer of at least MIN_COMPRESSED_BYTES by the request's Accept-Encoding (brotli, then
 * gzip), as a stream: a page's deferred parts and an export's rows go out as they are made. Leaves alone what is
 * already encoded (the page cache's answers, the build's .br/.gz assets), what is no text (images), what says
 * `Cache-Control: no-transform`, HEAD requests and answers without a body. `Vary: Accept-Encoding` goes on every
 * answer whose encoding depends on the header.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!mayCompress(response)) return;
    const headers = new Headers(response.headers);
    appendVary(headers);
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const declared = headers.get("content-length");
    const small = declared !== null && Number(declared) < MIN_COMPRESSED_BYTES;
    if (c.req.method === "HEAD" || encoding === "identity" || small || !response.body) {
      c.res = undefined;
      c.res = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      return;
    }
    const { head, done, reader } = await readAtLeast(response.body, MIN_COMPRESSED_BYTES);
    if (done && byteLength(head) < MIN_COMPRESSED_BYTES) {
      const body = concat(head);
      headers.set("Content-Length", String(body.byteLength));
      c.res = undefined;
      c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
      return;
    }
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    // The bytes differ from the unencoded answer's: a strong validator would claim they are the same.
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    c.res = undefined;
    c.res = new Response(compressedStream(head, done ? null : reader, encoding), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

function mayCompress(response: Response): boolean {
  const headers = response.headers;
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304) {
    return false;
  }
  if (headers.has("content-encoding") || headers.has("content-range")) return false;
  if (!COMPRESSIBLE_TYPE.test(headers.get("content-type") ?? "")) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("cache-control") ?? "");
}

function appendVary(headers: Headers): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads until `bytes` have come or the body ended: a short answer is then known whole, and sent as it is. */
async function readAtLeast(
  body: ReadableStream<Uint8Array>,
  bytes: number,
): Promise<{ head: Uint8Array[]; done: boolean; reader: Reader }> {
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let read = 0;
  while (read < bytes) {
    const next = await reader.read();
    if (next.done) return { head, done: true, reader };
    head.push(next.value);
    read += next.value.byteLength;
  }
  return { head, done: false, reader };
}

/**
 * The body through a zlib stream, with the zlib stream's backpressure. After each run of chunks that arrived
 * together the encoder is flushed, so what the source has sent reaches the client before the source sends more
 * (a page's shell before its deferred parts); chunks of one burst are compressed together.
 */
function compressedStream(head: Uint8Array[], rest: Reader | null, encoding: Exclude<Encoding, "identity">) {
  const encoder = encoding === "br" ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
  let flushScheduled = false;
  const flushSoon = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!encoder.writableEnded && !encoder.destroyed) encoder.flush();
    });
  };
  const pump = async () => {
    for (const chunk of head) encoder.write(chunk);
    if (rest) {
      for (;;) {
        flushSoon();
        const next = await rest.read();
        if (next.done) break;
        if (encoder.destroyed) return;
        if (!encoder.write(next.value)) await drainedOrClosed(encoder);
      }
    }
    encoder.end();
  };
  // The client went away (the web stream was cancelled, which destroys the encoder): stop reading the source too.
  encoder.once("close", () => void rest?.cancel().catch(() => {}));
  pump().catch((error: unknown) => encoder.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(encoder) as ReadableStream<Uint8Array>;
}

function drainedOrClosed(encoder: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      encoder.off("drain", done);
      encoder.off("close", done);
      resolve();
    };
    encoder.once("drain", done);
    encoder.once("close", done);
  });
}

function byteLength(chunks: Uint8Array[]): number {
  return chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const body = new Uint8Array(byteLength(chunks));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
