import type { AppServices } from "../../context.ts";
import { RSS_CONTENT_TYPE, type RssChannel, renderRss } from "../../utils/rss.ts";

/** How many items a feed carries: the newest, as most readers poll often. */
export const FEED_ITEM_COUNT = 20;

/**
 * An RSS answer, cacheable like a public page (the page cache keeps it and empties it on every content change); a
 * failed read is logged and answered with a short Turkish 500 rather than a half-written feed.
 */
export async function feedResponse(
  services: Pick<AppServices, "logger">,
  what: string,
  channel: () => Promise<RssChannel>,
): Promise<Response> {
  try {
    return new Response(renderRss(await channel()), {
      headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=600" },
    });
  } catch (error) {
    services.logger.error({ err: error }, `${what} oluşturulamadı`);
    return new Response("RSS akışı şu anda oluşturulamıyor. Lütfen daha sonra tekrar deneyin.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
