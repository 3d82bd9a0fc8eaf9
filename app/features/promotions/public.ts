/** What other features may use of promotions (decision 020): where a promotion lives and how its claim link reads. */
export { claimPath, promotionPath, SPONSORED_REL } from "./promotion-paths.ts";
