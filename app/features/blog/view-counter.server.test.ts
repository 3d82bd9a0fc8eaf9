import { describe, expect, it } from "vitest";
import { postRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../utils/db.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { offerViewTag, viewedOfferOf } from "../statistics/public.server.ts";
import { recordPostViews } from "./blog.server.ts";
import { isCountableView, postViewTag, ViewCounter, viewedPostOf } from "./view-counter.server.ts";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const logger = createLogger("silent");

describe("what counts as a view", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it("counts a person's GET, not a bot's, a prefetch, a prerender or a HEAD", () => {
    expect(isCountableView("GET", headers({ "user-agent": PERSON }))).toBe(true);
    expect(isCountableView("GET", headers({ "user-agent": GOOGLEBOT }))).toBe(false);
    expect(isCountableView("GET", headers({ "user-agent": PERSON, "sec-purpose": "prefetch" }))).toBe(false);
    expect(isCountableView("GET", headers({ "user-agent": PERSON, purpose: "prerender" }))).toBe(false);
    expect(isCountableView("HEAD", headers({ "user-agent": PERSON }))).toBe(false);
  });

  it("finds the post a cached page shows by its tag", () => {
    expect(viewedPostOf(["comments:x", postViewTag("abc")])).toBe("abc");
    expect(viewedPostOf(["comments:x"])).toBeNull();
  });

  it("finds the promotion or casino an offer page shows by its tag, and not a post", () => {
    expect(viewedOfferOf(["comments:x", offerViewTag("promotion", "p-1")])).toEqual({ kind: "promotion", id: "p-1" });
    expect(viewedOfferOf([offerViewTag("casino", "c-1")])).toEqual({ kind: "casino", id: "c-1" });
    expect(viewedOfferOf([postViewTag("abc"), "offer-views:blog:x"])).toBeNull();
    expect(viewedPostOf([offerViewTag("promotion", "p-1")])).toBeNull();
  });
});

async function viewsOf(db: Db, id: string) {
  const row = await db.selectFrom("blog_posts").select("view_count").where("id", "=", id).executeTakeFirstOrThrow();
  return Number(row.view_count);
}

async function dayViews(db: Db, day: string) {
  const row = await db.selectFrom("blog_view_days").select("views").where("day", "=", day).executeTakeFirst();
  return Number(row?.views ?? 0);
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`blog views on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("writes gathered views in one flush: each post's count and each Istanbul day's total", async () => {
      const post = postRow({ view_count: 7 });
      const other = postRow({ view_count: 0 });
      await database.db.insertInto("blog_posts").values([post, other]).execute();
      const before = await dayViews(database.db, "2026-11-22");
      // 21:30 UTC is already the next day in Istanbul (UTC+3).
      let now = new Date("2026-11-21T21:30:00.000Z");
      const counter = new ViewCounter({ db: database.db, logger, now: () => now });
      for (let i = 0; i < 50; i++) counter.add(post.id);
      counter.add(other.id);
      expect(counter.pendingFor(post.id)).toBe(50);
      expect(await viewsOf(database.db, post.id)).toBe(7);

      expect(await counter.flush()).toEqual({ views: 51, ok: true });
      expect(await viewsOf(database.db, post.id)).toBe(57);
      expect(await viewsOf(database.db, other.id)).toBe(1);
      expect(await dayViews(database.db, "2026-11-22")).toBe(before + 51);
      expect(counter.pendingFor(post.id)).toBe(0);

      now = new Date("2026-11-22T22:00:00.000Z");
      counter.add(post.id);
      await counter.stop();
      expect(await viewsOf(database.db, post.id)).toBe(58);
      expect(await dayViews(database.db, "2026-11-23")).toBe(1);
    });

    it("adds the counts of several instances flushing side by side", async () => {
      const post = postRow({ view_count: 0 });
      await database.db.insertInto("blog_posts").values(post).execute();
      const counters = Array.from({ length: 3 }, () => new ViewCounter({ db: database.db, logger }));
      for (const [i, counter] of counters.entries()) for (let n = 0; n <= i; n++) counter.add(post.id);
      await Promise.all(counters.map((counter) => counter.flush()));
      expect(await viewsOf(database.db, post.id)).toBe(6);
    });

    it("lets two instances flush overlapping posts' and offers' views at once, gathered in opposite orders, and both land", async () => {
      // Each flush spans several statements (a post's update each, offers' upserts by 500): gathered in opposite
      // orders, two flushes locked the shared rows crosswise and PostgreSQL killed one as a deadlock.
      const posts = Array.from({ length: 120 }, () => postRow({ view_count: 0 }));
      await database.db.insertInto("blog_posts").values(posts).execute();
      const offers = Array.from({ length: 1200 }, (_, i) => `teklif-${String(i).padStart(4, "0")}`);
      const now = () => new Date("2026-11-21T09:00:00.000Z");
      for (let round = 0; round < 3; round++) {
        const forward = new ViewCounter({ db: database.db, logger, now });
        const backward = new ViewCounter({ db: database.db, logger, now });
        for (const post of posts) forward.add(post.id);
        for (const post of [...posts].reverse()) backward.add(post.id);
        for (const offer of offers) forward.addOffer("promotion", offer);
        for (const offer of [...offers].reverse()) backward.addOffer("promotion", offer);
        const outcomes = await Promise.all([forward.flush(), backward.flush()]);
        expect(outcomes).toEqual([
          { views: posts.length + offers.length, ok: true },
          { views: posts.length + offers.length, ok: true },
        ]);
      }
      for (const post of [posts[0], posts[119]]) expect(await viewsOf(database.db, post?.id ?? "")).toBe(6);
      const stored = await database.db
        .selectFrom("offer_view_days")
        .select((eb) => [eb.fn.countAll<number | string>().as("rows"), eb.fn.sum<number | string>("views").as("views")])
        .where("item_id", "like", "teklif-%")
        .executeTakeFirstOrThrow();
      expect([Number(stored.rows), Number(stored.views)]).toEqual([offers.length, offers.length * 6]);
    });

    it("drops views of a draft or an unknown post, in the post and in the day's total", async () => {
      const draft = postRow({ is_published: false });
      await database.db.insertInto("blog_posts").values(draft).execute();
      const before = await dayViews(database.db, "2026-01-05");
      const written = await recordPostViews(database.db, [
        { postId: draft.id, day: "2026-01-05", views: 3 },
        { postId: crypto.randomUUID(), day: "2026-01-05", views: 2 },
      ]);
      expect(written).toBe(0);
      expect(await viewsOf(database.db, draft.id)).toBe(0);
      expect(await dayViews(database.db, "2026-01-05")).toBe(before);
    });

    it("keeps the views of a failed flush for the next one", async () => {
      const post = postRow({ view_count: 0 });
      await database.db.insertInto("blog_posts").values(post).execute();
      const failing = {
        transaction: () => ({
          execute: async () => {
            throw new Error("veritabanı yok");
          },
        }),
      } as unknown as Db;
      const counter = new ViewCounter({ db: failing, logger });
      counter.add(post.id);
      counter.add(post.id);
      expect(await counter.flush()).toEqual({ views: 0, ok: false });
      expect(counter.pendingFor(post.id)).toBe(2);
    });

    it("writes offer page views per kind, item and Istanbul day in the same flush, adding to what is stored", async () => {
      const offerViews = (kind: string, id: string, day: string) =>
        database.db
          .selectFrom("offer_view_days")
          .select("views")
          .where("kind", "=", kind as "promotion")
          .where("item_id", "=", id)
          .where("day", "=", day)
          .executeTakeFirst()
          .then((row) => Number(row?.views ?? 0));
      const post = postRow({ view_count: 0 });
      await database.db.insertInto("blog_posts").values(post).execute();
      // 21:30 UTC is already the next day in Istanbul (UTC+3).
      const counter = new ViewCounter({ db: database.db, logger, now: () => new Date("2026-11-21T21:30:00.000Z") });
      counter.add(post.id);
      for (let i = 0; i < 3; i++) counter.addOffer("promotion", "promosyon-1");
      counter.addOffer("casino", "casino-1");
      expect(await counter.flush()).toEqual({ views: 5, ok: true });
      counter.addOffer("promotion", "promosyon-1");
      expect(await counter.flush()).toEqual({ views: 1, ok: true });
      expect(await offerViews("promotion", "promosyon-1", "2026-11-22")).toBe(4);
      expect(await offerViews("casino", "casino-1", "2026-11-22")).toBe(1);
      expect(await offerViews("promotion", "promosyon-1", "2026-11-21")).toBe(0);
    });

    it("reports the post views a flush wrote when only its offer views fail, and keeps those for the next one", async () => {
      const post = postRow({ view_count: 0 });
      await database.db.insertInto("blog_posts").values(post).execute();
      // The first transaction (the posts') is the real one; the offers' fails.
      let transactions = 0;
      const offersFail = {
        transaction: () =>
          transactions++ === 0
            ? database.db.transaction()
            : {
                execute: async () => {
                  throw new Error("veritabanı yok");
                },
              },
      } as unknown as Db;
      const counter = new ViewCounter({ db: offersFail, logger, now: () => new Date("2026-11-21T09:00:00.000Z") });
      counter.add(post.id);
      counter.add(post.id);
      counter.addOffer("promotion", "promosyon-2");
      expect(await counter.flush()).toEqual({ views: 2, ok: false });
      expect(await viewsOf(database.db, post.id)).toBe(2);
      expect(counter.pendingFor(post.id)).toBe(0);
      // The offer view is still pending: the next flush tries it again (and fails again) rather than finding nothing.
      expect(await counter.flush()).toEqual({ views: 0, ok: false });
      expect(transactions).toBe(3);
    });

    it("keeps the offer views of a failed flush for the next one", async () => {
      const failing = {
        transaction: () => ({
          execute: async () => {
            throw new Error("veritabanı yok");
          },
        }),
      } as unknown as Db;
      const counter = new ViewCounter({ db: failing, logger, now: () => new Date("2026-11-21T09:00:00.000Z") });
      counter.addOffer("casino", "casino-2");
      expect(await counter.flush()).toEqual({ views: 0, ok: false });
      // Nothing pending would answer { views: 0, ok: true } without a write: the views were put back and tried again.
      expect(await counter.flush()).toEqual({ views: 0, ok: false });
    });
  });
}
