import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import {
  CLICK_VISITOR_RETENTION_DAYS,
  claimCasino,
  claimPromotion,
  isBotUserAgent,
  pruneClickVisitors,
} from "./outbound-clicks.server.ts";
import { insertCasino, insertPromotion } from "./testing/fixtures.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const SECRET = "tiklama-anahtari";
let visitorNumber = 0;
/** A new visitor each time (its own address), so each click is a first one unless a test repeats a visitor. */
const person = (address = `198.51.100.${++visitorNumber}`) => ({ userAgent: BROWSER, address, secret: SECRET });

describe("bot detection for claim clicks", () => {
  it("treats crawlers and requests without a user agent as bots, browsers as people", () => {
    expect(isBotUserAgent(BROWSER)).toBe(false);
    expect(isBotUserAgent(GOOGLEBOT)).toBe(true);
    expect(isBotUserAgent(null)).toBe(true);
    expect(isBotUserAgent("")).toBe(true);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`claim links on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const db = database.db;
      ids.casino = await insertCasino(db, { name: "Atlas", slug: "atlas", url: "https://atlas.example/" });
      ids.badCasino = await insertCasino(db, { name: "Kötü", slug: "kotu", url: "javascript:alert(1)" });
      ids.promotion = await insertPromotion(db, {
        title: "Bonus",
        casinoId: ids.casino,
        url: "https://atlas.example/bonus",
      });
      ids.noUrl = await insertPromotion(db, { title: "Adressiz", casinoId: ids.casino, url: null });
      ids.unsafe = await insertPromotion(db, {
        title: "Tehlikeli",
        casinoId: ids.badCasino,
        url: "javascript:alert(1)",
      });
      ids.inactive = await insertPromotion(db, { title: "Kapalı", isActive: false });
    });

    const clicks = () => database.db.selectFrom("outbound_clicks").selectAll().execute();

    it("sends a person to the promotion's stored address and records one click", async () => {
      const before = (await clicks()).length;
      expect(await claimPromotion(database.db, ids.promotion ?? "", person())).toBe("https://atlas.example/bonus");
      expect((await clicks()).length).toBe(before + 1);
      const recorded = await database.db
        .selectFrom("outbound_clicks")
        .selectAll()
        .where("promotion_id", "=", ids.promotion ?? "")
        .execute();
      expect(recorded).toEqual([expect.objectContaining({ promotion_id: ids.promotion, casino_id: null })]);
    });

    it("sends a bot on without recording anything", async () => {
      const before = (await clicks()).length;
      expect(await claimPromotion(database.db, ids.promotion ?? "", { ...person(), userAgent: GOOGLEBOT })).toBe(
        "https://atlas.example/bonus",
      );
      expect(await claimCasino(database.db, ids.casino ?? "", { ...person(), userAgent: null })).toBe(
        "https://atlas.example/",
      );
      expect((await clicks()).length).toBe(before);
    });

    it("uses the casino's address when the promotion has none", async () => {
      expect(await claimPromotion(database.db, ids.noUrl ?? "", person())).toBe("https://atlas.example/");
    });

    it("records a casino click with the casino id only", async () => {
      expect(await claimCasino(database.db, ids.casino ?? "", person())).toBe("https://atlas.example/");
      const recorded = await database.db
        .selectFrom("outbound_clicks")
        .selectAll()
        .where("casino_id", "=", ids.casino ?? "")
        .execute();
      expect(recorded).toEqual([expect.objectContaining({ promotion_id: null, casino_id: ids.casino })]);
    });

    const countToday = async (kind: "promotion" | "casino", itemId: string) =>
      Number(
        (
          await database.db
            .selectFrom("outbound_click_days")
            .select("clicks")
            .where("kind", "=", kind)
            .where("item_id", "=", itemId)
            .where("day", "=", istanbulDay(new Date()))
            .executeTakeFirst()
        )?.clicks ?? 0,
      );

    it("counts a visitor once per claim link and day, never storing the address, and each new visitor once more", async () => {
      const promotion = await insertPromotion(database.db, { title: "Tekil", url: "https://atlas.example/tekil" });
      const again = person("203.0.113.7");
      for (let i = 0; i < 5; i++) await claimPromotion(database.db, promotion, again);
      expect(await countToday("promotion", promotion)).toBe(1);
      // Another browser at that address, or another address, is another visitor.
      await claimPromotion(database.db, promotion, { ...again, userAgent: `${BROWSER} Edg/130.0` });
      await claimPromotion(database.db, promotion, person());
      expect(await countToday("promotion", promotion)).toBe(3);
      const rows = await database.db
        .selectFrom("outbound_clicks")
        .selectAll()
        .where("promotion_id", "=", promotion)
        .execute();
      expect(rows).toHaveLength(3);
      expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
      // The same visitor on another claim link counts there.
      await claimCasino(database.db, ids.casino ?? "", again);
      await claimCasino(database.db, ids.casino ?? "", again);
      expect(await countToday("casino", ids.casino ?? "")).toBeGreaterThanOrEqual(1);
    });

    it("stops counting a claim link at the day's cap, adding no rows either", async () => {
      const promotion = await insertPromotion(database.db, { title: "Tavan", url: "https://atlas.example/tavan" });
      await database.db
        .insertInto("outbound_click_days")
        .values({ kind: "promotion", item_id: promotion, day: istanbulDay(new Date()), clicks: 10_000 })
        .execute();
      expect(await claimPromotion(database.db, promotion, person())).toBe("https://atlas.example/tavan");
      expect(await countToday("promotion", promotion)).toBe(10_000);
      expect(
        await database.db.selectFrom("outbound_clicks").select("id").where("promotion_id", "=", promotion).execute(),
      ).toEqual([]);
    });

    it("sweeps visitor rows past their retention but keeps the daily counts", async () => {
      const promotion = await insertPromotion(database.db, { title: "Süpür", url: "https://atlas.example/supur" });
      await claimPromotion(database.db, promotion, person());
      const later = new Date(Date.now() + (CLICK_VISITOR_RETENTION_DAYS + 1) * 86_400_000);
      expect(await pruneClickVisitors(database.db, later)).toBeGreaterThan(0);
      expect(await database.db.selectFrom("outbound_clicks").select("id").execute()).toEqual([]);
      expect(await countToday("promotion", promotion)).toBe(1);
    });

    it("finds no target for unknown, malformed, inactive or non-http ids and records nothing", async () => {
      const before = (await clicks()).length;
      for (const id of ["abc", "../../etc", crypto.randomUUID(), ids.inactive ?? "", ids.unsafe ?? ""]) {
        expect(await claimPromotion(database.db, id, person())).toBeNull();
      }
      for (const id of ["abc", crypto.randomUUID(), ids.badCasino ?? ""]) {
        expect(await claimCasino(database.db, id, person())).toBeNull();
      }
      expect((await clicks()).length).toBe(before);
    });
  });
}
