import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeAi, startFakeAi } from "../fakes/ai-server.ts";
import { DESKTOP, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #14 'AI ile doldur': the AI proposes facts from the item's own text; nothing changes until confirmed. */
let fake: FakeAi;

beforeAll(async () => {
  fake = await startFakeAi();
});

const site = setUpSite({ env: () => ({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-ai-key" }) });
const unconfigured = setUpSite({ env: { AI_API_KEY: "" } });

afterAll(async () => {
  await fake?.close();
});

const PROMOTION = "Slot Festivali: Seçili Oyunlarda 100 Bedava Dönüş";

async function openPromotionFacts(page: Page): Promise<void> {
  await page.goto("/admin/promotions");
  await page.getByRole("link", { name: `${PROMOTION} düzenle` }).click();
  await page.getByRole("tab", { name: "Bonus Bilgileri" }).click();
}

async function storedWagering(): Promise<number | null> {
  return withDatabase(site.dataDir, async (db) => {
    const row = await db.selectFrom("promotions").select("wagering").where("title", "=", PROMOTION).executeTakeFirst();
    return row?.wagering ?? null;
  });
}

// One width: nothing here changes with the width; the accessibility parts check every screen at both.
for (const [label, viewport] of [["1280 px desktop", DESKTOP]] as const) {
  describe(`'AI ile doldur' on a ${label}`, () => {
    it("proposes a promotion's facts from its text, shows old → new and what it refused, and fills the form only when confirmed", async () => {
      const { page, errors } = await site.signInAt(viewport);
      await openPromotionFacts(page);
      const before = await storedWagering();
      const wagering = String(40 + viewport.width / 40);
      fake.queue.push({
        content: JSON.stringify({ wagering: Number(wagering), freeSpins: 100, games: ["slot"], bonusPercent: "çok" }),
      });
      await page.getByRole("button", { name: "AI ile doldur" }).click();
      const dialog = page.getByRole("dialog", { name: "AI önerisi" });
      await dialog.waitFor();
      expect(fake.requests.at(-1)?.messages.at(-1)?.content).toContain("bedava dönüş");
      const row = dialog.getByRole("row", { name: /Çevrim şartı/ });
      await expect.poll(() => row.getByRole("cell").last().textContent()).toBe(wagering);
      await dialog.getByText("Bonus yüzdesi: Bonus yüzdesi 1 ile 1.000 arasında bir tam sayı olmalıdır").waitFor();
      await saveScreenshot(page, `admin-ai-facts-promotion-${viewport.width}`);

      await dialog.getByRole("button", { name: "Vazgeç" }).click();
      await dialog.waitFor({ state: "hidden" });
      await expect.poll(() => page.getByLabel("Çevrim şartı (kat)", { exact: true }).inputValue()).not.toBe(wagering);

      fake.queue.push({ content: JSON.stringify({ wagering: Number(wagering), games: ["slot"] }) });
      await page.getByRole("button", { name: "AI ile doldur" }).click();
      await dialog.getByRole("button", { name: "Forma uygula" }).click();
      await expect.poll(() => page.getByLabel("Çevrim şartı (kat)", { exact: true }).inputValue()).toBe(wagering);
      // Applied to the form, not saved: the stored value is as it was until 'Güncelle'.
      expect(await storedWagering()).toBe(before);
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.waitForURL(/\/admin\/promotions$/);
      expect(await storedWagering()).toBe(Number(wagering));
      expect(errors).toEqual([]);
    });

    it("answers a nonsense reply and a provider failure with a Turkish message and changes nothing", async () => {
      const { page, allowErrors } = await site.signInAt(viewport);
      // Chromium logs the 502 answers to the replies this test makes fail.
      allowErrors(/status of 502/);
      await openPromotionFacts(page);
      const button = page.getByRole("button", { name: "AI ile doldur" });
      fake.queue.push({ content: "bu bir JSON değil" });
      await button.click();
      await page.getByRole("alert").getByText("AI yanıtı anlaşılamadı").waitFor();
      fake.queue.push({ content: JSON.stringify({ wagering: "bilinmiyor", oyunlar: "hepsi" }) });
      await button.click();
      await page.getByRole("alert").getByText("AI bu metinden kullanılabilir bir bilgi çıkaramadı").waitFor();
      fake.queue.push({ status: 429, error: { message: "Too many requests" } });
      await button.click();
      await page.getByRole("alert").getByText("API istek limiti aşıldı, lütfen daha sonra tekrar deneyin").waitFor();
      await expect.poll(() => page.getByRole("dialog", { name: "AI önerisi" }).isVisible()).toBe(false);
    });

    it("proposes a casino's payment methods and pros from its description, and fills them when confirmed", async () => {
      const { page, errors } = await site.signInAt(viewport);
      await page.goto("/admin/casinos");
      await page
        .getByRole("link", { name: /Zümrüt Casino.*düzenle/i })
        .first()
        .click();
      fake.queue.push({
        content: JSON.stringify({
          pros: ["Hızlı çekim", "Türkçe canlı destek"],
          paymentMethods: ["kripto", "paypal"],
          hasMobileApp: true,
        }),
      });
      await page.getByRole("button", { name: "AI ile doldur" }).click();
      const dialog = page.getByRole("dialog", { name: "AI önerisi" });
      await dialog.getByRole("row", { name: /Artılar/ }).waitFor();
      await dialog.getByText("Ödeme yöntemleri: Bilinmeyen ödeme yöntemi: paypal").waitFor();
      await saveScreenshot(page, `admin-ai-facts-casino-${viewport.width}`);
      await dialog.getByRole("button", { name: "Forma uygula" }).click();
      await expect
        .poll(() => page.getByLabel("Artılar", { exact: true }).inputValue())
        .toBe("Hızlı çekim\nTürkçe canlı destek");
      await page.getByRole("status").getByText("alan dolduruldu").waitFor();
      expect(errors).toEqual([]);
    });

    it("says in Turkish that AI is not configured", async () => {
      const { page, allowErrors } = await unconfigured.signInAt(viewport);
      // Chromium logs the 503 answer that says so.
      allowErrors(/status of 503/);
      await page.goto("/admin/promotions");
      await page.getByRole("link", { name: `${PROMOTION} düzenle` }).click();
      await page.getByRole("tab", { name: "Bonus Bilgileri" }).click();
      await page.getByRole("button", { name: "AI ile doldur" }).click();
      await page.getByRole("alert").getByText("AI yapılandırılmamış").waitFor();
    });
  });
}
