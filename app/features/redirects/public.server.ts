/** What other features may use of redirects: the one call a slug change makes. */
export { redirectMovedAddress } from "./redirects.server.ts";
