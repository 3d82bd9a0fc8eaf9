/**
 * The honeypot's field name, the same in every public form (comments, contact, alerts): people never see it, bots fill
 * it in. 'website', the bait bots know best, and the shortest for the promotion pages' code budget.
 */
export const HONEYPOT_FIELD = "website";

/**
 * Whether a public form's honeypot field was filled in: people never see it (it is off screen and hidden from
 * assistive technology), bots fill every field. The one check the contact form, comments and alert sign-up share.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}
