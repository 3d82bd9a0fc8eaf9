/**
 * What other features may read of casinos on the server: their public facts (ranked lists) and the
 * casino filters' name lookups (the promotion lists), and where a casino's page lives (the site search).
 */

export { type CasinoFacts, casinoFactsByIds } from "./casino-facts.server.ts";
export { type CasinoName, findCasinoByNameOrKey, suggestCasinoNames } from "./casino-names.server.ts";
export { casinoPath } from "./casino-paths.ts";
export { CASINO_VERSIONED } from "./casino-versioned.server.ts";
