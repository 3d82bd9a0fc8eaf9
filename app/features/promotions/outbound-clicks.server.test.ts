import { beforeAll, describe, expect, it } from "vitest";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { claimCasino, claimPromotion, isBotUserAgent } from "./outbound-clicks.server.ts";
import { insertCasino, insertPromotion } from "./testing/fixtures.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

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
      expect(await claimPromotion(database.db, ids.promotion ?? "", { userAgent: BROWSER })).toBe(
        "https://atlas.example/bonus",
      );
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
      expect(await claimPromotion(database.db, ids.promotion ?? "", { userAgent: GOOGLEBOT })).toBe(
        "https://atlas.example/bonus",
      );
      expect(await claimCasino(database.db, ids.casino ?? "", { userAgent: null })).toBe("https://atlas.example/");
      expect((await clicks()).length).toBe(before);
    });

    it("uses the casino's address when the promotion has none", async () => {
      expect(await claimPromotion(database.db, ids.noUrl ?? "", { userAgent: BROWSER })).toBe("https://atlas.example/");
    });

    it("records a casino click with the casino id only", async () => {
      expect(await claimCasino(database.db, ids.casino ?? "", { userAgent: BROWSER })).toBe("https://atlas.example/");
      const recorded = await database.db
        .selectFrom("outbound_clicks")
        .selectAll()
        .where("casino_id", "=", ids.casino ?? "")
        .execute();
      expect(recorded).toEqual([expect.objectContaining({ promotion_id: null, casino_id: ids.casino })]);
    });

    it("finds no target for unknown, malformed, inactive or non-http ids and records nothing", async () => {
      const before = (await clicks()).length;
      for (const id of ["abc", "../../etc", crypto.randomUUID(), ids.inactive ?? "", ids.unsafe ?? ""]) {
        expect(await claimPromotion(database.db, id, { userAgent: BROWSER })).toBeNull();
      }
      for (const id of ["abc", crypto.randomUUID(), ids.badCasino ?? ""]) {
        expect(await claimCasino(database.db, id, { userAgent: BROWSER })).toBeNull();
      }
      expect((await clicks()).length).toBe(before);
    });
  });
}
