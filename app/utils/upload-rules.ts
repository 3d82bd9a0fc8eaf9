/** Upload kinds and their limits (spec 1 §3, 2 §5, §9), safe for the browser so forms can check early. */
export const UPLOAD_RULES = {
  promotion: { maxBytes: 2 * 1024 * 1024, tooLarge: "Dosya boyutu 2MB'dan küçük olmalıdır", prefix: "promotion" },
  blog: { maxBytes: 5 * 1024 * 1024, tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır", prefix: "blog" },
  splash: { maxBytes: 5 * 1024 * 1024, tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır", prefix: "splash" },
  /** A payment method's icon (issue #14): small, re-encoded like every upload. */
  payment: { maxBytes: 512 * 1024, tooLarge: "Dosya boyutu 512KB'dan küçük olmalıdır", prefix: "payment" },
  /** 'Site Kimliği': the logos, the square source of the icon set, the default share image. */
  logo: { maxBytes: 1024 * 1024, tooLarge: "Dosya boyutu 1MB'dan küçük olmalıdır", prefix: "logo" },
  icon: { maxBytes: 2 * 1024 * 1024, tooLarge: "Dosya boyutu 2MB'dan küçük olmalıdır", prefix: "icon" },
  share: { maxBytes: 5 * 1024 * 1024, tooLarge: "Dosya boyutu 5MB'dan küçük olmalıdır", prefix: "share" },
} as const;

export type UploadKind = keyof typeof UPLOAD_RULES;

/**
 * 'Medya' takes several images in one post (issue #35): at most `maxFiles`, each under the blog image's limit, and
 * `maxTotalBytes` together, which the HTTP layer enforces before anything is parsed.
 */
export const MEDIA_UPLOAD_LIMITS = { maxFiles: 10, maxTotalBytes: 20 * 1024 * 1024 } as const;

/** Room for the multipart boundary and part headers around the file: an upload body may be this much larger. */
export const UPLOAD_BODY_OVERHEAD = 64 * 1024;

export const UPLOAD_MESSAGES = {
  wrongType: "Yalnızca PNG, JPEG, GIF veya WebP görselleri yüklenebilir",
  missingFile: "Lütfen bir görsel seçin",
  storageFailed: "Görsel kaydedilemedi: depolama alanına yazılamıyor. Lütfen daha sonra tekrar deneyin.",
  success: "Görsel başarıyla yüklendi",
} as const;

/** A file under /uploads (the upload endpoint's names, the demo images' folder), never a way out of it. */
export const UPLOADED_FILE = /^\/uploads\/(?:[\w-]+\/)*[\w-]+\.[a-z0-9]+$/i;

export const ACCEPTED_IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === "string" && Object.hasOwn(UPLOAD_RULES, value);
}
