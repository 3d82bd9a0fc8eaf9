/** What other features may use of redirects (decision 020): the one call a slug change makes. */
export { redirectMovedAddress } from "./redirects.server.ts";
