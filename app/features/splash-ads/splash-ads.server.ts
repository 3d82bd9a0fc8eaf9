import type { Db } from "../../utils/db.server.ts";
import type { SplashAdView } from "./splash-ad.ts";
import { type SplashFrequency, toSplashFrequency } from "./splash-frequency.ts";

/** Enough to pick from at random without sending a whole table to every page. */
export const ACTIVE_SPLASH_AD_LIMIT = 20;

/** The active ads (spec 1 §7). The layout reads them through orDefault: a failure costs only the ad. */
export async function listActiveSplashAds(db: Db): Promise<SplashAdView[]> {
  const rows = await db
    .selectFrom("splash_ads")
    .select(["id", "title", "image_url", "href"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(ACTIVE_SPLASH_AD_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, imageUrl: r.image_url, href: r.href }));
}

/** The operator's splash frequency, from the single settings row; without one, the default. */
export async function getSplashFrequency(db: Db): Promise<SplashFrequency> {
  const row = await db
    .selectFrom("settings")
    .select("splash_ad_frequency")
    .orderBy("updated_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return toSplashFrequency(row?.splash_ad_frequency);
}
