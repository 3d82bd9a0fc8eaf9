import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { isHoneypotFilled } from "../../utils/honeypot.ts";
import { isUuid } from "../../utils/uuid.ts";
import { pruneRateLimits } from "../rate-limits/public.server.ts";
import { COMMENT_MESSAGES, type CommentInput } from "./comment.schema.ts";
import { getModerationSettings, type HoldReason, holdReasonFor } from "./comment-moderation.server.ts";
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

export interface SubmittedComment {
  comment: PublicComment;
  /** Why the comment waits for approval (it is not shown yet), or null when it is live. */
  held: HoldReason | null;
}

/**
 * A visitor's comment on an active promotion (input already parsed by CommentSchema): refuses a filled honeypot
 * and the sixth comment from one IP within a minute (refused attempts are not counted); stores the text as plain
 * text, exactly as written, live or held for approval as the moderation settings decide (issue #15).
 */
export async function submitComment(db: Db, submission: CommentSubmission): Promise<SubmittedComment> {
  const { promotionId, input } = submission;
  if (isHoneypotFilled(submission.honeypot)) throw new ServiceError("invalid", COMMENT_ERRORS.rejected);
  if (!(await isCommentable(db, promotionId))) throw new ServiceError("not_found", COMMENT_ERRORS.notFound);
  const now = submission.now ?? new Date();
  const settings = await getModerationSettings(db);
  // One transaction, so one commit: the counters and the comment are stored together or not at all.
  const submitted = await db.transaction().execute(async (trx) => {
    if (!(await consumeCommentAllowance(trx, submission.ip, now))) {
      throw new ServiceError("rate_limited", COMMENT_ERRORS.rateLimited);
    }
    const held = await holdReasonFor(trx, { ...input, ip: submission.ip, now }, settings);
    const comment = await insertComment(trx, promotionId.toLowerCase(), input, now, held ? "pending" : "approved");
    return { comment, held };
  });
  await pruneRateLimits(db, now);
  return submitted;
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

async function insertComment(
  db: Db,
  promotionId: string,
  input: CommentInput,
  now: Date,
  status: "pending" | "approved",
): Promise<PublicComment> {
  const row = {
    id: crypto.randomUUID(),
    promotion_id: promotionId,
    user_name: input.userName,
    comment: input.comment,
    rating: input.rating,
    status,
    created_at: now.toISOString(),
  };
  await db.insertInto("promotion_comments").values(row).execute();
  return { id: row.id, userName: row.user_name, comment: row.comment, rating: row.rating, createdAt: row.created_at };
}

/** The approved comments of one promotion, newest first (spec 1 §7; held and spam comments are not shown). */
export async function listComments(db: Db, promotionId: string, limit = COMMENT_LIST_LIMIT): Promise<PublicComment[]> {
  if (!isUuid(promotionId)) return [];
  const rows = await db
    .selectFrom("promotion_comments")
    .select(["id", "user_name", "comment", "rating", "created_at"])
    .where("promotion_id", "=", promotionId.toLowerCase())
    .where("status", "=", "approved")
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

export interface CommentRating {
  /** Approved comments. */
  count: number;
  /** Their mean rating (1-5), or null when there are none. */
  average: number | null;
}

/** The promotion's rating from its approved comments only (issue #15). */
export async function getCommentRating(db: Db, promotionId: string): Promise<CommentRating> {
  if (!isUuid(promotionId)) return { count: 0, average: null };
  const row = await db
    .selectFrom("promotion_comments")
    .select([(eb) => eb.fn.countAll<number | string>().as("n"), (eb) => eb.fn.avg<number | string>("rating").as("avg")])
    .where("promotion_id", "=", promotionId.toLowerCase())
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return { count, average: count === 0 || row.avg === null ? null : Number(row.avg) };
}
