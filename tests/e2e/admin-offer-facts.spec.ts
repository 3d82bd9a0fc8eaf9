import { describe, expect, it } from "vitest";
import { horizontalOverflow, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #14 step 4: the operator fills a casino's facts in its form and sees them on the public page. */
const site = setUpSite();

async function zumrutEditPath(page: import("playwright-core").Page): Promise<string> {
  await page.goto("/admin/casinos");
  const link = page.getByRole("link", { name: /Zümrüt Casino.*düzenle/i }).first();
  const href = await link.getAttribute("href");
  if (!href) throw new Error("no edit link for Zümrüt Casino");
  return href;
}

// One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
for (const [label, viewport] of [["360 px phone", PHONE]] as const) {
  describe(`casino facts in the admin on a ${label}`, () => {
    it("refuses a bad fact under its field in Turkish, then saves every fact and shows them on the casino page", async () => {
      const { page, errors } = await site.signInAt(viewport);
      await page.goto(await zumrutEditPath(page));
      await page.getByLabel("Kuruluş yılı", { exact: true }).fill("1800");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await expect
        .poll(() => page.getByText("Kuruluş yılı 1990 ile 2100 arasında bir yıl olmalıdır").isVisible())
        .toBe(true);

      await page.getByLabel("Lisans kurumu", { exact: true }).fill("Malta Gaming Authority");
      await page.getByLabel("Lisans numarası", { exact: true }).fill(`MGA/B2C/${viewport.width}`);
      await page.getByLabel("Kuruluş yılı", { exact: true }).fill("2015");
      await page.getByLabel("Ortalama çekim süresi", { exact: true }).fill("1–3 saat");
      await page.getByLabel("Minimum yatırım (TL)", { exact: true }).fill("1.000");
      await page.getByLabel("Minimum çekim (TL)", { exact: true }).fill("300");
      await page.getByLabel("Destek saatleri", { exact: true }).fill("7/24 Türkçe");
      await page.getByLabel("Mobil uygulama", { exact: true }).selectOption({ label: "Yok" });
      const channels = page.getByRole("group", { name: "Destek kanalları" });
      await channels.getByLabel("Telefon", { exact: true }).check();
      const methods = page.getByRole("group", { name: "Ödeme yöntemleri" });
      await methods.getByLabel("Havale/EFT", { exact: true }).check();
      await methods.getByLabel("Papara", { exact: true }).uncheck();
      await page.getByLabel("Artılar", { exact: true }).fill("Hızlı çekim\nGeniş oyun seçkisi");
      await page.getByLabel("Eksiler", { exact: true }).fill("Bonus seçeneği az");
      await page.getByLabel("Bonuslar", { exact: true }).fill("3");
      await page.getByLabel("Ödeme hızı", { exact: true }).fill("5");
      await page.getByLabel("Oyun çeşitliliği", { exact: true }).fill("4");
      await page.getByLabel("Destek", { exact: true }).fill("4");
      await page.getByLabel("Güvenilirlik", { exact: true }).fill("4,5");
      await saveScreenshot(page, `admin-casino-facts-${viewport.width}`);
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.waitForURL(/\/admin\/casinos$/);

      await page.goto("/casino/zumrut-casino");
      const main = page.getByRole("main");
      await expect
        .poll(() => main.getByText(`Malta Gaming Authority · MGA/B2C/${viewport.width}`).isVisible())
        .toBe(true);
      await expect.poll(() => main.getByText("1.000 TL").isVisible()).toBe(true);
      await expect.poll(() => main.getByText("Canlı destek, Telefon, WhatsApp").isVisible()).toBe(true);
      // The overall rating is the criteria's mean: (3 + 5 + 4 + 4 + 4.5) / 5 = 4.1.
      await expect.poll(() => main.getByText("Genel puan (4,1 / 5)", { exact: false }).isVisible()).toBe(true);
      const methodNames = main.getByRole("region", { name: "Ödeme Yöntemleri" }).getByRole("listitem");
      await expect.poll(() => methodNames.allTextContents()).toEqual(["Havale/EFT", "Kripto", "Kredi Kartı"]);
      await expect
        .poll(() => main.getByRole("region", { name: "Artıları" }).getByRole("listitem").allTextContents())
        .toEqual(["+Hızlı çekim", "+Geniş oyun seçkisi"]);
      expect(errors).toEqual([]);
    });

    it("fills a promotion's facts on its 'Bonus Bilgileri' tab and shows them as chips on its public card", async () => {
      const { page, errors } = await site.signInAt(viewport);
      await page.goto("/admin/promotions");
      const title = "Slot Festivali: Seçili Oyunlarda 100 Bedava Dönüş";
      await page.getByRole("link", { name: `${title} düzenle` }).click();
      const factsTab = page.getByRole("tab", { name: "Bonus Bilgileri" });
      await factsTab.waitFor();
      // The image preview's 'Görseli Kaldır' and the third tab once pushed the form past a phone's edge.
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-promotion-edit-${viewport.width}`);
      await factsTab.click();
      await page.getByLabel("Çevrim şartı (kat)", { exact: true }).fill("abc");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await expect
        .poll(() => page.getByText("Çevrim şartı 0 ile 200 arasında bir sayı olmalıdır (0 = çevrimsiz)").isVisible())
        .toBe(true);
      await page.getByLabel("Çevrim şartı (kat)", { exact: true }).fill("0");
      await page.getByLabel("Minimum yatırım (TL)", { exact: true }).fill("50");
      await page.getByLabel("Bonus yüzdesi (%)", { exact: true }).fill("50");
      await page.getByLabel("Bonus tutarı / en yüksek bonus (TL)", { exact: true }).fill("1.500");
      await page.getByLabel("Kimler için", { exact: true }).selectOption({ label: "Yeni üyeler" });
      await page.getByRole("group", { name: "Geçerli oyunlar" }).getByLabel("Canlı casino").check();
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.waitForURL(/\/admin\/promotions$/);

      await page.goto("/bonuslar");
      const card = page.getByRole("article").filter({ hasText: title });
      await expect
        .poll(() => card.getByRole("list", { name: "Bonus özellikleri" }).getByRole("listitem").allTextContents())
        .toEqual(["%50 · 1.500 TL'ye kadar", "100 bedava dönüş", "Çevrimsiz", "Min. 50 TL"]);
      expect(errors).toEqual([]);
    });
  });
}
