import type { Db } from "../../utils/db.server.ts";

export const COMMENT_RATE_LIMIT = 5;
const WINDOW_MS = 60_000;

/**
 * At most 5 comments per IP in any minute (issue #3), counted in the database so that every instance sees the
 * same counts. Each attempt increments its one-minute window atomically (upsert); the previous window is weighted
 * by how much of it still overlaps the last 60 s, which approximates a sliding window without a row per post.
 */
export async function consumeCommentAllowance(db: Db, ip: string, now: Date = new Date()): Promise<boolean> {
  const key = `ip:${ip}`;
  const window = Math.floor(now.getTime() / WINDOW_MS);
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
  // Old windows are useless once the next one has started; the index on window_start keeps this cheap.
  await db
    .deleteFrom("comment_rate_limits")
    .where("window_start", "<", window - 1)
    .execute();
  return estimate <= COMMENT_RATE_LIMIT;
}
