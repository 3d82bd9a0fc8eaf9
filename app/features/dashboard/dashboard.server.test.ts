import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import {
  changePercent,
  getDashboardStats,
  istanbulDay,
  listDailyActivity,
  listExpiringPromotions,
  listRecentCasinos,
  listRecentPosts,
  monthBoundaries,
} from "./dashboard.server.ts";

// 21 November 2026, 12:00 in Istanbul.
const NOW = new Date("2026-11-21T09:00:00.000Z");
const THIS_MONTH = "2026-11-05T10:00:00.000Z";
const LAST_MONTH = "2026-10-12T10:00:00.000Z";
const EARLIER = "2026-08-01T10:00:00.000Z";

describe("month arithmetic", () => {
  it("starts months at midnight Istanbul time", () => {
    expect(monthBoundaries(NOW)).toEqual({
      thisMonthStart: "2026-10-31T21:00:00.000Z",
      lastMonthStart: "2026-09-30T21:00:00.000Z",
    });
    expect(monthBoundaries(new Date("2026-01-10T00:00:00.000Z")).lastMonthStart).toBe("2025-11-30T21:00:00.000Z");
  });

  it("gives a percentage change, or none when last month had nothing", () => {
    expect(changePercent(3, 2)).toBe(50);
    expect(changePercent(1, 4)).toBe(-75);
    expect(changePercent(5, 0)).toBeNull();
  });

  it("keys days by the Istanbul calendar", () => {
    expect(istanbulDay(new Date("2026-11-20T22:30:00.000Z"))).toBe("2026-11-21");
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`dashboard figures on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const casinoA = crypto.randomUUID();
    const casinoB = crypto.randomUUID();

    beforeAll(async () => {
      const db = database.db;
      await db
        .insertInto("casinos")
        .values([
          { id: casinoA, name: "Eski Casino", slug: "eski", url: "https://eski.example", created_at: EARLIER },
          { id: casinoB, name: "Yeni Casino", slug: "yeni", url: "https://yeni.example", created_at: THIS_MONTH },
        ])
        .execute();
      const post = (slug: string, created: string, views: number) => ({
        id: crypto.randomUUID(),
        title: `Yazı ${slug}`,
        slug,
        created_at: created,
        view_count: views,
      });
      await db
        .insertInto("blog_posts")
        .values([
          post("b1", THIS_MONTH, 10),
          post("b2", THIS_MONTH, 5),
          post("b3", THIS_MONTH, 0),
          post("b4", LAST_MONTH, 7),
          post("b5", LAST_MONTH, 1),
        ])
        .execute();
      const promotion = (title: string, created: string, extra: Record<string, unknown> = {}) => ({
        id: crypto.randomUUID(),
        title,
        slug: title.toLowerCase(),
        created_at: created,
        // Every row names the same columns: SQLite has no DEFAULT in a multi-row VALUES list.
        is_active: true,
        expiry_date: null,
        ...extra,
      });
      await db
        .insertInto("promotions")
        .values([
          promotion("P1", LAST_MONTH, { casino_id: casinoB }),
          promotion("P2", THIS_MONTH, { casino_id: casinoB, expiry_date: "2026-11-25T00:00:00.000Z" }),
          promotion("P3", THIS_MONTH, { casino_id: casinoB, is_active: false }),
          promotion("P4", EARLIER, { casino_id: casinoB, expiry_date: "2026-11-01T00:00:00.000Z" }),
        ])
        .execute();
      await db
        .insertInto("blog_view_days")
        .values([
          { day: "2026-11-02", views: 30 },
          { day: "2026-11-20", views: 10 },
          { day: "2026-10-15", views: 20 },
        ])
        .execute();
    });

    it("totals every table and compares this month's new items with last month's", async () => {
      const stats = await getDashboardStats(database.db, NOW);
      expect(stats.posts).toEqual({ total: 5, thisMonth: 3, lastMonth: 2, changePercent: 50 });
      expect(stats.promotions).toEqual({ total: 4, thisMonth: 2, lastMonth: 1, changePercent: 100 });
      expect(stats.casinos).toEqual({ total: 2, thisMonth: 1, lastMonth: 0, changePercent: null });
      expect(stats.views).toEqual({ total: 23, thisMonth: 40, lastMonth: 20, changePercent: 100 });
    });

    it("lists the three newest posts and counts only active, unexpired promotions per casino", async () => {
      const posts = await listRecentPosts(database.db);
      expect(posts).toHaveLength(3);
      const casinos = await listRecentCasinos(database.db, NOW);
      expect(casinos.map((c) => [c.name, c.activePromotions])).toEqual([
        ["Yeni Casino", 2],
        ["Eski Casino", 0],
      ]);
    });

    it("lists promotions that expire within seven days", async () => {
      const expiring = await listExpiringPromotions(database.db, 7, NOW);
      expect(expiring.map((p) => p.title)).toEqual(["P2"]);
    });

    it("counts claim clicks and comments per day over 30 days, zero-filled", async () => {
      const promotion = await database.db
        .selectFrom("promotions")
        .select("id")
        .where("title", "=", "P1")
        .executeTakeFirstOrThrow();
      // The daily counts per claim link, summed per day; a day before the 30 is left out.
      await database.db
        .insertInto("outbound_click_days")
        .values([
          { kind: "promotion", item_id: promotion.id, day: "2026-11-20", clicks: 1 },
          { kind: "casino", item_id: crypto.randomUUID(), day: "2026-11-20", clicks: 1 },
          { kind: "promotion", item_id: promotion.id, day: "2026-10-01", clicks: 9 },
        ])
        .execute();
      await database.db
        .insertInto("promotion_comments")
        .values({
          id: crypto.randomUUID(),
          promotion_id: promotion.id,
          user_name: "Ali",
          comment: "İyi",
          rating: 5,
          created_at: "2026-11-19T08:00:00.000Z",
        })
        .execute();
      const days = await listDailyActivity(database.db, 30, NOW);
      expect(days).toHaveLength(30);
      expect(days.at(-1)?.day).toBe("2026-11-21");
      expect(days.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", clicks: 2, comments: 0 });
      expect(days.find((d) => d.day === "2026-11-19")).toEqual({ day: "2026-11-19", clicks: 0, comments: 1 });
    });
  });
}
