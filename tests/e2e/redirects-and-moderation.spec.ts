import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage, PAGE_LOAD, PHONE, saveScreenshot } from "../support/browser.ts";
import { casinoRow, postRow, promotionRow } from "../support/content-fixtures.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

describeOnEachEngine((engine) => {
  /** Issue #15: redirects with a 404 log, and comment moderation, driven through the browser by role and label. */
  const site = setUpSite({ engine, env: { SEED_DEMO: "0" } });
  let handle: DatabaseHandle;
  const post = postRow({
    slug: "eski-yazi-adresi",
    title: "Adresi Değişen Yazı",
    content: `<p>${"Bu yazının içeriği adres değişikliğini denemek için yeterince uzundur. ".repeat(3)}</p>`,
  });
  const casino = casinoRow({ name: "Denetim Kasası", slug: "denetim-kasasi" });
  const promotion = promotionRow({ title: "Denetlenen Bonus", slug: "denetlenen-bonus", casino_id: casino.id });
  const PROMOTION_PATH = "/bonuslar/denetim-kasasi/denetlenen-bonus";

  beforeAll(async () => {
    handle = openDatabase(site.database);
    await handle.db.insertInto("blog_posts").values(post).execute();
    await handle.db.insertInto("casinos").values(casino).execute();
    await handle.db.insertInto("promotions").values(promotion).execute();
    await handle.db
      .insertInto("promotion_comments")
      .values({ id: crypto.randomUUID(), promotion_id: promotion.id, user_name: "Eski", comment: "İyi", rating: 4 })
      .execute();
  });

  afterAll(async () => {
    await handle?.close();
  });

  const redirectList = (page: Page) => page.getByRole("region", { name: "Yönlendirme listesi" });

  describe("redirects", () => {
    it("a published post's changed slug sends its old address to the new one with a 301", async () => {
      const { page } = await site.signInAt(DESKTOP);
      await page.goto(`/admin/blog/edit/${post.id}`);
      await page.getByRole("tab", { name: "SEO Ayarları" }).click();
      await page.getByLabel("Slug").fill("yeni-yazi-adresi");
      await page.getByRole("button", { name: "Güncelle" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/blog");

      const answer = await fetch(`${site.url}/blog/eski-yazi-adresi?utm_source=x`, { redirect: "manual" });
      expect(answer.status).toBe(301);
      expect(answer.headers.get("location")).toBe("/blog/yeni-yazi-adresi?utm_source=x");
      const visitor = await openWatchedPage(site.browser, site.url, PHONE);
      await visitor.page.goto("/blog/eski-yazi-adresi");
      await visitor.page.waitForURL((url) => url.pathname === "/blog/yeni-yazi-adresi");
      await visitor.page.getByRole("heading", { level: 1, name: "Adresi Değişen Yazı" }).waitFor();

      await page.goto("/admin/redirects");
      const row = redirectList(page).getByRole("row").filter({ hasText: "/blog/eski-yazi-adresi" });
      await expect.poll(() => row.textContent()).toContain("/blog/yeni-yazi-adresi");
      await expect.poll(() => row.textContent()).toContain("otomatik");
      await visitor.page.close();
      // The blog editor (Tiptap) is the heaviest admin screen to load on a busy machine.
    }, 60_000);

    it("adds, edits, refuses a loop and deletes a redirect on the 'Yönlendirmeler' screen", async () => {
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto("/admin/redirects");
      await page.getByRole("button", { name: "Yönlendirme Ekle" }).click();
      const dialog = page.getByRole("dialog", { name: "Yönlendirme Ekle" });
      await dialog.getByLabel("Eski adres").fill("eski-kampanya");
      await dialog.getByLabel("Yeni adres").fill("/bonuslar");
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await dialog.getByText("Eski adres / ile başlayan bir yol olmalıdır (ör. /eski-sayfa)").waitFor();
      await dialog.getByLabel("Eski adres").fill("/eski-kampanya");
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await page.getByRole("status").filter({ hasText: "Yönlendirme eklendi" }).waitFor();
      await expectAudited(site, { kind: "redirect", action: "create", summary: "/eski-kampanya" });
      await saveScreenshot(page, "admin-redirects-desktop");

      let answer = await fetch(`${site.url}/eski-kampanya`, { redirect: "manual" });
      expect([answer.status, answer.headers.get("location")]).toEqual([301, "/bonuslar"]);

      // A loop: /bonuslar → /eski-kampanya while /eski-kampanya → /bonuslar.
      await page.getByRole("button", { name: "Yönlendirme Ekle" }).click();
      await dialog.getByLabel("Eski adres").fill("/bonuslar");
      await dialog.getByLabel("Yeni adres").fill("/eski-kampanya");
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await dialog.getByText("Bu yönlendirme bir döngü oluşturur: yeni adres zaten eski adrese yönleniyor").waitFor();
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "/eski-kampanya yönlendirmesini düzenle" }).click();
      const edit = page.getByRole("dialog", { name: "Yönlendirmeyi Düzenle" });
      await edit.getByLabel("Yeni adres").fill("/guvenilir-siteler");
      await edit.getByLabel("Yönlendirme türü").selectOption("302");
      await edit.getByRole("button", { name: "Güncelle" }).click();
      await page.getByRole("status").filter({ hasText: "Yönlendirme güncellendi" }).waitFor();
      await expectAudited(site, { kind: "redirect", action: "update", summary: "/eski-kampanya" });
      answer = await fetch(`${site.url}/eski-kampanya`, { redirect: "manual" });
      expect([answer.status, answer.headers.get("location")]).toEqual([302, "/guvenilir-siteler"]);

      // The hit is counted and shown.
      await page.reload();
      const row = redirectList(page).getByRole("row").filter({ hasText: "/eski-kampanya" });
      await expect.poll(() => row.textContent()).toContain("302");
      await expect.poll(() => row.textContent()).not.toContain("Henüz yok");

      await page.getByRole("button", { name: "/eski-kampanya yönlendirmesini sil" }).click();
      await page.getByRole("dialog", { name: "Yönlendirmeyi sil" }).getByRole("button", { name: "Sil" }).click();
      await page.getByRole("status").filter({ hasText: "Yönlendirme silindi" }).waitFor();
      await expectAudited(site, { kind: "redirect", action: "delete", summary: "/eski-kampanya" });
      await expect.poll(() => row.count()).toBe(0);
      answer = await fetch(`${site.url}/eski-kampanya`, { redirect: "manual" });
      expect([answer.status, answer.headers.get("location")]).toEqual([302, "/"]);
      // The refused loop answered 400, which the browser reports; nothing else went wrong.
      expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    });

    it("searches redirects, narrows to 302s, sorts by visits and deletes the chosen ones after one confirmation", async () => {
      const now = new Date().toISOString();
      for (const [from, status, hits] of [
        ["/kampanya-arsiv-bir", 301, 5],
        ["/kampanya-arsiv-iki", 302, 40],
        ["/kampanya-arsiv-uc", 302, 12],
        ["/baska-sayfa", 302, 99],
      ] as const) {
        await handle.db
          .insertInto("redirects")
          .values({
            id: crypto.randomUUID(),
            from_path: from,
            to_path: "/bonuslar",
            status_code: status,
            source: "manual",
            hits,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto("/admin/redirects");
      const search = page.getByRole("search", { name: "Yönlendirmelerde ara" });
      await search.getByLabel("Ara").fill("KAMPANYA-ARŞİV");
      await search.getByRole("button", { name: "Filtrele" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === "KAMPANYA-ARŞİV");
      // Typed in capitals with Turkish letters, it finds the plain lower-case paths.
      const rows = redirectList(page).getByRole("row").filter({ hasText: "/kampanya-arsiv" });
      await expect.poll(() => rows.count()).toBe(3);
      await page.getByRole("link", { name: "302 Geçici (2)" }).click();
      await expect.poll(() => rows.count()).toBe(2);
      await redirectList(page)
        .getByRole("columnheader", { name: /Ziyaret/ })
        .first()
        .getByRole("link")
        .click();
      await page.waitForURL((url) => url.searchParams.get("sirala") === "ziyaret");
      await expect
        .poll(() => rows.locator("td:nth-child(2)").allTextContents())
        .toEqual(["/kampanya-arsiv-iki", "/kampanya-arsiv-uc"]);
      await saveScreenshot(page, "admin-redirects-worked-desktop");
      await page.setViewportSize(PHONE);
      // The sidebar slides away at phone width; photograph the list once it has.
      const sidebar = page.getByRole("complementary", { name: "Yönetim menüsü" });
      await expect
        .poll(async () => {
          const box = await sidebar.boundingBox();
          return (box?.x ?? 0) + (box?.width ?? 0);
        })
        .toBeLessThanOrEqual(0);
      await saveScreenshot(page, "admin-redirects-worked-phone");
      await page.setViewportSize(DESKTOP);

      await page.getByRole("checkbox", { name: "Bu sayfadaki tümünü seç" }).check();
      await page.getByRole("button", { name: "Seçilenleri sil" }).click();
      const dialog = page.getByRole("dialog", { name: "Seçilenleri sil" });
      await dialog.getByText("2 yönlendirme silinsin mi?").waitFor();
      await dialog.getByRole("button", { name: "Sil" }).click();
      await page.getByRole("status").filter({ hasText: "2 yönlendirme silindi" }).waitFor();
      const left = await handle.db
        .selectFrom("redirects")
        .select("from_path")
        .where("from_path", "like", "/kampanya-arsiv%")
        .execute();
      expect(left.map((row) => row.from_path)).toEqual(["/kampanya-arsiv-bir"]);
      const audit = await handle.db
        .selectFrom("audit_log")
        .select("summary")
        .where("kind", "=", "redirect")
        .where("summary", "like", "Silindi: /kampanya-arsiv%")
        .orderBy("summary")
        .execute();
      expect(audit.map((row) => row.summary)).toEqual([
        "Silindi: /kampanya-arsiv-iki → /bonuslar (302)",
        "Silindi: /kampanya-arsiv-uc → /bonuslar (302)",
      ]);
      expect(errors).toEqual([]);
    });

    it("searches the 404 log and deletes the chosen entries after one confirmation", async () => {
      const seen = new Date().toISOString();
      for (const [path, hits] of [
        ["/eski-etkinlik-bir", 7],
        ["/eski-etkinlik-iki", 3],
        ["/alakasiz-adres", 1],
      ] as const) {
        await handle.db.insertInto("not_found_log").values({ path, hits, last_seen_at: seen }).execute();
      }
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto("/admin/redirects/not-found");
      const search = page.getByRole("search", { name: "404 günlüğünde ara" });
      await search.getByLabel("Ara").fill("ETKİNLİK");
      await search.getByRole("button", { name: "Filtrele" }).click();
      await page.waitForURL((url) => url.searchParams.get("q") === "ETKİNLİK");
      const log = page.getByRole("region", { name: "Bulunamayan adresler" });
      const rows = log.getByRole("row").filter({ hasText: "/eski-etkinlik" });
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => log.getByRole("row").filter({ hasText: "/alakasiz-adres" }).count()).toBe(0);
      await page.getByRole("link", { name: "Yönlendirilmemiş (2)" }).waitFor();

      await page.getByRole("checkbox", { name: "Bu sayfadaki tümünü seç" }).check();
      await page.getByRole("button", { name: "Seçilenleri sil" }).click();
      const dialog = page.getByRole("dialog", { name: "Seçilenleri sil" });
      await dialog.getByText("2 kayıt silinsin mi?").waitFor();
      await saveScreenshot(page, "admin-not-found-bulk-delete-desktop");
      await dialog.getByRole("button", { name: "Sil" }).click();
      await page.getByRole("status").filter({ hasText: "2 kayıt silindi" }).waitFor();
      await expect.poll(() => rows.count()).toBe(0);
      const left = await handle.db
        .selectFrom("not_found_log")
        .select("path")
        .where("path", "like", "/eski-etkinlik%")
        .execute();
      expect(left).toEqual([]);
      expect(errors).toEqual([]);
    });

    it("logs an unknown path (not a bot probe) and 'Yönlendirme oluştur' prefills the add form", async () => {
      for (const path of ["/kayip-kampanya-sayfasi", "/wp-login.php", "/.env"]) {
        const answer = await fetch(`${site.url}${path}`, {
          redirect: "manual",
          headers: { Referer: "https://forum.example/konu" },
        });
        expect(answer.headers.get("location")).toBe("/");
      }
      const { page } = await site.signInAt(PHONE);
      await page.goto("/admin/redirects/not-found");
      const log = page.getByRole("region", { name: "Bulunamayan adresler" });
      await expect.poll(() => log.textContent()).toContain("/kayip-kampanya-sayfasi");
      const text = (await log.textContent()) ?? "";
      expect(text).toContain("https://forum.example/konu");
      expect(text).not.toContain("wp-login");
      expect(text).not.toContain(".env");
      await saveScreenshot(page, "admin-not-found-log-phone");
      await page.getByRole("link", { name: "/kayip-kampanya-sayfasi için yönlendirme oluştur" }).click();
      const dialog = page.getByRole("dialog", { name: "Yönlendirme Ekle" });
      await expect.poll(() => dialog.getByLabel("Eski adres").inputValue()).toBe("/kayip-kampanya-sayfasi");
      await dialog.getByLabel("Yeni adres").fill("/bonuslar");
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await page.getByRole("status").filter({ hasText: "Yönlendirme eklendi" }).waitFor();
      const answer = await fetch(`${site.url}/kayip-kampanya-sayfasi`, { redirect: "manual" });
      expect([answer.status, answer.headers.get("location")]).toEqual([301, "/bonuslar"]);
      await saveScreenshot(page, "admin-redirects-phone");
      await page.goto("/admin/comments");
      await page.getByRole("heading", { level: 1, name: "Yorumlar" }).waitFor();
      await saveScreenshot(page, "admin-comments-phone");
    });
  });

  describe("comment moderation", () => {
    /** The visitor's view of the promotion: the comment texts and the average line. */
    async function publicView(page: Page) {
      await page.goto(PROMOTION_PATH);
      await page.getByRole("heading", { level: 1, name: "Denetlenen Bonus" }).waitFor();
      const section = page.locator("#yorumlar");
      return {
        comments: await section.locator("article p.whitespace-pre-line").allTextContents(),
        summary: (await section.getByText("Ortalama puan:").textContent()) ?? "",
      };
    }

    async function comment(page: Page, name: string, text: string, stars: number) {
      await page.goto(PROMOTION_PATH);
      await page.getByLabel("Adınız").fill(name);
      await page.getByLabel("Yorumunuz").fill(text);
      await page
        .locator("form label")
        .filter({ hasText: `${stars} yıldız` })
        .click();
      await expect.poll(() => page.getByRole("radio", { name: `${stars} yıldız` }).isChecked()).toBe(true);
      await page.getByRole("button", { name: "Yorum Gönder" }).click();
    }

    it("holds a comment with a link, approves it (the rating changes), then marks it spam", async () => {
      const visitor = await openWatchedPage(site.browser, site.url, PHONE);
      await expect
        .poll(() => publicView(visitor.page), PAGE_LOAD)
        .toEqual({
          comments: ["İyi"],
          summary: "Ortalama puan: 4,0 / 5 (1 değerlendirme)",
        });
      await comment(visitor.page, "Reklamcı", "Daha iyisi için www.baska-site.example adresine bakın", 1);
      await visitor.page.getByRole("status").filter({ hasText: "Yorumunuz onay bekliyor" }).waitFor();
      await expect.poll(async () => (await publicView(visitor.page)).comments, PAGE_LOAD).toEqual(["İyi"]);

      const { page } = await site.signInAt(DESKTOP);
      await page.getByRole("link", { name: "Onay bekleyen yorum: 1" }).click();
      await page.locator('a[aria-current="page"]', { hasText: "Onay Bekleyen (1)" }).waitFor();
      await saveScreenshot(page, "admin-comments-pending-desktop");
      await page.getByRole("button", { name: "Reklamcı yorumunu onayla" }).click();
      await page.getByRole("status").filter({ hasText: "Yorum onaylandı" }).waitFor();
      await expectAudited(site, { kind: "comment", action: "update", summary: "yorumu: onaylandı" });
      await expect
        .poll(async () => publicView(visitor.page))
        .toEqual({
          comments: ["Daha iyisi için www.baska-site.example adresine bakın", "İyi"],
          summary: "Ortalama puan: 2,5 / 5 (2 değerlendirme)",
        });
      await saveScreenshot(visitor.page, "promotion-comments-approved-phone");

      await page.goto("/admin/comments");
      await page.getByRole("button", { name: "Reklamcı yorumunu spam olarak işaretle" }).click();
      await page.getByRole("status").filter({ hasText: "Yorum spam olarak işaretlendi" }).waitFor();
      await page.getByRole("link", { name: "Spam (1)" }).waitFor();
      await expect
        .poll(async () => (await publicView(visitor.page)).summary)
        .toBe("Ortalama puan: 4,0 / 5 (1 değerlendirme)");
      await visitor.page.close();
    });

    it("holds every comment when the setting says so, and approves and deletes a selection in bulk", async () => {
      const { page } = await site.signInAt(DESKTOP);
      await page.goto("/admin/comments");
      await page.getByLabel("Her yorum onay beklesin").check();
      await page.getByLabel("Yasaklı kelimeler").fill("kumar");
      await page.getByRole("button", { name: "Moderasyon ayarlarını kaydet" }).click();
      await page.getByRole("status").filter({ hasText: "Yorum moderasyonu ayarları kaydedildi" }).waitFor();

      const visitor = await openWatchedPage(site.browser, site.url, DESKTOP);
      for (const name of ["Birinci", "İkinci"]) {
        await comment(visitor.page, name, `${name} sıradan yorum`, 5);
        await visitor.page.getByRole("status").filter({ hasText: "Yorumunuz onay bekliyor" }).waitFor();
      }
      await page.goto("/admin/comments?durum=bekleyen");
      await page.getByLabel("Birinci yorumunu seç").check();
      await page.getByLabel("İkinci yorumunu seç").check();
      await page.getByRole("button", { name: "Seçilenleri onayla" }).click();
      await page.getByRole("status").filter({ hasText: "2 yorum onaylandı" }).waitFor();
      await expect.poll(async () => (await publicView(visitor.page)).comments.length).toBe(3);

      await page.goto("/admin/comments?durum=onayli");
      await page.getByLabel("Birinci yorumunu seç").check();
      await page.getByLabel("İkinci yorumunu seç").check();
      await page.getByRole("button", { name: "Seçilenleri sil" }).click();
      const confirm = page.getByRole("dialog", { name: "Seçilenleri sil" });
      await confirm.getByText("2 yorum silinsin mi? Bu işlem geri alınamaz.").waitFor();
      await saveScreenshot(page, "admin-comments-bulk-delete-desktop");
      await confirm.getByRole("button", { name: "Sil" }).click();
      await page.getByRole("status").filter({ hasText: "2 yorum silindi" }).waitFor();
      await expect.poll(async () => (await publicView(visitor.page)).comments).toEqual(["İyi"]);
      await saveScreenshot(page, "admin-comments-desktop-after-bulk");
      await visitor.page.close();
    });
  });
});
