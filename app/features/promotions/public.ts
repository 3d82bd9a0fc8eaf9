/**
 * What other features may use of promotions: where a promotion lives, how its claim link reads, and
 * its key facts as chips (the comparison and the ranked lists show them), and the Turkish names of what a wagering
 * applies to (the wagering calculator's choice).
 */
export { PROMOTION_CHIP_COLUMNS, promotionChipsOfRow } from "./promotion-chips.ts";
export { WAGERING_ON } from "./promotion-labels.ts";
export { claimPath, promotionPath } from "./promotion-paths.ts";
