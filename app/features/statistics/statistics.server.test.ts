import { beforeAll, describe, expect, it } from "vitest";
import { casinoRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { recordOfferViews } from "./offer-views.server.ts";
import { STATISTICS_VALIDATION_MESSAGES as V } from "./statistics.schema.ts";
import {
  listStatisticsRows,
  loadStatisticsPage,
  readStatisticsFilters,
  type StatisticsQuery,
  statisticsQueryOf,
} from "./statistics.server.ts";
import { statisticsCsvStream } from "./statistics-csv.server.ts";

// 21 November 2026, 00:30 in Istanbul (still 20 November in UTC): "today" is the Istanbul day.
const NOW = new Date("2026-11-20T21:30:00.000Z");

function filters(query: string) {
  return readStatisticsFilters(new URLSearchParams(query), NOW);
}

describe("the statistics filters", () => {
  it("read the last N days up to today in Istanbul, and the N days before them as the previous period", () => {
    const seven = filters("donem=7");
    expect(seven.ok && seven.query).toMatchObject({
      from: "2026-11-15",
      to: "2026-11-21",
      previousFrom: "2026-11-08",
      previousTo: "2026-11-14",
      view: "promosyon",
      sort: "tiklama",
      direction: "azalan",
    });
    // No parameters: the last 30 days; sorting by name starts A to Z.
    const plain = filters("sirala=ad");
    expect(plain.ok && [plain.query.from, plain.query.to, plain.query.direction]).toEqual([
      "2026-10-23",
      "2026-11-21",
      "artan",
    ]);
  });

  it("take two dates as the span, both days included, and the equally long span before it", () => {
    const range = filters("donem=ozel&baslangic=2026-11-01&bitis=2026-11-10&gorunum=casino");
    expect(range.ok && range.query).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-10",
      previousFrom: "2026-10-22",
      previousTo: "2026-10-31",
      view: "casino",
    });
  });

  it("refuse wrong values with Turkish messages per field", () => {
    const wrong = (query: string) => {
      const read = filters(query);
      return read.ok ? null : read.errors;
    };
    expect(wrong("donem=365")).toEqual({ donem: V.period });
    expect(wrong("sirala=id;drop")).toEqual({ sirala: V.sort });
    expect(wrong("yon=yukari&gorunum=blog")).toEqual({ yon: V.direction, gorunum: V.view });
    expect(wrong("donem=ozel")).toEqual({ baslangic: V.fromRequired, bitis: V.toRequired });
    expect(wrong("donem=ozel&baslangic=2026-02-30&bitis=2026-03-01")).toEqual({ baslangic: V.day });
    expect(wrong("donem=ozel&baslangic=2026-11-10&bitis=2026-11-01")).toEqual({ bitis: V.order });
    expect(wrong("donem=ozel&baslangic=2026-11-10&bitis=2026-11-22")).toEqual({ bitis: V.future });
    expect(wrong("donem=ozel&baslangic=2025-01-01&bitis=2026-11-01")).toEqual({ bitis: V.span });
    expect(wrong(`donem=${"7".repeat(50_000)}`)).toEqual({ donem: V.period });
    expect(wrong(`donem=ozel&baslangic=${"2".repeat(50_000)}&bitis=2026-11-01`)).toEqual({ baslangic: V.day });
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`statistics on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const alpha = casinoRow({ name: "Alfa Casino", slug: "alfa" });
    const beta = casinoRow({ name: "Beta Casino", slug: "beta" });
    const welcome = promotionRow({ title: "Hoş Geldin Bonusu", slug: "hos-geldin", casino_id: alpha.id });
    const spins = promotionRow({ title: "Bedava Dönüş", slug: "bedava", casino_id: beta.id });
    const quiet = promotionRow({ title: "Çevrimsiz Bonus", slug: "cevrimsiz", casino_id: beta.id });
    const never = promotionRow({ title: "Hiç Görülmemiş", slug: "hic", casino_id: beta.id });
    // The span 2026-11-15 … 2026-11-21 (7 days) and its previous span 2026-11-08 … 2026-11-14.
    const week = (() => {
      const read = readStatisticsFilters(new URLSearchParams("donem=7"), NOW);
      if (!read.ok) throw new Error("filters");
      return read.query;
    })();
    const sorted = (overrides: Partial<StatisticsQuery>) => ({ ...week, ...overrides });

    beforeAll(async () => {
      const { db } = database;
      await db.insertInto("casinos").values([alpha, beta]).execute();
      await db.insertInto("promotions").values([welcome, spins, quiet, never]).execute();
      const clicks = (kind: "promotion" | "casino", item: string, day: string, n: number) => ({
        kind,
        item_id: item,
        day,
        clicks: n,
      });
      await db
        .insertInto("outbound_click_days")
        .values([
          // Both ends of the span count; the days just outside it do not (or count as the previous span).
          clicks("promotion", welcome.id, "2026-11-15", 4),
          clicks("promotion", welcome.id, "2026-11-21", 6),
          clicks("promotion", welcome.id, "2026-11-14", 5),
          clicks("promotion", welcome.id, "2026-11-07", 100),
          clicks("promotion", spins.id, "2026-11-18", 3),
          // Clicks without any view of the page (a listing's claim button): no rate, not a division by zero.
          clicks("promotion", quiet.id, "2026-11-16", 2),
          // A deleted promotion: in the totals and the chart, not in the rows.
          clicks("promotion", "silinmis-promosyon", "2026-11-17", 7),
          clicks("casino", alpha.id, "2026-11-20", 9),
          // October, far from the spans above, for the change sort: +10 clicks is +50 %, +4 is +200 %, 0 before is 'yeni'.
          clicks("promotion", welcome.id, "2026-10-12", 30),
          clicks("promotion", welcome.id, "2026-10-05", 20),
          clicks("promotion", spins.id, "2026-10-12", 6),
          clicks("promotion", spins.id, "2026-10-05", 2),
          clicks("promotion", quiet.id, "2026-10-12", 5),
        ])
        .execute();
      await recordOfferViews(db, [
        { kind: "promotion", itemId: welcome.id, day: "2026-11-16", views: 50 },
        { kind: "promotion", itemId: welcome.id, day: "2026-11-10", views: 20 },
        { kind: "promotion", itemId: spins.id, day: "2026-11-19", views: 10 },
        { kind: "casino", itemId: beta.id, day: "2026-11-19", views: 30 },
      ]);
      // A second flush adds to the day's count.
      await recordOfferViews(db, [{ kind: "promotion", itemId: spins.id, day: "2026-11-19", views: 2 }]);
    });

    it("sums each promotion's clicks and page views over the span, with the rate and the trend", async () => {
      const page = await loadStatisticsPage(database.db, week, 1);
      expect(page.total).toBe(3);
      expect(
        page.rows.map((row) => [
          row.name,
          row.casinoName,
          row.views,
          row.clicks,
          row.rate,
          row.previousClicks,
          row.trend,
        ]),
      ).toEqual([
        ["Hoş Geldin Bonusu", "Alfa Casino", 50, 10, 0.2, 5, 1],
        ["Bedava Dönüş", "Beta Casino", 12, 3, 0.25, 0, null],
        ["Çevrimsiz Bonus", "Beta Casino", 0, 2, null, 0, null],
      ]);
      expect(page.totals).toEqual({
        views: 62,
        clicks: 22,
        rate: 22 / 62,
        previousViews: 20,
        previousClicks: 5,
        previousRate: 5 / 20,
        trend: (22 - 5) / 5,
      });
      expect(page.days).toHaveLength(7);
      expect(page.days[0]).toEqual({ day: "2026-11-15", views: 0, clicks: 4 });
      expect(page.days.find((day) => day.day === "2026-11-17")).toEqual({ day: "2026-11-17", views: 0, clicks: 7 });
      expect(page.days.at(-1)).toEqual({ day: "2026-11-21", views: 0, clicks: 6 });
    });

    it("sorts by every measure both ways, ties by name, and pages without overlap", async () => {
      const names = async (overrides: Partial<StatisticsQuery>) =>
        (await listStatisticsRows(database.db, sorted(overrides), 10, 0)).map((row) => row.name);
      expect(await names({ sort: "tiklama", direction: "artan" })).toEqual([
        "Çevrimsiz Bonus",
        "Bedava Dönüş",
        "Hoş Geldin Bonusu",
      ]);
      expect(await names({ sort: "goruntulenme", direction: "azalan" })).toEqual([
        "Hoş Geldin Bonusu",
        "Bedava Dönüş",
        "Çevrimsiz Bonus",
      ]);
      // No views, no rate: last in both directions.
      expect(await names({ sort: "oran", direction: "azalan" })).toEqual([
        "Bedava Dönüş",
        "Hoş Geldin Bonusu",
        "Çevrimsiz Bonus",
      ]);
      expect(await names({ sort: "oran", direction: "artan" })).toEqual([
        "Hoş Geldin Bonusu",
        "Bedava Dönüş",
        "Çevrimsiz Bonus",
      ]);
      expect(await names({ sort: "degisim", direction: "azalan" })).toEqual([
        "Hoş Geldin Bonusu",
        "Bedava Dönüş",
        "Çevrimsiz Bonus",
      ]);
      // The change sorts by the percentage the cell shows, not by the difference of clicks; 'yeni' (no clicks
      // before) comes last in both directions.
      const october = statisticsQueryOf({ donem: "ozel", baslangic: "2026-10-10", bitis: "2026-10-16" }, NOW);
      const byChange = async (direction: "azalan" | "artan") =>
        (await listStatisticsRows(database.db, { ...october, sort: "degisim", direction }, 10, 0)).map((row) => [
          row.name,
          row.trend,
        ]);
      expect(await byChange("azalan")).toEqual([
        ["Bedava Dönüş", 2],
        ["Hoş Geldin Bonusu", 0.5],
        ["Çevrimsiz Bonus", null],
      ]);
      expect(await byChange("artan")).toEqual([
        ["Hoş Geldin Bonusu", 0.5],
        ["Bedava Dönüş", 2],
        ["Çevrimsiz Bonus", null],
      ]);
      // Turkish order: B, Ç, H.
      expect(await names({ sort: "ad", direction: "artan" })).toEqual([
        "Bedava Dönüş",
        "Çevrimsiz Bonus",
        "Hoş Geldin Bonusu",
      ]);
      const first = await listStatisticsRows(database.db, week, 2, 0);
      const second = await listStatisticsRows(database.db, week, 2, 2);
      expect([...first, ...second].map((row) => row.name)).toEqual(await names({}));
    });

    it("lists casinos with their own claim link's clicks and their page's views", async () => {
      const page = await loadStatisticsPage(database.db, sorted({ view: "casino" }), 1);
      expect(page.rows.map((row) => [row.name, row.casinoName, row.views, row.clicks, row.rate])).toEqual([
        ["Alfa Casino", null, 0, 9, null],
        ["Beta Casino", null, 30, 0, 0],
      ]);
      expect(page.totals.clicks).toBe(9);
    });

    it("shows the previous span's activity alone as a fall to nothing, and an empty span as no rows", async () => {
      const before = statisticsQueryOf({ donem: "ozel", baslangic: "2026-11-08", bitis: "2026-11-14" }, NOW);
      const page = await loadStatisticsPage(database.db, before, 1);
      const welcomeRow = page.rows.find((row) => row.id === welcome.id);
      expect(welcomeRow).toMatchObject({ clicks: 5, previousClicks: 100, views: 20, rate: 0.25, trend: -0.95 });
      // A page past the end shows the last one.
      const past = await loadStatisticsPage(database.db, week, 9);
      expect([past.page, past.pageCount, past.total, past.rows.length]).toEqual([1, 1, 3, 3]);
      const empty = statisticsQueryOf({ donem: "ozel", baslangic: "2025-01-01", bitis: "2025-01-31" }, NOW);
      const none = await loadStatisticsPage(database.db, empty, 3);
      expect([none.rows, none.total, none.page, none.pageCount, none.days.length]).toEqual([[], 0, 1, 1, 31]);
    });

    it("writes offer views as multi-row upserts in chunks, the same offer and day summed, adding to what is stored", async () => {
      const january = (item: string, views: number) => ({
        kind: "casino" as const,
        itemId: item,
        day: "2026-01-05",
        views,
      });
      const batch = [january("k-1", 1), january("k-2", 2), january("k-1", 3), january("k-3", 4), january("k-4", 5)];
      expect(await recordOfferViews(database.db, batch, 2)).toBe(15);
      expect(await recordOfferViews(database.db, [january("k-4", 10)], 2)).toBe(10);
      const stored = await database.db
        .selectFrom("offer_view_days")
        .select(["item_id", "views"])
        .where("day", "=", "2026-01-05")
        .orderBy("item_id")
        .execute();
      expect(stored.map((row) => [row.item_id, Number(row.views)])).toEqual([
        ["k-1", 4],
        ["k-2", 2],
        ["k-3", 4],
        ["k-4", 15],
      ]);
    });

    it("writes every row as CSV with the export conventions, a formula-like name made harmless", async () => {
      await database.db
        .updateTable("promotions")
        .set({ title: '=HYPERLINK("x");Bonus' })
        .where("id", "=", quiet.id)
        .execute();
      // Response.text() would drop the byte-order mark the file must start with.
      const csv = async (chunk?: number) =>
        new TextDecoder("utf-8", { ignoreBOM: true }).decode(
          await new Response(await statisticsCsvStream(database.db, week, createLogger("silent"), chunk)).arrayBuffer(),
        );
      const text = await csv();
      const lines = text.split("\r\n");
      expect(lines[0]).toBe(
        "\uFEFFPromosyon;Casino;Görüntülenme;Tıklama;Tıklama oranı (%);Önceki dönem görüntülenme;Önceki dönem tıklama;Tıklama değişimi (%);Dönem",
      );
      expect(lines[1]).toBe("Hoş Geldin Bonusu;Alfa Casino;50;10;20;20;5;100;2026-11-15 – 2026-11-21");
      expect(lines[2]).toBe("Bedava Dönüş;Beta Casino;12;3;25;0;0;;2026-11-15 – 2026-11-21");
      expect(lines[3]).toBe(`"'=HYPERLINK(""x"");Bonus";Beta Casino;0;2;;0;0;;2026-11-15 – 2026-11-21`);
      expect(lines).toHaveLength(5);
      expect(lines[4]).toBe("");
      // Read two rows at a time (a full chunk, then a short one), the file is the same.
      expect(await csv(2)).toBe(text);
      expect(await csv(3)).toBe(text);
    });
  });
}
