import type { AppServices } from "../../context.ts";
import { sendMail } from "../../integrations/mail.server.ts";
import { isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { parseFields } from "../../utils/form-action.server.ts";
import { HONEYPOT_FIELD } from "../../utils/honeypot.ts";
import { AlertSubscribeSchema } from "./alert.schema.ts";
import { alertConfirmationMail } from "./alert-mail.ts";
import { ALERT_MESSAGES, ALERT_REFUSALS } from "./alert-messages.ts";
import { subscribeToAlerts } from "./alert-subscriptions.server.ts";
import { ALERT_CHOICES_MAX, ALERT_EMAIL_MAX, type AlertFormAnswer } from "./alert-texts.ts";

export type AlertOutcome = { ok: true } | { ok: false; status: 400 | 429 | 500 | 503; answer: AlertFormAnswer };

const LIST_FIELDS = new Set(["categories", "casinos"]);

/** Texts of a form field; a list field's every value, no more than its limit's room. */
function listOf(form: FormData | null, key: string): string[] {
  return (form?.getAll(key) ?? []).filter((value): value is string => typeof value === "string");
}

/**
 * A sign-up post: without SMTP_URL nothing is accepted (503, 'not available'); a filled honeypot is answered as
 * sent; the fields are checked by AlertSubscribeSchema; the sign-up is stored under the limits and its confirmation
 * mail goes out after the answer, so the visitor never waits on the mail server.
 */
export async function handleAlertPost(
  services: AppServices,
  post: { form: FormData | null; ip: string },
): Promise<AlertOutcome> {
  const { form } = post;
  const text = (key: string) => {
    const value = form?.get(key);
    return typeof value === "string" ? value : "";
  };
  const values = {
    email: text("email").slice(0, 2 * ALERT_EMAIL_MAX),
    scope: text("scope").slice(0, 20),
    frequency: text("frequency").slice(0, 20),
    categories: listOf(form, "categories").slice(0, ALERT_CHOICES_MAX),
    casinos: listOf(form, "casinos").slice(0, ALERT_CHOICES_MAX),
  };
  const mail = services.config.mail;
  if (!mail) return { ok: false, status: 503, answer: { message: ALERT_REFUSALS.unavailable, values } };
  const honeypot = form?.get(HONEYPOT_FIELD) ?? null;
  const parsed = parseFields(AlertSubscribeSchema, (key) => {
    if (LIST_FIELDS.has(key)) return listOf(form, key);
    const value = form?.get(key);
    return value instanceof Blob ? value : (value ?? "");
  });
  if (!parsed.ok && (honeypot === null || honeypot === "")) {
    return { ok: false, status: 400, answer: { message: ALERT_MESSAGES.invalid, errors: parsed.errors, values } };
  }
  try {
    const pending = parsed.ok
      ? await subscribeToAlerts(services.db, { input: parsed.value, ip: post.ip, honeypot })
      : null;
    if (pending) {
      const message = alertConfirmationMail(services.config, pending);
      void sendMail(mail, message).catch((error: unknown) =>
        services.logger.warn({ err: error }, "bülten onay e-postası gönderilemedi"),
      );
    }
    return { ok: true };
  } catch (error) {
    if (error instanceof ServiceError && error.code === "rate_limited") {
      return { ok: false, status: 429, answer: { message: error.message, values } };
    }
    if (error instanceof ServiceError && error.code === "invalid") {
      const errors = { [error.field ?? "form"]: error.message };
      return { ok: false, status: 400, answer: { message: ALERT_MESSAGES.invalid, errors, values } };
    }
    if (isDatabaseUnavailable(error)) throw error;
    services.logger.error({ err: error }, "bülten aboneliği kaydedilemedi");
    return { ok: false, status: 500, answer: { message: ALERT_REFUSALS.failure, values } };
  }
}
