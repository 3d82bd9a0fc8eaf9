import type { Db } from "./db.server.ts";

export interface RateLimitOptions {
  /** Hits allowed in any `windowMs`. */
  limit: number;
  windowMs: number;
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the sliding window, this one included when it was allowed. */
  count: number;
  /** When a refused hit would be allowed again (`now` when this one was allowed). */
  retryAt: Date;
  /** The window the hit was counted in, for releaseRateLimit. */
  windowStart: number;
}

/**
 * The one rate limiter (issue #13), the same on both engines and across instances: one counter row per key and
 * fixed window, the previous window weighted by how much of it still overlaps the last `windowMs` (a sliding
 * window without a row per hit). The hit is reserved by one conditional upsert, so parallel requests each get
 * their own count and at most `limit` pass; a refused hit is not counted. Works inside a transaction too.
 */
export async function rateLimit(db: Db, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  const { limit, windowMs } = options;
  const now = (options.now ?? new Date()).getTime();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const previous = await hitsIn(db, key, windowStart - windowMs);
  const carried = previous * (1 - (now - windowStart) / windowMs);
  // The most hits this window may hold now; the upsert adds one only while the row holds fewer.
  const room = Math.floor(limit - carried + 1e-9);
  if (room >= 1) {
    const row = await db
      .insertInto("rate_limits")
      .values({ key, window_start: windowStart, hits: 1, expires_at: windowStart + 2 * windowMs })
      .onConflict((oc) =>
        oc
          .columns(["key", "window_start"])
          .doUpdateSet((eb) => ({ hits: eb(eb.ref("rate_limits.hits"), "+", 1) }))
          .where("rate_limits.hits", "<", room),
      )
      .returning("hits")
      .executeTakeFirst();
    if (row) return { allowed: true, count: Number(row.hits) + carried, retryAt: new Date(now), windowStart };
  }
  const current = await hitsIn(db, key, windowStart);
  return {
    allowed: false,
    count: current + carried,
    retryAt: new Date(freedAt({ limit, windowMs, windowStart, current, previous })),
    windowStart,
  };
}

/** Gives back one hit (an attempt that turned out not to count, e.g. a successful sign-in). */
export async function releaseRateLimit(db: Db, key: string, windowStart: number): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ hits: eb(eb.ref("hits"), "-", 1) }))
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .where("hits", ">", 0)
    .execute();
}

/** Forgets every hit of a key. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

const lastPrunedAt = new WeakMap<Db, number>();

/**
 * Drops counters that no window reads any more, at most once a minute per instance and database (each delete is a
 * commit, and on SQLite every commit waits for the disk). Which instance prunes does not matter.
 */
export async function pruneRateLimits(db: Db, now: Date = new Date()): Promise<void> {
  const at = now.getTime();
  if (Math.abs(at - (lastPrunedAt.get(db) ?? Number.NEGATIVE_INFINITY)) < 60_000) return;
  lastPrunedAt.set(db, at);
  await db.deleteFrom("rate_limits").where("expires_at", "<", at).execute();
}

async function hitsIn(db: Db, key: string, windowStart: number): Promise<number> {
  const row = await db
    .selectFrom("rate_limits")
    .select("hits")
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** The first moment one more hit fits: later in this window as the previous one fades, or in the next. */
function freedAt(w: { limit: number; windowMs: number; windowStart: number; current: number; previous: number }) {
  const { limit, windowMs, windowStart, current, previous } = w;
  const spare = limit - current - 1;
  if (spare >= 0 && previous > 0) return windowStart + windowMs * (1 - spare / previous);
  const next = windowStart + windowMs;
  return current > 0 ? next + windowMs * Math.max(0, 1 - (limit - 1) / current) : next;
}
