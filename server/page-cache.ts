import { createHash } from "node:crypto";
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";
/** Bytes as a Response accepts them (a Buffer's type allows a SharedArrayBuffer, which fetch does not). */
type Body = Uint8Array<ArrayBuffer>;

/** One stored response: the same content in every encoding, with the headers of each ready to write. */
export interface CachedPage {
  /** Hash of the uncompressed body; each encoding's strong ETag is derived from it. */
  hash: string;
  /**
   * The body in each encoding. A miss compresses only the encoding its visitor asked for (brotli for a client that
   * takes none); the other is made the first time a client asks for it and kept from then on. The uncompressed body is
   * decompressed when asked for (a client that takes no compression, rare), so an entry holds about a sixth of its
   * page's bytes: the page cache was the largest part of the server's memory after load.
   */
  bodies: Readonly<Record<Encoding, Body>>;
  /** Full response headers per encoding (for 200) and the validator headers per encoding (for 304). */
  headers: Readonly<Record<Encoding, Readonly<Record<string, string>>>>;
  notModifiedHeaders: Readonly<Record<Encoding, Readonly<Record<string, string>>>>;
  /**
   * The same headers as flat [name, value, …] lists, the form `res.writeHead` takes with the least work: the hit path
   * before Hono writes them as they are (server/page-cache-hit.ts).
   */
  headerLists: Readonly<Record<Encoding, string[]>>;
  notModifiedHeaderLists: Readonly<Record<Encoding, string[]>>;
  /** What the entry costs in memory: every body made so far plus its key. */
  readonly bytes: number;
  /**
   * Set by the cache holding the entry: told the bytes of an encoding made after the entry was stored, so the cache's
   * bound counts what it holds.
   */
  onGrow?: ((bytes: number) => void) | undefined;
  storedAt: number;
  /** What the page shows besides the site-wide content, e.g. "comments:<promotion id>" (invalidate() drops it). */
  tags: readonly string[];
}

export interface PageCacheOptions {
  /** Upper bound of all stored bodies together; least recently used entries go first. */
  maxBytes: number;
  /** Safety net: an entry older than this is rendered again even if no change was announced. */
  ttlMs: number;
  now?: () => number;
}

export const DEFAULT_PAGE_CACHE_OPTIONS: Readonly<PageCacheOptions> = { maxBytes: 50 * 1024 * 1024, ttlMs: 5 * 60_000 };

/**
 * In-memory store of public responses, least recently used first out, bounded by bytes and age. A content change
 * empties it, except a change to something only tagged pages show (a promotion's comments), which drops just those
 * (comments flowing in must not empty the whole cache). The generation counts changes: a render that started before a change
 * notices that its result is already stale.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxBytes: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #bytes = 0;
  /** The most recently used key: a hit on it needs no move to the end of the LRU order (the common repeat hit). */
  #newest: string | undefined;
  #generation = 0;
  /** Generation of the last clear(); pages rendered before it are refused. */
  #clearedAt = 0;
  /** Generation of the last invalidate(tag) per tag; a page with that tag rendered before it is refused. */
  readonly #tagInvalidatedAt = new Map<string, number>();

  constructor(options: PageCacheOptions = DEFAULT_PAGE_CACHE_OPTIONS) {
    this.#maxBytes = options.maxBytes;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#entries.get(key);
    if (!page) return undefined;
    if (this.#now() - page.storedAt >= this.#ttlMs) {
      this.delete(key);
      return undefined;
    }
    if (key !== this.#newest) {
      this.#entries.delete(key);
      this.#entries.set(key, page);
      this.#newest = key;
    }
    return page;
  }

  /** Stores the page unless what it shows changed since `generation` was read, or the page alone is too big. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation < this.#clearedAt || page.bytes > this.#maxBytes) return false;
    if (page.tags.some((tag) => (this.#tagInvalidatedAt.get(tag) ?? -1) >= generation)) return false;
    this.delete(key);
    this.#entries.set(key, page);
    this.#newest = key;
    this.#bytes += page.bytes;
    page.onGrow = (bytes) => {
      if (this.#entries.get(key) !== page) return;
      this.#bytes += bytes;
      this.#evictPastBound();
    };
    this.#evictPastBound();
    return true;
  }

  #evictPastBound(): void {
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= page.bytes;
    if (key === this.#newest) this.#newest = undefined;
  }

  clear(): void {
    this.#entries.clear();
    this.#newest = undefined;
    this.#bytes = 0;
    this.#tagInvalidatedAt.clear();
    this.#clearedAt = ++this.#generation;
  }

  /** Drops every page carrying the tag, and refuses such pages whose render began before this call. */
  invalidate(tag: string): void {
    for (const [key, page] of this.#entries) if (page.tags.includes(tag)) this.delete(key);
    this.#tagInvalidatedAt.set(tag, this.#generation++);
  }

  now(): number {
    return this.#now();
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Compressed = Exclude<Encoding, "identity">;

/**
 * Brotli 5 and gzip 6. Measured on the 68 KB demo home page: brotli 5 takes 1.4 ms for 10.1 KB, brotli 10 takes
 * 20 ms for 9.3 KB and 11 takes 77 ms; every content change refills every page, so the cheap setting wins.
 */
const BROTLI_OPTIONS = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    // A 256 KB window covers any page; the 4 MB default costs memory in every thread that compresses.
    [constants.BROTLI_PARAM_LGWIN]: 18,
  },
});
const GZIP_OPTIONS = { level: 6 };

/** One encoding of a body, on the libuv thread pool: what a miss compresses for the visitor who asked. */
async function compress(encoding: Compressed, body: Buffer): Promise<Body> {
  return ownBytes(
    encoding === "br" ? await brotli(body, BROTLI_OPTIONS(body.length)) : await gzipAsync(body, GZIP_OPTIONS),
  );
}

/** The same, at once: the other encoding of a stored page, made on the first hit that asks for it. */
function compressNow(encoding: Compressed, body: Uint8Array): Body {
  return ownBytes(
    encoding === "br" ? brotliCompressSync(body, BROTLI_OPTIONS(body.length)) : gzipSync(body, GZIP_OPTIONS),
  );
}

export interface StoredResponse {
  key: string;
  body: Buffer;
  /** Headers to repeat on every answer (Content-Type, Cache-Control, CSP, security headers…). */
  headers: Readonly<Record<string, string>>;
  now: number;
  tags?: readonly string[];
}

/** A Buffer view, not a plain Uint8Array: a socket write converts anything else into a Buffer on every hit. */
function asBody(buffer: Buffer): Body {
  return Buffer.from(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * A copy in memory of its own size, for what the cache keeps. zlib answers with a view of its 64 KB output chunk, so
 * a 10 KB body kept as it came would hold 64 KB: the cache's byte bound would count a sixth of what it holds, and
 * after the bench's load the kept chunks were 60 MB of the server's memory.
 */
function ownBytes(buffer: Buffer): Body {
  const own = new ArrayBuffer(buffer.byteLength);
  new Uint8Array(own).set(buffer);
  return Buffer.from(own);
}

const ETAG_SUFFIX: Record<Encoding, string> = { identity: "", br: "-br", gzip: "-gz" };
const ENCODINGS = ["identity", "br", "gzip"] as const;

/**
 * Compresses the page in the encoding `wanted` (brotli when that is none: the entry keeps a compressed body) and
 * prepares the exact headers of each answer, so a hit only picks and writes. A client asking for the other encoding
 * later has it made once, on its hit: most entries are only ever asked for in brotli, and a miss that made both paid
 * for gzip on every render after a content change.
 */
export async function createCachedPage(response: StoredResponse, wanted: Encoding = "br"): Promise<CachedPage> {
  const hash = createHash("sha256").update(response.body).digest("base64url").slice(0, 27);
  const first: Compressed = wanted === "gzip" ? "gzip" : "br";
  const made: Partial<Record<Compressed, Body>> = { [first]: await compress(first, response.body) };
  const keyBytes = response.key.length * 2;
  // Only the length: a closure holding the body itself would keep the plain page in memory with the entry.
  const plainLength = response.body.length;
  const plain = (): Body =>
    asBody(made.br ? brotliDecompressSync(made.br) : gunzipSync(made.gzip ?? new Uint8Array(0)));
  const compressed = (encoding: Compressed): Body => {
    let body = made[encoding];
    if (!body) {
      body = compressNow(encoding, plain());
      made[encoding] = body;
      page.onGrow?.(body.length);
    }
    return body;
  };
  const { "Content-Type": _contentType, ...withoutType } = response.headers;
  const validators = (encoding: Encoding) => ({
    // Hits are the common answer: their headers are complete here, a miss copies them with X-Cache: MISS.
    ETag: `"${hash}${ETAG_SUFFIX[encoding]}"`,
    Vary: "Accept-Encoding",
    "X-Cache": "HIT",
  });
  const notModifiedHeaders = byEncoding((encoding) => ({ ...withoutType, ...validators(encoding) }));
  const headers = lazyByEncoding((encoding) => ({
    ...response.headers,
    ...validators(encoding),
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": String(encoding === "identity" ? plainLength : compressed(encoding).length),
  }));
  const page: CachedPage = {
    hash,
    bodies: lazyByEncoding((encoding) => (encoding === "identity" ? plain() : compressed(encoding)), ["identity"]),
    headers,
    notModifiedHeaders,
    headerLists: lazyByEncoding((encoding) => Object.entries(headers[encoding]).flat()),
    notModifiedHeaderLists: byEncoding((encoding) => Object.entries(notModifiedHeaders[encoding]).flat()),
    get bytes() {
      return (made.br?.length ?? 0) + (made.gzip?.length ?? 0) + keyBytes;
    },
    storedAt: response.now,
    tags: response.tags ?? [],
  };
  return page;
}

function byEncoding<T>(make: (encoding: Encoding) => T): Record<Encoding, T> {
  return { identity: make("identity"), br: make("br"), gzip: make("gzip") };
}

/**
 * Each encoding's value made on its first read and then kept as a plain property, so a hit reads it as it would an
 * eagerly filled record, with no lookup. An encoding in `unkept` is made on every read (the plain body, not held).
 */
function lazyByEncoding<T>(
  make: (encoding: Encoding) => T,
  unkept: readonly Encoding[] = [],
): Readonly<Record<Encoding, T>> {
  const record = {} as Record<Encoding, T>;
  for (const encoding of ENCODINGS) {
    Object.defineProperty(record, encoding, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = make(encoding);
        if (!unkept.includes(encoding)) Object.defineProperty(record, encoding, { value, enumerable: true });
        return value;
      },
    });
  }
  return record;
}

const chosenEncodings = new Map<string, Encoding>();
const CHOSEN_ENCODINGS_LIMIT = 200;

/** Picks brotli, then gzip, then identity, honouring q=0 (RFC 9110 §12.5.3). Browsers send few distinct values. */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let chosen = chosenEncodings.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = parseAcceptEncoding(acceptEncoding);
    if (chosenEncodings.size >= CHOSEN_ENCODINGS_LIMIT) chosenEncodings.clear();
    chosenEncodings.set(acceptEncoding, chosen);
  }
  return chosen;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  let br: number | undefined;
  let gz: number | undefined;
  let any: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split("=");
      if (k?.trim().toLowerCase() === "q") q = Number(v) || 0;
    }
    if (name === "br") br = q;
    else if (name === "gzip" || name === "x-gzip") gz = q;
    else if (name === "*") any = q;
  }
  if ((br ?? any ?? 0) > 0) return "br";
  if ((gz ?? any ?? 0) > 0) return "gzip";
  return "identity";
}

/** If-None-Match uses weak comparison; a tag from any encoding of the same content matches (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(",")) {
    const tag = raw.trim();
    if (tag === "*") return true;
    const opaque = tag.replace(/^W\//, "").replace(/^"|"$/g, "");
    if (opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gz`) return true;
  }
  return false;
}
