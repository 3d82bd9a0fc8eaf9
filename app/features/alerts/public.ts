/** What other features and the server may use of the alerts: the sign-up page's address and thanks flag. */
export { ALERTS_PATH, ALERTS_SENT_PARAM } from "./alert-texts.ts";
