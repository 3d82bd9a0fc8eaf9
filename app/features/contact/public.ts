/** What other features and the server may use of the contact form: its address and thanks flag. */
export { CONTACT_PATH, SENT_PARAM } from "./contact-texts.ts";
