import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../support/admin.ts";
import { DESKTOP, launchBrowser, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

let server: RunningServer;
let browser: Browser;
let dataDir: TempDir;

beforeAll(async () => {
  dataDir = createTempDir();
  [server, browser] = await Promise.all([startServer({ env: { DATA_DIR: dataDir.path } }), launchBrowser()]);
  await createAdmin({ dataDir: dataDir.path }, "admin@example.com", "yayin-sifre-2");
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  dataDir?.remove();
});

async function signInAt(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const watched = await openWatchedPage(browser, server.url, viewport);
  await watched.page.goto("/admin/login");
  await watched.page.getByLabel("Email").fill("admin@example.com");
  await watched.page.getByLabel("Şifre").fill("yayin-sifre-2");
  await watched.page.getByRole("button", { name: "Giriş Yap" }).click();
  await watched.page.waitForURL(`${server.url}/admin/dashboard`);
  return watched;
}

describe("scheduled publishing screen", () => {
  it("validates the daily count, saves the schedule, publishes drafts now and lists each in the log", async () => {
    const { page, errors } = await signInAt(DESKTOP);
    await page.goto("/admin/scheduled-publishing");
    await page.getByRole("heading", { name: "Zamanlanmış Yayınlama" }).waitFor();

    await page.getByLabel("Günlük yayın sayısı").fill("0");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Günlük yayın sayısı en az 1 olmalıdır").first().waitFor();

    await page.getByLabel("Günlük yayın sayısı").fill("1");
    await page.getByLabel("Otomatik yayınlama aktif").check();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Zamanlanmış yayınlama ayarları kaydedildi").waitFor();

    await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
    await page.getByText("1 blog yazısı yayınlandı").waitFor();
    const log = page.getByRole("region", { name: "Son 20 yayın" });
    await log.getByText("Başarılı").first().waitFor();
    await saveScreenshot(page, "admin-scheduled-publishing-desktop");

    await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
    await page
      .getByText("1 blog yazısı yayınlandı")
      .nth(1)
      .waitFor({ timeout: 5000 })
      .catch(() => {});
    await page.getByRole("button", { name: "Şimdi Yayınla" }).click();
    await page.getByText("Yayınlanacak taslak blog bulunamadı").waitFor();
    await page.reload();
    expect(await page.getByLabel("Otomatik yayınlama aktif").isDisabled()).toBe(true);
    // Chromium logs the expected 400 (validation) and 409 (no drafts) answers itself.
    expect(errors.filter((e) => !/status of (400|409)/.test(e))).toEqual([]);
  });

  it("shows the JSON of each function on the test page, on a phone", async () => {
    const { page } = await signInAt(PHONE);
    await page.goto("/admin/test-edge-function");
    await page.getByRole("button", { name: "check-settings" }).click();
    const answer = page.getByLabel("check-settings yanıtı");
    await answer.waitFor();
    expect(await answer.textContent()).toContain('"success": true');
    await page.getByRole("button", { name: "publish-blogs-public", exact: true }).click();
    await page.getByLabel("publish-blogs-public yanıtı").waitFor();
    await saveScreenshot(page, "admin-test-functions-phone");
  });
});
