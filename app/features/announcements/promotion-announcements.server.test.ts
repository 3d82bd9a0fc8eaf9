import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTelegram, startFakeTelegram } from "../../../tests/fakes/telegram-server.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { sendTelegramMessage } from "../../integrations/telegram.server.ts";
import { createLogger } from "../../utils/logger.server.ts";
import { daysFromNow, insertCasino, insertPromotion } from "../promotions/testing/fixtures.ts";
import {
  announcementProblems,
  announceNewPromotions,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MINUTES,
} from "./promotion-announcements.server.ts";

const SITE_URL = "https://ornek.example";
let telegram: FakeTelegram;

beforeAll(async () => {
  telegram = await startFakeTelegram();
});

afterAll(async () => {
  await telegram?.close();
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`new offers told to Telegram on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const settings = () => ({ botToken: telegram.token, chatId: "-1001234567890", apiUrl: telegram.apiUrl });
    const deps = () => ({
      db: database.db,
      logger: createLogger("silent"),
      config: { siteUrl: SITE_URL, telegram: settings() },
      send: (html: string) => sendTelegramMessage(settings(), html),
    });
    const sentTitles = () => telegram.messages.map((message) => message.text.split("\n")[0]);
    let casino: string;

    beforeAll(async () => {
      telegram.messages.length = 0;
      casino = await insertCasino(database.db, { name: "Atlas <Casino>", slug: "atlas" });
      await insertPromotion(database.db, { title: "Zaten yayında", casinoId: casino });
    });

    it("tells nothing of the offers already running when the channel is first set up", async () => {
      expect(await announceNewPromotions(deps())).toEqual({ queued: 0, sent: 0, failed: 0 });
      expect(telegram.messages).toEqual([]);
    });

    it("tells a new offer once, with its casino, facts, expiry and the counted claim link, escaped for Telegram", async () => {
      const id = await insertPromotion(database.db, {
        title: "Hoş geldin <bonusu> & çevrimsiz",
        casinoId: casino,
        expiryDate: "2099-12-31T20:59:00.000Z",
      });
      await database.db.updateTable("promotions").set({ wagering: 0 }).where("id", "=", id).execute();
      expect(await announceNewPromotions(deps())).toMatchObject({ queued: 1, sent: 1 });
      expect(await announceNewPromotions(deps())).toMatchObject({ queued: 0, sent: 0 });
      expect(telegram.messages).toHaveLength(1);
      const [message] = telegram.messages;
      expect(message?.chatId).toBe("-1001234567890");
      expect(message?.parseMode).toBe("HTML");
      expect(message?.text).toBe(
        [
          "<b>Hoş geldin &lt;bonusu&gt; &amp; çevrimsiz</b>",
          "Atlas &lt;Casino&gt;",
          "Çevrimsiz · Kodsuz",
          "Son geçerlilik: 31 Aralık 2099",
          `<a href="${SITE_URL}/git/${id}">Bonusu al</a>`,
        ].join("\n"),
      );
    });

    it("waits for a scheduled offer's start, and never tells one switched off again or one switched on anew", async () => {
      const scheduled = await insertPromotion(database.db, { title: "Yarın başlıyor", casinoId: casino });
      await database.db
        .updateTable("promotions")
        .set({ starts_at: daysFromNow(1) })
        .where("id", "=", scheduled)
        .execute();
      await announceNewPromotions(deps());
      expect(sentTitles()).not.toContain("<b>Yarın başlıyor</b>");
      await announceNewPromotions(deps(), new Date(Date.now() + 2 * 86_400_000));
      expect(sentTitles()).toContain("<b>Yarın başlıyor</b>");

      const count = telegram.messages.length;
      await database.db.updateTable("promotions").set({ is_active: false }).where("id", "=", scheduled).execute();
      await announceNewPromotions(deps(), new Date(Date.now() + 2 * 86_400_000));
      await database.db.updateTable("promotions").set({ is_active: true }).where("id", "=", scheduled).execute();
      await announceNewPromotions(deps(), new Date(Date.now() + 2 * 86_400_000));
      expect(telegram.messages).toHaveLength(count);
    });

    it("retries a failed send later, then gives up after its attempts and says so for the dashboard", async () => {
      await insertPromotion(database.db, { title: "Tekrar denenecek", casinoId: casino });
      telegram.failNext(1);
      const start = Date.now();
      expect(await announceNewPromotions(deps(), new Date(start))).toMatchObject({ queued: 1, sent: 0, failed: 1 });
      expect(await announcementProblems(database.db)).toEqual({
        failed: 0,
        retrying: 1,
        lastError: "Telegram yanıtı 500: Internal Server Error",
      });
      // Not before its delay; then it goes through and the problem is gone.
      expect(await announceNewPromotions(deps(), new Date(start + 30_000))).toMatchObject({ sent: 0 });
      const later = start + (RETRY_DELAYS_MINUTES[0] + 1) * 60_000;
      expect(await announceNewPromotions(deps(), new Date(later))).toMatchObject({ sent: 1 });
      expect(await announcementProblems(database.db)).toBeNull();

      await insertPromotion(database.db, { title: "Hiç gitmeyecek", casinoId: casino });
      telegram.failNext(MAX_ATTEMPTS);
      let at = later;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        await announceNewPromotions(deps(), new Date(at));
        at += 24 * 60 * 60_000;
      }
      expect(await announcementProblems(database.db)).toMatchObject({ failed: 1, retrying: 0 });
      expect(sentTitles()).not.toContain("<b>Hiç gitmeyecek</b>");
    });
  });
}
