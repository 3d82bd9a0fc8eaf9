// zod/mini: the same checks as classic Zod at a fraction of the size, since this schema ships to every promotion page.
import { z } from "../../utils/zod-mini.ts";

export const COMMENT_NAME_MAX = 60;
export const COMMENT_TEXT_MAX = 2000;
export const DEFAULT_RATING = 5;
/** The honeypot's field name: people never see it, bots fill it in. */
export const HONEYPOT_FIELD = "website";

/** Every text of the comment form and its answers (spec 1 §5, §8; issue #3 for the limits). */
export const COMMENT_MESSAGES = {
  nameRequired: "Lütfen kullanıcı adınızı girin",
  commentRequired: "Lütfen yorumunuzu yazın",
  nameTooLong: `Kullanıcı adı en fazla ${COMMENT_NAME_MAX} karakter olabilir`,
  commentTooLong: `Yorum en fazla ${COMMENT_TEXT_MAX} karakter olabilir`,
  ratingRange: "Puan 1 ile 5 arasında olmalıdır",
  success: "Yorumunuz başarıyla eklendi",
  /** A comment held for moderation (issue #15). */
  held: "Yorumunuz onay bekliyor",
  failure: "Yorumunuz eklenirken bir hata oluştu",
  submitting: "Gönderiliyor...",
  empty: "Henüz yorum yapılmamış. İlk yorumu siz yapın!",
} as const;

// Control characters other than tab and newlines carry nothing a reader needs, and PostgreSQL refuses NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const DROPPED_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const withoutControlCharacters = (value: string) => value.replace(DROPPED_CONTROLS, "");

/**
 * A trimmed text between 1 and `max` characters, control characters removed, with the spec's messages. The raw
 * text is measured first, so an oversize one is refused before any work per character; twice `max` leaves room
 * for the spaces and control characters that trimming and cleaning remove.
 */
function boundedText(required: string, tooLong: string, max: number) {
  return z.pipe(
    z
      .string({ error: required })
      .check(z.maxLength(2 * max, { error: tooLong, abort: true }), z.overwrite(withoutControlCharacters)),
    z.string().check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong })),
  );
}

/** Spec 1 §5 comment form, plus our length limits (issue: comments are plain, bounded text). */
export const CommentSchema = z.object({
  userName: boundedText(COMMENT_MESSAGES.nameRequired, COMMENT_MESSAGES.nameTooLong, COMMENT_NAME_MAX),
  comment: boundedText(COMMENT_MESSAGES.commentRequired, COMMENT_MESSAGES.commentTooLong, COMMENT_TEXT_MAX),
  rating: z._default(
    z.coerce
      .number({ error: COMMENT_MESSAGES.ratingRange })
      .check(
        z.refine(Number.isInteger, { error: COMMENT_MESSAGES.ratingRange }),
        z.gte(1, { error: COMMENT_MESSAGES.ratingRange }),
        z.lte(5, { error: COMMENT_MESSAGES.ratingRange }),
      ),
    DEFAULT_RATING,
  ),
});

/** What the form holds (rating as the radio's string or a number). */
export type CommentFormValues = z.input<typeof CommentSchema>;
export type CommentInput = z.output<typeof CommentSchema>;
