import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, PAGE_LOAD, PHONE, saveScreenshot } from "../support/browser.ts";
import { casinoRow, promotionRow, withDatabase } from "../support/content-fixtures.ts";
import { openContentPage, unexpectedErrors } from "../support/content-pages.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

const EMAIL = "casino-admin@example.com";
const PASSWORD = "casino-sifre-1";

describeOnEachEngine((engine) => {
  const site = setUpSite({ engine, env: { SEED_DEMO: "0" }, admin: { email: EMAIL, password: PASSWORD } });

  /** The text of `path`'s main content in an anonymous visitor's page, so the public page cache is in play. */
  async function publicBody(path: string): Promise<string> {
    const { page } = await openContentPage(site.browser, site.url, { viewport: DESKTOP });
    try {
      await page.goto(path);
      return await page.locator("main").innerText();
    } finally {
      await page.context().close();
    }
  }

  async function typeDescription(page: Page, text: string) {
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
    const editor = page.getByRole("textbox", { name: "Site Açıklaması" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await editor.pressSequentially(text);
  }

  describe("casino management", () => {
    it("creates, edits and deletes a casino through the forms, and /guvenilir-siteler shows each change at once", async () => {
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto("/admin/casinos");
      await page.getByText("Henüz casino sitesi eklenmemiş.").waitFor();
      await expect.poll(() => publicBody("/guvenilir-siteler"), PAGE_LOAD).toContain("Henüz casino");

      await page.getByRole("link", { name: "Casino Sitesi Ekle" }).click();
      await page.getByRole("heading", { name: "Yeni Casino Sitesi Ekle" }).waitFor();
      await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();

      // Every message of spec 2 §5 for this form, from one empty submission; the rating rule is ours.
      await page.getByLabel("Puan (0–5, isteğe bağlı)").fill("7");
      await page.getByRole("button", { name: "Kaydet" }).click();
      for (const message of [
        "Casino adı en az 2 karakter olmalıdır",
        "Geçerli bir URL giriniz",
        "Geçerli bir logo URL giriniz",
        "Açıklama en az 10 karakter olmalıdır",
        "Puan 0 ile 5 arasında bir sayı olmalıdır",
      ]) {
        await page.getByText(message).waitFor();
      }
      await page.getByLabel("Site Adı").fill("E2E Yıldız Casino");
      await page.getByLabel("Site URL").fill("https://yildiz.example");
      await page.getByLabel("Logo URL").fill("/favicon.svg");
      await page.getByLabel("Puan (0–5, isteğe bağlı)").fill("4,5");
      await typeDescription(page, "Lisanslı, hızlı ödeme yapan ve 7/24 destek veren bir site.");
      await expect.poll(() => page.getByText("Açıklama en az 10 karakter olmalıdır").count()).toBe(0);
      await saveScreenshot(page, "admin-casino-form-desktop");

      await page.getByRole("button", { name: "Kaydet" }).click();
      await page.getByText("Casino başarıyla eklendi").waitFor();
      await expectAudited(site, { kind: "casino", action: "create", summary: "E2E Yıldız Casino" });
      await page.waitForURL(`${site.url}/admin/casinos`);
      const list = page.getByRole("region", { name: "Casino listesi" });
      await list.getByText("E2E Yıldız Casino").waitFor();
      await list.getByText("Lisanslı, hızlı ödeme yapan ve 7/24 destek veren bir site.").waitFor();
      await expect.poll(() => publicBody("/guvenilir-siteler"), PAGE_LOAD).toContain("E2E Yıldız Casino");
      await expect.poll(() => publicBody("/casino/e2e-yildiz-casino"), PAGE_LOAD).toContain("E2E Yıldız Casino");

      await page.getByRole("link", { name: "E2E Yıldız Casino düzenle" }).click();
      await page.getByRole("heading", { name: "Casino Sitesini Düzenle" }).waitFor();
      await expect.poll(() => page.getByLabel("Site Adı").inputValue()).toBe("E2E Yıldız Casino");
      await expect.poll(() => page.getByLabel("Puan (0–5, isteğe bağlı)").inputValue()).toBe("4,5");
      await page.getByLabel("Site Adı").fill("E2E Yıldız Casino Plus");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.getByText("Casino başarıyla güncellendi").waitFor();
      await expectAudited(site, { kind: "casino", action: "update", summary: "E2E Yıldız Casino Plus" });
      await page.waitForURL(`${site.url}/admin/casinos`);
      await list.getByText("E2E Yıldız Casino Plus").waitFor();
      await expect.poll(() => publicBody("/guvenilir-siteler"), PAGE_LOAD).toContain("E2E Yıldız Casino Plus");
      // Renaming keeps the slug, so the address already shared still opens the casino under its new name.
      await expect.poll(() => publicBody("/casino/e2e-yildiz-casino"), PAGE_LOAD).toContain("E2E Yıldız Casino Plus");
      await saveScreenshot(page, "admin-casino-list-desktop");

      await page.getByRole("button", { name: "E2E Yıldız Casino Plus sil" }).click();
      const dialog = page.getByRole("dialog", { name: "Casino sitesini sil" });
      await expect.poll(() => dialog.innerText()).toContain("'Diğer'");
      await dialog.getByRole("button", { name: "Sil" }).click();
      await page.getByText("Casino sitesi silindi").waitFor();
      await expectAudited(site, { kind: "casino", action: "delete", summary: "E2E Yıldız Casino Plus" });
      await page.getByText("Henüz casino sitesi eklenmemiş.").waitFor();
      await expect.poll(() => publicBody("/guvenilir-siteler"), PAGE_LOAD).not.toContain("E2E Yıldız Casino");
      expect(unexpectedErrors(errors).filter((e) => !/status of 400/.test(e))).toEqual([]);
    }, 90_000);

    it("shows the bundled placeholder for a logo that does not load, and works on a 360 px phone", async () => {
      const broken = casinoRow({ name: "Kırık Logo Casino", logo_url: "/yok/logo.png", description: null });
      const other = casinoRow({ name: "Promosyonlu Casino", logo_url: "/favicon.svg" });
      await withDatabase(site.database, async (db) => {
        await db.insertInto("casinos").values([broken, other]).execute();
        await db
          .insertInto("promotions")
          .values(promotionRow({ title: "Bağlı Kampanya", casino_id: other.id }))
          .execute();
      });
      const { page, errors } = await site.signInAt(PHONE);
      await page.goto("/admin/casinos");
      const list = page.getByRole("region", { name: "Casino listesi" });
      const brokenLogo = list.getByRole("img", { name: "Kırık Logo Casino logosu" });
      await expect
        .poll(() => brokenLogo.getAttribute("src"), { timeout: 5_000 })
        .toBe("/images/casino-logo-placeholder.svg");
      await expect
        .poll(() => list.getByRole("img", { name: "Promosyonlu Casino logosu" }).getAttribute("src"))
        .toBe("/favicon.svg");
      await list.getByText("Açıklama yok").waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);
      await saveScreenshot(page, "admin-casino-list-phone");

      await page.getByRole("link", { name: "Kırık Logo Casino düzenle" }).click();
      await page.getByRole("heading", { name: "Casino Sitesini Düzenle" }).waitFor();
      const preview = page.getByRole("img", { name: "Logo önizlemesi" });
      await expect
        .poll(() => preview.getAttribute("src"), { timeout: 5_000 })
        .toBe("/images/casino-logo-placeholder.svg");
      await page.getByLabel("Logo URL").fill("/favicon.svg");
      await expect.poll(() => preview.getAttribute("src"), { timeout: 5_000 }).toBe("/favicon.svg");
      await page.getByLabel("Logo URL").fill(`${site.url}/olmayan-logo.png`);
      await expect
        .poll(() => preview.getAttribute("src"), { timeout: 5_000 })
        .toBe("/images/casino-logo-placeholder.svg");
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(PHONE.width);
      await saveScreenshot(page, "admin-casino-form-phone");

      // Cancel and the back arrow both return to the list without saving.
      await page.getByRole("link", { name: "İptal" }).click();
      await page.waitForURL(`${site.url}/admin/casinos`);
      await page.getByRole("link", { name: "Kırık Logo Casino düzenle" }).click();
      await page.getByRole("link", { name: "Casino listesine dön" }).click();
      await page.waitForURL(`${site.url}/admin/casinos`);

      // Deleting a casino with a promotion keeps the promotion, now standalone.
      await page.getByRole("button", { name: "Promosyonlu Casino sil" }).click();
      await page.getByRole("dialog", { name: "Casino sitesini sil" }).getByRole("button", { name: "Sil" }).click();
      await page.getByText("Casino sitesi silindi").waitFor();
      const kept = await withDatabase(site.database, (db) =>
        db.selectFrom("promotions").select("casino_id").where("title", "=", "Bağlı Kampanya").executeTakeFirst(),
      );
      expect(kept).toEqual({ casino_id: null });

      await page.goto(`/admin/casinos/edit/${crypto.randomUUID()}`);
      await page.getByRole("heading", { name: "Casino bulunamadı" }).waitFor();
      await page.goto("/admin/casinos/edit/gecersiz-kimlik");
      await page.getByRole("heading", { name: "Casino bulunamadı" }).waitFor();
      expect(unexpectedErrors(errors)).toEqual([]);
    });

    it("refuses a save without JavaScript's checks and writes nothing: HTML-only text, bad types, oversize input", async () => {
      const { page } = await site.signInAt(DESKTOP);
      const cookies = await page.context().cookies();
      const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const post = (path: string, body: Record<string, string>) =>
        fetch(`${site.url}${path}`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(body),
        });
      const before = await withDatabase(site.database, (db) => db.selectFrom("casinos").select("id").execute());
      const attempts: Array<Record<string, string>> = [
        {
          name: "X Casino",
          url: "https://x.example",
          logoUrl: "/favicon.svg",
          description: "<script>alert('bu bir saldırı metni')</script>",
        },
        { name: "x".repeat(10_000), url: "javascript:alert(1)", logoUrl: "' or 1=1 --", description: "<p>a</p>" },
        {},
      ];
      for (const attempt of attempts) {
        const response = await post("/admin/casinos/new", attempt);
        expect(response.status).toBe(400);
        expect(await response.text()).toContain("Casino kaydedilirken bir hata oluştu");
      }
      const unknown = await post(`/admin/casinos/edit/${crypto.randomUUID()}`, {
        name: "Yok Casino",
        url: "https://yok.example",
        logoUrl: "/favicon.svg",
        description: "<p>Yeterince uzun bir açıklama.</p>",
      });
      expect(unknown.status).toBe(404);
      const deleteUnknown = await post("/admin/casinos", { intent: "delete", id: "gecersiz" });
      expect(deleteUnknown.status).toBe(404);
      const after = await withDatabase(site.database, (db) => db.selectFrom("casinos").select("id").execute());
      expect(after).toEqual(before);
    });
  });
});
