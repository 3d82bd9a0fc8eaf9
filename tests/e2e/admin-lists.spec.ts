import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { DESKTOP, PHONE, saveScreenshot } from "../support/browser.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

describeOnEachEngine((engine) => {
  /** Issue #15 'Lists that can be worked': search, filters, tabs with counts, sort, selection, bulk. */
  let handle: DatabaseHandle;
  let casinoId: string;

  const site = setUpSite({ engine });

  beforeAll(async () => {
    handle = openDatabase(site.database);
    casinoId = crypto.randomUUID();
    await handle.db
      .insertInto("casinos")
      .values({ id: casinoId, name: "Liste Kasası", slug: "liste-kasasi", url: "https://liste-kasasi.example/" })
      .execute();
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** Promotions of the list kasası, oldest first in `titles`' order. */
  async function insertPromotions(titles: readonly string[], values: { isActive?: boolean } = {}) {
    const base = Date.UTC(2026, 0, 1);
    for (const [index, title] of titles.entries()) {
      await handle.db
        .insertInto("promotions")
        .values({
          id: crypto.randomUUID(),
          title,
          slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index}-${crypto.randomUUID().slice(0, 6)}`,
          casino_id: casinoId,
          is_active: values.isActive ?? true,
          created_at: new Date(base + index * 60_000).toISOString(),
        })
        .execute();
    }
  }

  const table = (page: Page) => page.getByRole("region", { name: "Promosyon listesi" });
  const rowsOf = (page: Page, text: string) => table(page).getByRole("row").filter({ hasText: text });
  const activeFlags = async (prefix: string) =>
    (
      await handle.db
        .selectFrom("promotions")
        .select("is_active")
        .where("title", "like", `${prefix}%`)
        .orderBy("title")
        .execute()
    ).map((row) => row.is_active);

  async function search(page: Page, text: string) {
    const form = page.getByRole("search", { name: "Promosyon ara ve filtrele" });
    await form.getByLabel("Ara").fill(text);
    await form.getByRole("button", { name: "Filtrele" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === text);
  }

  // One width: nothing here changes with the width; the accessibility parts check every screen at both.
  for (const [label, viewport, shot] of [["1280 px desktop", DESKTOP, "desktop"]] as const) {
    describe(`admin lists on a ${label}`, () => {
      it("bulk-deactivates the promotions a Turkish-insensitive search found, and the tabs count them again", async () => {
        const prefix = `Çılgın Toplu ${shot}`;
        await insertPromotions([`${prefix} A`, `${prefix} B`, `${prefix} C`]);
        await insertPromotions([`Başka Fırsat ${shot}`]);
        const { page, errors } = await site.signInAt(viewport);
        await page.goto("/admin/promotions");
        await search(page, `cilgin toplu ${shot}`);
        await expect.poll(() => rowsOf(page, prefix).count()).toBe(3);
        await expect.poll(() => rowsOf(page, "Başka Fırsat").count()).toBe(0);
        await page.getByRole("link", { name: "Aktif (3)" }).waitFor();

        await page.getByRole("checkbox", { name: "Bu sayfadaki tümünü seç" }).check();
        await page.getByText("3 promosyon seçildi").waitFor();
        await saveScreenshot(page, `admin-list-selected-${shot}`);
        await page.getByRole("button", { name: "Seçilenleri pasif yap" }).click();
        await page.getByRole("status").filter({ hasText: "3 promosyon pasif yapıldı" }).waitFor();
        await expect.poll(() => activeFlags(prefix)).toEqual([false, false, false]);
        expect(await activeFlags(`Başka Fırsat ${shot}`)).toEqual([true]);
        // The list reloads under the same search: three passive, none active, and the selection is gone.
        await page.getByRole("link", { name: "Pasif (3)" }).waitFor();
        await page.getByRole("link", { name: "Aktif (0)" }).waitFor();
        await page.getByText("Toplu işlem için satır seçin").waitFor();
        expect(errors).toEqual([]);
      });

      it("selects rows with the keyboard and deletes them after one confirmation naming the count", async () => {
        const prefix = `Klavye Sil ${shot}`;
        await insertPromotions([`${prefix} 1`, `${prefix} 2`, `${prefix} 3`]);
        const { page, errors } = await site.signInAt(viewport);
        await page.goto(`/admin/promotions?q=${encodeURIComponent(prefix)}`);
        await expect.poll(() => rowsOf(page, prefix).count()).toBe(3);

        // Space on a focused box chooses its row; Tab walks on to the next row's box.
        const first = page.getByRole("checkbox", { name: `${prefix} 3 seç` });
        await first.focus();
        await page.keyboard.press("Space");
        await expect.poll(() => first.isChecked()).toBe(true);
        const second = `${prefix} 2 seç`;
        for (let step = 0; step < 10; step++) {
          await page.keyboard.press("Tab");
          if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === second) break;
        }
        await page.keyboard.press("Space");
        await page.getByText("2 promosyon seçildi").waitFor();

        await page.getByRole("button", { name: "Seçilenleri sil" }).click();
        const dialog = page.getByRole("dialog", { name: "Seçilenleri sil" });
        await dialog.getByText("2 promosyon silinsin mi?").waitFor();
        await saveScreenshot(page, `admin-list-bulk-delete-${shot}`);
        await dialog.getByRole("button", { name: "Sil" }).click();
        await page.getByRole("status").filter({ hasText: "2 promosyon silindi" }).waitFor();
        await expect.poll(() => rowsOf(page, prefix).count()).toBe(1);
        await expect.poll(() => rowsOf(page, `${prefix} 1`).count()).toBe(1);
        expect(errors).toEqual([]);
      });

      it("works rows in bulk without JavaScript: the checked boxes post, and a delete asks once on its own step", async () => {
        const prefix = `Betiksiz ${shot}`;
        await insertPromotions([`${prefix} 1`, `${prefix} 2`, `${prefix} 3`]);
        const context = await site.browser.newContext({ javaScriptEnabled: false, viewport, baseURL: site.url });
        try {
          const page = await context.newPage();
          await page.goto("/admin/login");
          await page.getByLabel("Email").fill(site.admin.email);
          await page.getByLabel("Şifre").fill(site.admin.password);
          await page.getByRole("button", { name: "Giriş Yap" }).click();
          await page.waitForURL(`${site.url}/admin/dashboard`);
          await page.goto(`/admin/promotions?q=${encodeURIComponent(prefix)}`);
          await expect.poll(() => rowsOf(page, prefix).count()).toBe(3);

          await page.getByRole("checkbox", { name: `${prefix} 1 seç` }).check();
          await page.getByRole("button", { name: "Seçilenleri pasif yap" }).click();
          await page.getByRole("status").filter({ hasText: "1 promosyon pasif yapıldı" }).waitFor();
          expect(await activeFlags(prefix)).toEqual([false, true, true]);
          // The answer is the same list, under the same search.
          expect(new URL(page.url()).searchParams.get("q")).toBe(prefix);

          await page.getByRole("checkbox", { name: `${prefix} 2 seç` }).check();
          await page.getByRole("checkbox", { name: `${prefix} 3 seç` }).check();
          await page.getByRole("button", { name: "Seçilenleri sil" }).click();
          const step = page.getByRole("form", { name: "Seçilenleri sil" });
          await step.getByText("2 promosyon silinsin mi? Bu işlem geri alınamaz.").waitFor();
          await expect.poll(() => rowsOf(page, prefix).count()).toBe(3);
          await saveScreenshot(page, `admin-list-nojs-confirm-${shot}`);
          await step.getByRole("button", { name: "Sil" }).click();
          await page.getByRole("status").filter({ hasText: "2 promosyon silindi" }).waitFor();
          await expect.poll(() => rowsOf(page, prefix).count()).toBe(1);
          expect(await activeFlags(prefix)).toEqual([false]);
        } finally {
          await context.close();
        }
      });

      it("sorts by a column header, says so with aria-sort, and keeps the search in the address", async () => {
        const prefix = `Sıralı ${shot}`;
        await insertPromotions([`${prefix} Beta`, `${prefix} Alfa`, `${prefix} Gama`]);
        const { page, errors } = await site.signInAt(viewport);
        await page.goto(`/admin/promotions?q=${encodeURIComponent(prefix)}`);
        const titles = () => rowsOf(page, prefix).locator("td:nth-child(2) > span:first-child").allTextContents();
        await expect.poll(titles).toEqual([`${prefix} Gama`, `${prefix} Alfa`, `${prefix} Beta`]);

        const header = table(page).getByRole("columnheader", { name: /Başlık/ });
        await expect.poll(() => header.getAttribute("aria-sort")).toBe("none");
        await header.getByRole("link").click();
        await page.waitForURL((url) => url.searchParams.get("sirala") === "baslik");
        await expect.poll(() => header.getAttribute("aria-sort")).toBe("ascending");
        await expect.poll(titles).toEqual([`${prefix} Alfa`, `${prefix} Beta`, `${prefix} Gama`]);
        expect(new URL(page.url()).searchParams.get("q")).toBe(prefix);

        await header.getByRole("link").click();
        await expect.poll(() => header.getAttribute("aria-sort")).toBe("descending");
        await expect.poll(titles).toEqual([`${prefix} Gama`, `${prefix} Beta`, `${prefix} Alfa`]);
        expect(errors).toEqual([]);
      });

      it("filters by casino and expiry, and counts each tab under the filter", async () => {
        const prefix = `Filtre ${shot}`;
        await insertPromotions([`${prefix} Açık 1`, `${prefix} Açık 2`]);
        await insertPromotions([`${prefix} Kapalı`], { isActive: false });
        const { page, errors } = await site.signInAt(viewport);
        await page.goto("/admin/promotions");
        const form = page.getByRole("search", { name: "Promosyon ara ve filtrele" });
        await form.getByLabel("Ara").fill(prefix);
        // Typed by name, Turkish letters and case aside: the server turns it into the casino's id.
        await form.getByLabel("Casino").fill("liste kasasi");
        await form.getByRole("button", { name: "Filtrele" }).click();
        await page.waitForURL((url) => url.searchParams.get("casino") === casinoId);
        const tabs = page.getByRole("navigation", { name: "Durum sekmeleri" });
        await tabs.getByRole("link", { name: "Tümü (3)" }).waitFor();
        await tabs.getByRole("link", { name: "Aktif (2)" }).waitFor();
        await tabs.getByRole("link", { name: "Pasif (1)" }).click();
        await expect
          .poll(() => tabs.getByRole("link", { name: "Pasif (1)" }).getAttribute("aria-current"))
          .toBe("page");
        await expect.poll(() => rowsOf(page, prefix).count()).toBe(1);
        expect(new URL(page.url()).searchParams.get("casino")).toBe(casinoId);
        await saveScreenshot(page, `admin-list-filtered-${shot}`);

        // Nothing of these runs out within seven days.
        await page.getByRole("checkbox", { name: "Süresi 7 gün içinde dolanlar" }).check();
        await form.getByRole("button", { name: "Filtrele" }).click();
        await page.getByText("Bu seçime uyan kayıt yok.").waitFor();
        expect(errors).toEqual([]);
      });

      it("answers an address with odd parameters calmly: each falls back, the list still shows", async () => {
        const { page, errors } = await site.signInAt(viewport);
        const response = await page.goto(
          "/admin/promotions?durum=yok&sirala=%27;drop&yon=x&casino=1&baslangic=2026-13-45&sayfa=02",
        );
        expect(response?.status()).toBe(200);
        await page.getByRole("link", { name: /^Tümü \(/ }).waitFor();
        expect(errors).toEqual([]);
      });
    });
  }

  async function scrolledToBottom(page: Page): Promise<number> {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    return page.evaluate(() => window.scrollY);
  }

  /** A laptop window lower than the sidebar's sections: the sign-out button used to sit over the last ones. */
  const SHORT_DESKTOP = { width: 1280, height: 480 } as const;

  // Layout only, nothing engine-specific: once, on SQLite, keeps the suite's time down.
  describe.skipIf(engine !== "SQLite")("the admin sidebar", () => {
    beforeAll(() => insertPromotions(Array.from({ length: 25 }, (_, index) => `Uzun Liste ${index + 10}`)));

    it("stays in view, whole, when a long list scrolls at 1280 px (a short window too)", async () => {
      const { page, errors } = await site.signInAt(SHORT_DESKTOP);
      await page.goto("/admin/promotions?q=uzun+liste");
      // Scrolled once hydrated: the scroll manager starts each screen at the top.
      await expect.poll(() => scrolledToBottom(page)).toBeGreaterThan(400);
      const sidebar = page.getByRole("complementary", { name: "Yönetim menüsü" });
      const box = await sidebar.boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.height).toBe(SHORT_DESKTOP.height);
      // Its last control is on screen, below the sections rather than over them; the last section can be scrolled to.
      const logout = await page.getByRole("button", { name: "Çıkış Yap" }).boundingBox();
      const sections = await sidebar.getByRole("navigation", { name: "Yönetim bölümleri" }).boundingBox();
      expect((logout?.y ?? 0) + (logout?.height ?? 0)).toBeLessThanOrEqual(SHORT_DESKTOP.height);
      expect(logout?.y ?? 0).toBeGreaterThanOrEqual((sections?.y ?? 0) + (sections?.height ?? 0));
      const last = sidebar.getByRole("link", { name: "Yedekler" });
      await last.scrollIntoViewIfNeeded();
      const lastBox = await last.boundingBox();
      expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(logout?.y ?? 0);
      await saveScreenshot(page, "admin-sidebar-short-window");
      expect(errors).toEqual([]);
    });

    it("opens as the menu over the scrolled page at 360 px", async () => {
      const phone = await site.signInAt(PHONE);
      await phone.page.goto("/admin/promotions?q=uzun+liste");
      await expect.poll(() => scrolledToBottom(phone.page)).toBeGreaterThan(400);
      await phone.page.getByRole("button", { name: "Menüyü aç" }).click();
      const menu = phone.page.getByRole("complementary", { name: "Yönetim menüsü" });
      await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
      await expect.poll(async () => (await menu.boundingBox())?.y).toBe(0);
      await phone.page.getByRole("link", { name: "Blog", exact: true }).waitFor();
      expect(phone.errors).toEqual([]);
    });
  });
});
