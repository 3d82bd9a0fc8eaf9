import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signPreviewToken } from "../../app/features/revisions/preview-token.server.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { slugify } from "../../app/utils/slug.ts";
import { DESKTOP, saveScreenshot } from "../support/browser.ts";
import { describeOnEachEngine, restoreOldestVersion, setUpSite } from "../support/e2e.ts";

describeOnEachEngine((engine) => {
  const site = setUpSite({ engine, env: { SEED_DEMO: "0" } });

  /** Each test drives several screens and saves on a machine shared with other runs. */
  const STEPS_TIMEOUT_MS = 90_000;

  const BODY = "Hoş geldin bonusları ilk yatırımda verilen ek bakiyedir ve çevrim şartlarını okumak gerekir.";

  /** Chromium logs the intended 4xx answers (a refused stale save, a refused preview) as console errors itself. */
  function unexpected(errors: string[]): string[] {
    return errors.filter((e) => !/status of (404|409)/.test(e));
  }

  async function createDraft(page: Page, title: string): Promise<string> {
    await page.goto("/admin/blog/new");
    await page.getByLabel("Başlık", { exact: true }).fill(title);
    await page.getByLabel("Kategori", { exact: true }).fill("Rehber");
    await page.getByLabel("Özet", { exact: true }).fill("Bonus almadan önce bilinmesi gerekenler.");
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
    await page.getByRole("textbox", { name: "İçerik", exact: true }).click();
    await page.keyboard.type(BODY);
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Blog yazısı başarıyla eklendi").waitFor();
    const handle = openDatabase(site.database);
    try {
      const row = await handle.db
        .selectFrom("blog_posts")
        .select("id")
        .where("title", "=", title)
        .executeTakeFirstOrThrow();
      return row.id;
    } finally {
      await handle.close();
    }
  }

  /** The post's title as stored, read straight from the database. */
  async function storedTitle(id: string): Promise<string> {
    const handle = openDatabase(site.database);
    try {
      const row = await handle.db
        .selectFrom("blog_posts")
        .select("title")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.title;
    } finally {
      await handle.close();
    }
  }

  async function openEditor(page: Page, id: string) {
    await page.goto(`/admin/blog/edit/${id}`);
    await page.getByRole("heading", { name: "Blog Yazısını Düzenle" }).waitFor();
    await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
  }

  async function saveTitle(page: Page, title: string) {
    await page.getByLabel("Başlık", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Güncelle" }).click();
  }

  describe("revisions, autosave, preview and scheduling of a blog post", () => {
    it(
      "edits a post twice and restores the first version from 'Geçmiş'",
      async () => {
        const { page, errors, foreignRequests } = await site.signInAt(DESKTOP);
        const id = await createDraft(page, "Sürüm Rehberi İlk");
        await openEditor(page, id);
        await saveTitle(page, "Sürüm Rehberi İkinci");
        await page.getByText("Blog yazısı başarıyla güncellendi").waitFor();
        await openEditor(page, id);
        await saveTitle(page, "Sürüm Rehberi Üçüncü");
        await page.getByText("Blog yazısı başarıyla güncellendi").waitFor();

        await openEditor(page, id);
        const history = page.getByRole("region", { name: "Geçmiş" });
        await history.getByRole("listitem").first().waitFor();
        await expect.poll(() => history.locator("ol > li").count()).toBe(3);
        await history.getByText("Sürüm Rehberi Üçüncü").first().waitFor();
        await saveScreenshot(page, "admin-blog-history-1280");
        // The oldest version is the last one; restoring it saves it again as the newest.
        await restoreOldestVersion(history);
        await expect.poll(() => page.getByLabel("Başlık", { exact: true }).inputValue()).toBe("Sürüm Rehberi İlk");
        await expect.poll(() => history.locator("ol > li").count()).toBe(4);
        expect(await storedTitle(id)).toBe("Sürüm Rehberi İlk");
        expect(unexpected(errors)).toEqual([]);
        expect(foreignRequests).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "refuses a save made over a newer version with the diff, and keeps the newer version",
      async () => {
        const first = await site.signInAt(DESKTOP);
        const second = await site.signInAt(DESKTOP);
        const id = await createDraft(first.page, "Çakışma Rehberi");
        await openEditor(first.page, id);
        await openEditor(second.page, id);
        await saveTitle(first.page, "Çakışma Rehberi Birinci Yönetici");
        await first.page.getByText("Blog yazısı başarıyla güncellendi").waitFor();
        await saveTitle(second.page, "Çakışma Rehberi İkinci Yönetici");
        await second.page
          .getByText(/başka bir yönetici tarafından değiştirildi/)
          .first()
          .waitFor();
        await second.page
          .getByText(/Çakışma Rehberi Birinci Yönetici/)
          .first()
          .waitFor();
        expect(await storedTitle(id)).toBe("Çakışma Rehberi Birinci Yönetici");
      },
      STEPS_TIMEOUT_MS,
    );

    // One width: nothing here changes with the width; the accessibility parts check every screen at both.
    it.each([["1280", DESKTOP]] as const)(
      "recovers an edit left unsaved when the tab was closed at %s px",
      async (width, viewport) => {
        const { page, errors } = await site.signInAt(viewport);
        const id = await createDraft(page, `Kurtarma Rehberi ${width}`);
        await openEditor(page, id);
        await page.getByLabel("Başlık", { exact: true }).fill(`Kaydedilmemiş Başlık ${width}`);
        await page.getByText(/Taslak otomatik olarak saklandı/).waitFor();
        await page.context().close();

        const reopened = await site.signInAt(viewport);
        await openEditor(reopened.page, id);
        const offer = reopened.page.getByRole("alert").filter({ hasText: "Kaydedilmemiş değişiklikler bulundu" });
        await offer.waitFor();
        await saveScreenshot(reopened.page, `admin-blog-autosave-offer-${width}`);
        await expect
          .poll(() => reopened.page.getByLabel("Başlık", { exact: true }).inputValue())
          .toBe(`Kurtarma Rehberi ${width}`);
        await offer.getByRole("button", { name: "Geri yükle" }).click();
        await expect
          .poll(() => reopened.page.getByLabel("Başlık", { exact: true }).inputValue())
          .toBe(`Kaydedilmemiş Başlık ${width}`);
        await reopened.page.getByRole("button", { name: "Güncelle" }).click();
        await reopened.page.getByText("Blog yazısı başarıyla güncellendi").waitFor();
        // Saved: the autosave is gone, so reopening offers nothing.
        await openEditor(reopened.page, id);
        await reopened.page.getByRole("region", { name: "Geçmiş" }).getByRole("listitem").first().waitFor();
        await expect.poll(() => reopened.page.getByText("Kaydedilmemiş değişiklikler bulundu").count()).toBe(0);
        expect(unexpected(errors)).toEqual([]);
      },
      STEPS_TIMEOUT_MS,
    );

    it(
      "previews a draft from a signed address that an anonymous visitor cannot replace, forge or reuse late",
      async () => {
        const { page } = await site.signInAt(DESKTOP);
        const title = "Önizleme Rehberi";
        const id = await createDraft(page, title);
        await openEditor(page, id);
        await page.getByLabel("Başlık", { exact: true }).fill("Önizleme Rehberi Yeni Başlık");
        const popupPromise = page.context().waitForEvent("page");
        await page.getByRole("button", { name: "Önizle" }).click();
        const popup = await popupPromise;
        await popup.waitForURL(/\/onizleme\//);
        await popup.getByRole("heading", { level: 1, name: "Önizleme Rehberi Yeni Başlık" }).waitFor();
        await popup.getByRole("status").filter({ hasText: "Önizleme" }).waitFor();
        await saveScreenshot(popup, "blog-preview-1280");
        const previewUrl = popup.url();

        // The address itself: private, never cached, never indexed, also for a visitor without a session.
        const anonymous = await fetch(previewUrl);
        expect(anonymous.status).toBe(200);
        expect(anonymous.headers.get("cache-control")).toBe("private, no-store");
        expect(anonymous.headers.get("x-robots-tag")).toContain("noindex");
        expect(await anonymous.text()).toContain("Önizleme Rehberi Yeni Başlık");
        // The draft's public page stays closed to that visitor.
        expect((await fetch(`${site.url}/blog/${slugify(title)}`)).status).toBe(404);
        // A forged or altered token is refused.
        const token = decodeURIComponent(previewUrl.split("/onizleme/")[1] ?? "");
        const [body] = token.split(".");
        for (const forged of [`${body}.AAAA`, `${body}x.${token.split(".")[1]}`, "yok"]) {
          const refused = await fetch(`${site.url}/onizleme/${encodeURIComponent(forged)}`);
          expect(refused.status).toBe(404);
          expect(await refused.text()).toContain("Önizleme bağlantısı geçersiz ya da süresi dolmuş");
        }
        // An expired one too: signed with the site's own secret, an hour ago.
        const secret = readFileSync(path.join(site.dataDir, "session-secret"), "utf8").trim();
        const claim = JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8")) as { adminId: string };
        const old = signPreviewToken(
          secret,
          { kind: "blog", entityId: id, adminId: claim.adminId },
          new Date(Date.now() - 3_600_000),
        );
        expect((await fetch(`${site.url}/onizleme/${old}`)).status).toBe(404);
      },
      STEPS_TIMEOUT_MS,
    );

    it("schedules a post for a time in Istanbul, shows it as 'Zamanlandı', and unschedules it", async () => {
      const { page, errors } = await site.signInAt(DESKTOP);
      const title = "Zamanlanmış Rehber";
      const id = await createDraft(page, title);
      await openEditor(page, id);
      const schedule = page.getByRole("region", { name: "Yayın zamanı" });
      const inTwoHours = new Date(Date.now() + 2 * 3_600_000 + 3 * 3_600_000).toISOString().slice(0, 16);
      await schedule.getByLabel("Tarih ve saat (İstanbul)").fill(inTwoHours);
      await schedule.getByRole("button", { name: "Zamanla", exact: true }).click();
      await page.getByText(/yayınlanmak üzere zamanlandı/).waitFor();
      await schedule.getByText("Zamanlandı", { exact: true }).waitFor();
      await saveScreenshot(page, "admin-blog-scheduled-1280");

      await page.goto("/admin/blog");
      const row = page.locator("tbody tr").filter({ hasText: title });
      await row.getByText(/^Zamanlandı:/).waitFor();

      // Unscheduled, it stays a draft. The schedule coming due is the running sweep's (server/jobs.test.ts).
      await openEditor(page, id);
      await schedule.getByRole("button", { name: "Zamanlamayı kaldır" }).click();
      await page.getByText("Zamanlama kaldırıldı; yazı taslak olarak kaldı").waitFor();
      const handle = openDatabase(site.database);
      try {
        const stored = await handle.db
          .selectFrom("blog_posts")
          .select(["is_published", "publish_at"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({ is_published: false, publish_at: null });
      } finally {
        await handle.close();
      }
      expect(unexpected(errors)).toEqual([]);
    }, 120_000);
  });
});
