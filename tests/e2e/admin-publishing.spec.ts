import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, PHONE, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { setUpSite } from "../support/e2e.ts";

const site = setUpSite({ admin: { email: "admin@example.com", password: "yayin-sifre-2" } });

describe("scheduled publishing screen", () => {
  it("validates the daily count, saves the schedule, publishes drafts now and lists each in the log", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    await page.goto("/admin/scheduled-publishing");
    await page.getByRole("heading", { name: "Zamanlanmış Yayınlama" }).waitFor();

    await page.getByLabel("Günlük yayın sayısı").fill("0");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Günlük yayın sayısı en az 1 olmalıdır").first().waitFor();

    await page.getByLabel("Günlük yayın sayısı").fill("1");
    await page.getByLabel("Otomatik yayınlama aktif").check();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Zamanlanmış yayınlama ayarları kaydedildi").waitFor();
    await expectAudited(site, { kind: "publishing-settings", action: "settings" });

    await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
    await page.getByRole("status").filter({ hasText: "1 blog yazısı yayınlandı" }).first().waitFor();
    await expectAudited(site, { kind: "blog-post", action: "publish" });
    const log = page.getByRole("region", { name: "Son 20 yayın" });
    await log.getByText("Başarılı").first().waitFor();
    await log.getByText("1 blog yazısı yayınlandı").first().waitFor();
    await saveScreenshot(page, "admin-scheduled-publishing-desktop");

    // The second run publishes the demo's last draft: its own line in the log.
    await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
    await expect.poll(() => log.getByText("1 blog yazısı yayınlandı").count()).toBe(2);
    await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
    await page.getByRole("status").filter({ hasText: "Yayınlanacak taslak blog bulunamadı" }).waitFor();
    // That run failed, and says so in the log.
    await log
      .getByRole("listitem")
      .filter({ hasText: "Yayınlanacak taslak blog bulunamadı" })
      .getByText("Hata")
      .waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Otomatik yayınlama aktif").isDisabled()).toBe(true);
    // Chromium logs the expected 400 (validation) and 409 (no drafts) answers itself.
    expect(errors.filter((e) => !/status of (400|409)/.test(e))).toEqual([]);
  });

  it("toasts 'Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu' and 'Taslak blog sayısı alınamadı' (spec 2 §8) when those parts cannot be read, and still shows the screen", async () => {
    const { page, errors } = await site.signInAt(DESKTOP);
    // Real failures of the site's own database: the table the part reads is briefly not there.
    for (const [table, message] of [
      ["scheduled_publishing_settings", "Zamanlanmış yayınlama ayarları yüklenirken bir hata oluştu"],
      ["blog_posts", "Taslak blog sayısı alınamadı"],
    ] as const) {
      await withDatabase(site.dataDir, (db) =>
        sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gizli`)}`.execute(db),
      );
      try {
        await page.goto("/admin/scheduled-publishing");
        await page.getByRole("heading", { name: "Zamanlanmış Yayınlama" }).waitFor();
        await page.getByRole("status").filter({ hasText: message }).waitFor();
        await page.getByRole("region", { name: "Son 20 yayın" }).waitFor();
      } finally {
        await withDatabase(site.dataDir, (db) =>
          sql`alter table ${sql.table(`${table}_gizli`)} rename to ${sql.table(table)}`.execute(db),
        );
      }
    }
    expect(errors).toEqual([]);
  });

  it("says 'Edge Function çağrısı başarısız: …' and logs the run as an error when publishing fails (spec 2 §3, §8)", async () => {
    const id = crypto.randomUUID();
    await withDatabase(site.dataDir, (db) =>
      db
        .insertInto("blog_posts")
        .values({ id, title: "Yayınlanamayan Taslak", slug: "yayinlanamayan-taslak" })
        .execute(),
    );
    // A real failure of the database: a trigger refuses every change to blog_posts, so the run rolls back.
    await withDatabase(site.dataDir, (db) =>
      sql`create trigger refuse_blog_update before update on blog_posts
        begin select raise(abort, 'güncelleme reddedildi'); end`.execute(db),
    );
    try {
      const { page, allowErrors } = await site.signInAt(PHONE);
      // Chromium logs the failed run's 500 answer itself; any other console error fails the test.
      allowErrors(/status of 500/);
      await page.goto("/admin/scheduled-publishing");
      await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Edge Function çağrısı başarısız: Yayınlama işlemi başarısız oldu" })
        .waitFor();
      const failedRun = page
        .getByRole("region", { name: "Son 20 yayın" })
        .getByRole("listitem")
        .filter({ hasText: "Yayınlama işlemi başarısız oldu" })
        .first();
      await failedRun.getByText("Hata", { exact: true }).waitFor();
      await expect.poll(() => page.getByText("güncelleme reddedildi").count()).toBe(0);
      await saveScreenshot(page, "admin-scheduled-publishing-failed-phone");
    } finally {
      await withDatabase(site.dataDir, (db) => sql`drop trigger refuse_blog_update`.execute(db));
    }
    const draft = await withDatabase(site.dataDir, (db) =>
      db.selectFrom("blog_posts").select("is_published").where("id", "=", id).executeTakeFirstOrThrow(),
    );
    expect(draft.is_published).toBe(false);
  });

  it("shows the JSON of each function on the test page, on a phone", async () => {
    const { page } = await site.signInAt(PHONE);
    await page.goto("/admin/test-edge-function");
    await page.getByRole("button", { name: "check-settings" }).click();
    const answer = page.getByLabel("check-settings yanıtı");
    await answer.waitFor();
    await expect.poll(() => answer.textContent()).toContain('"success": true');
    await page.getByRole("button", { name: "publish-blogs-public", exact: true }).click();
    await page.getByLabel("publish-blogs-public yanıtı").waitFor();
    await saveScreenshot(page, "admin-test-functions-phone");
  });
});
