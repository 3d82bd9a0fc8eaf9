import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";
import { totp, unusedCode, wrongCode } from "../support/totp.ts";

// Done means (issue #16): an Editör, not only a Yönetici, turns 2FA on and signs in with it.
const site = setUpSite({ admin: { email: "editor@example.com", password: "e2e-editor-sifre-1", role: "editor" } });

async function passwordStep(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(site.admin.email);
  await page.getByLabel("Şifre").fill(site.admin.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.getByRole("heading", { name: "İki adımlı doğrulama" }).waitFor();
}

let secret = "";
let backupCodes: string[] = [];
/** Codes that have signed in: each is refused again while it is valid (replay). */
const spent = new Set<string>();

describe("two-factor sign-in", () => {
  it("is set up with a QR code drawn on our server, confirmed with a first code, then shows ten backup codes once", async () => {
    const { page, errors, foreignRequests } = await site.signInAt(DESKTOP);
    await page.goto("/admin/two-factor");
    await page.getByRole("heading", { name: "İki adımlı doğrulama kapalı" }).waitFor();
    await page.getByLabel("Başlamak için şifreniz").fill("yanlis-sifre");
    await page.getByRole("button", { name: "Kurulumu başlat" }).click();
    await page.getByText("Şifre hatalı").first().waitFor();
    await page.getByLabel("Başlamak için şifreniz").fill(site.admin.password);
    await page.getByRole("button", { name: "Kurulumu başlat" }).click();
    const qr = page.getByRole("img", { name: "Doğrulama uygulaması için QR kodu" });
    await qr.waitFor();
    await expect.poll(() => qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await saveScreenshot(page, "admin-two-factor-scan-desktop");

    await page.getByLabel("Doğrulama kodu").fill(wrongCode(secret));
    await page.getByRole("button", { name: "Doğrula ve aç" }).click();
    await page.getByText("Doğrulama kodu hatalı. Lütfen tekrar deneyin.").first().waitFor();
    await page.getByLabel("Doğrulama kodu").fill(totp(secret));
    await page.getByRole("button", { name: "Doğrula ve aç" }).click();
    const list = page.getByRole("list", { name: "Yedek kodlar" });
    await list.waitFor();
    backupCodes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const download = page.getByRole("link", { name: "Metin dosyası olarak indir" });
    await expect
      .poll(async () => decodeURIComponent((await download.getAttribute("href")) ?? ""))
      .toContain(backupCodes[0]);
    await expect.poll(() => download.getAttribute("download")).toBe("yedek-kodlar.txt");
    await saveScreenshot(page, "admin-two-factor-codes-desktop");
    await expectAudited(site, { kind: "two-factor", action: "enable", actor: site.admin.email });

    // The renewed session still opens the back office; reloading shows 2FA on and no codes any more.
    await page.reload();
    await page.getByRole("heading", { name: "İki adımlı doğrulama açık" }).waitFor();
    await expect.poll(() => page.getByRole("list", { name: "Yedek kodlar" }).count()).toBe(0);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("asks for the code after the password, refuses a wrong one in Turkish, and signs in with the right one", async () => {
    const { page, errors } = await openWatchedPage(site.browser, site.url, PHONE);
    await passwordStep(page);
    await page.getByText("Bu cihazı 30 gün hatırla").waitFor();
    await saveScreenshot(page, "admin-two-factor-step-phone");
    // No session yet: the back office still sends this browser to the login screen.
    const guarded = await page.context().request.get(`${site.url}/admin/dashboard`, { maxRedirects: 0 });
    expect(guarded.status()).toBe(302);

    await page.getByLabel("Doğrulama kodu").fill(wrongCode(secret));
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.getByText("Doğrulama kodu hatalı. Lütfen tekrar deneyin.").first().waitFor();
    await expectAudited(site, { kind: "session", action: "sign-in-failed", summary: "Hatalı doğrulama kodu girildi" });
    await page.getByLabel("Doğrulama kodu").fill(unusedCode(secret, spent));
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await expectAudited(site, {
      kind: "session",
      action: "sign-in",
      summary: "Giriş yaptı (iki adımlı doğrulama ile)",
    });
    await page.goto("/admin/two-factor");
    await page.getByRole("heading", { name: "İki adımlı doğrulama açık" }).waitFor();
    await saveScreenshot(page, "admin-two-factor-on-phone");
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  it("refuses a code that has already signed in while it is still valid (replay), and sends back to the password", async () => {
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(page);
    await page.getByLabel("Doğrulama kodu").fill([...spent].at(-1) ?? "");
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.getByText("Bu doğrulama kodu daha önce kullanıldı.", { exact: false }).first().waitFor();
    await page.getByLabel("Şifre").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });

  it("works without JavaScript: the plain form shows the code step, refuses a wrong code and signs in", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP, baseURL: site.url });
    const page = await context.newPage();
    await passwordStep(page);
    await saveScreenshot(page, "admin-two-factor-step-desktop");
    await page.getByLabel("Doğrulama kodu").fill(wrongCode(secret));
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.getByText("Doğrulama kodu hatalı. Lütfen tekrar deneyin.").waitFor();
    await page.getByLabel("Doğrulama kodu").fill(unusedCode(secret, spent));
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await context.close();
  });

  it("signs in with a backup code once, and refuses the same code the second time", async () => {
    const first = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(first.page);
    await first.page.getByRole("button", { name: "Yedek kod kullan" }).click();
    await first.page.getByLabel("Yedek kod").fill(backupCodes[0] ?? "");
    await first.page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await first.page.waitForURL(`${site.url}/admin/dashboard`);

    const second = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(second.page);
    await second.page.getByLabel("Doğrulama kodu").fill(backupCodes[0] ?? "");
    await second.page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await second.page.getByText("Yedek kod hatalı veya daha önce kullanılmış.").first().waitFor();
    expect(new URL(second.page.url()).pathname).toBe("/admin/login");
  });

  it("remembers a device for 30 days when asked: the next sign-in there needs no code", async () => {
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(page);
    await page.getByLabel("Doğrulama kodu").fill(unusedCode(secret, spent));
    await page.getByLabel("Bu cihazı 30 gün hatırla").check();
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    const trust = (await page.context().cookies()).find((cookie) => cookie.name.includes("trust_device"));
    expect(trust?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

    await page.getByRole("button", { name: "Çıkış Yap" }).click();
    await page.waitForURL(`${site.url}/admin/login`);
    await page.getByLabel("Email").fill(site.admin.email);
    await page.getByLabel("Şifre").fill(site.admin.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
  });

  it("replaces the backup codes after the password is asked again; the old ones stop working", async () => {
    // Signed in with a backup code: only three app codes are valid at a time, and the other tests spend them.
    const { page, errors } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(page);
    await page.getByRole("button", { name: "Yedek kod kullan" }).click();
    await page.getByLabel("Yedek kod").fill(backupCodes[1] ?? "");
    await page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    const old = backupCodes;
    // One width: nothing here changes with the width; the accessibility parts check every screen at both.
    for (const [label, viewport] of [["desktop", DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/two-factor");
      const section = page.getByRole("region", { name: "Yedek kodlar" });
      await section.getByLabel("Yeni kodlar için şifreniz").fill("yanlis-sifre");
      await section.getByRole("button", { name: "Yeni yedek kodlar oluştur" }).click();
      // The refusal shows under the form that was sent, not under 'Kapatmak için şifreniz'.
      await section.getByText("Şifre hatalı").waitFor();
      await expect.poll(() => page.getByLabel("Kapatmak için şifreniz").getAttribute("aria-invalid")).not.toBe("true");
      await saveScreenshot(page, `admin-two-factor-new-codes-form-${label}`);

      await section.getByLabel("Yeni kodlar için şifreniz").fill(site.admin.password);
      await section.getByRole("button", { name: "Yeni yedek kodlar oluştur" }).click();
      const list = page.getByRole("list", { name: "Yedek kodlar" });
      await list.waitFor();
      const fresh = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
      expect(fresh).toHaveLength(10);
      expect(fresh.filter((code) => backupCodes.includes(code))).toEqual([]);
      await saveScreenshot(page, `admin-two-factor-new-codes-${label}`);
      backupCodes = fresh;
    }
    await expectAudited(site, {
      kind: "two-factor",
      action: "update",
      summary: "Yeni yedek kodlar oluşturuldu; eskileri artık geçersiz",
    });

    // A new code signs in; then (a wrong code counts toward the address's limit, so last) an old one is refused.
    const next = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(next.page);
    await next.page.getByLabel("Doğrulama kodu").fill(backupCodes[0] ?? "");
    await next.page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await next.page.waitForURL(`${site.url}/admin/dashboard`);
    const refused = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(refused.page);
    await refused.page.getByLabel("Doğrulama kodu").fill(old[2] ?? "");
    await refused.page.getByRole("button", { name: "Doğrula", exact: true }).click();
    await refused.page.getByText("Yedek kod hatalı veya daha önce kullanılmış.").first().waitFor();
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    // Three browsers sign in through the form (17 s on a quiet machine): past the 30 s default when both workers run.
  }, 60_000);

  it("holds the code step after the attempt limit, even for the right code", async () => {
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await passwordStep(page);
    const limit = page.getByText(/Çok fazla hatalı doğrulama kodu denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\./);
    const submit = async (code: string) => {
      await page.getByLabel("Doğrulama kodu").fill(code);
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && response.url().includes("/admin/login"),
      );
      await page.getByRole("button", { name: "Doğrula", exact: true }).click();
      return (await answered).status();
    };
    let status = 0;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) status = await submit(wrongCode(secret));
    expect(status).toBe(429);
    await limit.first().waitFor();
    await expectAudited(site, { kind: "session", action: "lockout", summary: "İki adımlı doğrulama kilitlendi" });
    expect(await submit(totp(secret))).toBe(429);
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });
});
