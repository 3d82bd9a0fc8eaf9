import { createTransport } from "nodemailer";
import type { Config } from "../utils/env.server.ts";

export type MailSettings = NonNullable<Config["mail"]>;

/** A server that does not answer by then is a failure like any other, kept and shown for a retry. */
const TIMEOUT_MS = 10_000;
const ERROR_MAX = 300;

/** A refused or failed send, with the server's own words (never the SMTP_URL's password). */
export class MailError extends Error {
  override name = "MailError";
}

export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text; nothing in it is read as HTML. */
  text: string;
  /** Where the reader's 'Yanıtla' goes (a contact message: the visitor). */
  replyTo?: MailAddress;
  /**
   * A message to a list's subscriber: its unsubscribe address goes in `List-Unsubscribe`, with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058: a POST to it unsubscribes, no page needed).
   */
  unsubscribeUrl?: string;
}

/**
 * Sends one plain-text mail through SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// for TLS from
 * the start), from MAIL_FROM. Nodemailer writes every header itself, encoding names and subjects, so no value can
 * add a header line; callers still pass one-line values. Resolves once the server accepted the message.
 */
export async function sendMail(settings: MailSettings, mail: OutgoingMail): Promise<void> {
  const transport = createTransport({
    url: settings.url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.unsubscribeUrl
        ? {
            list: { unsubscribe: mail.unsubscribeUrl },
            headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          }
        : {}),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (error) {
    throw new MailError(describe(error, settings.url));
  } finally {
    transport.close();
  }
}

/** The failure in one short line: the server's answer or the connection error, the URL's password removed. */
function describe(error: unknown, url: string): string {
  const message = error instanceof Error ? error.message : String(error);
  let text = message.replace(/\s+/g, " ").trim();
  const password = passwordOf(url);
  if (password) text = text.split(password).join("***");
  return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text || "Bilinmeyen SMTP hatası";
}

function passwordOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return "";
  }
}
