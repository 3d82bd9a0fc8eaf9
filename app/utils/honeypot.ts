/**
 * Whether a public form's honeypot field was filled in: people never see it (it is off screen and hidden from
 * assistive technology), bots fill every field. The one check the contact form, comments and alert sign-up share.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}
