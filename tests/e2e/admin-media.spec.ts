import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { DESKTOP, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

/**
 * 'Medya' (issue #35) in Chromium at 1280 px, by role and label: an image uploaded once on 'Medya' is chosen from
 * the library in a blog post's and a promotion's image field ('Medyadan Seç') and in the editor's image dialog, and
 * cannot be deleted while they use it: the refusal names both.
 */
const site = setUpSite();

async function demoItems() {
  const handle = openDatabase(site.database);
  try {
    const [post, promotion] = await Promise.all([
      handle.db.selectFrom("blog_posts").select(["id", "title"]).orderBy("title").executeTakeFirstOrThrow(),
      handle.db.selectFrom("promotions").select(["id", "title"]).orderBy("title").executeTakeFirstOrThrow(),
    ]);
    return { post, promotion };
  } finally {
    await handle.close();
  }
}

describe("'Medya'", () => {
  // One width: nothing here changes with the width; the accessibility parts check every screen at both.
  for (const viewport of [DESKTOP]) {
    it(`reuses an image uploaded once in a post and a promotion and refuses to delete it while used, at ${viewport.width} px`, async () => {
      const { page, errors } = await site.signInAt(viewport);
      const fileName = `ortak-afis-${viewport.width}.png`;
      const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#0b3b5c" } })
        .png()
        .toBuffer();

      await page.goto("/admin/media");
      await page.getByRole("heading", { name: "Medya", level: 1 }).waitFor();
      const upload = page.getByRole("form", { name: "Görsel yükle" });
      // The control speaks Turkish in any browser: the count of several chosen files, then the one file's name.
      await page
        .getByLabel("Yüklenecek görseller")
        .setInputFiles(["a", "b", "c"].map((name) => ({ name: `${name}.png`, mimeType: "image/png", buffer: png })));
      await upload.getByText("3 dosya seçildi").waitFor();
      await saveScreenshot(page, `admin-media-upload-${viewport.width}`);
      await page
        .getByLabel("Yüklenecek görseller")
        .setInputFiles({ name: fileName, mimeType: "image/png", buffer: png });
      await upload.getByText(fileName).waitFor();
      await page.getByRole("button", { name: "Yükle", exact: true }).click();
      await page.getByText("Görsel yüklendi").waitFor();
      const card = page.getByRole("article", { name: fileName });
      await card.getByText("120 × 60 px").waitFor();
      await card.getByLabel("Alternatif metin").fill("Ortak kampanya afişi");
      await card.getByRole("button", { name: `${fileName} alternatif metnini kaydet` }).click();
      await page.getByText("Alternatif metin kaydedildi").waitFor();

      const { post, promotion } = await demoItems();
      const pick = async (fieldLabel: string) => {
        await page.getByRole("tab", { name: "Medyadan Seç" }).click();
        await page.getByLabel(`${fieldLabel}: medya kütüphanesinde ara`).fill("ortak kampanya");
        await page.getByRole("button", { name: `${fileName} görselini seç` }).click();
        await page.getByRole("img", { name: "Önizleme" }).waitFor();
      };

      await page.goto(`/admin/blog/edit/${post.id}`);
      await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
      await pick("Görsel (isteğe bağlı)");
      // The editor's image dialog offers the same library: choosing fills the address and the alternative text.
      await page.getByRole("button", { name: "Görsel ekle" }).click();
      const dialog = page.getByRole("dialog", { name: "Görsel Ekle" });
      await dialog.getByLabel("Medya kütüphanesinde ara").fill("ortak kampanya");
      await dialog.getByRole("button", { name: `${fileName} görselini seç` }).click();
      await expect.poll(() => dialog.getByLabel("Görsel URL").inputValue()).toMatch(/^\/uploads\/blog_\d+_/);
      expect(await dialog.getByLabel("Alternatif metin").inputValue()).toBe("Ortak kampanya afişi");
      await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
      await page
        .getByRole("textbox", { name: "İçerik", exact: true })
        .getByRole("img", { name: "Ortak kampanya afişi" })
        .waitFor();
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Blog yazısı başarıyla güncellendi").waitFor();

      await page.goto(`/admin/promotions/edit/${promotion.id}`);
      await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).first().waitFor();
      await pick("Promosyon Görseli");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Promosyon başarıyla güncellendi").waitFor();

      await page.goto(`/admin/media?q=${encodeURIComponent(fileName)}`);
      const used = page.getByRole("article", { name: fileName });
      await used.getByRole("link", { name: `Blog yazısı: ${post.title}` }).waitFor();
      await used.getByRole("link", { name: `Promosyon: ${promotion.title}` }).waitFor();
      await used.getByRole("link", { name: `${fileName} görselini sil` }).click();
      await page.getByRole("form", { name: "Görseli sil" }).getByRole("button", { name: "Evet, sil" }).click();
      const refusal = page.getByRole("alert").filter({ hasText: "Bu görsel kullanıldığı için silinemez" });
      await refusal.waitFor();
      expect(await refusal.textContent()).toContain(`Promosyon '${promotion.title}'`);
      expect(await refusal.textContent()).toContain(`Blog yazısı '${post.title}'`);
      await page.getByRole("article", { name: fileName }).waitFor();
      // The refusal is the 409 the browser reports as a failed resource; nothing else may be.
      expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
    });
  }
});

/** Screenshots at both widths of a page without scripts (which cannot wait for animations to settle: there are none). */
async function screenshotsWithoutScript(page: Page, name: string) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await saveScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(PHONE);
}

describe("'Medyadan Seç' without JavaScript", () => {
  it("picks a library image on the picker page and saves it from a plain post, at 360 px", async () => {
    const handle = openDatabase(site.database);
    const [ad, logo] = await Promise.all([
      handle.db.selectFrom("splash_ads").select(["id", "image_url"]).orderBy("title").executeTakeFirstOrThrow(),
      handle.db.selectFrom("media").select(["url", "file_name"]).where("width", "=", 256).executeTakeFirstOrThrow(),
    ]);
    await handle.close();
    expect(ad.image_url).not.toBe(logo.url);
    const page = await site.signInWithoutScript(PHONE);
    try {
      await page.goto(`/admin/splash-ads/edit/${ad.id}`);
      await page.getByRole("link", { name: "Reklam Görseli: medya kütüphanesinden seç" }).click();
      await page.getByRole("heading", { name: "Medyadan Seç", level: 1 }).waitFor();
      await page.getByLabel("Medya kütüphanesinde ara").fill(logo.file_name);
      await page.getByRole("button", { name: "Ara", exact: true }).click();
      await page.waitForURL(/[?&]q=/);
      await screenshotsWithoutScript(page, "admin-media-pick");
      await page
        .getByRole("link", { name: `${logo.file_name} görselini seç` })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/admin/splash-ads/edit/${ad.id}\\?`));
      expect(await page.getByRole("img", { name: "Önizleme" }).getAttribute("src")).toBe(logo.url);
      await screenshotsWithoutScript(page, "admin-media-picked");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.waitForURL(/\/admin\/splash-ads$/);
      const stored = openDatabase(site.database);
      try {
        const saved = await stored.db
          .selectFrom("splash_ads")
          .select("image_url")
          .where("id", "=", ad.id)
          .executeTakeFirstOrThrow();
        expect(saved.image_url).toBe(logo.url);
      } finally {
        await stored.close();
      }
      // A picker link whose return address leaves the back office lists nothing and says why, in Turkish.
      await page.goto(`/admin/media/pick?alan=imageUrl&geri=${encodeURIComponent("//evil.example/x")}`);
      await page.getByRole("alert").getByText("Görsel seçme bağlantısı geçersiz").waitFor();
      expect(await page.locator('a[href*="evil.example"]').count()).toBe(0);
      // Only what applies to a refused link: not the picker's description of a form reopened with the choice.
      expect(await page.getByText("seçtiğiniz görselle yeniden açılır").count()).toBe(0);
      expect(await page.getByRole("search").count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
