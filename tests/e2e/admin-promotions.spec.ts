import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { signIn } from "../support/admin.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { refuseWrites } from "../support/databases.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

const EMAIL = "admin@example.com";
const PASSWORD = "promosyon-sifre-1";
const CASINO = { name: "Test Kasası", slug: "test-kasasi" };

describeOnEachEngine((engine) => {
  let handle: DatabaseHandle;
  let cookie: string;

  const site = setUpSite({ engine, admin: { email: EMAIL, password: PASSWORD } });

  beforeAll(async () => {
    handle = openDatabase(site.database);
    await handle.db
      .insertInto("casinos")
      .values({ id: crypto.randomUUID(), name: CASINO.name, slug: CASINO.slug, url: "https://test-kasasi.example/" })
      .execute();
    cookie = await signIn(site.url, EMAIL, PASSWORD);
  });

  afterAll(async () => {
    await handle?.close();
  });

  /** The rich-text editor renders in the browser only: wait for its toolbar, which also means the page is hydrated. */
  async function waitForEditor(page: Page) {
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
  }

  /** Public promotion titles on /bonuslar, as an anonymous visitor sees them (the cached page). */
  async function publicTitles(page: Page): Promise<string[]> {
    await page.goto("/bonuslar");
    return page.locator("main h3").allTextContents();
  }

  const rowOf = (page: Page, title: string) =>
    page.getByRole("region", { name: "Promosyon listesi" }).getByRole("row").filter({ hasText: title });

  const promotionByTitle = (title: string) =>
    handle.db.selectFrom("promotions").selectAll().where("title", "=", title).executeTakeFirst();

  // One width: nothing here changes with the width; the accessibility parts check every screen at both.
  for (const [label, viewport, shot] of [["1280 px desktop", DESKTOP, "desktop"]] as const) {
    describe(`promotion management on a ${label}`, () => {
      it("creates a category and a promotion in it, shows it on /bonuslar at once, edits, deactivates and deletes it", async () => {
        const { page, errors } = await site.signInAt(viewport);
        const visitor = await openWatchedPage(site.browser, site.url, viewport);
        const category = `Özel Kategori ${shot}`;
        const title = `Çılgın Cuma İkramı ${shot}`;
        const renamed = `Hafta Sonu İkramı ${shot}`;

        // A category through its dialog.
        await page.goto("/admin/categories");
        await page.getByRole("button", { name: "Yeni Kategori" }).click();
        const dialog = page.getByRole("dialog", { name: "Yeni Kategori Ekle" });
        await dialog.getByLabel("Kategori Adı").fill(category);
        await expect.poll(() => dialog.getByLabel("Slug").inputValue()).toBe(`ozel-kategori-${shot}`);
        await dialog.getByRole("button", { name: "Kaydet" }).click();
        await page.getByText("Kategori başarıyla eklendi").waitFor();

        // The promotion form: both tabs, the editor, terms and an image by URL.
        await page.goto("/admin/promotions");
        await page.getByRole("link", { name: "Promosyon Ekle" }).click();
        await page.getByRole("heading", { name: "Yeni Promosyon Ekle" }).waitFor();
        await waitForEditor(page);
        await expect
          .poll(() => page.getByRole("link", { name: "Kategorileri Yönet" }).getAttribute("href"))
          .toBe("/admin/categories");
        await page.getByLabel("Promosyon Başlığı").fill(title);
        await page.getByLabel("Casino", { exact: true }).selectOption({ label: CASINO.name });
        await page.getByLabel("Kategori").selectOption({ label: category });
        await page.getByRole("tab", { name: "URL Gir" }).click();
        const imageUrl = `${site.url}/images/casino-logo-placeholder.svg`;
        await page.getByLabel("Görsel URL").fill(imageUrl);
        await page.getByRole("img", { name: "Önizleme" }).waitFor();
        await page.getByLabel("Kısa Açıklama").fill("Cuma günlerine özel yüzde elli yatırım bonusu & sürpriz.");
        const editor = page.getByRole("textbox", { name: "Detaylı Açıklama" });
        await editor.click();
        await page.keyboard.type("Ayrıntılar ve ");
        await page.getByRole("button", { name: "Kalın" }).click();
        await page.keyboard.type("kalın son.");
        await page.getByLabel("Şartlar ve Koşullar").fill("Minimum yatırım 100 TL\n\n  Çevrim şartı 30 kat  \n");
        await page.getByRole("tab", { name: "Promosyon Ayarları" }).click();
        await page.getByLabel("Promosyon URL").fill("https://test-kasasi.example/cuma");
        await page.getByLabel("Promosyon Kodu").fill("CUMA50");
        await page.getByLabel("Son Kullanma Tarihi").fill("2099-12-31");
        await expect.poll(() => page.getByLabel("Aktif").isChecked()).toBe(true);
        await saveScreenshot(page, `admin-promotion-form-settings-${shot}`);
        await page.getByRole("tab", { name: "Promosyon Detayları" }).click();
        await saveScreenshot(page, `admin-promotion-form-details-${shot}`);
        await page.getByRole("button", { name: "Kaydet" }).click();
        await page.getByText("Promosyon başarıyla eklendi").waitFor();
        await expectAudited(site, { kind: "promotion", action: "create", summary: title });
        await page.waitForURL(`${site.url}/admin/promotions`);

        const row = rowOf(page, title);
        await row.waitFor();
        for (const text of [CASINO.name, category, "CUMA50", "Aktif", "31 Aralık 2099"]) {
          await expect.poll(() => row.textContent()).toContain(text);
        }
        await saveScreenshot(page, `admin-promotions-list-${shot}`);

        const stored = await promotionByTitle(title);
        expect(stored).toMatchObject({
          slug: `cilgin-cuma-ikrami-${shot}`,
          category: category,
          terms: ["Minimum yatırım 100 TL", "Çevrim şartı 30 kat"],
          image_url: imageUrl,
          promotion_code: "CUMA50",
          is_active: true,
          description:
            "<p>Cuma günlerine özel yüzde elli yatırım bonusu &amp; sürpriz.</p><p>Ayrıntılar ve <strong>kalın son.</strong></p>",
        });

        // At once on the public list and on its own page.
        await expect.poll(() => publicTitles(visitor.page)).toContain(title);
        await visitor.page.goto(`/bonuslar/${CASINO.slug}/cilgin-cuma-ikrami-${shot}`);
        await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();
        await visitor.page.getByText("Çevrim şartı 30 kat").waitFor();
        await visitor.page.getByText("kalın son.").waitFor();

        // Edit: the stored values come back, split as they were typed.
        await page.getByRole("link", { name: `${title} düzenle` }).click();
        await page.getByRole("heading", { name: "Promosyonu Düzenle" }).waitFor();
        await waitForEditor(page);
        await expect
          .poll(() => page.getByLabel("Kısa Açıklama").inputValue())
          .toBe("Cuma günlerine özel yüzde elli yatırım bonusu & sürpriz.");
        await expect
          .poll(() => page.getByLabel("Şartlar ve Koşullar").inputValue())
          .toBe("Minimum yatırım 100 TL\nÇevrim şartı 30 kat");
        await expect.poll(() => editor.textContent()).toBe("Ayrıntılar ve kalın son.");
        await expect.poll(() => page.getByLabel("Kategori").inputValue()).toBe(stored?.category_id);
        await page.getByLabel("Promosyon Başlığı").fill(renamed);
        await page.getByRole("button", { name: "Güncelle" }).click();
        await page.getByText("Promosyon başarıyla güncellendi").waitFor();
        await expectAudited(site, { kind: "promotion", action: "update", summary: renamed });
        await page.waitForURL(`${site.url}/admin/promotions`);
        await rowOf(page, renamed).waitFor();
        await expect.poll(() => publicTitles(visitor.page)).toContain(renamed);
        await expect.poll(() => publicTitles(visitor.page)).not.toContain(title);

        // Deactivate: gone from the public list; activate again; then delete with confirmation.
        await page.getByRole("button", { name: `${renamed} pasif yap` }).click();
        await page.getByText("Promosyon pasif edildi").waitFor();
        await expectAudited(site, { kind: "promotion", action: "toggle", summary: `"${renamed}" pasif yapıldı` });
        await rowOf(page, renamed).getByText("Pasif", { exact: true }).waitFor();
        await expect.poll(() => publicTitles(visitor.page)).not.toContain(renamed);
        await page.getByRole("button", { name: `${renamed} aktif yap` }).click();
        await page.getByText("Promosyon aktif edildi").waitFor();
        await expect.poll(() => promotionByTitle(renamed)).toMatchObject({ is_active: true, indexed: true });
        await expect.poll(() => publicTitles(visitor.page)).toContain(renamed);

        await page.getByRole("button", { name: `${renamed} sil` }).click();
        const confirm = page.getByRole("dialog", { name: "Promosyonu sil" });
        await confirm.getByRole("button", { name: "Sil" }).click();
        await page.getByText("Promosyon silindi").waitFor();
        await expectAudited(site, { kind: "promotion", action: "delete", summary: renamed });
        await rowOf(page, renamed).waitFor({ state: "detached" });
        await expect.poll(() => promotionByTitle(renamed)).toBeUndefined();
        await expect.poll(() => publicTitles(visitor.page)).not.toContain(renamed);
        expect(errors).toEqual([]);
        expect(visitor.errors).toEqual([]);
        expect(visitor.foreignRequests).toEqual([]);
      }, 120_000);
    });
  }

  describe("promotion form validation", () => {
    // The browser shows these messages before anything is sent, so no engine is involved: on SQLite only.
    it.skipIf(engine !== "SQLite")(
      "shows every validation message of the form and switches to the tab that holds the error",
      async () => {
        const { page, errors } = await site.signInAt(DESKTOP);
        await page.goto("/admin/promotions/new");
        await waitForEditor(page);
        await page.getByRole("button", { name: "Kaydet" }).click();
        await page.getByText("Promosyon başlığı en az 2 karakter olmalıdır").waitFor();
        await page.getByText("Kısa açıklama en az 10 karakter olmalıdır").waitFor();
        await saveScreenshot(page, "admin-promotion-form-errors-desktop");

        await page.getByLabel("Promosyon Başlığı").fill("Geçersiz Adres Bonusu");
        await page.getByLabel("Kısa Açıklama").fill("Adresi hatalı bir promosyon.");
        await expect.poll(() => page.getByText("Promosyon başlığı en az 2 karakter olmalıdır").count()).toBe(0);
        // The URL is required: spec 2 §5 has 'url valid URL | Geçerli bir URL giriniz' and no optional url.
        await page.getByRole("button", { name: "Kaydet" }).click();
        await page.getByText("Geçerli bir URL giriniz").waitFor();
        await expect
          .poll(() => page.getByRole("tab", { name: "Promosyon Ayarları" }).getAttribute("aria-selected"))
          .toBe("true");
        await page.getByLabel("Promosyon URL").fill("ftp://test-kasasi.example/bonus");
        await page.getByRole("tab", { name: "Promosyon Detayları" }).click();
        await page.getByRole("button", { name: "Kaydet" }).click();
        await page.getByText("Geçerli bir URL giriniz").waitFor();
        await expect
          .poll(() => page.getByRole("tab", { name: "Promosyon Ayarları" }).getAttribute("aria-selected"))
          .toBe("true");
        await expect.poll(() => promotionByTitle("Geçersiz Adres Bonusu")).toBeUndefined();
        expect(errors).toEqual([]);
      },
    );

    it("shows the server's field error and drops it once the field is corrected", async () => {
      const gone = {
        id: crypto.randomUUID(),
        name: "Kapanan Kasa",
        slug: "kapanan-kasa",
        url: "https://kapanan.example/",
      };
      await handle.db.insertInto("casinos").values(gone).execute();
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto("/admin/promotions/new");
      await waitForEditor(page);
      await page.getByLabel("Promosyon Başlığı").fill("Kapanan Kasa Bonusu");
      await page.getByLabel("Kısa Açıklama").fill("Casinosu kaydetmeden önce silinen bir promosyon.");
      await page.getByRole("tab", { name: "Promosyon Ayarları" }).click();
      await page.getByLabel("Promosyon URL").fill("https://kapanan.example/bonus");
      await page.getByRole("tab", { name: "Promosyon Detayları" }).click();
      const casino = page.getByLabel("Casino", { exact: true });
      await casino.selectOption({ label: gone.name });
      // Someone deletes the casino while the form is open: only the server can tell.
      await handle.db.deleteFrom("casinos").where("id", "=", gone.id).execute();
      await page.getByRole("button", { name: "Kaydet" }).click();
      const fieldError = page.getByText("Seçilen casino bulunamadı", { exact: true });
      await fieldError.waitFor();
      await expect.poll(() => casino.getAttribute("aria-invalid")).toBe("true");

      await casino.selectOption({ label: CASINO.name });
      await fieldError.waitFor({ state: "detached" });
      await expect.poll(() => casino.getAttribute("aria-invalid")).toBeNull();
      await expect.poll(() => promotionByTitle("Kapanan Kasa Bonusu")).toBeUndefined();
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    });

    it("says 'Promosyon kaydedilirken bir hata oluştu: {message}' (spec 2 §8) when the database refuses a save unexpectedly, stays on the form and changes nothing", async () => {
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      await handle.db
        .insertInto("promotions")
        .values({
          id,
          title: "Kilitli Kampanya",
          slug: "kilitli-kampanya",
          description: "<p>Veritabanı bu kaydı değiştirmeye izin vermiyor.</p>",
          url: "https://test-kasasi.example/kilitli",
          created_at: now,
          updated_at: now,
        })
        .execute();
      // A real failure of the real database, not a validation error: a trigger refuses every write to promotions.
      const allowWrites = await refuseWrites(handle, "promotions", "tetikleyici yazmayı reddetti");
      try {
        const { page, allowErrors } = await site.signInAt(DESKTOP);
        // Chromium logs the refused save's 500 answer itself; any other console error fails the test.
        allowErrors(/status of 500/);
        await page.goto(`/admin/promotions/edit/${id}`);
        await waitForEditor(page);
        await page.getByLabel("Promosyon Başlığı").fill("Değişmeyecek Başlık");
        await page.getByRole("button", { name: "Güncelle" }).click();
        await page.getByText("Promosyon kaydedilirken bir hata oluştu: Beklenmeyen bir hata oluştu").waitFor();
        await expect.poll(() => page.url()).toBe(`${site.url}/admin/promotions/edit/${id}`);
        await expect.poll(() => page.getByText("tetikleyici yazmayı reddetti").count()).toBe(0);
        expect((await promotionByTitle("Kilitli Kampanya"))?.id).toBe(id);

        const response = await fetch(`${site.url}/admin/promotions/new`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            title: "Eklenemeyen Kampanya",
            shortDescription: "Veritabanı bu kaydı eklemeye izin vermiyor.",
            url: "https://test-kasasi.example/eklenemeyen",
          }),
        });
        expect(response.status).toBe(500);
        const body = await response.text();
        expect(body).toContain("Promosyon kaydedilirken bir hata oluştu: Beklenmeyen bir hata oluştu");
        expect(body).not.toContain("tetikleyici");
        await expect.poll(() => promotionByTitle("Eklenemeyen Kampanya")).toBeUndefined();
      } finally {
        await allowWrites();
      }
    });

    it("lists expired promotions as 'Süresi Dolmuş' without a toggle, and standalone ones under 'Diğer' with 'Kod yok'", async () => {
      const now = new Date().toISOString();
      for (const [title, expiry] of [
        ["Süresi Geçmiş Kampanya", new Date(Date.now() - 86_400_000).toISOString()],
        ["Süresiz Kampanya", null],
      ] as const) {
        await handle.db
          .insertInto("promotions")
          .values({
            id: crypto.randomUUID(),
            title,
            slug: title.toLowerCase().replace(/\s+/g, "-"),
            description: "<p>Kısa açıklama burada.</p>",
            expiry_date: expiry,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const { page } = await site.signInAt(PHONE);
      await page.goto("/admin/promotions");
      const expired = rowOf(page, "Süresi Geçmiş Kampanya");
      const status = expired.getByText("Süresi Dolmuş");
      await status.waitFor();
      await expect.poll(() => status.evaluate((el) => el.className)).toContain("text-red");
      await expect.poll(() => expired.getByRole("button", { name: /aktif yap|pasif yap/ }).count()).toBe(0);
      const open = rowOf(page, "Süresiz Kampanya");
      for (const part of ["Diğer", "Kod yok", "Süresiz"]) await expect.poll(() => open.textContent()).toContain(part);
      await expect.poll(() => open.getByRole("button", { name: "Süresiz Kampanya pasif yap" }).count()).toBe(1);
      await saveScreenshot(page, "admin-promotions-list-states-phone");
    });

    it("answers bad input to the actions with 400 or 404 and the spec's messages, and writes nothing", async () => {
      const before = await handle.db
        .selectFrom("promotions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const post = (path: string, fields: Record<string, string>) =>
        fetch(`${site.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
      const valid = {
        title: "Sunucu Testi",
        shortDescription: "Yeterince uzun bir açıklama.",
        url: "https://test-kasasi.example/sunucu",
      };
      const cases: Array<[string, Record<string, string>, number]> = [
        ["/admin/promotions/new", { title: "x".repeat(10_000), shortDescription: "kısa" }, 400],
        ["/admin/promotions/new", { ...valid, casinoId: "' or 1=1 --" }, 400],
        ["/admin/promotions/new", { ...valid, categoryId: crypto.randomUUID() }, 400],
        ["/admin/promotions/new", { ...valid, url: "javascript:alert(1)" }, 400],
        ["/admin/promotions/new", { ...valid, url: "" }, 400],
        ["/admin/promotions/new", { ...valid, imageUrl: "javascript:alert(1)" }, 400],
        ["/admin/promotions/new", { ...valid, expiryDate: "31.12.2099" }, 400],
        [`/admin/promotions/edit/${crypto.randomUUID()}`, valid, 404],
        ["/admin/promotions/edit/kötü-id", valid, 404],
        ["/admin/promotions", { intent: "toggle", id: "' or 1=1 --", active: "true" }, 404],
        ["/admin/promotions", { intent: "delete", id: crypto.randomUUID() }, 404],
        ["/admin/promotions", { intent: "başka" }, 400],
      ];
      for (const [path, fields, status] of cases) {
        const response = await post(path, fields);
        expect(response.status, `${path} ${JSON.stringify(fields).slice(0, 80)}`).toBe(status);
      }
      const unknownCategory = await (
        await post("/admin/promotions/new", { ...valid, categoryId: crypto.randomUUID() })
      ).text();
      expect(unknownCategory).toContain("Promosyon eklenirken hata: Seçilen kategori bulunamadı");
      const toggle = await (
        await post("/admin/promotions", { intent: "toggle", id: crypto.randomUUID(), active: "true" })
      ).text();
      expect(toggle).toContain("Promosyon güncellenirken bir hata oluştu");
      const after = await handle.db
        .selectFrom("promotions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));

      // A malformed id on the edit screen is a 404 page, not an error.
      const page = await fetch(`${site.url}/admin/promotions/edit/${"x".repeat(10_000)}`, {
        headers: { Cookie: cookie },
      });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("Promosyon bulunamadı");
    });

    it("saves a plain form POST without JavaScript and redirects to the list; an invalid one redisplays the form", async () => {
      const post = (fields: Record<string, string>) =>
        fetch(`${site.url}/admin/promotions/new`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
      const saved = await post({
        title: "Betiksiz Promosyon",
        shortDescription: "JavaScript olmadan kaydedildi.",
        url: "https://test-kasasi.example/betiksiz",
        terms: "Tek şart",
        isActive: "on",
      });
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/admin/promotions");
      await expect
        .poll(() => promotionByTitle("Betiksiz Promosyon"))
        .toMatchObject({ terms: ["Tek şart"], is_active: true });

      const invalid = await post({ title: "B", shortDescription: "kısa" });
      expect(invalid.status).toBe(400);
      const html = await invalid.text();
      expect(html).toContain("Promosyon başlığı en az 2 karakter olmalıdır");
      expect(html).toContain("Kısa açıklama en az 10 karakter olmalıdır");
    });
  });
});
