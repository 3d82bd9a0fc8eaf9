// zod/mini like the contact form's schema: the sign-up form is a public page's.
import { z } from "../../utils/zod-mini.ts";
import { ALERT_MESSAGES } from "./alert-messages.ts";
import { ALERT_CHOICES_MAX, ALERT_EMAIL_MAX, ALERT_FREQUENCIES, ALERT_SCOPES } from "./alert-texts.ts";

/** Ids as the form posts them: short texts, at most ALERT_CHOICES_MAX (whether they exist is the service's check). */
const choices = z
  .array(z.string().check(z.maxLength(64, { error: ALERT_MESSAGES.unknownChoice })))
  .check(z.maxLength(ALERT_CHOICES_MAX, { error: ALERT_MESSAGES.tooManyChoices }));

/**
 * The alert sign-up (issue #37 §3): an address, all offers or chosen categories and casinos (at least one), daily
 * digest or one message per offer, and the KVKK consent. The address is kept trimmed and in lower case, so one
 * mailbox is one subscriber; an oversize one is refused before any work on it.
 */
export const AlertSubscribeSchema = z
  .object({
    email: z.pipe(
      z
        .string({ error: ALERT_MESSAGES.emailRequired })
        .check(
          z.maxLength(2 * ALERT_EMAIL_MAX, { error: ALERT_MESSAGES.emailTooLong, abort: true }),
          z.trim(),
          z.toLowerCase(),
          z.minLength(1, { error: ALERT_MESSAGES.emailRequired, abort: true }),
          z.maxLength(ALERT_EMAIL_MAX, { error: ALERT_MESSAGES.emailTooLong, abort: true }),
        ),
      z.email({ error: ALERT_MESSAGES.emailInvalid }),
    ),
    scope: z.enum(ALERT_SCOPES, { error: ALERT_MESSAGES.scopeInvalid }),
    categories: choices,
    casinos: choices,
    frequency: z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequencyInvalid }),
    consent: z.literal("on", { error: ALERT_MESSAGES.consentRequired }),
  })
  .check(
    z.refine((value) => value.scope === "all" || value.categories.length + value.casinos.length > 0, {
      error: ALERT_MESSAGES.chooseSomething,
      path: ["scope"],
    }),
  );

export type AlertSubscribeInput = z.output<typeof AlertSubscribeSchema>;
