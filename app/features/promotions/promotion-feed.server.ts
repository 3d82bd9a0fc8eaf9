import type { Db } from "../../utils/db.server.ts";
import { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow } from "./promotion-chips.ts";
import { pathOfPromotionRow, selectPromotionsWithPath } from "./promotion-path-rows.server.ts";
import { whereRunningPromotion } from "./promotion-visibility.server.ts";
import { shortDescriptionOf } from "./promotions.server.ts";

/** A promotion as the feed of new offers tells it: what a reader needs to decide whether to open it. */
export interface PromotionFeedEntry {
  title: string;
  path: string;
  casinoName: string | null;
  shortDescription: string;
  /** The key facts as the site's chips say them ('%100 bonus', '35x çevrim', …). */
  chips: string[];
  /** When the offer began for visitors: its start date, else when it was added. */
  published: string;
}

/**
 * The newest offers a visitor can take today (listed and begun: never one announced before its start), newest
 * first by when they began: the promotions' RSS feed, `limit` rows.
 */
export async function listNewestRunningPromotions(
  db: Db,
  limit: number,
  now: Date = new Date(),
): Promise<PromotionFeedEntry[]> {
  const rows = await selectPromotionsWithPath(db)
    .select(["p.title", "p.description", "p.created_at", "c.name as casino_name", ...PROMOTION_CHIP_COLUMNS])
    .where(whereRunningPromotion(now))
    .orderBy((eb) => eb.fn.coalesce("p.starts_at", "p.created_at"), "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    title: row.title,
    path: pathOfPromotionRow(row),
    casinoName: row.casino_name,
    shortDescription: shortDescriptionOf(row.description),
    chips: promotionChipsOfRow(row, now),
    published: row.starts_at ?? row.created_at,
  }));
}
