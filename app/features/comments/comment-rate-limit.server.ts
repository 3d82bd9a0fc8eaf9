import type { Db } from "../../utils/db.server.ts";

export const COMMENT_RATE_LIMIT = 5;
const WINDOW_MS = 60_000;

/**
 * At most 5 comments per IP in any minute (issue #3), counted in the database so that every instance sees the
 * same counts. Each attempt increments its one-minute window atomically (upsert); the previous window is weighted
 * by how much of it still overlaps the last 60 s, which approximates a sliding window without a row per post.
 * Run it in the transaction that stores the comment: a refused attempt rolls its increment back.
 */
export async function consumeCommentAllowance(db: Db, ip: string, now: Date = new Date()): Promise<boolean> {
  const key = `ip:${ip}`;
  const window = windowOf(now);
  const current = await db
    .insertInto("comment_rate_limits")
    .values({ key, window_start: window, hits: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb(eb.ref("comment_rate_limits.hits"), "+", 1) })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  const previous = await db
    .selectFrom("comment_rate_limits")
    .select("hits")
    .where("key", "=", key)
    .where("window_start", "=", window - 1)
    .executeTakeFirst();
  const elapsed = (now.getTime() % WINDOW_MS) / WINDOW_MS;
  const estimate = Number(current.hits) + Number(previous?.hits ?? 0) * (1 - elapsed);
  return estimate <= COMMENT_RATE_LIMIT;
}

let lastPrunedWindow = Number.NEGATIVE_INFINITY;

/**
 * Drops counters older than the previous window, at most once a minute per instance (each delete is a commit, and
 * on SQLite every commit waits for the disk). Which instance prunes does not matter: old rows are never read.
 */
export async function pruneCommentRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  const window = windowOf(now);
  if (window === lastPrunedWindow) return;
  lastPrunedWindow = window;
  await db
    .deleteFrom("comment_rate_limits")
    .where("window_start", "<", window - 1)
    .execute();
}

function windowOf(now: Date): number {
  return Math.floor(now.getTime() / WINDOW_MS);
}
