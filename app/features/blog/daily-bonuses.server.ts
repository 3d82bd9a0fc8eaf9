import type { Db } from "../../utils/db.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";
import { pathOfPromotionRow, selectPromotionsWithPath, whereListedPromotion } from "../promotions/public.server.ts";
import { DAILY_BONUS_LIMIT, type DailyBonus } from "./daily-bonus.ts";

/**
 * Active, unexpired promotions, newest first, for the box beside a post (spec 1 §2 blog detail). Its own small
 * query so the blog does not depend on the promotions feature's list shapes.
 */
export async function listDailyBonuses(
  db: Db,
  now: Date = new Date(),
  limit = DAILY_BONUS_LIMIT,
): Promise<DailyBonus[]> {
  const nowIso = now.toISOString();
  const rows = await selectPromotionsWithPath(db)
    .select(["p.title", "p.promotion_code", "c.name as casino_name", "c.logo_url"])
    .where(whereListedPromotion(nowIso))
    .orderBy("p.created_at", "desc")
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    href: pathOfPromotionRow(r),
    casinoName: r.casino_name,
    casinoLogo: r.logo_url,
    promotionCode: r.promotion_code,
  }));
}

/** The day's bonuses as a shared read: once per content change, and at most a minute old (expiry dates). */
export function sharedDailyBonuses(shared: SharedData, db: Db): Promise<DailyBonus[]> {
  return shared.get("promotions:daily-bonuses", () => listDailyBonuses(db));
}
