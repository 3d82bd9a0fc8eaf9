import { type DatabaseOutages, isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { DEFAULT_SPLASH_FREQUENCY, type SplashAdView, type SplashFrequency, toSplashFrequency } from "./splash-ad.ts";

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

/** The operator's splash frequency (decision 012), from the single settings row; without one, the default. */
export async function readSplashFrequency(db: Db): Promise<SplashFrequency> {
  const row = await db
    .selectFrom("settings")
    .select("splash_ad_frequency")
    .orderBy("updated_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return toSplashFrequency(row?.splash_ad_frequency);
}

/** readSplashFrequency for the public pages: like the ads, a failure is logged and answered with the default. */
export async function getSplashFrequency(
  db: Db,
  report: { logger: Logger; outages: DatabaseOutages },
): Promise<SplashFrequency> {
  try {
    return await readSplashFrequency(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) report.outages.record(error, "settings");
    else
      report.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "reklam sıklığı okunamadı");
    return DEFAULT_SPLASH_FREQUENCY;
  }
}
