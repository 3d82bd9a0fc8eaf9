import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { serviceRejection } from "../../../tests/support/rejection.ts";
import type { ServiceError } from "../../utils/errors.ts";
import { insertPromotion } from "../promotions/testing/fixtures.ts";
import { CommentSchema } from "./comment.schema.ts";
import { COMMENT_RATE_LIMIT } from "./comment-rate-limit.server.ts";
import { COMMENT_ERRORS, listComments, submitComment } from "./comments.server.ts";

const input = (comment: string) => CommentSchema.parse({ userName: "Ayşe", comment, rating: 4 });

async function expectServiceError(promise: Promise<unknown>, code: ServiceError["code"], message: string) {
  expect(await serviceRejection(promise)).toMatchObject({ code, message });
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`visitor comments on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      ids.active = await insertPromotion(database.db, { title: "Yorumlanan" });
      ids.inactive = await insertPromotion(database.db, { title: "Kapalı", isActive: false });
    });
    // Every stored comment, live or held (a burst from one address is held, issue #15).
    const count = async (promotionId: string) =>
      Number(
        (
          await database.db
            .selectFrom("promotion_comments")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("promotion_id", "=", promotionId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("stores a comment as the plain text that was written and lists comments newest first", async () => {
      const now = new Date("2026-03-01T10:00:00.000Z");
      const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      await submitComment(database.db, { promotionId: ids.active ?? "", input: input("ilk"), ip: "10.0.0.1", now });
      const later = new Date(now.getTime() + 1000);
      const stored = await submitComment(database.db, {
        promotionId: ids.active ?? "",
        input: input(xss),
        ip: "10.0.0.1",
        now: later,
      });
      expect(stored.comment.comment).toBe(xss);
      const list = await listComments(database.db, ids.active ?? "");
      expect(list.map((c) => c.comment)).toEqual([xss, "ilk"]);
    });

    it(`allows ${COMMENT_RATE_LIMIT} comments per IP in a minute and refuses the next with a Turkish message`, async () => {
      const promotionId = ids.active ?? "";
      const start = new Date("2026-03-02T10:00:05.000Z");
      const before = await count(promotionId);
      for (let i = 0; i < COMMENT_RATE_LIMIT; i++) {
        const now = new Date(start.getTime() + i * 1000);
        await submitComment(database.db, { promotionId, input: input(`yorum ${i}`), ip: "10.0.0.2", now });
      }
      const sixth = submitComment(database.db, {
        promotionId,
        input: input("fazla"),
        ip: "10.0.0.2",
        now: new Date(start.getTime() + 10_000),
      });
      await expectServiceError(sixth, "rate_limited", COMMENT_ERRORS.rateLimited);
      expect(await count(promotionId)).toBe(before + COMMENT_RATE_LIMIT);

      // Another address is not affected, and two minutes later the first one may write again.
      await submitComment(database.db, { promotionId, input: input("başka"), ip: "10.0.0.3", now: start });
      const later = new Date(start.getTime() + 120_000);
      await submitComment(database.db, { promotionId, input: input("sonra"), ip: "10.0.0.2", now: later });
      expect(await count(promotionId)).toBe(before + COMMENT_RATE_LIMIT + 2);
      // Counters no window reads any more are pruned.
      const oldest = await database.db
        .selectFrom("rate_limits")
        .select((eb) => eb.fn.min("expires_at").as("oldest"))
        .executeTakeFirstOrThrow();
      expect(Number(oldest.oldest)).toBeGreaterThanOrEqual(later.getTime());
    });

    it("counts a burst across a minute boundary against the limit", async () => {
      const promotionId = ids.active ?? "";
      const lateInMinute = new Date("2026-03-03T10:00:50.000Z");
      for (let i = 0; i < COMMENT_RATE_LIMIT; i++) {
        await submitComment(database.db, { promotionId, input: input(`b${i}`), ip: "10.0.0.4", now: lateInMinute });
      }
      const earlyNextMinute = new Date("2026-03-03T10:01:05.000Z");
      await expectServiceError(
        submitComment(database.db, { promotionId, input: input("x"), ip: "10.0.0.4", now: earlyNextMinute }),
        "rate_limited",
        COMMENT_ERRORS.rateLimited,
      );
    });

    it("counts concurrent posts from one address atomically", async () => {
      const promotionId = ids.active ?? "";
      const before = await count(promotionId);
      const now = new Date("2026-03-04T10:00:00.000Z");
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          submitComment(database.db, { promotionId, input: input(`eş ${i}`), ip: "10.0.0.5", now }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(COMMENT_RATE_LIMIT);
      expect(await count(promotionId)).toBe(before + COMMENT_RATE_LIMIT);
    });

    it("refuses a filled honeypot and stores nothing", async () => {
      const before = await count(ids.active ?? "");
      await expectServiceError(
        submitComment(database.db, {
          promotionId: ids.active ?? "",
          input: input("bot"),
          ip: "10.0.0.6",
          honeypot: "https://spam.example",
        }),
        "invalid",
        COMMENT_ERRORS.rejected,
      );
      expect(await count(ids.active ?? "")).toBe(before);
    });

    it("answers not found for inactive, unknown and malformed promotion ids", async () => {
      for (const promotionId of [ids.inactive ?? "", crypto.randomUUID(), "abc", "' OR 1=1 --"]) {
        await expectServiceError(
          submitComment(database.db, { promotionId, input: input("x"), ip: "10.0.0.7" }),
          "not_found",
          COMMENT_ERRORS.notFound,
        );
      }
      expect(await listComments(database.db, "abc")).toEqual([]);
    });
  });
}
