import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { waitForHydration } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";

/**
 * Issue #35 "Done means", in Chromium at both widths by role and label: the operator writes a page, puts it in the
 * footer menu and under a header item on 'Menüler', changes the site name, logo and accent colour on 'Site
 * Kimliği', and a visitor sees all of it on the next page: the footer link, the header's disclosure (the drawer's
 * indented list on a phone), the logo named by the site name, the accent, and a social profile in the footer.
 */
const site = setUpSite();

for (const [label, viewport] of [
  ["360 px phone", PHONE],
  ["1280 px desktop", DESKTOP],
] as const) {
  const shot = viewport === PHONE ? "phone" : "desktop";

  describe(`menus and the site's identity on a ${label}`, () => {
    it("the operator's page, menus, name, logo and accent colour show on the public site", async () => {
      const { page, errors } = await site.signInAt(viewport);
      const title = `Hakkında ${shot}`;
      const siteName = `Bonus Atlası ${shot}`;
      const openAdminSection = async (name: string) => {
        if (viewport === PHONE) await page.getByRole("button", { name: "Menüyü aç" }).click();
        await page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("link", { name }).click();
        await page.getByRole("heading", { level: 1, name }).waitFor();
      };

      // A published page.
      await page.goto("/admin/pages/new");
      await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
      await page.getByLabel("Başlık", { exact: true }).fill(title);
      await page.getByLabel("Adres (slug)").fill(`hakkinda-${shot}`);
      await page.getByRole("textbox", { name: "İçerik", exact: true }).click();
      await page.keyboard.type("Bağımsız bir bonus rehberiyiz.");
      await page.getByLabel("Yayında (sitede gösterilsin)").check();
      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("Sayfa başarıyla eklendi").waitFor();

      // In the footer menu, then under 'Bonuslar' in the header.
      await openAdminSection("Menüler");
      const footerMenu = page.getByRole("region", { name: "Alt Menü" });
      await page.getByRole("link", { name: "Alt Menü: öğe ekle" }).click();
      await page.waitForURL(/ekle=footer/);
      await expect.poll(() => page.getByLabel("Menü", { exact: true }).inputValue()).toBe("footer");
      await page.getByLabel("Etiket").fill(title);
      await page.getByLabel("Hedef").selectOption({ label: title });
      await page.getByRole("button", { name: "Ekle" }).click();
      await page.getByText("Menü öğesi kaydedildi").waitFor();
      await footerMenu.getByText(`Sayfa: ${title}`).waitFor();
      // Saved, the form is empty for the next item.
      await expect.poll(() => page.getByLabel("Etiket").inputValue()).toBe("");
      // Refused without a label: the Turkish error under the field, nothing added.
      // By its address: the form after the save above is a header item's too, so nothing would tell the old form
      // from the one the link's load draws, and what is typed into the old one is lost when the new one replaces it.
      await page.goto("/admin/menus?ekle=header");
      await waitForHydration(page);
      await page.getByLabel("Hedef").selectOption({ label: title });
      await page.getByRole("button", { name: "Ekle" }).click();
      await page.getByText("Etiket gereklidir").waitFor();
      await page.getByLabel("Etiket").fill(title);
      await page.getByLabel("Üst öğe").selectOption({ label: "Bonuslar" });
      await page.getByRole("button", { name: "Ekle" }).click();
      await page.getByText("Menü öğesi kaydedildi").waitFor();
      const headerMenu = page.getByRole("region", { name: "Üst Menü" });
      await headerMenu.getByRole("list", { name: "Bonuslar: alt öğeler" }).getByText(title, { exact: true }).waitFor();
      // Moved up in the footer: one place.
      await footerMenu.getByRole("button", { name: `${title}: yukarı taşı` }).click();
      await page.getByText("Menü öğesi taşındı").waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-menus-${shot}`);

      // The name, a logo for the dark header, and the accent colour.
      await openAdminSection("Site Kimliği");
      await page.getByLabel("Site Adı").fill(siteName);
      const logo = await sharp({ create: { width: 320, height: 80, channels: 3, background: "#f5b301" } })
        .png()
        .toBuffer();
      await page
        .getByLabel("Logo (koyu zemin için) dosyası")
        .setInputFiles({ name: `logo-${shot}.png`, mimeType: "image/png", buffer: logo });
      await page.getByText("Görsel başarıyla yüklendi").waitFor();
      await page.getByLabel("Vurgu Rengi").fill("#ffd54f");
      await page.getByLabel("X (Twitter)").fill("https://x.com/bonusatlasi");
      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("Site kimliği kaydedildi").waitFor();

      const visitor = await openWatchedPage(site.browser, site.url, viewport);
      await visitor.page.goto("/bonuslar");
      const banner = visitor.page.getByRole("banner");
      const logoImage = banner.getByRole("link", { name: siteName }).getByRole("img", { name: siteName });
      await logoImage.waitFor();
      expect(await logoImage.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.height])).toEqual([
        320, 40,
      ]);
      await expect
        .poll(() =>
          visitor.page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim(),
          ),
        )
        .toBe("#ffd54f");
      // With a logo in the header, the name is written in the footer.
      await visitor.page.getByRole("contentinfo").getByText(siteName, { exact: true }).waitFor();

      if (viewport === PHONE) {
        await banner.getByRole("button", { name: "Menüyü aç" }).click();
        const drawer = visitor.page.getByRole("dialog", { name: "Mobil menü" });
        await drawer.getByRole("link", { name: title }).waitFor();
        await visitor.page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== "running"),
        );
        await saveScreenshot(visitor.page, `public-drawer-${shot}`);
        await drawer.getByRole("link", { name: title }).click();
      } else {
        const menu = banner.getByRole("navigation", { name: "Ana menü" });
        await menu.getByText("Bonuslar", { exact: true }).first().click();
        await menu.getByRole("link", { name: title }).waitFor();
        await saveScreenshot(visitor.page, `public-header-open-${shot}`);
        await menu.getByRole("link", { name: title }).click();
      }
      await visitor.page.waitForURL(new RegExp(`/hakkinda-${shot}$`));
      await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();

      await visitor.page.goto("/");
      const footer = visitor.page.getByRole("contentinfo");
      await footer.getByRole("navigation", { name: "Hızlı bağlantılar" }).getByRole("link", { name: title }).waitFor();
      const profiles = footer.getByRole("list", { name: "Sosyal medya hesaplarımız" });
      await expect
        .poll(() => profiles.getByRole("link", { name: "X (Twitter) hesabımız" }).getAttribute("href"))
        .toBe("https://x.com/bonusatlasi");
      await expect.poll(() => horizontalOverflow(visitor.page)).toBeLessThanOrEqual(0);
      await saveScreenshot(visitor.page, `public-frame-${shot}`);
      await footer.getByRole("link", { name: title }).click();
      await visitor.page.waitForURL(new RegExp(`/hakkinda-${shot}$`));
      expect(visitor.errors).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
