import { z } from "zod";

export const COMMENT_NAME_MAX = 60;
export const COMMENT_TEXT_MAX = 2000;
export const DEFAULT_RATING = 5;

/** Spec 1 §5 comment form, plus our length limits (issue: comments are plain, bounded text). */
export const CommentSchema = z.object({
  userName: z
    .string({ error: "Lütfen kullanıcı adınızı girin" })
    .trim()
    .min(1, "Lütfen kullanıcı adınızı girin")
    .max(COMMENT_NAME_MAX, `Kullanıcı adı en fazla ${COMMENT_NAME_MAX} karakter olabilir`),
  comment: z
    .string({ error: "Lütfen yorumunuzu yazın" })
    .trim()
    .min(1, "Lütfen yorumunuzu yazın")
    .max(COMMENT_TEXT_MAX, `Yorum en fazla ${COMMENT_TEXT_MAX} karakter olabilir`),
  rating: z.coerce
    .number({ error: "Puan 1 ile 5 arasında olmalıdır" })
    .int("Puan 1 ile 5 arasında olmalıdır")
    .min(1, "Puan 1 ile 5 arasında olmalıdır")
    .max(5, "Puan 1 ile 5 arasında olmalıdır")
    .default(DEFAULT_RATING),
});

export type CommentInput = z.infer<typeof CommentSchema>;
