import { randomBytes } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Metadata, Sharp } from "sharp";
import { ServiceError } from "../../utils/errors.ts";
import { loadSharp } from "../../utils/sharp.server.ts";
import type { Storage } from "../../utils/storage.server.ts";
import { UPLOAD_MESSAGES, UPLOAD_RULES, type UploadKind } from "../../utils/upload-rules.ts";

const ALLOWED = new Map([
  ["image/png", "png"],
  ["image/jpeg", "jpg"],
  ["image/gif", "gif"],
  ["image/webp", "webp"],
]);
const MAX_EDGE = 2000;

export interface StoredImage {
  url: string;
  key: string;
  contentType: string;
  bytes: number;
  width: number | undefined;
  height: number | undefined;
}

/**
 * Design §4: the type is decided by the file's magic bytes (never its name or the browser's claim), SVG and
 * everything else is refused, the spec's size limit applies, and the image is re-encoded by sharp (capped at
 * 2,000 px; WebP only when that is smaller) before it is stored under a generated name.
 */
export async function storeImageUpload(
  storage: Storage,
  kind: UploadKind,
  input: Uint8Array,
  now = Date.now(),
): Promise<StoredImage> {
  const rules = UPLOAD_RULES[kind];
  const detected = await checkImageUpload(kind, input);
  const { bytes, contentType, extension, width, height } = await reencode(input, detected.mime, detected.extension);
  const key = `${rules.prefix}_${now}_${randomBytes(6).toString("hex")}.${extension}`;
  const url = await storage.put(key, bytes, contentType);
  return { url, key, contentType, bytes: bytes.byteLength, width, height };
}

/** The upload's checks (design §4): not empty, within its kind's limit, an allowed type by its magic bytes. */
export async function checkImageUpload(
  kind: UploadKind,
  input: Uint8Array,
): Promise<{ mime: string; extension: string }> {
  const rules = UPLOAD_RULES[kind];
  if (input.byteLength === 0) throw new ServiceError("invalid", UPLOAD_MESSAGES.missingFile);
  if (input.byteLength > rules.maxBytes) throw new ServiceError("invalid", rules.tooLarge);
  const detected = await fileTypeFromBuffer(input);
  const extension = detected ? ALLOWED.get(detected.mime) : undefined;
  if (!detected || !extension) throw new ServiceError("invalid", UPLOAD_MESSAGES.wrongType);
  return { mime: detected.mime, extension };
}

async function reencode(input: Uint8Array, mime: string, extension: string) {
  const sharp = await loadSharp();
  let image: Sharp;
  let metadata: Metadata;
  try {
    image = sharp(input, { animated: mime === "image/gif" || mime === "image/webp", limitInputPixels: 40_000_000 });
    metadata = await image.metadata();
  } catch {
    // Right magic bytes, broken body: refuse it like any other non-image.
    throw new ServiceError("invalid", UPLOAD_MESSAGES.wrongType);
  }
  const resized = image.rotate().resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
  const [original, webp] = await Promise.all([
    resized
      .clone()
      .toFormat(extension === "jpg" ? "jpeg" : (extension as "png" | "gif" | "webp"))
      .toBuffer({ resolveWithObject: true }),
    resized.clone().webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
  ]);
  const useWebp = webp.data.byteLength < original.data.byteLength;
  const chosen = useWebp ? webp : original;
  return {
    bytes: new Uint8Array(chosen.data),
    contentType: useWebp ? "image/webp" : mime,
    extension: useWebp ? "webp" : extension,
    width: chosen.info.width ?? metadata.width,
    height: chosen.info.height ?? metadata.height,
  };
}
