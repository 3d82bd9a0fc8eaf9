import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { casinoRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../utils/db.server.ts";
import { addDays, daysBetween } from "../../utils/istanbul-time.ts";
import { claimCasino } from "../promotions/outbound-clicks.server.ts";
import { recordOfferViews } from "./offer-views.server.ts";
import {
  listStatisticsRows,
  loadStatisticsPage,
  type StatisticsQuery,
  spanParts,
  statisticsQueryOf,
} from "./statistics.server.ts";

describe("a span split into whole months and ragged days", () => {
  it("reads whole months from the roll-up and only the days outside them from the daily counts", () => {
    expect(spanParts("2026-08-15", "2026-11-21")).toEqual({
      months: ["2026-09", "2026-10"],
      days: [
        ["2026-08-15", "2026-08-31"],
        ["2026-11-01", "2026-11-21"],
      ],
    });
    expect(spanParts("2026-09-01", "2026-10-31")).toEqual({ months: ["2026-09", "2026-10"], days: [] });
    expect(spanParts("2026-02-01", "2026-02-28")).toEqual({ months: ["2026-02", "2026-02"], days: [] });
    expect(spanParts("2028-02-01", "2028-02-28")).toEqual({ months: null, days: [["2028-02-01", "2028-02-28"]] });
    expect(spanParts("2026-09-30", "2026-10-01")).toEqual({ months: null, days: [["2026-09-30", "2026-10-01"]] });
    expect(spanParts("2026-10-02", "2026-10-30")).toEqual({ months: null, days: [["2026-10-02", "2026-10-30"]] });
    expect(spanParts("2025-12-31", "2027-01-01")).toEqual({
      months: ["2026-01", "2026-12"],
      days: [
        ["2025-12-31", "2025-12-31"],
        ["2027-01-01", "2027-01-01"],
      ],
    });
  });
});

/** The figures the screen must show, summed in the test from the daily rows themselves. */
async function expectedFrom(db: Db, query: StatisticsQuery) {
  const kind = query.view === "casino" ? "casino" : "promotion";
  const read = async (table: "outbound_click_days" | "offer_view_days", column: "clicks" | "views") =>
    (
      await sql<{
        item_id: string;
        day: string;
        count: number | string;
      }>`select item_id, day, ${sql.ref(column)} as count
        from ${sql.table(table)} where kind = ${kind}`.execute(db)
    ).rows.map((row) => ({ ...row, count: Number(row.count) }));
  const perItem = new Map<string, { views: number; clicks: number; previousViews: number; previousClicks: number }>();
  const days = new Map<string, { day: string; views: number; clicks: number }>();
  for (let i = 0; i <= daysBetween(query.from, query.to); i++) {
    const day = addDays(query.from, i);
    days.set(day, { day, views: 0, clicks: 0 });
  }
  for (const [figure, rows] of [
    ["clicks", await read("outbound_click_days", "clicks")],
    ["views", await read("offer_view_days", "views")],
  ] as const) {
    for (const row of rows) {
      const now = row.day >= query.from && row.day <= query.to;
      const before = row.day >= query.previousFrom && row.day <= query.previousTo;
      if (!now && !before) continue;
      const sums = perItem.get(row.item_id) ?? { views: 0, clicks: 0, previousViews: 0, previousClicks: 0 };
      perItem.set(row.item_id, sums);
      if (now) {
        sums[figure] += row.count;
        const day = days.get(row.day);
        if (day) day[figure] += row.count;
      } else sums[figure === "clicks" ? "previousClicks" : "previousViews"] += row.count;
    }
  }
  return { perItem, days: [...days.values()] };
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`statistics from the roll-ups on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const casinos = Array.from({ length: 6 }, (_, i) => casinoRow({ name: `Casino ${i}`, slug: `casino-${i}` }));
    // Istanbul, 2026-12-01 00:30 (still 30 November in UTC): "today" is a month's first day.
    const NOW = new Date("2026-11-30T21:30:00.000Z");

    /** Each casino's clicks and views on days around the month edges of August to December 2026. */
    beforeAll(async () => {
      const { db } = database;
      await db.insertInto("casinos").values(casinos).execute();
      const first = "2026-06-20";
      const clicks = [];
      const views = [];
      for (let d = 0; d <= daysBetween(first, "2026-12-01"); d++) {
        const day = addDays(first, d);
        for (const [i, casino] of casinos.entries()) {
          if ((d + i) % (i + 1) !== 0) continue;
          clicks.push({ kind: "casino" as const, item_id: casino.id, day, clicks: 1 + ((d * 7 + i) % 5) });
          views.push({ kind: "casino" as const, itemId: casino.id, day, views: 3 + ((d * 11 + i) % 17) });
        }
      }
      for (let i = 0; i < clicks.length; i += 200)
        await db
          .insertInto("outbound_click_days")
          .values(clicks.slice(i, i + 200))
          .execute();
      await recordOfferViews(db, views);
    });

    const spans: [string, string][] = [
      ["2026-09-30", "2026-10-01"],
      ["2026-09-01", "2026-10-31"],
      ["2026-08-15", "2026-11-21"],
      ["2026-10-01", "2026-10-31"],
      ["2026-07-31", "2026-12-01"],
    ];
    const queries = (): StatisticsQuery[] => [
      ...spans.map(([baslangic, bitis]) =>
        statisticsQueryOf({ donem: "ozel", baslangic, bitis, gorunum: "casino", sirala: "ad" }, NOW),
      ),
      ...(["7", "30", "90"] as const).map((donem) =>
        statisticsQueryOf({ donem, gorunum: "casino", sirala: "ad" }, NOW),
      ),
    ];

    async function expectSameAsDailyRows() {
      for (const query of queries()) {
        const expected = await expectedFrom(database.db, query);
        const rows = await listStatisticsRows(database.db, query, 100, 0);
        expect({ span: [query.from, query.to], rows: rows.map((row) => [row.id, row.views, row.clicks]) }).toEqual({
          span: [query.from, query.to],
          rows: casinos
            .filter((casino) => expected.perItem.has(casino.id))
            .map((casino) => [
              casino.id,
              expected.perItem.get(casino.id)?.views,
              expected.perItem.get(casino.id)?.clicks,
            ]),
        });
        expect(rows.map((row) => [row.previousViews, row.previousClicks])).toEqual(
          rows.map((row) => [
            expected.perItem.get(row.id)?.previousViews,
            expected.perItem.get(row.id)?.previousClicks,
          ]),
        );
        const page = await loadStatisticsPage(database.db, query, 1);
        expect(page.days).toEqual(expected.days);
        const sum = (figure: "views" | "clicks" | "previousViews" | "previousClicks") =>
          [...expected.perItem.values()].reduce((total, item) => total + item[figure], 0);
        expect(page.totals).toMatchObject({
          views: sum("views"),
          clicks: sum("clicks"),
          previousViews: sum("previousViews"),
          previousClicks: sum("previousClicks"),
        });
      }
    }

    /** The roll-up tables hold exactly the sums of the daily rows, no row more. */
    async function expectRollupsExact() {
      for (const [daily, column, months, kindDays] of [
        ["outbound_click_days", "clicks", "outbound_click_months", "outbound_click_kind_days"],
        ["offer_view_days", "views", "offer_view_months", "offer_view_kind_days"],
      ] as const) {
        const rows = async (query: ReturnType<typeof sql<{ key: string; count: number | string }>>) =>
          (await query.execute(database.db)).rows.map((row) => [row.key, Number(row.count)]);
        expect(
          await rows(sql`select kind || ' ' || item_id || ' ' || month as key, ${sql.ref(column)} as count
            from ${sql.table(months)} order by 1`),
        ).toEqual(
          await rows(sql`select kind || ' ' || item_id || ' ' || substr(day, 1, 7) as key, sum(${sql.ref(column)}) as count
            from ${sql.table(daily)} group by kind, item_id, substr(day, 1, 7) order by 1`),
        );
        expect(
          await rows(
            sql`select kind || ' ' || day as key, ${sql.ref(column)} as count from ${sql.table(kindDays)} order by 1`,
          ),
        ).toEqual(
          await rows(sql`select kind || ' ' || day as key, sum(${sql.ref(column)}) as count
            from ${sql.table(daily)} group by kind, day order by 1`),
        );
      }
    }

    it("give the same figures as the daily rows for spans crossing month edges in Istanbul time", async () => {
      await expectRollupsExact();
      await expectSameAsDailyRows();
    });

    it("stay the same as the daily rows after late counts, clicks of today, a changed, a moved and removed days", async () => {
      const [zero, one, two] = casinos;
      if (!zero || !one || !two) throw new Error("casinos");
      const { db } = database;
      // A flush for days long gone (an instance that was down), one for a day no row had yet, in a closed month.
      await recordOfferViews(db, [
        { kind: "casino", itemId: zero.id, day: "2026-09-30", views: 40 },
        { kind: "casino", itemId: one.id, day: "2026-08-02", views: 7 },
        { kind: "casino", itemId: two.id, day: "2026-10-01", views: 5 },
      ]);
      // Today's clicks through the claim link: the first inserts the day's row, the second adds to it (an upsert).
      for (const address of ["10.0.0.1", "10.0.0.2"])
        await claimCasino(db, two.id, { secret: "s", address, userAgent: "Mozilla/5.0 Firefox/120.0" });
      await db
        .updateTable("outbound_click_days")
        .set({ clicks: 50 })
        .where("item_id", "=", one.id)
        .where("day", "=", "2026-09-15")
        .execute();
      // A row moved to another month, and every row of one casino's October removed.
      await db
        .updateTable("outbound_click_days")
        .set({ day: "2026-06-19" })
        .where("item_id", "=", zero.id)
        .where("day", "=", "2026-10-31")
        .execute();
      await db
        .deleteFrom("offer_view_days")
        .where("item_id", "=", one.id)
        .where("day", ">=", "2026-10-01")
        .where("day", "<=", "2026-10-31")
        .execute();
      await db
        .deleteFrom("outbound_click_days")
        .where("item_id", "=", one.id)
        .where("day", "like", "2026-10-%")
        .execute();
      await expectRollupsExact();
      await expectSameAsDailyRows();
    });
  });
}
