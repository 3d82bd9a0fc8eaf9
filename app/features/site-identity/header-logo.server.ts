import type { Db } from "../../utils/db.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";

/** The header's logo box is 40 px high (h-10); its width follows the image. */
const LOGO_HEIGHT = 40;
/** The box reserved for an address whose size the media library does not know (an https logo). */
const UNKNOWN_WIDTH = 160;
const MAX_WIDTH = 240;

/**
 * The dark-background logo as the header draws it: its address with a width and height, from the
 * media library's record of the upload, so the header keeps its size while it loads. Null without a logo.
 */
export async function headerLogoOf(
  db: Db,
  url: string | null,
): Promise<{ src: string; width: number; height: number } | null> {
  if (!url) return null;
  const media = await db.selectFrom("media").select(["width", "height"]).where("url", "=", url).executeTakeFirst();
  const width =
    media?.width && media.height
      ? Math.min(MAX_WIDTH, Math.max(1, Math.round((LOGO_HEIGHT * media.width) / media.height)))
      : UNKNOWN_WIDTH;
  return { src: url, width, height: LOGO_HEIGHT };
}

/** Read once per change, like the identity it comes from. */
export function sharedHeaderLogo(shared: SharedData, db: Db, url: string | null) {
  return shared.get(`settings:logo:${url ?? ""}`, () => headerLogoOf(db, url));
}
