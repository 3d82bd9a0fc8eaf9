import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin } from "../support/admin.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, openWatchedPage, PAGE_LOAD, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const FORBIDDEN = "Bu sayfayı açma yetkiniz yok";
// Each test signs in several browsers through the form, on a machine shared with other test runs.
const TEST_TIMEOUT_MS = 90_000;
const LAST_OWNER = "Son etkin Yönetici hesabı Editör yapılamaz ve devre dışı bırakılamaz";

// The demo content (SEED_DEMO defaults to 1) gives the editor a promotion to edit.
const site = setUpSite();
let handle: DatabaseHandle;

beforeAll(() => {
  handle = openDatabase({ dataDir: site.dataDir });
});

afterAll(async () => {
  await handle?.close();
});

/** A fresh browser (its own cookies) signed in through the form as `email`. */
async function signInAs(email: string, password: string, viewport: { width: number; height: number } = DESKTOP) {
  const watched = await openWatchedPage(site.browser, site.url, viewport);
  const { page } = watched;
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Şifre").fill(password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await page.waitForURL(`${site.url}/admin/dashboard`);
  return watched;
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Yönetim bölümleri" });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const accountRow = (page: Page, text: string) =>
  page.getByRole("region", { name: "Hesap listesi" }).getByRole("listitem").filter({ hasText: text });

/** Whether the browser's session is refused: the next admin page sends it to the sign-in screen. */
async function isSignedOut(page: Page): Promise<boolean> {
  await page.goto("/admin/dashboard");
  return new URL(page.url()).pathname === "/admin/login";
}

describe("accounts and roles", () => {
  it(
    "a Yönetici adds an Editör, who sees and opens only the content screens and can edit a promotion",
    async () => {
      const { page, errors } = await site.signInAt(DESKTOP);
      await sidebar(page).getByRole("link", { name: "Kullanıcılar" }).click();
      await page.getByRole("heading", { name: "Kullanıcılar" }).waitFor();
      await page.getByRole("button", { name: "Yeni Hesap" }).click();
      const dialog = page.getByRole("dialog", { name: "Yeni Hesap" });
      await dialog.getByLabel("Ad").fill("Elif Editör");
      await dialog.getByLabel("Email").fill("elif@example.com");
      await dialog.getByLabel("Rol").selectOption({ label: "Editör" });
      await dialog.getByRole("button", { name: "Hesabı oluştur" }).click();
      const shown = page.getByRole("dialog", { name: "Oluşturulan şifre" });
      await toast(page, "Hesap oluşturuldu").waitFor();
      await expectAudited(site, { kind: "account", action: "create", summary: "elif@example.com" });
      const password = await shown.getByLabel("Şifre").inputValue();
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      await shown.getByRole("button", { name: "Tamam" }).click();
      const row = accountRow(page, "elif@example.com");
      await expect.poll(() => row.textContent()).toContain("Editör");
      await saveScreenshot(page, "admin-users-1280");

      const editor = await signInAs("elif@example.com", password);
      await sidebar(editor.page).getByRole("link", { name: "Hesabım" }).waitFor();
      const links = (await sidebar(editor.page).getByRole("link").allTextContents()).map((t) => t.trim());
      expect(links).toEqual(expect.arrayContaining(["Dashboard", "Promosyonlar", "Blog", "Hesabım"]));
      for (const hidden of ["Ayarlar", "SEO Ayarları", "Kullanıcılar", "Yedekler", "Zamanlanmış Yayınlama"]) {
        expect(links).not.toContain(hidden);
      }
      for (const path of ["/admin/settings", "/admin/users", "/admin/seo-settings", "/admin/backups"]) {
        const response = await editor.page.goto(path);
        expect(response?.status(), path).toBe(403);
        await editor.page.getByRole("heading", { name: FORBIDDEN }).waitFor();
      }
      // Posting straight to the Yönetici's screens, with the editor's own cookies, changes nothing.
      for (const [path, form] of [
        ["/admin/users", { intent: "create", name: "Sızma", email: "sizma@example.com", role: "owner", password: "" }],
        ["/admin/settings", { site_title: "Ele geçirildi" }],
      ] as const) {
        const response = await editor.page.request.post(path, { form, headers: { Origin: site.url } });
        expect(response.status(), path).toBe(403);
      }
      expect(
        await handle.authDb.selectFrom("user").select("id").where("email", "=", "sizma@example.com").executeTakeFirst(),
      ).toBeUndefined();

      await editor.page.getByRole("link", { name: "Panele dön" }).click();
      await sidebar(editor.page).getByRole("link", { name: "Promosyonlar" }).click();
      await editor.page
        .getByRole("link", { name: /düzenle$/ })
        .first()
        .click();
      const title = editor.page.getByLabel("Promosyon Başlığı");
      await expect.poll(() => title.inputValue()).not.toBe("");
      const id = new URL(editor.page.url()).pathname.split("/").pop() ?? "";
      await title.fill("Editörün güncellediği bonus");
      await editor.page.getByRole("button", { name: "Güncelle" }).click();
      await expect
        .poll(
          async () =>
            (await handle.db.selectFrom("promotions").select("title").where("id", "=", id).executeTakeFirst())?.title,
        )
        .toBe("Editörün güncellediği bonus");
      expect(errors).toEqual([]);
      expect(editor.errors.filter((e) => !e.includes("403"))).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses to demote the last Yönetici, in Turkish, and keeps the role",
    async () => {
      const { page } = await site.signInAt(DESKTOP);
      await page.goto("/admin/users");
      const row = accountRow(page, site.admin.email);
      await row.getByRole("button", { name: /Editör yap$/ }).click();
      await toast(page, LAST_OWNER).waitFor();
      const stored = await handle.db
        .selectFrom("admin_users")
        .innerJoin("user", "user.id", "admin_users.id")
        .select("admin_users.role")
        .where("user.email", "=", site.admin.email)
        .executeTakeFirstOrThrow();
      expect(stored.role).toBe("owner");
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, "admin-users-360");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "deactivating an account ends its session at once and its sign-in is refused",
    async () => {
      await createAdmin({ dataDir: site.dataDir }, "deniz@example.com", "deniz-sifre-1", "editor");
      const editor = await signInAs("deniz@example.com", "deniz-sifre-1");
      const { page } = await site.signInAt(DESKTOP);
      await page.goto("/admin/users");
      await accountRow(page, "deniz@example.com")
        .getByRole("button", { name: /devre dışı bırak$/ })
        .click();
      await toast(page, "Hesap devre dışı bırakıldı").waitFor();
      await expectAudited(site, { kind: "account", action: "toggle", summary: "deniz@example.com" });
      await expect.poll(() => isSignedOut(editor.page), PAGE_LOAD).toBe(true);
      await editor.page.getByLabel("Email").fill("deniz@example.com");
      await editor.page.getByLabel("Şifre").fill("deniz-sifre-1");
      await editor.page.getByRole("button", { name: "Giriş Yap" }).click();
      await editor.page.getByText("Bu hesap devre dışı bırakılmış").first().waitFor();
    },
    TEST_TIMEOUT_MS,
  );
});

describe("a Yönetici's changes to another account", () => {
  it(
    "changes its role, resets its password (shown once) and resets its lost 2FA, each with its audit entry",
    async () => {
      const userId = await createAdmin({ dataDir: site.dataDir }, "kaan@example.com", "kaan-sifre-1", "editor");
      await handle.db
        .updateTable("user")
        .set({ name: "Kaan", twoFactorEnabled: true })
        .where("id", "=", userId)
        .execute();
      await handle.db
        .insertInto("twoFactor")
        .values({ id: crypto.randomUUID(), secret: "gizli", backupCodes: "kodlar", userId, verified: true })
        .execute();
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto("/admin/users");
      const row = accountRow(page, "kaan@example.com");
      await row.getByRole("button", { name: "Kaan: Yönetici yap" }).click();
      await toast(page, "Rol değiştirildi").waitFor();
      await expect.poll(() => row.getByRole("button", { name: "Kaan: Editör yap" }).count()).toBe(1);
      await expectAudited(site, { kind: "account", action: "update", summary: "kaan@example.com" });

      await row.getByRole("button", { name: "Kaan: İki adımlı doğrulamayı sıfırla" }).click();
      await toast(page, "Hesabın iki adımlı doğrulaması sıfırlandı").waitFor();
      await expect
        .poll(() => row.getByRole("button", { name: "Kaan: İki adımlı doğrulamayı sıfırla" }).count())
        .toBe(0);
      await expectAudited(site, { kind: "two-factor", action: "reset", summary: "kaan@example.com" });

      await row.getByRole("button", { name: "Kaan: şifreyi sıfırla" }).click();
      await page
        .getByRole("dialog", { name: "Şifreyi sıfırla" })
        .getByRole("button", { name: "Şifreyi sıfırla" })
        .click();
      const shown = page.getByRole("dialog", { name: "Oluşturulan şifre" });
      await toast(page, "Şifre sıfırlandı").waitFor();
      const password = await shown.getByLabel("Şifre").inputValue();
      await shown.getByRole("button", { name: "Tamam" }).click();
      await expectAudited(site, { kind: "account", action: "reset" });
      await signInAs("kaan@example.com", password);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("'Hesabım' and sessions", () => {
  it(
    "changing the password asks for the current one and ends the other session, not this one",
    async () => {
      await createAdmin({ dataDir: site.dataDir }, "sifre@example.com", "eski-sifre-1", "editor");
      const elsewhere = await signInAs("sifre@example.com", "eski-sifre-1");
      const { page, errors } = await signInAs("sifre@example.com", "eski-sifre-1");
      await sidebar(page).getByRole("link", { name: "Hesabım" }).click();
      await page.getByRole("heading", { name: "Hesabım" }).waitFor();
      await page.getByLabel("Mevcut şifre").fill("yanlis-sifre");
      await page.getByLabel("Yeni şifre", { exact: true }).fill("yeni-sifre-1");
      await page.getByLabel("Yeni şifre (tekrar)").fill("yeni-sifre-1");
      await page.getByRole("button", { name: "Şifreyi değiştir" }).click();
      await page.getByText("Mevcut şifre yanlış").first().waitFor();
      await expect.poll(() => isSignedOut(elsewhere.page), PAGE_LOAD).toBe(false);

      await page.getByLabel("Mevcut şifre").fill("eski-sifre-1");
      await page.getByRole("button", { name: "Şifreyi değiştir" }).click();
      await toast(page, "Şifreniz değiştirildi").waitFor();
      await expect.poll(() => isSignedOut(elsewhere.page), PAGE_LOAD).toBe(true);
      await expect.poll(() => isSignedOut(page), PAGE_LOAD).toBe(false);
      await signInAs("sifre@example.com", "yeni-sifre-1");
      // The refused current password answered 400, which the browser logs; nothing else may go wrong.
      expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "'Oturumu kapat' ends another session, which is then refused; 'Diğer tüm oturumları kapat' ends the rest",
    async () => {
      await createAdmin({ dataDir: site.dataDir }, "oturum@example.com", "oturum-sifre-1", "editor");
      const first = await signInAs("oturum@example.com", "oturum-sifre-1");
      const second = await signInAs("oturum@example.com", "oturum-sifre-1");
      const { page } = await signInAs("oturum@example.com", "oturum-sifre-1", PHONE);
      await page.goto("/admin/account");
      const sessions = page.getByRole("list", { name: "Açık oturumlar" }).getByRole("listitem");
      await expect.poll(() => sessions.count()).toBe(3);
      await expect.poll(() => sessions.first().textContent()).toContain("Bu oturum");
      await saveScreenshot(page, "admin-account-360");
      await page.setViewportSize(DESKTOP);
      await saveScreenshot(page, "admin-account-1280");

      await page
        .getByRole("button", { name: /^Oturumu kapat/ })
        .first()
        .click();
      await toast(page, "Oturum kapatıldı").waitFor();
      await expectAudited(site, { kind: "session", action: "sign-out", summary: "Bir oturumu kapattı" });
      await expect.poll(() => sessions.count()).toBe(2);
      const stillIn = [await isSignedOut(first.page), await isSignedOut(second.page)];
      expect(stillIn.sort()).toEqual([false, true]);

      await page.getByRole("button", { name: "Diğer tüm oturumları kapat" }).click();
      await toast(page, "Diğer tüm oturumlar kapatıldı").waitFor();
      await expect.poll(() => sessions.count()).toBe(1);
      await expect.poll(() => isSignedOut(first.page), PAGE_LOAD).toBe(true);
      await expect.poll(() => isSignedOut(second.page), PAGE_LOAD).toBe(true);
      await expect.poll(() => isSignedOut(page), PAGE_LOAD).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );
});
