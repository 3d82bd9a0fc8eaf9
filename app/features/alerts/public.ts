/** What other features and the server may use of the alerts (decision 020): the sign-up page's address. */
export { ALERTS_PATH } from "./alert-texts.ts";
