import type { AppServices } from "../context.ts";

/** Spec 2 §9: an indexing request gives up after 15 seconds. */
export const INDEXING_TIMEOUT_MS = 15_000;

export interface IndexingOptions {
  /** Tests shorten the 15-second limit; production keeps the default. */
  timeoutMs?: number;
}

/**
 * Tells search engines that a public URL is new or changed. Without INDEXNOW_KEY the feature is switched off
 * and, as spec 2 §7 says, the call only logs and reports success. With a key it POSTs the IndexNow JSON
 * protocol; it never throws: a failure is logged and reported as false, and never undoes the caller's write.
 */
export async function submitUrlForIndexing(
  services: Pick<AppServices, "config" | "logger">,
  url: string,
  options: IndexingOptions = {},
): Promise<boolean> {
  const { config, logger } = services;
  const key = config.indexNow.key;
  if (!key) {
    logger.info({ url }, "indeksleme kapalı (INDEXNOW_KEY yok); adres yalnızca kaydedildi");
    return true;
  }
  try {
    const host = new URL(url).host;
    const response = await fetch(config.indexNow.endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ host, key, keyLocation: `${config.siteUrl}/${key}.txt`, urlList: [url] }),
      signal: AbortSignal.timeout(options.timeoutMs ?? INDEXING_TIMEOUT_MS),
    });
    // The body is never needed; reading it releases the connection.
    await response.body?.cancel().catch(() => {});
    if (response.status === 200 || response.status === 202) {
      logger.info({ url, status: response.status }, "adres IndexNow'a bildirildi");
      return true;
    }
    logger.warn({ url, status: response.status }, "IndexNow bildirimi reddedildi");
    return false;
  } catch (error) {
    logger.warn({ url, err: error }, "IndexNow bildirimi başarısız");
    return false;
  }
}
