/**
 * What other features may use of promotions (decision 020): where a promotion lives, how its claim link reads, and
 * its key facts as chips (the comparison and the ranked lists show them).
 */
export { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow } from "./promotion-chips.ts";
export { claimPath, promotionPath } from "./promotion-paths.ts";
