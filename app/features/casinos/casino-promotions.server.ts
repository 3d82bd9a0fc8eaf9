import type { Db } from "../../utils/db.server.ts";
import { pathOfPromotionRow, selectPromotionsWithPath } from "../promotions/public.server.ts";

/** One promotion on a casino's page. */
export interface CasinoPromotion {
  id: string;
  title: string;
  href: string;
  imageUrl: string | null;
  promotionCode: string | null;
  expiryDate: string | null;
  /** Switched on by the operator; a switched-off promotion has no page of its own to link to. */
  active: boolean;
  /** Active and not past its expiry date: the only state with a code and a claim button. */
  claimable: boolean;
  /** What the visitor is told: claimable ('running'), past its expiry date, or switched off by the operator. */
  state: CasinoPromotionState;
}

export type CasinoPromotionState = "running" | "expired" | "inactive";

/** A casino rarely has more; the cap keeps one page from loading a whole table. */
export const CASINO_PROMOTION_LIMIT = 100;

/**
 * Spec 1 §4: the casino page's promotions query has no active filter, so every promotion of the casino is listed,
 * newest first; the ones that can no longer be claimed are marked instead of hidden, each with its true state. An
 * offer that has not begun (its start date, or the scheduled switch-on of its publication, is still ahead) is not
 * shown at all: a launch must not be visible before it happens.
 */
export async function listCasinoPromotions(
  db: Db,
  casinoId: string,
  now: Date = new Date(),
  limit = CASINO_PROMOTION_LIMIT,
): Promise<CasinoPromotion[]> {
  const nowIso = now.toISOString();
  const rows = await selectPromotionsWithPath(db)
    .select(["p.title", "p.image_url", "p.promotion_code", "p.expiry_date", "p.is_active"])
    .where("p.casino_id", "=", casinoId)
    .where((eb) => eb.or([eb("p.starts_at", "is", null), eb("p.starts_at", "<=", nowIso)]))
    .where((eb) =>
      eb.or([eb("p.is_active", "=", true), eb("p.publish_at", "is", null), eb("p.publish_at", "<=", nowIso)]),
    )
    .orderBy("p.created_at", "desc")
    .orderBy("p.id")
    .limit(limit)
    .execute();
  const nowMs = now.getTime();
  return rows.map((r) => {
    const pastExpiry = r.expiry_date !== null && Date.parse(r.expiry_date) <= nowMs;
    const state: CasinoPromotionState = pastExpiry ? "expired" : r.is_active ? "running" : "inactive";
    return {
      id: r.id,
      title: r.title,
      href: pathOfPromotionRow(r),
      imageUrl: r.image_url,
      promotionCode: r.promotion_code,
      expiryDate: r.expiry_date,
      active: r.is_active,
      claimable: state === "running",
      state,
    };
  });
}
