import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { pruneRateLimits } from "../../utils/rate-limit.server.ts";
import { isUuid } from "../../utils/uuid.ts";
import { COMMENT_MESSAGES, type CommentInput } from "./comment.schema.ts";
import { consumeCommentAllowance } from "./comment-rate-limit.server.ts";

export interface PublicComment {
  id: string;
  userName: string;
  comment: string;
  rating: number;
  createdAt: string;
}

export const COMMENT_ERRORS = {
  notFound: "Promosyon bulunamadı",
  rateLimited: "Çok fazla yorum gönderdiniz. Lütfen bir dakika sonra tekrar deneyin.",
  rejected: COMMENT_MESSAGES.failure,
} as const;

export const COMMENT_LIST_LIMIT = 100;

export interface CommentSubmission {
  promotionId: string;
  input: CommentInput;
  /** The visitor's address, for the per-IP limit. */
  ip: string;
  /** The honeypot field's value: anything in it means a bot filled the form. */
  honeypot?: unknown;
  now?: Date;
}

/**
 * A visitor's comment on an active promotion (input already parsed by CommentSchema): refuses a filled honeypot
 * and the sixth comment from one IP within a minute (refused attempts are not counted); stores the text as plain
 * text, exactly as written.
 */
export async function submitComment(db: Db, submission: CommentSubmission): Promise<PublicComment> {
  const { promotionId, input } = submission;
  if (isHoneypotFilled(submission.honeypot)) throw new ServiceError("invalid", COMMENT_ERRORS.rejected);
  if (!(await isCommentable(db, promotionId))) throw new ServiceError("not_found", COMMENT_ERRORS.notFound);
  const now = submission.now ?? new Date();
  // One transaction, so one commit: the counter and the comment are stored together or not at all.
  const comment = await db.transaction().execute(async (trx) => {
    if (!(await consumeCommentAllowance(trx, submission.ip, now))) {
      throw new ServiceError("rate_limited", COMMENT_ERRORS.rateLimited);
    }
    return insertComment(trx, promotionId.toLowerCase(), input, now);
  });
  await pruneRateLimits(db, now);
  return comment;
}

async function isCommentable(db: Db, promotionId: string): Promise<boolean> {
  if (!isUuid(promotionId)) return false;
  const promotion = await db
    .selectFrom("promotions")
    .select("id")
    .where("id", "=", promotionId.toLowerCase())
    .where("is_active", "=", true)
    .executeTakeFirst();
  return promotion !== undefined;
}

async function insertComment(db: Db, promotionId: string, input: CommentInput, now: Date): Promise<PublicComment> {
  const row = {
    id: crypto.randomUUID(),
    promotion_id: promotionId,
    user_name: input.userName,
    comment: input.comment,
    rating: input.rating,
    created_at: now.toISOString(),
  };
  await db.insertInto("promotion_comments").values(row).execute();
  return { id: row.id, userName: row.user_name, comment: row.comment, rating: row.rating, createdAt: row.created_at };
}

function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== "";
}

/** Comments of one promotion, newest first (spec 1 §7). */
export async function listComments(db: Db, promotionId: string, limit = COMMENT_LIST_LIMIT): Promise<PublicComment[]> {
  if (!isUuid(promotionId)) return [];
  const rows = await db
    .selectFrom("promotion_comments")
    .select(["id", "user_name", "comment", "rating", "created_at"])
    .where("promotion_id", "=", promotionId.toLowerCase())
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    comment: r.comment,
    rating: r.rating,
    createdAt: r.created_at,
  }));
}
