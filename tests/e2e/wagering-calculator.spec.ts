import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { promotionPath } from "../../app/features/promotions/promotion-paths.ts";
import { CALCULATOR_MESSAGES } from "../../app/features/wagering/wagering.ts";
import { horizontalOverflow, openWatchedPage, PAGE_LOAD, PHONE, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { readJsonLd, waitForHydration } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #37 §1 and §2 on the demo content: the wagering calculator and an offer's visible history. */
const SITE_URL = "http://bonus.example";
const site = setUpSite({ env: { SITE_URL } });

/** The demo's welcome offer: %100 up to 5.000 TL, 35x on the bonus, minimum deposit 100 TL. */
const WELCOME_PATH = "/bonuslar/atlas-casino/100-hos-geldin-bonusu-5000-tlye-kadar";
/** The demo offer the operator edits: %25 up to 2.500 TL at 5x. */
const EDITED_TITLE = "Hafta Sonu %25 Kayıp Bonusu";

const calculator = (page: Page) => page.getByRole("region", { name: /Çevrim hesaplayıcı/i });
/** The answer's figure for one label ('Çevrilmesi gereken tutar'), as the visitor reads it. */
const figure = (page: Page, label: string) =>
  calculator(page)
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: `${label}:` }) })
    .locator("dd");

async function pathOf(title: string): Promise<string> {
  return withDatabase(site.database, async (db) => {
    const row = await db
      .selectFrom("promotions as p")
      .leftJoin("casinos as c", "c.id", "p.casino_id")
      .select(["p.id", "p.slug", "c.slug as casinoSlug"])
      .where("p.title", "=", title)
      .executeTakeFirstOrThrow();
    return promotionPath(row);
  });
}

// One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
for (const [label, viewport] of [["360 px phone", PHONE]] as const) {
  describe(`the wagering calculator on a ${label}`, () => {
    it("is filled from the offer on its page and answers as the visitor types, in Turkish figures", async () => {
      const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto(WELCOME_PATH);
      // The deposit that takes the whole bonus: 5.000 TL, so 5.000 TL bonus × 35.
      await expect
        .poll(() => figure(page, "Çevrilmesi gereken tutar").textContent())
        .toBe("175.000 TL (5.000 TL bonus × 35)");
      await expect
        .poll(() => figure(page, "Yaklaşık dönüş sayısı").textContent())
        .toBe("87.500 dönüş (dönüş başına 2 TL)");
      await expect
        .poll(() => figure(page, "Beklenen maliyet").textContent())
        .toBe("7.000 TL (RTP %96: çevrilen tutar × %4 kasa avantajı)");
      await expect
        .poll(() =>
          calculator(page)
            .getByText(/Bu bir tahmindir/)
            .isVisible(),
        )
        .toBe(true);

      // The calculator is a deferred part of the promotion page: typing before its code has come reaches no handler.
      await waitForHydration(page, calculator(page).getByLabel("Yatırım tutarı (TL)"));
      await calculator(page).getByLabel("Yatırım tutarı (TL)").fill("500");
      await expect
        .poll(() => figure(page, "Çevrilmesi gereken tutar").textContent())
        .toBe("17.500 TL (500 TL bonus × 35)");
      await calculator(page).getByLabel("Oyun katkısı (%)").fill("50");
      await expect
        .poll(() => figure(page, "Çevrilmesi gereken tutar").textContent())
        .toBe("35.000 TL (500 TL bonus × 35, oyun katkısı %50)");

      const deposit = calculator(page).getByLabel("Yatırım tutarı (TL)");
      await deposit.fill("9".repeat(5000));
      await expect.poll(() => deposit.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => calculator(page).getByText(CALCULATOR_MESSAGES.deposit).isVisible()).toBe(true);
      await expect.poll(() => figure(page, "Çevrilmesi gereken tutar").count()).toBe(0);
      await deposit.fill("1.000");
      await expect.poll(() => deposit.getAttribute("aria-invalid")).toBe(null);

      // The notice the responsible-gambling link points to is the footer's.
      const link = calculator(page).getByRole("link", { name: "Sorumlu oyun" });
      const target = (await link.getAttribute("href")) ?? "";
      await expect.poll(() => page.locator(target).textContent()).toContain("sorumlu oynayın");
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await calculator(page).scrollIntoViewIfNeeded();
      await saveScreenshot(page, `wagering-calculator-offer-${viewport.width}`);
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });

    it("answers on /cevrim-hesaplama for any offer typed in, reached from the footer and a wagering chip", async () => {
      const { page, errors } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/bonuslar");
      const card = page.getByRole("article").filter({ hasText: "%100 Hoş Geldin Bonusu 5.000 TL'ye Kadar" });
      await card.getByRole("link", { name: "35x çevrim" }).click();
      await page.waitForURL(/\/cevrim-hesaplama$/);
      await expect
        .poll(() => page.getByRole("contentinfo").getByRole("link", { name: "Çevrim Hesaplama" }).getAttribute("href"))
        .toBe("/cevrim-hesaplama");

      const form = calculator(page);
      // Values typed before React hydrates the form are replaced by its state: wait for its handlers first.
      await waitForHydration(page, form.getByLabel("Bonus yüzdesi (%)"));
      await form.getByLabel("Bonus yüzdesi (%)").fill("");
      await form.getByLabel("Bonus tutarı ya da üst sınırı (TL)").fill("100");
      await form.getByLabel("Çevrim şartı (x)").fill("35");
      await expect
        .poll(() => figure(page, "Çevrilmesi gereken tutar").textContent())
        .toBe("3.500 TL (100 TL bonus × 35)");

      await form.getByLabel("Bonus yüzdesi (%)").fill("100");
      await form.getByLabel("Bonus tutarı ya da üst sınırı (TL)").fill("1.000");
      await form.getByLabel("Yatırım tutarı (TL)").fill("500");
      await form.getByLabel("Çevrim şartı (x)").fill("30");
      await form.getByLabel("Çevrim neye uygulanır").selectOption({ label: "Bonus + yatırım" });
      await form.getByLabel("Maksimum çekim (TL)").fill("750");
      await expect
        .poll(() => figure(page, "Çevrilmesi gereken tutar").textContent())
        .toBe("30.000 TL (1.000 TL bonus + yatırım × 30)");
      await expect.poll(() => figure(page, "Çevrim sonunda beklenen bakiye").textContent()).toBe("0 TL");

      await form.getByLabel("Çevrim şartı (x)").fill("0");
      await expect
        .poll(() => figure(page, "Çevrim").textContent())
        .toBe("Çevrimsiz: bonusu çevrim yapmadan çekebilirsiniz.");
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `wagering-calculator-page-${viewport.width}`);
      expect(errors).toEqual([]);
    });

    it("works without JavaScript: the offer's form answers on /cevrim-hesaplama, not indexed and not stored", async () => {
      const context = await site.browser.newContext({ viewport, javaScriptEnabled: false, baseURL: site.url });
      try {
        const page = await context.newPage();
        await page.goto(WELCOME_PATH);
        const form = calculator(page);
        await form.getByLabel("Yatırım tutarı (TL)").fill("1.000");
        await form.getByLabel("Çevrim neye uygulanır").selectOption({ label: "Bonus + yatırım" });
        await form.getByRole("button", { name: "Hesapla" }).click();
        await page.waitForURL(/\/cevrim-hesaplama\?/, PAGE_LOAD);
        expect(new URL(page.url()).searchParams.get("yatirim")).toBe("1.000");
        await expect
          .poll(() => figure(page, "Çevrilmesi gereken tutar").textContent())
          .toBe("70.000 TL (2.000 TL bonus + yatırım × 35)");
        await expect.poll(() => page.getAttribute('meta[name="robots"]', "content")).toBe("noindex, follow");
        await expect
          .poll(() => page.getAttribute('link[rel="canonical"]', "href"))
          .toBe(`${SITE_URL}/cevrim-hesaplama`);

        // A visitor's figures are answered for them alone: never from or into the page cache.
        const figures = await page.request.get("/cevrim-hesaplama?yatirim=700&cevrim=30");
        expect(figures.headers()["cache-control"]).toBe("private, no-store");
        expect(figures.headers()["x-cache"]).toBeUndefined();

        // Bad and oversized figures get the Turkish message of their field, never an error page.
        await page.goto(`/cevrim-hesaplama?yatirim=${"9".repeat(5000)}&rtp=abc`);
        await expect.poll(() => page.getByText(CALCULATOR_MESSAGES.deposit).isVisible()).toBe(true);
        await expect.poll(() => page.getByText(CALCULATOR_MESSAGES.rtp).isVisible()).toBe(true);
        await saveScreenshot(page, `wagering-calculator-no-js-${viewport.width}`);
      } finally {
        await context.close();
      }
    });
  });

  describe(`an offer's history on a ${label}`, () => {
    it("shows the visitor the fact the operator changed, newest first, and dateModified", async () => {
      const { page: admin, errors } = await site.signInAt(viewport);
      const openFacts = async () => {
        await admin.goto("/admin/promotions");
        await admin.getByRole("link", { name: `${EDITED_TITLE} düzenle` }).click();
        await admin.getByRole("tab", { name: "Bonus Bilgileri" }).click();
      };
      // The demo content is seeded without revisions: a first save keeps the version visitors see now.
      await openFacts();
      await admin.getByRole("button", { name: "Güncelle" }).click();
      await admin.waitForURL(/\/admin\/promotions$/);
      await openFacts();
      const wagering = admin.getByLabel("Çevrim şartı (kat)", { exact: true });
      const before = Number(await wagering.inputValue());
      await wagering.fill(String(before + 1));
      await admin.getByRole("button", { name: "Güncelle" }).click();
      await admin.waitForURL(/\/admin\/promotions$/);

      // A visitor, without the operator's session: the page as the page cache serves it.
      const { page, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto(await pathOf(EDITED_TITLE));
      const history = page.getByRole("region", { name: "Teklif Geçmişi" });
      await expect
        .poll(() => history.getByRole("listitem").first().textContent())
        .toContain(`Çevrim şartı ${before}x → ${before + 1}x`);
      await expect.poll(() => history.getByText(/^Son güncelleme: \d+ dakika önce$/).isVisible()).toBe(true);
      await expect.poll(() => history.textContent()).not.toContain("Yönetici");
      const webPage = (await readJsonLd(page)).find((data) => data["@type"] === "WebPage");
      expect(Date.now() - Date.parse(String(webPage?.dateModified))).toBeLessThan(10 * 60_000);
      await history.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `offer-history-${viewport.width}`);
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });
  });
}
