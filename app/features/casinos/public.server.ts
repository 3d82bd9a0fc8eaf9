/** What other features may read of casinos on the server (decision 020): their public facts (ranked lists). */
export { type CasinoFacts, casinoFactsByIds } from "./casino-facts.server.ts";
