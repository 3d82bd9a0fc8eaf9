import { httpUrl } from "../../utils/http-url.ts";
import { routerPathOf } from "../../utils/route-path.ts";
import { z } from "../../utils/zod.ts";

export const REDIRECT_PATH_MAX = 500;
/** The 404 log keeps its newest this many paths (by last seen), so a crawl of made-up addresses cannot grow it. */
export const NOT_FOUND_LOG_LIMIT = 1000;
/** Redirect hits and 404s are counted in memory and written this often (and at shutdown). */
export const HIT_FLUSH_INTERVAL_MS = 30_000;
export const REDIRECT_STATUSES = ["301", "302"] as const;

export const REDIRECT_MESSAGES = {
  fromRequired: "Eski adres gereklidir",
  fromFormat: "Eski adres / ile başlayan bir yol olmalıdır (ör. /eski-sayfa)",
  fromReserved:
    "Yönetim paneli, API, sunucu (ör. /metrics, /healthz, /robots.txt, /sitemap.xml) ve dosya adresleri yönlendirilemez",
  toRequired: "Yeni adres gereklidir",
  toFormat: "Yeni adres / ile başlayan bir yol ya da http(s) ile başlayan bir adres olmalıdır",
  tooLong: `Adres en fazla ${REDIRECT_PATH_MAX} karakter olabilir`,
  status: "Yönlendirme türü 301 ya da 302 olmalıdır",
  loop: "Bu yönlendirme bir döngü oluşturur: yeni adres zaten eski adrese yönleniyor",
  self: "Bir adres kendisine yönlendirilemez",
  selfWithQuery:
    "Bir adres, sorgu eklenmiş ya da tam adresiyle yazılmış hâline yönlendirilemez: bu bir döngü oluşturur",
  chainLoop: "Bu yönlendirme bir döngü oluşturur: yeni adres, başka yönlendirmeler üzerinden eski adrese geri dönüyor",
  duplicate: "Bu eski adres için zaten bir yönlendirme var",
  notFound: "Yönlendirme bulunamadı",
  created: "Yönlendirme eklendi",
  updated: "Yönlendirme güncellendi",
  deleted: "Yönlendirme silindi",
  saveFailed: "Yönlendirme kaydedilirken bir hata oluştu",
  deleteFailed: "Yönlendirme silinirken bir hata oluştu",
  loadFailed: "Yönlendirmeler yüklenirken bir hata oluştu",
  notFoundLoadFailed: "404 günlüğü yüklenirken bir hata oluştu",
  notFoundEntryMissing: "404 kaydı bulunamadı",
  notFoundDeleted: "404 kaydı silindi",
  notFoundDeleteFailed: "404 kaydı silinirken bir hata oluştu",
} as const;

/**
 * Addresses that never redirect, so that no redirect shadows a route of the server: the back office (so it cannot
 * lock itself out), endpoints (/api, /metrics, /healthz, claim links, previews), files (/assets, /uploads, robots.txt,
 * the IndexNow key file and any other top-level .txt, the sitemap) and React Router's manifest.
 */
const RESERVED =
  /^\/(?:admin|api|assets|uploads|healthz|metrics|git|onizleme|__manifest)(?:\/|$)|^\/(?:sitemap(?:\.xml)?|[^/]+\.txt)$/;

/**
 * An old address as the redirect table keys it: React Router's form of the path (decoded, ASCII lower case, no
 * trailing slash: app/utils/route-path.ts), then the query string as written, when there is one. Null when it is
 * not a path.
 */
export function redirectKey(address: string): string | null {
  const trimmed = address.trim();
  if (!trimmed.startsWith("/") || trimmed.startsWith("//") || /[\s\\#]/.test(trimmed)) return null;
  const mark = trimmed.indexOf("?");
  const path = routerPathOf(mark === -1 ? trimmed : trimmed.slice(0, mark));
  const query = mark === -1 ? "" : trimmed.slice(mark + 1);
  return query ? `${path}?${query}` : path;
}

/** A target: a path on this site (kept as written, without a trailing slash) or an absolute http(s) address. */
export function redirectTarget(address: string): string | null {
  const trimmed = address.trim();
  if (/\s/.test(trimmed)) return null;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.includes("\\")) {
    return trimmed.length > 1 ? trimmed.replace(/\/+(?=$|\?)/, "") || "/" : trimmed;
  }
  return httpUrl(trimmed);
}

export function isReservedPath(key: string): boolean {
  return RESERVED.test(key);
}

/** The add and edit dialog of the 'Yönlendirmeler' screen. */
export const RedirectSchema = z.object({
  fromPath: z
    .string()
    .trim()
    .min(1, REDIRECT_MESSAGES.fromRequired)
    .max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.tooLong)
    .refine((value) => redirectKey(value) !== null, REDIRECT_MESSAGES.fromFormat)
    .refine((value) => !isReservedPath(redirectKey(value) ?? ""), REDIRECT_MESSAGES.fromReserved),
  toPath: z
    .string()
    .trim()
    .min(1, REDIRECT_MESSAGES.toRequired)
    .max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.tooLong)
    .refine((value) => redirectTarget(value) !== null, REDIRECT_MESSAGES.toFormat),
  statusCode: z.enum(REDIRECT_STATUSES, { error: REDIRECT_MESSAGES.status }),
});

export type RedirectValues = z.input<typeof RedirectSchema>;
export type RedirectInput = z.output<typeof RedirectSchema>;

/**
 * The 404 log's bot rule, so the log shows the site's broken links rather than scanners' noise: paths that only
 * scanners ask for, such as WordPress and PHP files, dotfiles (.env, .git), server scripts and archives, are not
 * recorded.
 */
const BOT_PROBE =
  /(?:^|\/)(?:wp-[^/]*|wordpress|xmlrpc|phpmyadmin|pma|cgi-bin|vendor|boaform|actuator|owa|autodiscover|\.[^/]+)(?:\/|$)|\.(?:php\d?|phtml|asp|aspx|jsp|cgi|pl|env|ini|sql|bak|old|orig|swp|zip|rar|tar|gz|tgz|7z|log|cfg|conf|yml|yaml|dll|exe|sh)$/i;

export function isBotProbe(path: string): boolean {
  return BOT_PROBE.test(path);
}
