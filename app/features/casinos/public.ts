/**
 * What other features may use of casinos: where a casino lives, the visit link that counts the click,
 * and its rating badge (ranked lists).
 */
export { casinoPath, casinoVisitPath } from "./casino-paths.ts";
export { RatingBadge } from "./components/rating-badge.tsx";
