import { MailError, type MailSettings, sendMail } from "../../integrations/mail.server.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Config } from "../../utils/env.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { isHoneypotFilled } from "../../utils/honeypot.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { pruneRateLimits, rateLimit } from "../rate-limits/public.server.ts";
import type { ContactInput } from "./contact.schema.ts";
import { CONTACT_REFUSALS } from "./contact-texts.ts";

/** At most 3 messages per address in 10 minutes: a person writes one, a script many. */
export const CONTACT_RATE_LIMIT = 3;
export const CONTACT_WINDOW_MS = 10 * 60_000;

/** Where contact messages are e-mailed, when both SMTP_URL and CONTACT_TO are set; else none are. */
export interface ContactMail {
  settings: MailSettings;
  to: string;
}

export function contactMailOf(config: Pick<Config, "mail" | "contactTo">): ContactMail | null {
  return config.mail && config.contactTo ? { settings: config.mail, to: config.contactTo } : null;
}

export interface ContactSubmission {
  input: ContactInput;
  /** The visitor's address, for the per-IP limit (not stored with the message). */
  ip: string;
  /** The honeypot field's value: anything in it means a bot filled the form. */
  honeypot: unknown;
  /** Whether the message will be e-mailed (its mail status starts as pending). */
  mailing: boolean;
  now?: Date;
}

/**
 * Stores a visitor's message (input already parsed by ContactSchema). A filled honeypot is answered as stored but
 * nothing is written or counted; the fourth message from one address within 10 minutes is refused (rate_limited),
 * counted by the shared limiter in the same transaction as the message. Returns the stored message's id, or null
 * for a bot's.
 */
export async function submitContactMessage(db: Db, submission: ContactSubmission): Promise<string | null> {
  if (isHoneypotFilled(submission.honeypot)) return null;
  const now = submission.now ?? new Date();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    const verdict = await rateLimit(trx, `contact:ip:${submission.ip}`, {
      limit: CONTACT_RATE_LIMIT,
      windowMs: CONTACT_WINDOW_MS,
      now,
    });
    if (!verdict.allowed) throw new ServiceError("rate_limited", CONTACT_REFUSALS.rateLimited);
    const { input } = submission;
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        created_at: now.toISOString(),
        mail_status: submission.mailing ? "pending" : null,
      })
      .execute();
  });
  await pruneRateLimits(db, now);
  return id;
}

/** The mail of one message: to the operator, 'Yanıtla' to the visitor, every value as plain text. */
export function contactMailOfMessage(
  message: { name: string; email: string; subject: string; message: string; createdAt: string },
  siteName: string,
) {
  return {
    subject: `[${siteName}] İletişim formu: ${message.subject}`,
    text: [
      `Gönderen: ${message.name} <${message.email}>`,
      `Konu: ${message.subject}`,
      `Tarih: ${message.createdAt}`,
      "",
      message.message,
      "",
      "—",
      `${siteName} iletişim formundan gönderildi. Yanıtlamak için bu e-postayı yanıtlayın.`,
    ].join("\n"),
    replyTo: { name: message.name, address: message.email },
  };
}

/**
 * E-mails one stored message to CONTACT_TO and records how it went: sent, or failed with the server's words. The
 * message stays whatever happens. Resolves with the failure's text, or null when it was sent.
 */
export async function deliverContactMessage(
  deps: { db: Db; mail: ContactMail; siteName: string },
  id: string,
  now: () => Date = () => new Date(),
): Promise<string | null> {
  const row = await deps.db
    .selectFrom("contact_messages")
    .select(["name", "email", "subject", "message", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const mail = contactMailOfMessage({ ...row, createdAt: row.created_at }, deps.siteName);
  let failure: string | null = null;
  try {
    await sendMail(deps.mail.settings, { to: deps.mail.to, ...mail });
  } catch (error) {
    failure = error instanceof MailError ? error.message : "Beklenmeyen bir hata oluştu";
  }
  await deps.db
    .updateTable("contact_messages")
    .set({
      mail_status: failure === null ? "sent" : "failed",
      mail_error: failure,
      mail_attempted_at: now().toISOString(),
    })
    .where("id", "=", id)
    .execute();
  return failure;
}

/**
 * Sends a just-stored message's mail without keeping the visitor waiting: the answer goes out at once, and a failure
 * is recorded on the message (and logged), never shown to the visitor.
 */
export function deliverInBackground(
  services: { db: Db; logger: Logger; config: Config },
  mail: ContactMail,
  id: string,
): Promise<void> {
  return deliverContactMessage({ db: services.db, mail, siteName: services.config.siteName }, id).then(
    (failure) => {
      if (failure !== null) services.logger.warn({ id, failure }, "iletişim mesajı e-postayla gönderilemedi");
    },
    (error: unknown) => services.logger.error({ err: error }, "iletişim mesajının e-posta durumu yazılamadı"),
  );
}
