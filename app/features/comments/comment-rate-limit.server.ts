import type { Db } from "../../utils/db.server.ts";
import { rateLimit } from "../rate-limits/public.server.ts";

export const COMMENT_RATE_LIMIT = 5;
const COMMENT_WINDOW_MS = 60_000;

/**
 * At most 5 comments per address in any minute (issue #3), counted by the shared rate limiter so that every
 * instance sees the same counts. Run it in the transaction that stores the comment: if storing fails, the hit
 * rolls back with it.
 */
export async function consumeCommentAllowance(db: Db, ip: string, now: Date = new Date()): Promise<boolean> {
  const verdict = await rateLimit(db, `comment:ip:${ip}`, {
    limit: COMMENT_RATE_LIMIT,
    windowMs: COMMENT_WINDOW_MS,
    now,
  });
  return verdict.allowed;
}
