import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPreviewToken } from "../../app/features/revisions/preview-token.server.ts";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { axeViolations } from "../support/axe.ts";
import { DESKTOP, PHONE, saveScreenshotsAtBothWidths } from "../support/browser.ts";
import { casinoRow, promotionRow } from "../support/content-fixtures.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

/** Known to the test, so it can sign a preview address that has already expired. */
const SESSION_SECRET = "onizleme-testi-icin-en-az-otuz-iki-karakterlik-gizli-anahtar";

/** Each test drives several screens and saves on a machine shared with other runs. */
const STEPS_TIMEOUT_MS = 120_000;

/**
 * axe's WCAG 2.1 A and AA rules on the page at 360 and 1280 px (design §2), as the accessibility specs
 * (tests/e2e/accessibility/check.ts) run them.
 */
async function violationsAtBothWidths(page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const found: string[] = [];
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    found.push(...(await axeViolations(page, `${size.width}`)));
  }
  await page.setViewportSize(viewport);
  return found;
}

/** A retry gets room for a few runs at each width on a loaded machine. */
const AXE_POLL = { timeout: 15_000 };

/** Clicks 'Önizle' and answers the preview tab it opens. */
async function openPreview(page: Page): Promise<Page> {
  const popupPromise = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Önizle" }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/onizleme\//);
  await popup.getByRole("status").filter({ hasText: "Önizleme" }).waitFor();
  return popup;
}

describeOnEachEngine((engine) => {
  const site = setUpSite({ engine, env: { SEED_DEMO: "0", SESSION_SECRET } });
  let handle: DatabaseHandle;

  beforeAll(() => {
    handle = openDatabase(site.database);
  });

  afterAll(async () => {
    await handle?.close();
  });

  describe("previews of casinos and promotions that do not act, and the ranked list's autosave", () => {
    it(
      "previews a casino's unsaved form (facts and payment methods) from a signed address only, and saves nothing",
      async () => {
        const casino = casinoRow({
          slug: "onizlenen-kasa",
          name: "Önizlenen Kasa",
          logo_url: "/images/casino-logo-placeholder.svg",
        });
        await handle.db.insertInto("casinos").values(casino).execute();
        const { page, errors } = await site.signInAt(DESKTOP);
        await page.goto(`/admin/casinos/edit/${casino.id}`);
        await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).first().waitFor();
        await page.getByLabel("Site Adı", { exact: true }).fill("Önizlenen Kasa Yeni Ad");
        await page.getByLabel("Lisans kurumu", { exact: true }).fill("Curaçao eGaming");
        await page.getByRole("checkbox", { name: "Papara" }).check();

        const popup = await openPreview(page);
        await popup.getByRole("heading", { level: 1, name: "Önizlenen Kasa Yeni Ad" }).waitFor();
        await popup.getByText("Curaçao eGaming").waitFor();
        await popup.getByText("Papara").first().waitFor();
        // The visit link keeps its look but goes nowhere: no address, so the counted /git/ address is never called.
        const visit = popup.getByText("Siteyi Ziyaret Et");
        await expect.poll(() => visit.evaluate((element) => element.closest("a")?.hasAttribute("href"))).toBe(false);
        await saveScreenshotsAtBothWidths(popup, "casino-preview", DESKTOP);
        await expect.poll(() => violationsAtBothWidths(popup, DESKTOP), AXE_POLL).toEqual([]);

        const anonymous = await fetch(popup.url());
        expect(anonymous.status).toBe(200);
        expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
        expect(anonymous.headers.get("x-robots-tag")).toContain("noindex");
        const html = await anonymous.text();
        expect(html).toContain("Önizlenen Kasa Yeni Ad");
        expect(html).toContain('<meta name="robots" content="noindex, nofollow"');

        // Without the token, with a token whose signature does not match, or after it expired: not found.
        const token = new URL(popup.url()).pathname.split("/").pop() ?? "";
        const expired = signPreviewToken(
          SESSION_SECRET,
          { kind: "casino", entityId: casino.id, adminId: "yonetici" },
          new Date(Date.now() - 16 * 60_000),
        );
        for (const path of ["/onizleme/yok", `/onizleme/${token.slice(0, -2)}xx`, `/onizleme/${expired}`]) {
          const refused = await fetch(`${site.url}${path}`);
          expect([path, refused.status]).toEqual([path, 404]);
          expect(await refused.text()).not.toContain("Önizlenen Kasa Yeni Ad");
        }
        // Nothing was saved.
        const stored = await handle.db
          .selectFrom("casinos")
          .select(["name", "license_authority"])
          .where("id", "=", casino.id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ name: "Önizlenen Kasa", license_authority: null });
        expect(errors).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "shows a promotion's preview without a comment form and with an inert claim link",
      async () => {
        const casino = casinoRow({ slug: "eylemsiz-kasa", name: "Eylemsiz Kasa", url: "https://eylemsiz.example" });
        await handle.db.insertInto("casinos").values(casino).execute();
        const promotion = promotionRow({
          title: "Eylemsiz Bonus",
          slug: "eylemsiz-bonus",
          casino_id: casino.id,
          url: "https://eylemsiz.example/bonus",
          is_active: false,
        });
        await handle.db.insertInto("promotions").values(promotion).execute();
        const { page, errors } = await site.signInAt(PHONE);
        await page.goto(`/admin/promotions/edit/${promotion.id}`);
        await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).first().waitFor();
        const popup = await openPreview(page);
        await popup.getByRole("heading", { level: 1, name: "Eylemsiz Bonus" }).waitFor();
        await popup.getByText("Önizlemede yorum yapılamaz").waitFor();
        await expect.poll(() => popup.getByRole("form", { name: "Yorum Yap" }).count()).toBe(0);
        await expect.poll(() => popup.getByLabel("Yorumunuz").count()).toBe(0);
        // Every 'Bonusu Al' and the casino's own link have no address.
        const claims = popup.getByText("Bonusu Al", { exact: true });
        await expect.poll(() => claims.count()).toBeGreaterThan(0);
        await expect
          .poll(() =>
            claims.evaluateAll((elements) => elements.filter((element) => element.hasAttribute("href")).length),
          )
          .toBe(0);
        await expect
          .poll(() => popup.locator('a[href*="/git/"], a[href*="/bonus-al/"], a[rel~="sponsored"]').count())
          .toBe(0);
        await saveScreenshotsAtBothWidths(popup, "promotion-preview-inert", PHONE);
        await expect.poll(() => violationsAtBothWidths(popup, PHONE), AXE_POLL).toEqual([]);
        // The public page of an active promotion still acts.
        await handle.db.updateTable("promotions").set({ is_active: true }).where("id", "=", promotion.id).execute();
        await popup.goto("/bonuslar/eylemsiz-kasa/eylemsiz-bonus");
        await popup.getByRole("form", { name: "Yorum Yap" }).waitFor();
        await expect
          .poll(() => popup.getByRole("link", { name: "Bonusu Al" }).first().getAttribute("href"))
          .toBeTruthy();
        expect(errors).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "recovers a ranked list edit left unsaved when the tab was closed",
      async () => {
        const casino = casinoRow({ slug: "liste-kasa", name: "Liste Kasa" });
        await handle.db.insertInto("casinos").values(casino).execute();
        const { page } = await site.signInAt(DESKTOP);
        await page.goto("/admin/ranked-lists/new");
        await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
        await page.getByLabel("Başlık", { exact: true }).fill("Kurtarılan Liste");
        await page.getByLabel("Eklenecek casino veya promosyon").selectOption({ label: "Liste Kasa" });
        await page.getByRole("button", { name: "Listeye ekle" }).click();
        await page.getByRole("button", { name: "Kaydet" }).click();
        await page.getByText("Sıralı liste başarıyla eklendi").waitFor();
        const list = await handle.db
          .selectFrom("ranked_lists")
          .select("id")
          .where("title", "=", "Kurtarılan Liste")
          .executeTakeFirstOrThrow();

        await page.goto(`/admin/ranked-lists/edit/${list.id}`);
        await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
        await page.getByLabel("Başlık", { exact: true }).fill("Kaydedilmemiş Liste Başlığı");
        await page.getByLabel("1. öğenin notu").fill("Kaybolmayan not");
        await page.getByText(/Taslak otomatik olarak saklandı/).waitFor();
        await page.context().close();

        const reopened = await site.signInAt(DESKTOP);
        await reopened.page.goto(`/admin/ranked-lists/edit/${list.id}`);
        await reopened.page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
        const offer = reopened.page.getByRole("alert").filter({ hasText: "Kaydedilmemiş değişiklikler bulundu" });
        await offer.waitFor();
        await saveScreenshotsAtBothWidths(reopened.page, "admin-ranked-list-autosave-offer", DESKTOP);
        const title = reopened.page.getByLabel("Başlık", { exact: true });
        await expect.poll(() => title.inputValue()).toBe("Kurtarılan Liste");
        await offer.getByRole("button", { name: "Geri yükle" }).click();
        await expect.poll(() => title.inputValue()).toBe("Kaydedilmemiş Liste Başlığı");
        await expect.poll(() => reopened.page.getByLabel("1. öğenin notu").inputValue()).toBe("Kaybolmayan not");
        await reopened.page.getByRole("button", { name: "Güncelle" }).click();
        await reopened.page.getByText("Sıralı liste başarıyla güncellendi").waitFor();
        const stored = await handle.db
          .selectFrom("ranked_lists")
          .select("title")
          .where("id", "=", list.id)
          .executeTakeFirstOrThrow();
        expect(stored.title).toBe("Kaydedilmemiş Liste Başlığı");
        // Saved: the autosave is gone, so reopening offers nothing.
        await reopened.page.goto(`/admin/ranked-lists/edit/${list.id}`);
        await reopened.page.getByRole("region", { name: "Geçmiş" }).getByRole("listitem").first().waitFor();
        await expect.poll(() => reopened.page.getByText("Kaydedilmemiş değişiklikler bulundu").count()).toBe(0);
      },
      STEPS_TIMEOUT_MS,
    );
  });
});
