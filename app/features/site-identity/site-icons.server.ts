import { randomBytes } from "node:crypto";
import { ServiceError } from "../../utils/errors.ts";
import { loadSharp } from "../../utils/sharp.server.ts";
import type { Storage } from "../../utils/storage.server.ts";
import { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../utils/upload-rules.ts";
import { checkImageUpload } from "../uploads/public.server.ts";
import { ICON_SIZES } from "./site-icons.ts";

export const ICON_MESSAGES = {
  notSquare: "Site simgesi kare olmalıdır (eni ve boyu aynı)",
  tooSmall: "Site simgesi en az 512x512 piksel olmalıdır",
} as const;

const MIN_EDGE = 512;

/**
 * The 'Site simgesi' upload: checked like every upload (magic bytes, size limit), then it must be square and at
 * least 512 px; sharp draws each size of ICON_SIZES from it as a PNG, stored under one generated name. Answers
 * the 512 px one's address, which names the rest (iconUrlOf).
 */
export async function storeSiteIcon(storage: Storage, input: Uint8Array, now = Date.now()): Promise<{ url: string }> {
  await checkImageUpload("icon", input);
  const sharp = await loadSharp();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: 40_000_000 }).rotate().metadata());
  } catch {
    throw new ServiceError("invalid", UPLOAD_MESSAGES.wrongType);
  }
  if (!width || !height) throw new ServiceError("invalid", UPLOAD_MESSAGES.wrongType);
  if (width !== height) throw new ServiceError("invalid", ICON_MESSAGES.notSquare);
  if (width < MIN_EDGE) throw new ServiceError("invalid", ICON_MESSAGES.tooSmall);
  const name = `${UPLOAD_RULES.icon.prefix}_${now}_${randomBytes(6).toString("hex")}`;
  const urls = await Promise.all(
    ICON_SIZES.map(async (size) => {
      const png = await sharp(input).rotate().resize(size, size).png({ compressionLevel: 9 }).toBuffer();
      return { size, url: await storage.put(`${name}-${size}.png`, new Uint8Array(png), "image/png") };
    }),
  );
  const largest = urls.find((icon) => icon.size === 512);
  if (!largest) throw new Error("unreachable: ICON_SIZES holds 512");
  return { url: largest.url };
}
