import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";

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
  return take(db, key, options, "hits");
}

/**
 * Like rateLimit, but the place is held for an attempt whose outcome is not known yet (a password or code being
 * checked): it counts at once, so parallel attempts cannot all pass, and is then either given back
 * (releaseHeldPlace) or turned into a hit (keepHeldPlace) in the transaction that records the failure with its
 * audit entry. A hold nobody settles (the process died) counts until its window has passed.
 */
export async function holdRateLimit(db: Db, key: string, options: RateLimitOptions): Promise<RateLimitResult> {
  return take(db, key, options, "held");
}

async function take(db: Db, key: string, options: RateLimitOptions, column: "hits" | "held") {
  const { limit, windowMs } = options;
  const now = (options.now ?? new Date()).getTime();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const previous = await countIn(db, key, windowStart - windowMs);
  const carried = previous * (1 - (now - windowStart) / windowMs);
  // The most hits this window may hold now; the upsert adds one only while the row holds fewer.
  const room = Math.floor(limit - carried + 1e-9);
  if (room >= 1) {
    const row = await db
      .insertInto("rate_limits")
      .values({
        key,
        window_start: windowStart,
        hits: column === "hits" ? 1 : 0,
        held: column === "held" ? 1 : 0,
        expires_at: windowStart + 2 * windowMs,
      })
      .onConflict((oc) =>
        oc
          .columns(["key", "window_start"])
          .doUpdateSet((eb) => ({ [column]: eb(eb.ref(`rate_limits.${column}`), "+", 1) }))
          .where((eb) => eb(eb("rate_limits.hits", "+", eb.ref("rate_limits.held")), "<", room)),
      )
      .returning(["hits", "held"])
      .executeTakeFirst();
    if (row) {
      const count = Number(row.hits) + Number(row.held) + carried;
      return { allowed: true, count, retryAt: new Date(now), windowStart };
    }
  }
  const current = await countIn(db, key, windowStart);
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

/** Gives back a place holdRateLimit held (the attempt succeeded, or failed on our side). */
export async function releaseHeldPlace(db: Db, key: string, windowStart: number): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set((eb) => ({ held: eb(eb.ref("held"), "-", 1) }))
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .where("held", ">", 0)
    .execute();
}

/**
 * Turns a held place into a hit: the attempt failed. One upsert, meant for the transaction that writes the
 * failure's audit entry; when the row has gone meanwhile (a parallel success forgave the key), the hit is counted
 * anew.
 */
export async function keepHeldPlace(db: Db, key: string, windowStart: number, windowMs: number): Promise<void> {
  await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, hits: 1, held: 0, expires_at: windowStart + 2 * windowMs })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({
        hits: eb(eb.ref("rate_limits.hits"), "+", 1),
        held: sql<number>`case when ${eb.ref("rate_limits.held")} > 0 then ${eb.ref("rate_limits.held")} - 1 else 0 end`,
      })),
    )
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

/** Hits and held places of a key in one window. */
async function countIn(db: Db, key: string, windowStart: number): Promise<number> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["hits", "held"])
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0) + Number(row?.held ?? 0);
}

/** The first moment one more hit fits: later in this window as the previous one fades, or in the next. */
function freedAt(w: { limit: number; windowMs: number; windowStart: number; current: number; previous: number }) {
  const { limit, windowMs, windowStart, current, previous } = w;
  const spare = limit - current - 1;
  if (spare >= 0 && previous > 0) return windowStart + windowMs * (1 - spare / previous);
  const next = windowStart + windowMs;
  return current > 0 ? next + windowMs * Math.max(0, 1 - (limit - 1) / current) : next;
}
