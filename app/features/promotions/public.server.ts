/** What other features may use of promotions on the server (decision 020): the one rule of which are listed. */
export { whereListedPromotion, whereRunningPromotion } from "./promotion-visibility.server.ts";
