/**
 * The comment form's limits and texts, without Zod: the server's CommentSchema (comment.schema.ts) validates with
 * them, and the public form's client checks the same rules in a few lines (comment-check.ts), so a promotion page
 * ships no form library.
 */
export const COMMENT_NAME_MAX = 60;
export const COMMENT_TEXT_MAX = 2000;
export const DEFAULT_RATING = 5;

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
