import { withoutControlCharacters } from "../../utils/control-characters.ts";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  type ContactField,
} from "./contact-texts.ts";

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

const RULES = [
  ["name", CONTACT_NAME_MAX, CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameTooLong],
  ["email", CONTACT_EMAIL_MAX, CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailTooLong],
  ["subject", CONTACT_SUBJECT_MAX, CONTACT_MESSAGES.subjectRequired, CONTACT_MESSAGES.subjectTooLong],
  ["message", CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGES.messageTooLong],
] as const;

/** The shape of an address, loosely: the server's schema has the last word on what it accepts. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The browser's check of the contact form before it posts: the required and length rules and Turkish messages of
 * the server's ContactSchema (a test holds the two together) in a few lines, so the page ships no Zod. The server
 * still checks every post with the schema, and answers what this lets through with its own errors.
 */
export function checkContact(values: Record<ContactField, string>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, max, required, tooLong] of RULES) {
    const raw = values[field];
    const text = withoutControlCharacters(raw).trim();
    if (raw.length > 2 * max || text.length > max) errors[field] = tooLong;
    else if (text.length === 0) errors[field] = required;
  }
  if (!errors.email && !EMAIL_SHAPE.test(values.email.trim())) errors.email = CONTACT_MESSAGES.emailInvalid;
  return errors;
}
