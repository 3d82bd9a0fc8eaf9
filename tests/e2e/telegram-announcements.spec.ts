import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeTelegram, startFakeTelegram } from "../fakes/telegram-server.ts";
import { DESKTOP, PAGE_LOAD } from "../support/browser.ts";
import { casinoRow, promotionRow, withDatabase } from "../support/content-fixtures.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #37 §3: each offer the operator switches on is posted to the Telegram channel, once. */
let telegram: FakeTelegram;
const casino = casinoRow({ name: "Telegram Casino", slug: "telegram-casino" });
const first = promotionRow({ title: "Telegram İlk Bonus", casino_id: casino.id, is_active: false });
const second = promotionRow({ title: "Telegram İkinci Bonus", casino_id: casino.id, is_active: false });
const third = promotionRow({ title: "Telegram Üçüncü Bonus", casino_id: casino.id, is_active: false });

beforeAll(async () => {
  telegram = await startFakeTelegram();
});

afterAll(async () => {
  await telegram?.close();
});

const site = setUpSite({
  env: () => ({
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_CHAT_ID: "@bonus_kanali",
    TELEGRAM_API_URL: telegram.apiUrl,
  }),
  prepare: async (_dataDir, database) => {
    await withDatabase(database, async (db) => {
      await db.insertInto("casinos").values(casino).execute();
      await db.insertInto("promotions").values([first, second, third]).execute();
    });
  },
});

describe("new offers on the operator's Telegram channel", () => {
  it("posts an offer when it is switched on, never again when switched off and on, and shows failed sends", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.goto("/admin/promotions");
    const toggle = async (title: string, to: "aktif" | "pasif") => {
      await page.getByRole("button", { name: `${title} ${to} yap` }).click();
      await page.getByText(`Promosyon ${to} edildi`).last().waitFor();
    };

    await toggle(first.title, "aktif");
    const [message] = await telegram.waitForMessages(1);
    expect(message?.chatId).toBe("@bonus_kanali");
    expect(message?.text).toContain(`<b>${first.title}</b>`);
    expect(message?.text).toContain("Telegram Casino");
    expect(message?.text).toContain(`/git/${first.id}">Bonusu al</a>`);

    // Off and on again: not told twice. The next offer's post proves the sweeps after the re-activation have run.
    await toggle(first.title, "pasif");
    await toggle(first.title, "aktif");
    await toggle(second.title, "aktif");
    await telegram.waitForMessages(2);
    expect(telegram.messages.map((m) => m.text.split("\n")[0])).toEqual([
      `<b>${first.title}</b>`,
      `<b>${second.title}</b>`,
    ]);

    // A send Telegram refuses is retried later, and the dashboard says so.
    telegram.failNext(1);
    await toggle(third.title, "aktif");
    await page.goto("/admin/dashboard");
    // The failed send is recorded a moment after the toggle: each read reloads and takes what the page shows now.
    await expect
      .poll(async () => {
        await page.reload();
        return (await page.getByRole("alert").allTextContents()).join(" ");
      }, PAGE_LOAD)
      .toContain("Telegram duyuruları gönderilemedi: 1 bonus yeniden denenecek");
    expect(telegram.messages).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
