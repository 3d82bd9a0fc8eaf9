import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, horizontalOverflow, PAGE_LOAD, PHONE, saveScreenshot } from "../support/browser.ts";
import { openContentPage, unexpectedErrors, waitForHydration } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";

const EMAIL = "settings-admin@example.com";
const PASSWORD = "ayar-sifre-1";

const site = setUpSite({ env: { SEED_DEMO: "0" }, admin: { email: EMAIL, password: PASSWORD } });

/** What an anonymous visitor (served through the page cache) sees on a public page. */
async function visit<T>(path: string, read: (page: Page) => Promise<T>): Promise<T> {
  const { page } = await openContentPage(site.browser, site.url, { viewport: DESKTOP });
  try {
    await page.goto(path);
    return await read(page);
  } finally {
    await page.context().close();
  }
}

const HERO_LABELS = ["Üst Başlık", "Ana Başlık", "Vurgulanacak Metin", "Açıklama", "Buton Metni", "Buton URL"];

describe("site settings", () => {
  it("validates and saves the hero, and the home page shows the new main title at once", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.goto("/admin/settings");
    await page.getByRole("heading", { name: "Ayarlar", exact: true }).waitFor();
    await expect.poll(() => page.getByRole("tab", { name: "Hero Bölümü" }).getAttribute("aria-selected")).toBe("true");
    const hero = page.getByRole("tabpanel", { name: "Hero Bölümü" });
    await hero.getByText("Henüz kayıtlı bir hero ayarı yok").waitFor();
    const save = hero.getByRole("button", { name: "Kaydet" });
    await expect.poll(() => save.isDisabled()).toBe(true);

    for (const label of HERO_LABELS) await hero.getByLabel(label, { exact: true }).fill("");
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    for (const message of [
      "Üst başlık gereklidir",
      "Ana başlık gereklidir",
      "Vurgulanacak metin gereklidir",
      "Açıklama gereklidir",
      "Buton metni gereklidir",
      "Buton URL gereklidir",
    ]) {
      await hero.getByText(message).waitFor();
    }

    await hero.getByLabel("Üst Başlık").fill("E2E haftanın seçkisi");
    await hero.getByLabel("Ana Başlık").fill("E2E Haftanın En İyi Bonusları");
    await hero.getByLabel("Vurgulanacak Metin").fill("En İyi");
    await hero.getByLabel("Açıklama", { exact: true }).fill("Bu hafta seçtiğimiz bonuslar.");
    await hero.getByLabel("Buton Metni").fill("Bonuslara Git");
    await hero.getByLabel("Buton URL").fill("javascript:alert(1)");
    await hero.getByText("Geçerli bir URL giriniz").waitFor();
    await hero.getByLabel("Buton URL").fill("/bonuslar");
    await saveScreenshot(page, "admin-settings-hero-desktop");
    await save.click();
    await page.getByText("Hero bölümü ayarları kaydedildi").waitFor();
    await expectAudited(site, { kind: "hero", action: "settings" });
    await expect.poll(() => save.isDisabled(), { timeout: 5_000 }).toBe(true);

    const home = await visit("/", async (p) => ({
      heading: await p.getByRole("heading", { level: 1 }).innerText(),
      button: await p.getByRole("link", { name: "Bonuslara Git" }).getAttribute("href"),
    }));
    expect(home).toEqual({ heading: "E2E Haftanın En İyi Bonusları", button: "/bonuslar" });

    await page.reload();
    await expect.poll(() => hero.getByLabel("Ana Başlık").inputValue()).toBe("E2E Haftanın En İyi Bonusları");
    await expect.poll(() => hero.getByText("Henüz kayıtlı bir hero ayarı yok").count()).toBe(0);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it("moves between the tabs with the arrow keys, Home and End, and a keyboard user reaches each tab's panel", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Ayar bölümleri" });
    const heroTab = tabs.getByRole("tab", { name: "Hero Bölümü" });
    const contentTab = tabs.getByRole("tab", { name: "İçerik Alanları" });
    const isFocused = (tab: typeof heroTab) => tab.evaluate((element) => element === document.activeElement);
    /** The selected tab holds the list's only tab stop and the focus; its panel is the one shown. */
    async function expectSelected(tab: typeof heroTab, panelName: string) {
      await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
      await expect.poll(() => isFocused(tab)).toBe(true);
      await expect.poll(() => tabs.getByRole("tab", { selected: true }).count()).toBe(1);
      await expect.poll(() => tabs.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
      await expect.poll(() => tab.getAttribute("tabindex")).toBe("0");
      await page.getByRole("tabpanel", { name: panelName }).waitFor();
    }

    await heroTab.focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(contentTab, "İçerik Alanları");
    await page.keyboard.press("ArrowRight");
    await expectSelected(heroTab, "Hero Bölümü");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(contentTab, "İçerik Alanları");
    await page.keyboard.press("Home");
    await expectSelected(heroTab, "Hero Bölümü");
    await page.keyboard.press("End");
    await expectSelected(contentTab, "İçerik Alanları");

    // Tab leaves the tab list for the shown panel; Shift+Tab comes back to the selected tab, not the first.
    for (const [tab, panelName] of [
      [contentTab, "İçerik Alanları"],
      [heroTab, "Hero Bölümü"],
    ] as const) {
      await page.keyboard.press("Tab");
      const panel = page.getByRole("tabpanel", { name: panelName });
      await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Shift+Tab");
      await expect.poll(() => isFocused(tab)).toBe(true);
      if (tab === contentTab) {
        await page.keyboard.press("ArrowLeft");
        await expectSelected(heroTab, "Hero Bölümü");
      }
    }
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it("saves the blog-section text, the 18+ notice and the disclosure, and every public page's footer shows them", async () => {
    const { page, errors } = await site.signInAt(PHONE);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "İçerik Alanları" }).click();
    const content = page.getByRole("tabpanel", { name: "İçerik Alanları" });
    const notice = content.getByLabel("18+ ve sorumlu oyun uyarısı");
    const disclosure = content.getByLabel("Ortaklık (affiliate) açıklaması");
    await notice.fill("");
    await disclosure.fill("x".repeat(501));
    await content.getByText("501/500").waitFor();
    await content.getByRole("button", { name: "Kaydet" }).click();
    await content.getByText("18+ ve sorumlu oyun uyarısı gereklidir").waitFor();
    await content.getByText("Ortaklık (affiliate) açıklaması en fazla 500 karakter olabilir").waitFor();

    await notice.fill("18+ E2E: Sorumlu oynayın, bütçenizi aşmayın.");
    await disclosure.fill("E2E ortaklık açıklaması: bağlantılardan komisyon alabiliriz.");
    await content.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
    await content.getByRole("textbox", { name: "Ana sayfa blog bölümü metni" }).click();
    await page.keyboard.type("E2E blog bölümü metni.");
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-settings-content-phone");
    await content.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("İçerik ayarları kaydedildi").waitFor();
    await expectAudited(site, { kind: "settings", action: "settings" });

    for (const path of ["/", "/guvenilir-siteler"]) {
      const footer = await visit(path, (p) => p.getByRole("contentinfo").innerText());
      expect(footer).toContain("18+ E2E: Sorumlu oynayın, bütçenizi aşmayın.");
      expect(footer).toContain("E2E ortaklık açıklaması: bağlantılardan komisyon alabiliriz.");
    }
    // Each read opens a page in a new browser context: the page-load poll, as one such read can take 5 s under load.
    await expect
      .poll(() => visit("/", (p) => p.locator("main").innerText()), PAGE_LOAD)
      .toContain("E2E blog bölümü metni.");
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);
});

describe("SEO settings", () => {
  it("counts title and description live, saves over the advice with a warning, and the public <title> follows", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.goto("/admin/seo-settings");
    await page.getByRole("heading", { name: "SEO Ayarları" }).waitFor();
    const panel = page.getByRole("region", { name: /Güvenilir Siteler/ });
    await panel.getByRole("button", { name: /Güvenilir Siteler/ }).click();
    const title = panel.getByLabel("Sayfa Başlığı");
    await title.fill("Güvenilir Casino Siteleri E2E");
    await panel.getByText("29/60").waitFor();
    await expect.poll(() => panel.getByText("29/60").getAttribute("data-over")).toBeNull();

    const long = "Güvenilir Casino Siteleri E2E – lisanslı, hızlı ödeyen, 7/24 destekli";
    await title.fill(long);
    const counter = panel.getByText(`${long.length}/60`);
    await expect.poll(() => counter.getAttribute("data-over")).toBe("true");
    await expect.poll(() => counter.getAttribute("class")).toContain("text-red-700");
    await panel.getByText("Başlık önerilen 60 karakteri aşıyor").waitFor();
    await panel.getByLabel("Meta Açıklaması").fill("a".repeat(161));
    await panel.getByText("161/160").waitFor();
    await panel.getByLabel("Anahtar Kelimeler").fill(" casino , ,güvenilir site,casino ");
    await panel.getByRole("button", { name: "AI Önerileri" }).click();
    await page
      .getByText("AI yapılandırılmamış: AI_API_KEY ayarlanmadığı için AI özellikleri kullanılamıyor.")
      .waitFor();
    await panel.getByText(/AI önerileri kullanılamıyor/).waitFor();
    await saveScreenshot(page, "admin-seo-settings-desktop");

    await panel.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("SEO ayarları kaydedildi").waitFor();
    await expectAudited(site, { kind: "seo-settings", action: "settings", summary: "sayfası" });
    await page.getByText("Başlık önerilen 60 karakteri aşıyor; arama sonuçlarında kısaltılabilir.").first().waitFor();
    await expect.poll(() => panel.getByLabel("Anahtar Kelimeler").inputValue()).toBe("casino, güvenilir site");
    await expect.poll(() => visit("/guvenilir-siteler", (p) => p.title()), PAGE_LOAD).toBe(long);

    await title.fill("Güvenilir Siteler | E2E");
    await panel.getByLabel("Meta Açıklaması").fill("");
    await panel.getByRole("button", { name: "Kaydet" }).click();
    await expect
      .poll(() => visit("/guvenilir-siteler", (p) => p.title()), { timeout: 10_000 })
      .toBe("Güvenilir Siteler | E2E");
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 90_000);

  it("lists one panel per public page on a phone and refuses a save for an unknown page", async () => {
    const { page, errors } = await site.signInAt(PHONE);
    await page.goto("/admin/seo-settings");
    const names = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll((regions) => regions.map((region) => region.querySelector("h2 span span")?.textContent));
    expect(names).toEqual(["Ana Sayfa", "Blog", "Bonuslar", "Güvenilir Siteler"]);
    await page.getByRole("button", { name: /Ana Sayfa/ }).click();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-seo-settings-phone");

    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const response = await fetch(`${site.url}/admin/seo-settings`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: crypto.randomUUID(), title: "x", description: "", keywords: "" }),
    });
    expect(response.status).toBe(404);
    const malformed = await fetch(`${site.url}/admin/seo-settings`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: "' or 1=1 --", title: "x".repeat(10_000) }),
    });
    expect(malformed.status).toBe(400);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
