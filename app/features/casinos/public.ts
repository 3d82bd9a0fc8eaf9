/** What other features may use of casinos (decision 020): where a casino lives and its rating badge (ranked lists). */
export { casinoPath } from "./casino-paths.ts";
export { RatingBadge } from "./components/rating-badge.tsx";
