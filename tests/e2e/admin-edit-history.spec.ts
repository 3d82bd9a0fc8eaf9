import { sql } from "kysely";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { DESKTOP, PHONE, saveScreenshot, saveScreenshotsAtBothWidths } from "../support/browser.ts";
import { casinoRow, promotionRow } from "../support/content-fixtures.ts";
import { waitForHydration } from "../support/content-pages.ts";
import { describeOnEachEngine, restoreOldestVersion, setUpSite } from "../support/e2e.ts";

describeOnEachEngine((engine) => {
  const site = setUpSite({ engine, env: { SEED_DEMO: "0" } });

  /** Each test drives several screens and saves on a machine shared with other runs. */
  const STEPS_TIMEOUT_MS = 120_000;

  /** Chromium logs the intended error answers (a history read failing on purpose) as console errors itself. */
  function unexpected(errors: string[]): string[] {
    return errors.filter((e) => !/status of (404|409|500)/.test(e));
  }

  let handle: DatabaseHandle;

  beforeAll(() => {
    handle = openDatabase(site.database);
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function insertCasino(slug: string) {
    const casino = casinoRow({ slug, name: `Casino ${slug}`, logo_url: "/images/casino-logo-placeholder.svg" });
    await handle.db.insertInto("casinos").values(casino).execute();
    return casino;
  }

  async function insertPromotion(title: string, overrides: Parameters<typeof promotionRow>[0] = {}) {
    const promotion = promotionRow({ title, ...overrides });
    await handle.db.insertInto("promotions").values(promotion).execute();
    return promotion;
  }

  /** The rich-text editor renders in the browser only: its toolbar also means the page is hydrated. */
  async function openPromotion(page: Page, id: string) {
    await page.goto(`/admin/promotions/edit/${id}`);
    await page.getByRole("heading", { name: "Promosyonu Düzenle" }).waitFor();
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).first().waitFor();
  }

  describe("'Geçmiş' on the settings, its own failure, autosave, scheduling and slug redirects", () => {
    it(
      "edits the hero twice and restores the first version from its 'Geçmiş'",
      async () => {
        const { page, errors } = await site.signInAt(DESKTOP);
        await page.goto("/admin/settings");
        const hero = page.getByRole("tabpanel", { name: "Hero Bölümü" });
        const mainTitle = hero.getByLabel("Ana Başlık", { exact: true });
        const save = hero.getByRole("button", { name: "Kaydet" });
        await waitForHydration(page);
        for (const title of ["Birinci Sürüm Başlığı", "İkinci Sürüm Başlığı"]) {
          await mainTitle.fill(title);
          await save.click();
          await page.getByText("Hero bölümü ayarları kaydedildi").last().waitFor();
          await expect.poll(() => save.isDisabled()).toBe(true);
        }
        const history = hero.getByRole("region", { name: "Geçmiş" });
        await expect.poll(() => history.locator("ol > li").count()).toBe(2);
        await history.getByText("İkinci Sürüm Başlığı").first().waitFor();
        await saveScreenshotsAtBothWidths(page, "admin-settings-history", DESKTOP);
        await restoreOldestVersion(history);
        await expect.poll(() => mainTitle.inputValue()).toBe("Birinci Sürüm Başlığı");
        await expect.poll(() => history.locator("ol > li").count()).toBe(3);
        const stored = await handle.db.selectFrom("hero_section").select("main_title").executeTakeFirstOrThrow();
        expect(stored.main_title).toBe("Birinci Sürüm Başlığı");
        expect(unexpected(errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "shows 'Geçmiş yüklenemedi' in the panel when the history cannot be read, keeps the form working, and retries",
      async () => {
        const promotion = await insertPromotion("Geçmişi Okunamayan Bonus");
        const { page, errors } = await site.signInAt(PHONE);
        // A real fault: the revisions table is away while the page opens.
        await sql`alter table revisions rename to revisions_away`.execute(handle.db);
        try {
          await openPromotion(page, promotion.id);
          const history = page.getByRole("region", { name: "Geçmiş" });
          const failure = history.getByRole("alert");
          await failure.getByText("Geçmiş yüklenemedi").waitFor();
          // The edit page is still there and its form still takes input.
          const title = page.getByLabel("Promosyon Başlığı", { exact: true });
          await title.fill("Geçmişi Okunamayan Bonus Yeni");
          await expect.poll(() => title.inputValue()).toBe("Geçmişi Okunamayan Bonus Yeni");
          await saveScreenshotsAtBothWidths(page, "admin-history-failed", PHONE);
        } finally {
          await sql`alter table revisions_away rename to revisions`.execute(handle.db);
        }
        const history = page.getByRole("region", { name: "Geçmiş" });
        await history.getByRole("link", { name: "Tekrar dene" }).click();
        await history.getByText("Henüz kayıtlı bir sürüm yok.").waitFor();
        await expect.poll(() => history.getByRole("alert").count()).toBe(0);
        expect(unexpected(errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "lists a promotion's versions in its 'Geçmiş' without JavaScript, with no spinner that never ends",
      async () => {
        const promotion = await insertPromotion("Betiksiz Geçmiş Bonusu");
        const page = await site.signInWithoutScript(PHONE);
        try {
          // Saved twice by the form itself: the browser posts it, the server redirects to the list.
          for (const title of ["Betiksiz Birinci Başlık", "Betiksiz İkinci Başlık"]) {
            await page.goto(`/admin/promotions/edit/${promotion.id}`);
            await page.getByLabel("Promosyon Başlığı", { exact: true }).fill(title);
            await Promise.all([
              page.waitForURL((url) => url.pathname === "/admin/promotions"),
              page.getByRole("button", { name: "Güncelle" }).click(),
            ]);
          }
          await page.goto(`/admin/promotions/edit/${promotion.id}`);
          const history = page.getByRole("region", { name: "Geçmiş" });
          await history.getByText("Şu anki sürüm").waitFor();
          await history.getByText("Betiksiz İkinci Başlık").first().waitFor();
          expect(await history.locator("ol > li").count()).toBeGreaterThanOrEqual(2);
          expect(await history.getByText("Yükleniyor").count()).toBe(0);
          // Restoring answers JSON to a script, so the list drawn without one offers no button that would land there.
          expect(await history.getByRole("button", { name: /^Bu sürüme dön/ }).count()).toBe(0);
          // Not saveScreenshotsAtBothWidths: its wait for animations runs a script in the page.
          for (const size of [PHONE, DESKTOP]) {
            await page.setViewportSize(size);
            await saveScreenshot(page, `admin-history-without-javascript-${size.width}`);
          }
        } finally {
          await page.context().close();
        }
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "edits a promotion without JavaScript: its rich text in a text area (sanitised when stored), the fields of every tab, its AI button and the blog form's script buttons disabled, and the editor once hydrated",
      async () => {
        const promotion = await insertPromotion("Betiksiz Açıklama Bonusu");
        const page = await site.signInWithoutScript(PHONE);
        try {
          await page.goto(`/admin/promotions/edit/${promotion.id}`);
          expect(await page.getByText("Düzenleyici yükleniyor").count()).toBe(0);
          const source = page.getByRole("textbox", { name: "Detaylı Açıklama" });
          await source.fill("<p>Betiksiz <strong>yazılan</strong> açıklama</p><script>alert(1)</script>");
          // Every section of the tabbed form is shown, as its tabs need a script to switch.
          await page.getByLabel("Bedava dönüş").fill("75");
          expect(await page.getByRole("tablist", { name: "Promosyon bölümleri" }).isVisible()).toBe(false);
          // Only a script can ask the AI: its button is disabled rather than dead.
          expect(await page.getByRole("button", { name: "AI ile doldur" }).isDisabled()).toBe(true);
          for (const size of [PHONE, DESKTOP]) {
            await page.setViewportSize(size);
            await source.scrollIntoViewIfNeeded();
            await saveScreenshot(page, `admin-rich-text-without-javascript-${size.width}`);
          }
          await Promise.all([
            page.waitForURL((url) => url.pathname === "/admin/promotions"),
            page.getByRole("button", { name: "Güncelle" }).click(),
          ]);
          const stored = await handle.db
            .selectFrom("promotions")
            .select(["description", "free_spins"])
            .where("id", "=", promotion.id)
            .executeTakeFirstOrThrow();
          expect(stored.description).toContain("<strong>yazılan</strong> açıklama");
          expect(stored.description).not.toContain("<script");
          expect(stored.free_spins).toBe(75);
          // The blog form's AI buttons and 'Önizle' (opened from the form's values by the script) too: disabled, not
          // enabled buttons that would do nothing.
          await page.goto("/admin/blog/new");
          for (const name of ["AI ile İçerik Oluştur", "SEO Alanlarını AI ile Oluştur", "İçeriği genişlet", "Önizle"]) {
            expect(await page.getByRole("button", { name }).isDisabled(), name).toBe(true);
          }
        } finally {
          await page.context().close();
        }
        // With JavaScript the same field is the editor, holding what was saved, and the text area is gone.
        const { page: scripted, errors } = await site.signInAt(PHONE);
        await openPromotion(scripted, promotion.id);
        await scripted.getByRole("textbox", { name: "Detaylı Açıklama" }).getByText("yazılan").waitFor();
        expect(await scripted.locator('textarea[name="description"]').count()).toBe(0);
        expect(unexpected(errors)).toEqual([]);
        await scripted.context().close();
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "recovers a promotion edit left unsaved when the tab was closed",
      async () => {
        const promotion = await insertPromotion("Kurtarılacak Bonus");
        const { page } = await site.signInAt(DESKTOP);
        await openPromotion(page, promotion.id);
        await page.getByLabel("Promosyon Başlığı", { exact: true }).fill("Kaydedilmemiş Bonus Başlığı");
        await page.getByText(/Taslak otomatik olarak saklandı/).waitFor();
        await page.context().close();

        const reopened = await site.signInAt(DESKTOP);
        await openPromotion(reopened.page, promotion.id);
        const offer = reopened.page.getByRole("alert").filter({ hasText: "Kaydedilmemiş değişiklikler bulundu" });
        await offer.waitFor();
        await saveScreenshotsAtBothWidths(reopened.page, "admin-promotion-autosave-offer", DESKTOP);
        const title = reopened.page.getByLabel("Promosyon Başlığı", { exact: true });
        await expect.poll(() => title.inputValue()).toBe("Kurtarılacak Bonus");
        await offer.getByRole("button", { name: "Geri yükle" }).click();
        await expect.poll(() => title.inputValue()).toBe("Kaydedilmemiş Bonus Başlığı");
        await reopened.page.getByRole("button", { name: "Güncelle" }).click();
        await reopened.page.getByText("Promosyon başarıyla güncellendi").waitFor();
        const stored = await handle.db
          .selectFrom("promotions")
          .select("title")
          .where("id", "=", promotion.id)
          .executeTakeFirstOrThrow();
        expect(stored.title).toBe("Kaydedilmemiş Bonus Başlığı");
        // Saved: the autosave is gone, so reopening offers nothing.
        await openPromotion(reopened.page, promotion.id);
        await reopened.page.getByRole("region", { name: "Geçmiş" }).getByRole("listitem").first().waitFor();
        await expect.poll(() => reopened.page.getByText("Kaydedilmemiş değişiklikler bulundu").count()).toBe(0);
        expect(unexpected(reopened.errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "schedules an inactive promotion, lists it as 'Zamanlandı' with its time, and unschedules it",
      async () => {
        const casino = await insertCasino("zamanli-casino");
        const title = "Zamanlanmış Hafta Sonu Bonusu";
        const promotion = await insertPromotion(title, { casino_id: casino.id, slug: "hafta-sonu", is_active: false });
        const { page, errors } = await site.signInAt(DESKTOP);
        await openPromotion(page, promotion.id);
        const schedule = page.getByRole("region", { name: "Yayın zamanı" });
        // Two hours ahead in Istanbul (UTC+3).
        const inTwoHours = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 16);
        await schedule.getByLabel("Tarih ve saat (İstanbul)").fill(inTwoHours);
        await schedule.getByRole("button", { name: "Zamanla", exact: true }).click();
        await page.getByText(/yayına alınmak üzere zamanlandı/).waitFor();
        await schedule.getByText("Zamanlandı", { exact: true }).waitFor();
        await saveScreenshotsAtBothWidths(page, "admin-promotion-scheduled", DESKTOP);

        await page.goto(`/admin/promotions?q=${encodeURIComponent("Zamanlanmış")}`);
        const row = page.getByRole("row").filter({ hasText: title });
        await row.getByText(/^Zamanlandı:/).waitFor();
        await saveScreenshotsAtBothWidths(page, "admin-promotion-list-scheduled", DESKTOP);

        // Unscheduled, it stays inactive. The schedule coming due is the running sweep's (server/jobs.test.ts).
        await openPromotion(page, promotion.id);
        await schedule.getByRole("button", { name: "Zamanlamayı kaldır" }).click();
        await page.getByText("Zamanlama kaldırıldı; promosyon pasif olarak kaldı").waitFor();
        const stored = await handle.db
          .selectFrom("promotions")
          .select(["is_active", "publish_at"])
          .where("id", "=", promotion.id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ is_active: false, publish_at: null });
        expect(unexpected(errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "previews an inactive promotion's unsaved form from a signed address an anonymous visitor could not open otherwise",
      async () => {
        const casino = await insertCasino("onizleme-casino");
        const promotion = await insertPromotion("Önizlenecek Bonus", {
          casino_id: casino.id,
          slug: "onizlenecek",
          is_active: false,
        });
        // Closed to visitors while inactive.
        expect((await fetch(`${site.url}/bonuslar/onizleme-casino/onizlenecek`)).status).toBe(404);
        const { page, errors } = await site.signInAt(DESKTOP);
        await openPromotion(page, promotion.id);
        await page.getByLabel("Promosyon Başlığı", { exact: true }).fill("Önizlenecek Bonus Yeni Başlık");
        const popupPromise = page.context().waitForEvent("page");
        await page.getByRole("button", { name: "Önizle" }).click();
        const popup = await popupPromise;
        await popup.waitForURL(/\/onizleme\//);
        await popup.getByRole("heading", { level: 1, name: "Önizlenecek Bonus Yeni Başlık" }).waitFor();
        await popup.getByRole("status").filter({ hasText: "Önizleme" }).waitFor();
        await saveScreenshotsAtBothWidths(popup, "promotion-preview", DESKTOP);

        const anonymous = await fetch(popup.url());
        expect(anonymous.status).toBe(200);
        expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
        expect(anonymous.headers.get("x-robots-tag")).toContain("noindex");
        const html = await anonymous.text();
        expect(html).toContain("Önizlenecek Bonus Yeni Başlık");
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
        // Nothing was saved: the stored promotion and its public address are as they were.
        const stored = await handle.db
          .selectFrom("promotions")
          .select(["title", "is_active"])
          .where("id", "=", promotion.id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ title: "Önizlenecek Bonus", is_active: false });
        expect((await fetch(`${site.url}/bonuslar/onizleme-casino/onizlenecek`)).status).toBe(404);
        expect(unexpected(errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "changes a casino's slug and sends its old address, and its promotion's, to the new ones",
      async () => {
        const casino = await insertCasino("eski-kasa");
        await insertPromotion("Eski Kasa Bonusu", { casino_id: casino.id, slug: "ilk-bonus" });
        const { page, errors } = await site.signInAt(PHONE);
        await page.goto(`/admin/casinos/edit/${casino.id}`);
        await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).first().waitFor();
        const slug = page.getByLabel("Sayfa adresi", { exact: true });
        await expect.poll(() => slug.inputValue()).toBe("eski-kasa");
        await slug.fill("Yeni Kasa");
        await saveScreenshotsAtBothWidths(page, "admin-casino-slug", PHONE);
        await page.getByRole("button", { name: "Güncelle" }).click();
        await page.getByText("Casino başarıyla güncellendi").waitFor();

        const old = await fetch(`${site.url}/casino/eski-kasa`, { redirect: "manual" });
        expect(old.status).toBe(301);
        expect(new URL(old.headers.get("location") ?? "", site.url).pathname).toBe("/casino/yeni-kasa");
        const oldPromotion = await fetch(`${site.url}/bonuslar/eski-kasa/ilk-bonus`, { redirect: "manual" });
        expect(oldPromotion.status).toBe(301);
        expect(new URL(oldPromotion.headers.get("location") ?? "", site.url).pathname).toBe(
          "/bonuslar/yeni-kasa/ilk-bonus",
        );

        // A visitor following the old address lands on the casino's page.
        await page.goto("/casino/eski-kasa");
        await expect.poll(() => new URL(page.url()).pathname).toBe("/casino/yeni-kasa");
        await page.getByRole("heading", { level: 1, name: casino.name }).waitFor();
        expect(unexpected(errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );
  });
});
