// zod/mini like the comment form's schema: the contact form may be embedded in any public page later.
import { withoutControlCharacters } from "../../utils/control-characters.ts";
import { z } from "../../utils/zod-mini.ts";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
} from "./contact-texts.ts";

/** Line breaks and runs of spaces become one space: a one-line field can never carry a header line into a mail. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ");
}

/**
 * A trimmed text between 1 and `max` characters, control characters removed. The raw text is measured first (twice
 * `max` leaves room for what cleaning removes), so an oversize one is refused before any work per character.
 */
function boundedText(required: string, tooLong: string, max: number, clean: (value: string) => string) {
  return z.pipe(
    z.string({ error: required }).check(z.maxLength(2 * max, { error: tooLong, abort: true }), z.overwrite(clean)),
    z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong })),
  );
}

const singleLine = (value: string) => oneLine(withoutControlCharacters(value));

/** Issue #35's contact form: ad, e-posta, konu, mesaj. The message keeps its line breaks. */
export const ContactSchema = z.object({
  name: boundedText(CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.nameTooLong, CONTACT_NAME_MAX, singleLine),
  email: z.pipe(
    boundedText(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailTooLong, CONTACT_EMAIL_MAX, singleLine),
    z.email({ error: CONTACT_MESSAGES.emailInvalid }),
  ),
  subject: boundedText(
    CONTACT_MESSAGES.subjectRequired,
    CONTACT_MESSAGES.subjectTooLong,
    CONTACT_SUBJECT_MAX,
    singleLine,
  ),
  message: boundedText(
    CONTACT_MESSAGES.messageRequired,
    CONTACT_MESSAGES.messageTooLong,
    CONTACT_MESSAGE_MAX,
    withoutControlCharacters,
  ),
});

export type ContactInput = z.output<typeof ContactSchema>;
