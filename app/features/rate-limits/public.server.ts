/** The rate-limits feature's server side for other features. */
export {
  clearRateLimit,
  holdRateLimit,
  keepHeldPlace,
  pruneRateLimits,
  rateLimit,
  releaseHeldPlace,
} from "./rate-limit.server.ts";
