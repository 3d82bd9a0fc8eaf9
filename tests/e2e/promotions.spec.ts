import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { formatDate } from "../../app/utils/format.ts";
import {
  DESKTOP,
  holdRequests,
  horizontalOverflow,
  openWatchedPage,
  PHONE,
  saveScreenshot,
} from "../support/browser.ts";
import { waitForHydration } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";
import {
  CASINO_SLUG,
  fx,
  ISTANBUL_PATH,
  insertFixtures,
  LIGHT_PATH,
  SITE_URL,
  TEXT,
} from "../support/promotion-fixtures.ts";

let handle: DatabaseHandle;

const site = setUpSite({ env: { SITE_URL }, admin: false });

beforeAll(async () => {
  // Beside the running server on SQLite, before any page is requested (and cached).
  handle = openDatabase({ dataDir: site.dataDir });
  await insertFixtures(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

beforeEach(async () => {
  // Every test posts from 127.0.0.1: start each with a fresh allowance.
  await handle.db.deleteFrom("rate_limits").execute();
});

const commentCount = async (promotionId?: string) => {
  let query = handle.db.selectFrom("promotion_comments").select((eb) => eb.fn.countAll<number>().as("n"));
  if (promotionId) query = query.where("promotion_id", "=", promotionId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

const postComment = (promotionId: string, body: unknown, contentType = "application/json") =>
  fetch(`${site.url}/api/promotions/${promotionId}/comments`, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

// One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
for (const [label, viewport] of [["360 px phone", PHONE]] as const) {
  const shot = label.startsWith("360") ? "phone" : "desktop";

  describe(`promotions on a ${label}`, () => {
    it("expands home page cards one at a time up to 500px and closes the open card when it is clicked", async () => {
      const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/");
      const section = page.locator("#promotions-section");
      const toggles = section.getByRole("button", { name: /^Ayrıntılar:/ });
      // The card list is a deferred part: a toggle clicked before its code has come does nothing (seen under load).
      await waitForHydration(page, toggles.first());
      await expect.poll(() => toggles.count()).toBeGreaterThan(2);
      const first = toggles.nth(0);
      const second = toggles.nth(1);
      const panelOf = async (toggle: typeof first) =>
        page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
      const firstPanel = await panelOf(first);
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => firstPanel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("0px");

      await first.click();
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("true");
      await expect.poll(() => firstPanel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("500px");
      await expect.poll(() => firstPanel.getByRole("link", { name: "Detayları Gör" }).isVisible()).toBe(true);
      await saveScreenshot(page, `promotions-home-card-open-${shot}`);

      await second.click();
      await expect.poll(() => first.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("true");

      // A click anywhere on the open card's header (here its teaser) closes it.
      await section.locator("article").nth(1).locator("p.text-sm").first().click();
      await expect.poll(() => second.getAttribute("aria-expanded")).toBe("false");
      await expect.poll(() => section.locator('[aria-expanded="true"]').count()).toBe(0);
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });

    it("searches Turkish-aware, filters by chip and clears, with the filter state in the URL", async () => {
      const { page, errors } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/bonuslar");
      await saveScreenshot(page, `promotions-list-${shot}`);
      // Typed before hydration, the text is lost when React takes over the input (seen as an empty `q`).
      await waitForHydration(page);
      const search = page.getByRole("searchbox", { name: "Promosyon ara" });
      await search.fill("ışık festivali");
      await search.press("Enter");
      await page.waitForURL(/q=/);
      expect(new URL(page.url()).searchParams.get("q")).toBe("ışık festivali");
      const cardTitles = () => page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents();
      await expect.poll(async () => (await cardTitles()).join("|")).toBe("IŞIK Festivali Test Bonusu");
      await expect.poll(() => page.getByText("Aktif Filtre").isVisible()).toBe(true);

      await page
        .getByRole("navigation", { name: "Kategoriler" })
        .getByRole("link", { name: "Özel Test Kategorisi" })
        .click();
      await page.waitForURL(/kategori=ozel-test/);
      const params = new URL(page.url()).searchParams;
      expect(params.get("q")).toBe("ışık festivali");
      const chip = page
        .getByRole("navigation", { name: "Kategoriler" })
        .getByRole("link", { name: "Özel Test Kategorisi" });
      await expect.poll(() => chip.getAttribute("aria-current")).toBe("true");
      await expect.poll(() => page.getByText("Kategori: Özel Test Kategorisi").isVisible()).toBe(true);
      await saveScreenshot(page, `promotions-list-filtered-${shot}`);

      await page.getByRole("link", { name: "Filtreleri Temizle" }).click();
      await page.waitForURL(`${site.url}/bonuslar`);
      await expect.poll(() => page.getByText("Aktif Filtre").count()).toBe(0);
      await expect.poll(() => search.inputValue()).toBe("");

      await search.fill("İSTANBUL");
      await search.press("Enter");
      await page.waitForURL(/q=/);
      await expect.poll(async () => (await cardTitles()).join("|")).toBe("İstanbul Gece Test Bonusu");
      expect(errors).toEqual([]);
    });

    it("shows the detail page: casino, sanitised description, terms, code, expiry, claim link and related slider", async () => {
      const { page, errors } = await openWatchedPage(site.browser, site.url, viewport);
      const response = await page.goto(LIGHT_PATH);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("IŞIK Festivali Test Bonusu");
      await expect.poll(() => page.getByRole("heading", { name: "Test Kumarhanesi" }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText("Puan: 4,2 / 5").isVisible()).toBe(true);
      await expect.poll(() => page.getByText("Işıklı gecelere özel kısa açıklama.").count()).toBe(1);
      await expect.poll(() => page.getByText("açıklama burada.").isVisible()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__xss))
        .toBeUndefined();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__casinoXss))
        .toBeUndefined();
      await expect.poll(() => page.locator("main script").count()).toBe(0);
      await expect.poll(() => page.locator("main img[onerror]").count()).toBe(0);
      const terms = page
        .getByRole("heading", { name: "Şartlar ve Koşullar" })
        .locator("xpath=following-sibling::ul/li");
      await expect
        .poll(() => terms.allTextContents())
        .toEqual(["Minimum yatırım 100 TL'dir.", "Çevrim şartı 30 kattır."]);
      const claimBox = page.getByRole("region", { name: "Bonus bilgileri" }).filter({ visible: true });
      await expect.poll(() => claimBox.getByText("ISIK50").isVisible()).toBe(true);
      await expect.poll(() => claimBox.getByRole("button", { name: "Kodu kopyala: ISIK50" }).isVisible()).toBe(true);
      await expect.poll(() => claimBox.getByText(formatDate(fx.lightExpiry)).isVisible()).toBe(true);
      const claim = claimBox.getByRole("link", { name: "Bonusu Al", exact: true });
      await expect.poll(() => claim.getAttribute("href")).toBe(`/git/${fx.light}`);
      await expect.poll(() => claim.getAttribute("rel")).toBe("sponsored nofollow noopener");
      await expect.poll(() => claim.getAttribute("target")).toBe("_blank");
      await expect.poll(() => page.getByText(TEXT.noComments).isVisible()).toBe(true);
      await expect.poll(() => page.getByText("Süresi Doldu").count()).toBe(0);

      // Related: 6 other listed promotions of the casino, 3 per slide; the buttons wrap around.
      const related = page.getByRole("heading", { name: "Benzer Promosyonlar" }).locator("xpath=../..");
      const visibleTitles = () => related.locator("ul:not([hidden]) h3").allTextContents();
      const slide1 = await visibleTitles();
      expect(slide1).toHaveLength(3);
      expect(slide1[0]).toBe("İstanbul Gece Test Bonusu");
      // The buttons are disabled until the page hydrates, so the click waits for them; the slide changes on the
      // render after the click returns: wait for the next three, not a snapshot of the old ones.
      await related.getByRole("button", { name: "Sonraki promosyonlar" }).click();
      await expect.poll(() => visibleTitles()).not.toEqual(slide1);
      const slide2 = await visibleTitles();
      expect(slide2).toHaveLength(3);
      await related.getByRole("button", { name: "Sonraki promosyonlar" }).click();
      await expect.poll(() => visibleTitles()).toEqual(slide1);
      await related.getByRole("button", { name: "Önceki promosyonlar" }).click();
      await expect.poll(() => visibleTitles()).toEqual(slide2);
      await expect.poll(() => related.getByText("Süresi Geçmiş Test Bonusu").count()).toBe(0);

      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `promotions-detail-${shot}`);
      expect(errors).toEqual([]);
    });

    it("validates the comment form with the spec's texts, then adds the comment on top and clears the form", async () => {
      const { page, errors } = await openWatchedPage(site.browser, site.url, viewport);
      const promotionId = shot === "phone" ? fx.commentsPhone : fx.commentsDesktop;
      await page.goto(`/promotion/${promotionId}`);
      // The pre-existing comment that the new one must come before.
      await postComment(promotionId, { userName: "Önceki Ziyaretçi", comment: "İlk yorum.", rating: 2 });
      await page.reload();
      // A click before hydration posts the form natively (the no-JS path: no toast, no submitting state).
      const form = page.getByRole("form", { name: "Yorum Yap" });
      await waitForHydration(page, form);
      const submit = form.getByRole("button", { name: "Yorum Gönder" });

      await submit.click();
      await form.getByText(TEXT.nameRequired).waitFor({ state: "visible" });
      await expect.poll(() => form.getByText(TEXT.commentRequired).isVisible()).toBe(true);
      await form.getByLabel("Adınız").fill("Zeynep");
      await expect.poll(() => form.getByText(TEXT.nameRequired).count()).toBe(0);
      await expect.poll(() => form.getByText(TEXT.commentRequired).isVisible()).toBe(true);
      await form.getByLabel("Yorumunuz").fill("  Çok iyi bir bonus, tavsiye ederim.  ");
      await form.locator("label").filter({ hasText: "3 yıldız" }).click();
      await expect.poll(() => form.getByRole("radio", { name: "3 yıldız" }).isChecked()).toBe(true);
      await saveScreenshot(page, `promotions-comment-form-${shot}`);

      // The request is held until the submitting state has been seen.
      const release = await holdRequests(page, "**/api/promotions/*/comments");
      await submit.click();
      await expect.poll(() => form.getByRole("button", { name: "Gönderiliyor..." }).isDisabled()).toBe(true);
      release();
      await page.getByText(TEXT.success).waitFor({ state: "visible" });

      const items = page.getByRole("list", { name: "Yorum listesi" }).getByRole("listitem");
      await expect.poll(() => items.count()).toBe(2);
      await expect.poll(() => items.first().textContent()).toContain("Zeynep");
      await expect.poll(() => items.first().textContent()).toContain("Çok iyi bir bonus, tavsiye ederim.");
      await expect.poll(() => items.first().getByRole("img", { name: "5 üzerinden 3 puan" }).isVisible()).toBe(true);
      await expect.poll(() => items.nth(1).textContent()).toContain("Önceki Ziyaretçi");
      await expect.poll(() => form.getByLabel("Adınız").inputValue()).toBe("");
      await expect.poll(() => form.getByLabel("Yorumunuz").inputValue()).toBe("");
      await expect.poll(() => form.getByRole("radio", { name: "5 yıldız" }).isChecked()).toBe(true);
      await saveScreenshot(page, `promotions-comment-added-${shot}`);

      const stored = await handle.db
        .selectFrom("promotion_comments")
        .select(["user_name", "comment", "rating"])
        .where("promotion_id", "=", promotionId)
        .where("user_name", "=", "Zeynep")
        .execute();
      expect(stored).toEqual([{ user_name: "Zeynep", comment: "Çok iyi bir bonus, tavsiye ederim.", rating: 3 }]);
      expect(errors).toEqual([]);
    });
  });
}

describe("promotion list details", () => {
  it("renders the next page and its canonical URL on the client after a click on 'Sonraki'", async () => {
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/bonuslar");
    await expect.poll(() => page.getAttribute('link[rel="canonical"]', "href")).toBe(`${SITE_URL}/bonuslar`);
    // The pager hydrates when its code arrives; a click before that is a plain link's full load.
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sonraki" }).click();
    await page.waitForURL(/sayfa=2/);
    // The client renders the new page and its head just after the address changes.
    await expect.poll(() => page.getAttribute('link[rel="canonical"]', "href")).toBe(`${SITE_URL}/bonuslar?sayfa=2`);
    await expect.poll(() => page.getByRole("main").getByRole("heading", { level: 3 }).count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole("navigation", { name: "Sayfalar" })
          .getByText(/^Sayfa \d+ \//)
          .textContent(),
      )
      .toMatch(/^Sayfa 2 \//);
  });

  it("shows a subtle pending indicator while a filter navigation is on its way", async () => {
    const { page, errors } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/bonuslar");
    // The filter form hydrates when its code arrives; a click before that is a plain link's full load.
    await waitForHydration(page);
    const release = await holdRequests(page, /\.data(\?|$)/);
    await page
      .getByRole("navigation", { name: "Kategoriler" })
      .getByRole("link", { name: "Özel Test Kategorisi" })
      .click();
    await page.getByRole("status").filter({ hasText: "Yükleniyor…" }).waitFor({ state: "visible" });
    release();
    await page.waitForURL(/kategori=ozel-test/);
    await expect.poll(() => page.getByText("Yükleniyor…").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("promotion detail states", () => {
  it("accepts the comment form without JavaScript: stored, redirected back, shown on top", async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: site.url });
    const page = await context.newPage();
    const path = `/bonuslar/${CASINO_SLUG}/betiksiz-yorum-test-bonusu`;
    await page.goto(path);
    const form = page.getByRole("form", { name: "Yorum Yap" });

    // A name of spaces passes the browser's own check; the server answers with the spec's text.
    await form.getByLabel("Adınız").fill("   ");
    await form.getByLabel("Yorumunuz").fill("Boş isimli yorum");
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Yorum Gönder" }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await page.waitForLoadState();
    await expect.poll(() => page.getByText(TEXT.nameRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel("Yorumunuz").inputValue()).toBe("Boş isimli yorum");
    await expect.poll(() => commentCount(fx.noScript)).toBe(0);

    await page.getByLabel("Adınız").fill("Betiksiz Ziyaretçi");
    await page.getByLabel("Yorumunuz").fill("JavaScript olmadan da çalışıyor.");
    await page.locator("label").filter({ hasText: "4 yıldız" }).click();
    await page.getByRole("button", { name: "Yorum Gönder" }).click();
    await page.waitForURL(/yorum=eklendi/);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect.poll(() => page.getByRole("status").filter({ hasText: TEXT.success }).isVisible()).toBe(true);
    const first = page.getByRole("list", { name: "Yorum listesi" }).getByRole("listitem").first();
    await expect.poll(() => first.textContent()).toContain("JavaScript olmadan da çalışıyor.");
    await expect.poll(() => first.getByRole("img", { name: "5 üzerinden 4 puan" }).count()).toBe(1);
    await expect.poll(() => commentCount(fx.noScript)).toBe(1);
    await saveScreenshot(page, "promotions-comment-no-js-phone");
    await context.close();
  });

  it("shows an XSS comment as text on the hydrated page, and nothing of it runs", async () => {
    const xss = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
    // Stored as sent and escaped in the server's HTML: tests/integration/promotion-pages.test.ts.
    expect((await postComment(fx.xss, { userName: "<b>Saldırgan</b>", comment: xss, rating: 1 })).status).toBe(201);
    const { page, errors } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto(`/promotion/${fx.xss}`);
    const list = page.getByRole("list", { name: "Yorum listesi" });
    await expect.poll(() => list.getByText(xss, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => list.getByText("<b>Saldırgan</b>", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => list.locator("img, script, b").count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("shows the failure toast when the comment cannot be stored", async () => {
    const { page, allowErrors } = await openWatchedPage(site.browser, site.url, DESKTOP);
    // The 500 this test answers the post with is logged by Chromium as a console error.
    allowErrors(/status of 500/);
    await page.goto(`/promotion/${fx.xss}`);
    const form = page.getByRole("form", { name: "Yorum Yap" });
    // The comment form is a deferred part: clicked before its code has come, it posts the browser's way.
    await waitForHydration(page, form);
    await page.route("**/api/promotions/*/comments", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Sunucu hatası" }),
    );
    const before = await commentCount(fx.xss);
    await form.getByLabel("Adınız").fill("Ali");
    await form.getByLabel("Yorumunuz").fill("Bu gönderilemeyecek.");
    await form.getByRole("button", { name: "Yorum Gönder" }).click();
    await page.getByText(TEXT.failure).waitFor({ state: "visible" });
    await expect.poll(() => form.getByLabel("Yorumunuz").inputValue()).toBe("Bu gönderilemeyecek.");
    await expect.poll(() => commentCount(fx.xss)).toBe(before);
  });
});

describe("error state", () => {
  it("shows 'Bir hata oluştu' with a 'Tekrar dene' button that reloads, when the list cannot be read", async () => {
    const { page, allowErrors } = await openWatchedPage(site.browser, site.url, PHONE);
    // The server's 500 is what this test provokes; Chromium logs it as a console error.
    allowErrors(/status of 500/);
    const path = "/bonuslar?kategori=hata-durumu";
    await handle.db.schema.alterTable("promotion_categories").renameTo("promotion_categories_gizli").execute();
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(500);
      await expect
        .poll(() => page.getByRole("alert").getByRole("heading").textContent())
        .toBe("Bir hata oluştu: Failed to load promotions");
      await saveScreenshot(page, "promotions-list-error-phone");
    } finally {
      await handle.db.schema.alterTable("promotion_categories_gizli").renameTo("promotion_categories").execute();
    }
    await page.waitForLoadState("networkidle");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Tekrar dene" }).click()]);
    await expect.poll(() => page.getByText(TEXT.empty).isVisible()).toBe(true);
  });
  // Spec 1 §8: 'Promosyon yüklenirken bir hata oluştu.' followed by '(Kod: {code})'.
  it("says 'Promosyon yüklenirken bir hata oluştu. (Kod: …)' with the database's code when the promotion cannot be read", async () => {
    const { page, allowErrors } = await openWatchedPage(site.browser, site.url, PHONE);
    // The server's 500 is what this test provokes; Chromium logs it as a console error.
    allowErrors(/status of 500/);
    // A query string no earlier test used, so the page cache has no copy of this address.
    const path = `${ISTANBUL_PATH}?okuma=hata`;
    await handle.db.schema.alterTable("casinos").renameTo("casinos_gizli").execute();
    try {
      const response = await page.goto(path);
      expect(response?.status()).toBe(500);
      await expect
        .poll(() => page.getByRole("alert").getByRole("heading", { level: 1 }).textContent())
        .toBe("Promosyon yüklenirken bir hata oluştu. (Kod: ERR_SQLITE_ERROR)");
      await saveScreenshot(page, "promotion-load-error-phone");
    } finally {
      await handle.db.schema.alterTable("casinos_gizli").renameTo("casinos").execute();
    }
    await page.waitForLoadState("networkidle");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Tekrar dene" }).click()]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("İstanbul Gece Test Bonusu");
  });
});
