import { describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import {
  clearRateLimit,
  holdRateLimit,
  keepHeldPlace,
  pruneRateLimits,
  rateLimit,
  releaseHeldPlace,
  releaseRateLimit,
} from "./rate-limit.server.ts";

const MINUTE = 60_000;

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the rate limiter on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const hit = (key: string, now: Date, limit = 3) => rateLimit(database.db, key, { limit, windowMs: MINUTE, now });

    it("allows the limit in a window, refuses the next without counting it, and says when one more fits", async () => {
      const start = new Date("2026-05-01T10:00:00.000Z");
      for (let i = 1; i <= 3; i++) {
        const verdict = await hit("a", new Date(start.getTime() + i * 1000));
        expect(verdict).toMatchObject({ allowed: true, count: i });
      }
      for (let i = 0; i < 3; i++) {
        const refused = await hit("a", new Date(start.getTime() + 10_000));
        expect(refused.allowed).toBe(false);
        expect(refused.count).toBe(3);
        // Three hits early in 10:00 fade out of the sliding window during 10:01: one more fits at 10:01:20.
        expect(refused.retryAt.toISOString()).toBe("2026-05-01T10:01:20.000Z");
      }
      expect((await hit("a", new Date("2026-05-01T10:01:19.000Z"))).allowed).toBe(false);
      expect((await hit("a", new Date("2026-05-01T10:01:20.000Z"))).allowed).toBe(true);
      expect((await hit("b", start)).allowed).toBe(true);
    });

    it("lets exactly the limit through when many hits arrive at once", async () => {
      const now = new Date("2026-05-02T10:00:30.000Z");
      const verdicts = await Promise.all(Array.from({ length: 12 }, () => hit("parallel", now, 5)));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
      const counts = verdicts.filter((v) => v.allowed).map((v) => v.count);
      expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
    });

    it("gives a place back on release and forgets a key on clear", async () => {
      const now = new Date("2026-05-03T10:00:00.000Z");
      const first = await hit("c", now);
      await hit("c", now);
      await hit("c", now);
      expect((await hit("c", now)).allowed).toBe(false);
      await releaseRateLimit(database.db, "c", first.windowStart);
      expect((await hit("c", now)).allowed).toBe(true);
      expect((await hit("c", now)).allowed).toBe(false);
      await clearRateLimit(database.db, "c");
      expect((await hit("c", now)).count).toBe(1);
    });

    it("counts a held place at once, and keeps it as a hit or gives it back when the attempt is settled", async () => {
      const now = new Date("2026-05-05T10:00:00.000Z");
      const options = { limit: 2, windowMs: MINUTE, now };
      const first = await holdRateLimit(database.db, "h", options);
      const second = await holdRateLimit(database.db, "h", options);
      expect([first.allowed, second.allowed, (await holdRateLimit(database.db, "h", options)).allowed]).toEqual([
        true,
        true,
        false,
      ]);
      expect((await hit("h", now, 2)).allowed).toBe(false);
      await database.db.transaction().execute((trx) => keepHeldPlace(trx, "h", first.windowStart, MINUTE));
      await releaseHeldPlace(database.db, "h", second.windowStart);
      const row = await database.db
        .selectFrom("rate_limits")
        .select(["hits", "held"])
        .where("key", "=", "h")
        .executeTakeFirstOrThrow();
      expect([Number(row.hits), Number(row.held)]).toEqual([1, 0]);
      expect((await holdRateLimit(database.db, "h", options)).count).toBe(2);

      // A failure whose transaction rolls back keeps nothing: the place stays held, not turned into a hit.
      await expect(
        database.db.transaction().execute(async (trx) => {
          await keepHeldPlace(trx, "h", first.windowStart, MINUTE);
          throw new Error("the audit insert failed");
        }),
      ).rejects.toThrow("the audit insert failed");
      const after = await database.db
        .selectFrom("rate_limits")
        .select(["hits", "held"])
        .where("key", "=", "h")
        .executeTakeFirstOrThrow();
      expect([Number(after.hits), Number(after.held)]).toEqual([1, 1]);
    });

    it("prunes only counters that no window reads any more", async () => {
      const now = new Date("2026-05-04T10:00:00.000Z");
      await hit("old", now);
      await hit("recent", new Date(now.getTime() + MINUTE));
      await pruneRateLimits(database.db, new Date(now.getTime() + 2 * MINUTE + 1));
      const keys = await database.db
        .selectFrom("rate_limits")
        .select("key")
        .where("key", "in", ["old", "recent"])
        .execute();
      expect(keys.map((k) => k.key)).toEqual(["recent"]);
    });
  });
}
