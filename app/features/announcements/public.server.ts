/** The announcements feature's server side for other features: the one detection of a newly visible offer. */
export { EMAIL_ALERTS_CHANNEL, queueNewPromotions } from "./promotion-announcements.server.ts";
