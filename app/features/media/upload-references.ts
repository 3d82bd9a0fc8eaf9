import type { Database } from "../../../db/schema.ts";

/**
 * Every column that can hold the address of an image the site stores: image fields, and rich text with
 * <img src="…">. The one list: moving uploads to a bucket rewrites these, the media library reads an image's uses
 * from them, and a new image field or rich-text column belongs here (with its label in `USE_LABELS`).
 */
export const UPLOAD_REFERENCE_COLUMNS = {
  casinos: ["logo_url", "description", "details"],
  promotions: ["image_url", "description"],
  blog_posts: ["image_url", "content"],
  splash_ads: ["image_url"],
  // A payment method's icon: a bundled icon's key or an uploaded image's address.
  payment_methods: ["icon"],
  settings: ["blog_section_text", "responsible_gambling_text", "affiliate_disclosure_text"],
  hero_section: ["description"],
  pages: ["content"],
  // 'Site Kimliği': the logos, the icon set's 512 px image (the other sizes sit beside it) and the share image.
  site_identity: ["logo_light_url", "logo_dark_url", "icon_url", "share_image_url"],
} as const satisfies { [T in keyof Database]?: ReadonlyArray<keyof Database[T] & string> };

export type ReferencingTable = keyof typeof UPLOAD_REFERENCE_COLUMNS;
