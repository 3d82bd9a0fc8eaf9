/**
 * What other features may use of promotions on the server: the one rule of which are listed, and the
 * query that links to promotion pages.
 */
export { pathOfPromotionRow, selectPromotionsWithPath } from "./promotion-path-rows.server.ts";
export { PROMOTION_VERSIONED } from "./promotion-versioned.server.ts";
export { whereListedPromotion, whereRunningPromotion } from "./promotion-visibility.server.ts";
