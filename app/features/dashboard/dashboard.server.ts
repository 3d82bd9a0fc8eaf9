import { sql } from "kysely";
import type { Db } from "../../utils/db.server.ts";
import { ISTANBUL_OFFSET_MS, istanbulDay } from "../../utils/istanbul-time.ts";
import { whereListedPromotion } from "../promotions/public.server.ts";

export { istanbulDay };

export interface StatFigure {
  total: number;
  /** Percentage change of this month's new items against last month's; null when last month had none. */
  changePercent: number | null;
  thisMonth: number;
  lastMonth: number;
}

export interface DashboardStats {
  posts: StatFigure;
  promotions: StatFigure;
  casinos: StatFigure;
  views: StatFigure;
}

export interface RecentPost {
  id: string;
  title: string;
  createdAt: string;
}
export interface RecentPromotion {
  id: string;
  title: string;
  casinoName: string | null;
  createdAt: string;
}
export interface RecentCasino {
  id: string;
  name: string;
  activePromotions: number;
  createdAt: string;
}
export interface DailyActivity {
  day: string;
  clicks: number;
  comments: number;
}
export interface ExpiringPromotion {
  id: string;
  title: string;
  casinoName: string | null;
  expiryDate: string;
}

const RECENT_LIMIT = 3;

/** Start of the current and the previous calendar month in Istanbul, as UTC ISO strings. */
export function monthBoundaries(now: Date): { thisMonthStart: string; lastMonthStart: string } {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const toUtc = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - ISTANBUL_OFFSET_MS).toISOString();
  return { thisMonthStart: toUtc(year, month), lastMonthStart: toUtc(year, month - 1) };
}

export function changePercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

function figure(total: number, thisMonth: number, lastMonth: number): StatFigure {
  return { total, thisMonth, lastMonth, changePercent: changePercent(thisMonth, lastMonth) };
}

/** Real figures (design §10): totals, and this month's new items against last month's. */
export async function getDashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const { thisMonthStart, lastMonthStart } = monthBoundaries(now);
  const countNew = (table: "blog_posts" | "promotions" | "casinos") =>
    db
      .selectFrom(table)
      .select([
        (eb) => eb.fn.countAll<number>().as("total"),
        (eb) =>
          eb.fn.sum<number>(eb.case().when("created_at", ">=", thisMonthStart).then(1).else(0).end()).as("this_month"),
        (eb) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb("created_at", ">=", lastMonthStart), eb("created_at", "<", thisMonthStart)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as("last_month"),
      ])
      .executeTakeFirstOrThrow();
  const [posts, promotions, casinos, views, viewDays] = await Promise.all([
    countNew("blog_posts"),
    countNew("promotions"),
    countNew("casinos"),
    db
      .selectFrom("blog_posts")
      .select((eb) => eb.fn.sum<number>("view_count").as("total"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("blog_view_days")
      .select([
        (eb) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when("day", ">=", istanbulDay(new Date(thisMonthStart)))
                .then(sql<number>`views`)
                .else(0)
                .end(),
            )
            .as("this_month"),
        (eb) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(
                  eb.and([
                    eb("day", ">=", istanbulDay(new Date(lastMonthStart))),
                    eb("day", "<", istanbulDay(new Date(thisMonthStart))),
                  ]),
                )
                .then(sql<number>`views`)
                .else(0)
                .end(),
            )
            .as("last_month"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const n = (value: unknown) => Number(value ?? 0);
  return {
    posts: figure(n(posts.total), n(posts.this_month), n(posts.last_month)),
    promotions: figure(n(promotions.total), n(promotions.this_month), n(promotions.last_month)),
    casinos: figure(n(casinos.total), n(casinos.this_month), n(casinos.last_month)),
    views: figure(n(views.total), n(viewDays.this_month), n(viewDays.last_month)),
  };
}

export async function listRecentPosts(db: Db): Promise<RecentPost[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "created_at"])
    .orderBy("created_at", "desc")
    .limit(RECENT_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, createdAt: r.created_at }));
}

export async function listRecentPromotions(db: Db): Promise<RecentPromotion[]> {
  const rows = await db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select(["p.id", "p.title", "p.created_at", "c.name as casino_name"])
    .orderBy("p.created_at", "desc")
    .limit(RECENT_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, casinoName: r.casino_name, createdAt: r.created_at }));
}

/** The latest casinos with their count of active promotions (spec 2 §7). */
export async function listRecentCasinos(db: Db, now = new Date()): Promise<RecentCasino[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .selectFrom("casinos as c")
    .select([
      "c.id",
      "c.name",
      "c.created_at",
      (eb) =>
        eb
          .selectFrom("promotions as p")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("p.casino_id", "=", "c.id")
          .where(whereListedPromotion(nowIso))
          .as("active_promotions"),
    ])
    .orderBy("c.created_at", "desc")
    .limit(RECENT_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    activePromotions: Number(r.active_promotions ?? 0),
    createdAt: r.created_at,
  }));
}

/** Claim-link clicks and approved comments per Istanbul day over the last `days` days, oldest first, zero-filled. */
export async function listDailyActivity(db: Db, days = 30, now = new Date()): Promise<DailyActivity[]> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const firstDay = istanbulDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
  const [clicks, comments] = await Promise.all([
    // The daily counts: one row per claim link and day, summed per day.
    db
      .selectFrom("outbound_click_days")
      .select((eb) => ["day", eb.fn.sum<number | string>("clicks").as("clicks")])
      .where("day", ">=", firstDay)
      .groupBy("day")
      .execute(),
    // Only approved comments count (issue #15): held and spam ones are not on the site.
    db
      .selectFrom("promotion_comments")
      .select("created_at")
      .where("created_at", ">=", since)
      .where("status", "=", "approved")
      .execute(),
  ]);
  const byDay = new Map<string, DailyActivity>();
  for (let i = days - 1; i >= 0; i--) {
    const day = istanbulDay(new Date(now.getTime() - i * 24 * 60 * 60 * 1000));
    byDay.set(day, { day, clicks: 0, comments: 0 });
  }
  for (const row of clicks) {
    const entry = byDay.get(row.day);
    if (entry) entry.clicks += Number(row.clicks);
  }
  for (const row of comments) {
    const entry = byDay.get(istanbulDay(new Date(row.created_at)));
    if (entry) entry.comments++;
  }
  return [...byDay.values()];
}

/** Active promotions whose expiry falls within the next `days` days, soonest first. */
export async function listExpiringPromotions(db: Db, days = 7, now = new Date()): Promise<ExpiringPromotion[]> {
  const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();
  const rows = await db
    .selectFrom("promotions as p")
    .leftJoin("casinos as c", "c.id", "p.casino_id")
    .select(["p.id", "p.title", "p.expiry_date", "c.name as casino_name"])
    .where("p.is_active", "=", true)
    .where("p.expiry_date", ">", now.toISOString())
    .where("p.expiry_date", "<=", until)
    .orderBy("p.expiry_date", "asc")
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, casinoName: r.casino_name, expiryDate: r.expiry_date ?? "" }));
}
