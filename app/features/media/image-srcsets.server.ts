import type { Db } from "../../utils/db.server.ts";
import { variantSrcSet } from "../../utils/image-variants.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import type { ImageSizes } from "../../utils/sanitize-html.server.ts";
import { imageSizesOf } from "./media.server.ts";

/** What `Picture` reads from its route's loader data: each local upload's srcset by address. */
export interface ImageSrcSets {
  srcSets: Record<string, string>;
}

/** Loader data is at most this deep where it names an image (a list of cards of a promotion of a casino …). */
const MAX_DEPTH = 8;

/** An absolute address of an image file: what an upload stored in an S3 bucket is shown by. */
const ABSOLUTE_IMAGE = /^https?:\/\/[^\s?#]+\.(?:png|jpe?g|webp|avif)$/i;

/**
 * Every upload's address among the strings of loader data (`/uploads/…`, or an absolute image address the media
 * library may know as a bucket's), through its plain objects and arrays; rich text and other strings that merely
 * contain an address are not images `Picture` shows.
 */
export function uploadAddressesIn(value: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (typeof value === "string") {
    if (value.startsWith("/uploads/") || ABSOLUTE_IMAGE.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) for (const item of value) uploadAddressesIn(item, found, depth + 1);
  } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    if (depth < MAX_DEPTH) for (const item of Object.values(value)) uploadAddressesIn(item, found, depth + 1);
  }
  return found;
}

/**
 * `data` with the srcset of each local upload it names, stopped at the original's width where the media library
 * knows it (`sizes`); an image it has no size for offers every width. Written here, on the server, because the
 * public pages' code is at its budget: the component only looks its image up.
 */
export function withSrcSets<T extends object>(data: T, sizes: ImageSizes): T & ImageSrcSets {
  const srcSets: Record<string, string> = {};
  for (const address of uploadAddressesIn(data)) {
    const size = sizes.get(address);
    const srcSet = variantSrcSet(address, size?.width, size?.bucketKey);
    if (srcSet) srcSets[address] = srcSet;
  }
  return { ...data, srcSets };
}

/**
 * `withSrcSets` with the library's sizes of every image in `data`, read in one query for the page. The sizes are a
 * nicety: when they cannot be read, every image offers every width.
 */
export async function withImageSrcSets<T extends object>(
  services: { db: Db; logger: Logger },
  data: T,
): Promise<T & ImageSrcSets> {
  const sizes = await orDefault(imageSizesOf(services.db, [...uploadAddressesIn(data)]), new Map(), {
    logger: services.logger,
    what: "görsel boyutları",
  });
  return withSrcSets(data, sizes);
}
