// zod/mini: the same checks as classic Zod at a fraction of the size, since this schema ships to every promotion page.
import { withoutControlCharacters } from "../../utils/control-characters.ts";
import { z } from "../../utils/zod-mini.ts";

// The limits and texts live apart from Zod, so the public comment form's client can use them without shipping Zod.
import { COMMENT_MESSAGES, COMMENT_NAME_MAX, COMMENT_TEXT_MAX, DEFAULT_RATING } from "./comment-texts.ts";

export {
  COMMENT_MESSAGES,
  COMMENT_NAME_MAX,
  COMMENT_TEXT_MAX,
  DEFAULT_RATING,
} from "./comment-texts.ts";

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

/** What the action gets: the rating as a number (the form holds the radio's string). */
export type CommentInput = z.output<typeof CommentSchema>;
