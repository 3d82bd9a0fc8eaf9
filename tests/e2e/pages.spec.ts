import { describe, expect, it } from "vitest";
import { horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { readJsonLd } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #35 "Pages" on the demo content: the operator writes a page, publishes it, and a visitor reads it. */
const SITE_URL = "http://bonus.example";
const site = setUpSite({ env: { SITE_URL } });

// One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
for (const [label, viewport] of [["360 px phone", PHONE]] as const) {
  const shot = viewport === PHONE ? "phone" : "desktop";

  describe(`pages on a ${label}`, () => {
    it("the operator writes a page, is refused a site route's address, publishes it, and a visitor reads it", async () => {
      const { page, errors } = await site.signInAt(viewport);
      const title = `Yayın İlkelerimiz ${shot}`;
      const slug = `yayin-ilkelerimiz-${shot}`;
      await page.goto("/admin/dashboard");
      if (viewport === PHONE) await page.getByRole("button", { name: "Menüyü aç" }).click();
      await page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name: "Sayfalar" }).click();
      await page.waitForURL(/\/admin\/pages$/);
      await page.getByRole("region", { name: "Sayfa listesi" }).getByText("Hakkımızda").waitFor();
      await page.getByRole("link", { name: "Sayfa Ekle" }).click();
      await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();

      await page.getByLabel("Başlık", { exact: true }).fill(title);
      await page.getByLabel("Adres (slug)").fill("blog");
      await page.getByRole("textbox", { name: "İçerik", exact: true }).click();
      await page.keyboard.type("Her teklifi sitenin kendi duyurusundan okur, koşullarını olduğu gibi yazarız.");
      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("/blog adresi sitenin kendi bölümüne ait; sayfa için başka bir adres seçin").waitFor();

      await page.getByLabel("Adres (slug)").fill(slug);
      await page.getByLabel("Yayında (sitede gösterilsin)").check();
      await saveScreenshot(page, `admin-page-form-${shot}`);
      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("Sayfa başarıyla eklendi").waitFor();
      await page.waitForURL(/\/admin\/pages$/);
      await page.getByRole("region", { name: "Sayfa listesi" }).getByText(title).waitFor();
      await saveScreenshot(page, `admin-pages-${shot}`);

      const visitor = await openWatchedPage(site.browser, site.url, viewport);
      await visitor.page.goto(`/${slug}`);
      await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();
      await visitor.page.getByText("Her teklifi sitenin kendi duyurusundan okur").waitFor();
      const trail = visitor.page.getByRole("navigation", { name: "Sayfa yolu" });
      await expect.poll(() => trail.getByRole("listitem").allTextContents()).toEqual(["Anasayfa / ", title]);
      const data = await readJsonLd(visitor.page);
      expect(data.map((item) => item["@type"])).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList"]));
      await expect.poll(() => visitor.page.getAttribute('link[rel="canonical"]', "href")).toBe(`${SITE_URL}/${slug}`);
      await expect.poll(() => horizontalOverflow(visitor.page)).toBeLessThanOrEqual(0);
      await saveScreenshot(visitor.page, `page-${shot}`);

      // The footer's notice leads to the demo's 'Sorumlu Oyun' page.
      await visitor.page.getByRole("contentinfo").getByRole("link", { name: "Sorumlu Oyun" }).click();
      await visitor.page.waitForURL(/\/sorumlu-oyun$/);
      await visitor.page.getByText("Yeşilay Danışmanlık Hattı").waitFor();

      // Taken back to a draft, the page is gone for the visitor: its address answers the 404 screen.
      await page.getByRole("link", { name: `${title} düzenle` }).click();
      await page.getByLabel("Yayında (sitede gösterilsin)").uncheck();
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Sayfa başarıyla güncellendi").waitFor();
      const gone = await visitor.page.goto(`/${slug}`);
      expect(gone?.status()).toBe(404);
      await visitor.page.getByRole("heading", { level: 1, name: "Sayfa bulunamadı" }).waitFor();
      expect(visitor.errors.filter((error) => !error.includes("404"))).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
