import { withoutControlCharacters } from "../../utils/control-characters.ts";
import { COMMENT_MESSAGES, COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from "./comment-texts.ts";

export type CommentField = "userName" | "comment" | "rating";
export type CommentFieldErrors = Partial<Record<CommentField, string>>;

function textError(value: string, max: number, required: string, tooLong: string): string | undefined {
  if (value.length > 2 * max) return tooLong;
  const text = withoutControlCharacters(value).trim();
  if (text.length === 0) return required;
  return text.length > max ? tooLong : undefined;
}

/** The two text fields: their limit, and the messages for empty and too long. */
const TEXT_RULES = [
  ["userName", COMMENT_NAME_MAX, COMMENT_MESSAGES.nameRequired, COMMENT_MESSAGES.nameTooLong],
  ["comment", COMMENT_TEXT_MAX, COMMENT_MESSAGES.commentRequired, COMMENT_MESSAGES.commentTooLong],
] as const;

/**
 * The browser's check of the public comment form, before it posts: the rules and Turkish messages of the server's
 * CommentSchema (comment.schema.ts; a test holds the two together) in a few lines, so the promotion page ships
 * neither Zod nor a form library. The server still validates every post with the schema.
 */
export function checkComment(values: { userName: string; comment: string; rating: string }): CommentFieldErrors {
  const errors: CommentFieldErrors = {};
  for (const [field, max, required, tooLong] of TEXT_RULES) {
    const error = textError(values[field], max, required, tooLong);
    if (error) errors[field] = error;
  }
  const rating = values.rating.trim() === "" ? 5 : Number(values.rating);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = COMMENT_MESSAGES.ratingRange;
  return errors;
}
