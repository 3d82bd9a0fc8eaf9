import type { AppServices } from "../../context.ts";
import { isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { parseFields } from "../../utils/form-action.server.ts";
import { HONEYPOT_FIELD } from "../../utils/honeypot.ts";
import type { ContactFormAnswer } from "./components/contact-form.tsx";
import { ContactSchema } from "./contact.schema.ts";
import { contactMailOf, deliverInBackground, submitContactMessage } from "./contact.server.ts";
import { CONTACT_FIELDS, CONTACT_MESSAGES, CONTACT_REFUSALS } from "./contact-texts.ts";

/** How long a refused field's text is sent back to be shown again: its own limit's room, never more. */
const ECHO_MAX = 8000;

export type ContactOutcome = { ok: true } | { ok: false; status: 400 | 429 | 500; answer: ContactFormAnswer };

/**
 * A contact form post: a filled honeypot is answered as sent (nothing stored), the fields are checked by
 * ContactSchema, the message is stored under the per-address limit, and its e-mail (when SMTP_URL and CONTACT_TO are
 * set) goes out after the answer, so the visitor never waits on or hears of the mail server.
 */
export async function handleContactPost(
  services: AppServices,
  post: { form: FormData | null; ip: string },
): Promise<ContactOutcome> {
  const { form } = post;
  const honeypot = form?.get(HONEYPOT_FIELD) ?? null;
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => {
      const value = form?.get(name);
      return [name, typeof value === "string" ? value.slice(0, ECHO_MAX) : ""];
    }),
  );
  const parsed = parseFields(ContactSchema, (key) => {
    const value = form?.get(key);
    return value instanceof Blob ? value : (value ?? "");
  });
  if (!parsed.ok && (honeypot === null || honeypot === "")) {
    return { ok: false, status: 400, answer: { message: CONTACT_MESSAGES.invalid, errors: parsed.errors, values } };
  }
  const mail = contactMailOf(services.config);
  try {
    const id = parsed.ok
      ? await submitContactMessage(services.db, {
          input: parsed.value,
          ip: post.ip,
          honeypot,
          mailing: mail !== null,
        })
      : null;
    if (id !== null && mail !== null) void deliverInBackground(services, mail, id);
    return { ok: true };
  } catch (error) {
    if (error instanceof ServiceError && error.code === "rate_limited") {
      return { ok: false, status: 429, answer: { message: error.message, values } };
    }
    if (isDatabaseUnavailable(error)) throw error;
    services.logger.error({ err: error }, "iletişim mesajı kaydedilemedi");
    return { ok: false, status: 500, answer: { message: CONTACT_REFUSALS.failure, values } };
  }
}
