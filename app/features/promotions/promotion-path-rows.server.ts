import type { Db } from "../../utils/db.server.ts";
import { promotionPath } from "./promotion-paths.ts";

/** What a promotion's public address needs, of promotions `p` joined with casinos `c`. */
export const PROMOTION_PATH_COLUMNS = ["p.id", "p.slug", "c.slug as casino_slug"] as const;

/**
 * Promotions joined with their casino, with what a promotion's public address needs already selected: its id and
 * slug and the casino's slug (`casino_slug`). Every query that links to promotion pages starts here, and
 * `pathOfPromotionRow` makes the link, so no query forgets a column the address needs.
 */
export function selectPromotionsWithPath(db: Db) {
  return db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select(PROMOTION_PATH_COLUMNS);
}

/** The public address of a row of `selectPromotionsWithPath`. */
export function pathOfPromotionRow(row: { id: string; slug: string; casino_slug: string | null }): string {
  return promotionPath({ id: row.id, slug: row.slug, casinoSlug: row.casino_slug });
}
