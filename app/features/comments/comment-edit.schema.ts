import { z } from "../../utils/zod.ts";
import { COMMENT_MESSAGES, CommentSchema } from "./comment.schema.ts";

/** The admin's edit dialog: the public form's rules (name ≤ 60, comment ≤ 2,000, plain text) with a chosen rating. */
export const CommentEditSchema = z.object({
  // CommentSchema is a zod/mini object (it ships to public pages); its fields compose into a classic object.
  ...CommentSchema.shape,
  rating: z.coerce
    .number({ error: COMMENT_MESSAGES.ratingRange })
    .int(COMMENT_MESSAGES.ratingRange)
    .min(1, COMMENT_MESSAGES.ratingRange)
    .max(5, COMMENT_MESSAGES.ratingRange),
});

export type CommentEditValues = z.input<typeof CommentEditSchema>;
export type CommentEditInput = z.output<typeof CommentEditSchema>;

/** The rating filter's values: all, then 5 down to 1 stars (spec 2 §2). */
export const RATING_FILTERS = [5, 4, 3, 2, 1] as const;
