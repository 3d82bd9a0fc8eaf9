import type { ExpressionBuilder } from "kysely";
import type { Database } from "../../../db/schema.ts";

/** A query over `promotions as p` (with whatever else it joins). */
type OverPromotions = ExpressionBuilder<Database & { p: Database["promotions"] }, "p">;

/**
 * Spec 1 §4 visibility: active, and not past its expiry date (expired promotions leave every list, the sitemap and
 * the counts beside a casino). The one place this rule is written; `p` is the promotions table's alias.
 */
export function whereListedPromotion(now: Date | string) {
  const nowIso = typeof now === "string" ? now : now.toISOString();
  return (eb: OverPromotions) =>
    eb.and([eb("p.is_active", "=", true), eb.or([eb("p.expiry_date", "is", null), eb("p.expiry_date", ">", nowIso)])]);
}

/** Listed and already begun: an offer announced before its start date is not yet one a visitor can take today. */
export function whereRunningPromotion(now: Date | string) {
  const nowIso = typeof now === "string" ? now : now.toISOString();
  const listed = whereListedPromotion(nowIso);
  return (eb: OverPromotions) =>
    eb.and([listed(eb), eb.or([eb("p.starts_at", "is", null), eb("p.starts_at", "<=", nowIso)])]);
}
