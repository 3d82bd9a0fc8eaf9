import { type DatabaseOutages, isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import type { SplashAdView } from "./splash-ad.ts";

/** Enough to pick from at random without sending a whole table to every page. */
export const ACTIVE_SPLASH_AD_LIMIT = 20;

/** The active ads (spec 1 §7). A failure costs only the ad, never the page: it is logged and answered empty. */
export async function listActiveSplashAds(
  db: Db,
  report?: { logger: Logger; outages: DatabaseOutages },
): Promise<SplashAdView[]> {
  try {
    const rows = await db
      .selectFrom("splash_ads")
      .select(["id", "title", "image_url", "href"])
      .where("is_active", "=", true)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(ACTIVE_SPLASH_AD_LIMIT)
      .execute();
    return rows.map((r) => ({ id: r.id, title: r.title, imageUrl: r.image_url, href: r.href }));
  } catch (error) {
    if (!report) return [];
    // During a database outage every page fails this way: the shared, throttled line says so.
    if (isDatabaseUnavailable(error)) report.outages.record(error, "splash_ads");
    else report.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "reklamlar okunamadı");
    return [];
  }
}
