import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { BUCKET_VARIANT_PREFIX, VARIANT_WIDTHS } from "../../utils/image-variants.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { loadSharp } from "../../utils/sharp.server.ts";
import { isUploadKey, type Storage } from "../../utils/storage.server.ts";

type VariantFormat = "avif" | "webp";
/** Who asks, as the admission queue shares places: the client's address (its fair-share key), and a session. */
type Requester = { client: string; signedIn: boolean };

/** A file under the uploads (as UPLOADED_FILE): the only shape a variant's path may have, so none leaves the folder. */
const VARIANT_PATH = /^(?:[\w-]+\/)*[\w-]+\.([A-Za-z0-9]+)$/;
/** Originals sharp resizes; another (a GIF, whose animation a variant would lose) is answered by a redirect to it. */
const RESIZABLE = /^(?:png|jpe?g|webp|avif)$/i;
/** Originals above this are not decoded (the upload rules keep new ones far below it). */
const MAX_ORIGINAL_BYTES = 20 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;
const CONTENT_TYPES: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };
const IMMUTABLE = "public, max-age=31536000, immutable";
const FORMATS = Object.keys(CONTENT_TYPES) as VariantFormat[];

/** Why an encode was not admitted: its client was past its share (`client`), or the server was (the others). */
export type EncodeRefusal = "full" | "timeout" | "client";

/**
 * Where the encodes wait their turn: the server's admission queue (server/render-queue.ts), a second instance of the
 * one that guards page renders, so a flood of first requests delays its own client and is refused with Retry-After.
 */
export interface EncodeQueue {
  enter(requester?: Requester): { ticket: Promise<(() => void) | EncodeRefusal> };
}

export type VariantAnswer =
  | { status: 200; body: Uint8Array<ArrayBuffer>; headers: Record<string, string> }
  | { status: 302; location: string; headers: Record<string, string> }
  | { status: 404; text: string; headers: Record<string, string> }
  | { status: "busy"; refusal: EncodeRefusal };

export interface ImageVariantsOptions {
  uploadsDir: string;
  /** Where made variants are kept (DATA_DIR/image-variants); deleting it only costs their making again. */
  cacheDir: string;
  logger?: Logger;
  /** Admits each encode (AVIF takes a core for a moment); requests for a variant being made share its encode. */
  queue: EncodeQueue;
  /**
   * The S3 bucket's images, whose variants are addressed `/img/{width}/s3/{key}`: `read` gives the original on
   * first request (absent when the site stores no uploads in a bucket), `addressOf` the stored address a request is
   * sent to when no variant can be made (null: none known, a 404).
   */
  bucket?: { read?: Storage["read"]; addressOf(key: string): Promise<string | null> };
}

const NOT_FOUND = { status: 404, text: "Bulunamadı", headers: { "Cache-Control": "no-store" } } as const;

/**
 * The variants of local uploads: only the fixed widths and formats, made from the original on first
 * request, written to the cache folder (write then rename) and answered from it after, as immutable files. A
 * variant is made again when its original is newer; once the original is gone, its variants are not served.
 */
export function createImageVariants(options: ImageVariantsOptions) {
  const making = new Map<string, Promise<Uint8Array<ArrayBuffer> | null | EncodeRefusal>>();

  /**
   * One encode per variant at a time: who asks while it waits or runs shares its outcome. A refusal for being past
   * its client's share is that client's alone: another who shared it asks the queue in its own name.
   */
  async function queued(
    requester: Requester | undefined,
    encode: () => Promise<Uint8Array<ArrayBuffer> | null>,
    target: string,
  ): Promise<Uint8Array<ArrayBuffer> | null | EncodeRefusal> {
    const shared = making.get(target);
    if (shared) {
      const outcome = await shared;
      if (outcome !== "client") return outcome;
    }
    const pending = options.queue
      .enter(requester)
      .ticket.then(async (release) => {
        if (typeof release !== "function") return release;
        try {
          return await encode();
        } finally {
          release();
        }
      })
      .finally(() => {
        if (making.get(target) === pending) making.delete(target);
      });
    making.set(target, pending);
    return pending;
  }

  async function make(original: string | Uint8Array, target: string, width: number, format: VariantFormat) {
    const sharp = await loadSharp();
    let bytes: Buffer;
    try {
      const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      bytes = await (format === "avif"
        ? image.avif({ quality: 55, effort: 2 })
        : image.webp({ quality: 78 })
      ).toBuffer();
    } catch (error) {
      // A broken or huge original: the page falls back to the original's address instead of a 500.
      options.logger?.warn({ err: error, target }, "görsel çeşidi üretilemedi");
      return null;
    }
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temporary, bytes, { flag: "wx" });
      await rename(temporary, target);
    } catch (error) {
      // A full disk still answers this request; the next one tries to store it again.
      await rm(temporary, { force: true }).catch(() => {});
      options.logger?.warn({ err: error, target }, "görsel çeşidi saklanamadı");
    }
    return new Uint8Array(bytes);
  }

  function formatFor(accept: string): VariantFormat | null {
    return accept.includes("image/avif") ? "avif" : accept.includes("image/webp") ? "webp" : null;
  }

  function headersFor(format: VariantFormat) {
    return {
      "Content-Type": CONTENT_TYPES[format],
      "Cache-Control": IMMUTABLE,
      // One address, two formats: a cache must keep them apart by what the browser accepts.
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
    };
  }

  /**
   * A bucket image's variant. Upload keys are generated (prefix, time, random) and never written twice, so the
   * object under a key never changes: a variant made once stays right and is answered without asking the bucket.
   * Anything the bucket cannot give (an unreachable store, a missing, broken or too large object) sends the browser
   * to the stored address, which answers for itself.
   */
  async function bucketAnswer(
    bucket: NonNullable<ImageVariantsOptions["bucket"]>,
    width: number,
    key: string,
    accept: string,
    requester: Requester | undefined,
  ): Promise<VariantAnswer> {
    const match = /\.([A-Za-z0-9]+)$/.exec(key);
    if (!isUploadKey(key) || !match) return NOT_FOUND;
    const fallback = async (): Promise<VariantAnswer> => {
      const location = await bucket.addressOf(key).catch(() => null);
      return location ? { status: 302, location, headers: { "Cache-Control": "no-store", Vary: "Accept" } } : NOT_FOUND;
    };
    const format = formatFor(accept);
    const read = bucket.read;
    if (!format || !read || !RESIZABLE.test(match[1] as string)) return fallback();
    const target = bucketVariantPath(options.cacheDir, width, key, format);
    const headers = headersFor(format);
    const cached = await readFile(target).catch(() => null);
    if (cached) return { status: 200, body: new Uint8Array(cached), headers };
    const body = await queued(
      requester,
      async () => {
        const original = await read(key, MAX_ORIGINAL_BYTES).catch((error: unknown) => {
          options.logger?.warn({ err: error, key }, "görsel depodan okunamadı");
          return null;
        });
        return original instanceof Uint8Array ? make(original, target, width, format) : null;
      },
      target,
    );
    if (typeof body === "string") return { status: "busy", refusal: body };
    return body ? { status: 200, body, headers } : fallback();
  }

  return {
    /**
     * The answer to `/img/{width}/{file}`: the variant in AVIF when `accept` (the request's Accept header) names it,
     * else WebP, else a redirect to the original.
     */
    async answer(widthText: string, file: string, accept = "", requester?: Requester): Promise<VariantAnswer> {
      const width = Number(widthText);
      const match = VARIANT_PATH.exec(file);
      // One address per variant: "0640" or "640.0" would be a second name for the same file.
      if (String(width) !== widthText || !VARIANT_WIDTHS.includes(width)) return NOT_FOUND;
      if (options.bucket && file.startsWith(BUCKET_VARIANT_PREFIX)) {
        return bucketAnswer(options.bucket, width, file.slice(BUCKET_VARIANT_PREFIX.length), accept, requester);
      }
      if (!match) return NOT_FOUND;
      const original = path.join(options.uploadsDir, file);
      const originalStat = await stat(original).catch(() => null);
      if (!originalStat?.isFile()) return NOT_FOUND;
      const fallback = {
        status: 302,
        location: `/uploads/${file}`,
        headers: { "Cache-Control": "no-store", Vary: "Accept" },
      } as const;
      const format = formatFor(accept);
      if (!format || originalStat.size > MAX_ORIGINAL_BYTES || !RESIZABLE.test(match[1] as string)) return fallback;

      const target = path.join(options.cacheDir, String(width), `${file}.${format}`);
      const headers = headersFor(format);
      const cached = await stat(target).catch(() => null);
      if (cached && cached.mtimeMs >= originalStat.mtimeMs) {
        const body = await readFile(target).catch(() => null);
        if (body) return { status: 200, body: new Uint8Array(body), headers };
      }
      const body = await queued(requester, () => make(original, target, width, format), target);
      if (typeof body === "string") return { status: "busy", refusal: body };
      return body ? { status: 200, body, headers } : fallback;
    },
  };
}

export type ImageVariants = ReturnType<typeof createImageVariants>;

/** The folder of made variants, beside the uploads in DATA_DIR: never backed up, since any of it can be made again. */
export function imageVariantsDir(dataDir: string): string {
  return path.join(dataDir, "image-variants");
}

/**
 * Where a bucket image's variant is kept: a folder of its own beside the widths' folders, so a bucket key never
 * meets a local file of the same name.
 */
function bucketVariantPath(cacheDir: string, width: number, key: string, format: VariantFormat): string {
  return path.join(cacheDir, "s3", String(width), `${key}.${format}`);
}

/**
 * Removes every variant of the upload stored under `key` (its file under the uploads, or its object in the
 * bucket), once the upload is deleted: a local one is never served without its original, a bucket one would be (its
 * original is not asked again), and both would fill the disk.
 */
export async function deleteImageVariants(cacheDir: string, key: string): Promise<void> {
  const paths: string[] = [];
  for (const width of VARIANT_WIDTHS) {
    for (const format of FORMATS) {
      if (VARIANT_PATH.test(key)) paths.push(path.join(cacheDir, String(width), `${key}.${format}`));
      if (isUploadKey(key)) paths.push(bucketVariantPath(cacheDir, width, key, format));
    }
  }
  await Promise.all(paths.map((file) => rm(file, { force: true })));
}
