import { describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../../app/features/auth/auth-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin } from "../support/admin.ts";
import { expectAudited } from "../support/audit.ts";
import { DESKTOP, horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const EMAIL = "yonetici@example.com";
const PASSWORD = "guclu-sifre-2026";

const site = setUpSite({ admin: { email: EMAIL, password: PASSWORD } });

describe("admin sign-in", () => {
  it("validates on submit, re-validates on change, then signs in with the toasts and goes to the dashboard after 500 ms", async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/admin/login");
    await expect.poll(() => page.getByRole("heading", { name: "Admin Paneli" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Devam etmek için giriş yapın").isVisible()).toBe(true);

    const email = page.getByLabel("Email");
    const password = page.getByLabel("Şifre");
    await email.fill("admin");
    await expect.poll(() => page.getByText("Geçerli bir email adresi giriniz").count()).toBe(0);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByText("Geçerli bir email adresi giriniz").waitFor();
    await page.getByText("Şifre en az 6 karakter olmalıdır").waitFor();

    await email.fill(EMAIL);
    await page.getByText("Geçerli bir email adresi giriniz").waitFor({ state: "detached" });
    await password.fill("yanlis-sifre");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByText("Giriş başarısız. Lütfen bilgilerinizi kontrol edin.").waitFor();
    await expectAudited(site, { kind: "session", action: "sign-in-failed", summary: `Başarısız giriş: ${EMAIL}` });
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    await password.fill(PASSWORD);
    // Timestamps taken inside the page: when the success toast appears and when the address changes.
    await page.evaluate(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (!marks.toast && document.body.innerText.includes("Giriş başarılı! Yönlendiriliyorsunuz..."))
          marks.toast = performance.now();
        if (!marks.navigated && location.pathname === "/admin/dashboard") marks.navigated = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
    expect(marks.toast).toBeDefined();
    expect((marks.navigated ?? 0) - (marks.toast ?? 0)).toBeGreaterThanOrEqual(450);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await expectAudited(site, { kind: "session", action: "sign-in", summary: "Giriş yaptı", actor: EMAIL });
    await saveScreenshot(page, "admin-dashboard-desktop");

    // Chromium logs the wrong password's 401 answer itself; anything else is a real error.
    expect(errors.filter((e) => !e.includes("status of 401"))).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("works without JavaScript: the plain form posts, shows the error, and signs in with a redirect", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: site.url });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Şifre").fill("yanlis-sifre");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByText("Giriş başarısız. Lütfen bilgilerinizi kontrol edin.").waitFor();
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await context.close();
  });

  it("guards admin pages, explains why on the login screen, and signs out from the sidebar on a phone", async () => {
    const { page, errors } = await openWatchedPage(site.browser, site.url, PHONE);
    await page.goto("/admin/blog");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await page.getByText("Bu sayfaya erişmek için giriş yapmalısınız").waitFor();
    await saveScreenshot(page, "admin-login-phone");

    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-dashboard-phone");

    // At 360 px the sign-in toast lies over the menu button for its two seconds, and a pointer over a toast pauses it
    // (react-hot-toast): a click tried while it shows would wait on it forever. A person waits for it to go.
    await page.getByText(LOGIN_MESSAGES.success).waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    const sidebar = page.getByRole("complementary", { name: "Yönetim menüsü" });
    for (const label of [
      "Dashboard",
      "Promosyonlar",
      "Splash Reklamlar",
      "Kategoriler",
      "Casino Siteleri",
      "Yorumlar",
      "Blog",
      "Zamanlanmış Yayınlama",
      "SEO Ayarları",
      "Ayarlar",
    ]) {
      await expect.poll(() => sidebar.getByRole("link", { name: label, exact: true }).isVisible()).toBe(true);
    }
    await sidebar.getByRole("button", { name: "Çıkış Yap" }).click();
    await page.waitForURL(`${site.url}/admin/login`);
    await expectAudited(site, { kind: "session", action: "sign-out", summary: "Çıkış yaptı", actor: EMAIL });
    await page.goto("/admin/dashboard");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    expect(errors).toEqual([]);
  });

  it("shows the rate-limit message after five failed attempts", async () => {
    await createAdmin({ dataDir: site.dataDir }, "kilit@example.com", PASSWORD);
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/admin/login");
    for (let i = 0; i < 6; i++) {
      await page.getByLabel("Email").fill("kilit@example.com");
      await page.getByLabel("Şifre").fill(`yanlis-${i}-sifre`);
      await page.getByRole("button", { name: "Giriş Yap" }).click();
      await page.getByRole("button", { name: "Giriş Yap" }).and(page.locator(":not([disabled])")).waitFor();
    }
    await page
      .getByText(/Çok fazla başarısız giriş denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\./)
      .first()
      .waitFor();
    await expectAudited(site, { kind: "session", action: "lockout", summary: "Giriş kilitlendi: kilit@example.com" });
  });
});

describe("dashboard", () => {
  it("shows figures that match the database and links each latest item to its edit screen", async () => {
    const handle = openDatabase({ dataDir: site.dataDir });
    const counts = {
      posts: (await handle.db.selectFrom("blog_posts").select("id").execute()).length,
      promotions: (await handle.db.selectFrom("promotions").select("id").execute()).length,
      casinos: (await handle.db.selectFrom("casinos").select("id").execute()).length,
      views: (await handle.db.selectFrom("blog_posts").select("view_count").execute()).reduce(
        (sum, r) => sum + r.view_count,
        0,
      ),
    };
    const newest = await handle.db
      .selectFrom("blog_posts")
      .select(["id", "title"])
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    await handle.close();

    const { page, errors } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Şifre").fill(PASSWORD);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(`${site.url}/admin/dashboard`);

    const figure = async (label: string) => (await page.getByTestId(`stat-${label}`).textContent())?.replace(/\./g, "");
    await expect.poll(() => figure("Toplam Blog Yazısı")).toBe(String(counts.posts));
    await expect.poll(() => figure("Toplam Promosyon")).toBe(String(counts.promotions));
    await expect.poll(() => figure("Aktif Casino Siteleri")).toBe(String(counts.casinos));
    await expect.poll(() => figure("Toplam Görüntülenme")).toBe(String(counts.views));
    await expect.poll(() => page.getByText("geçen aya göre").count()).toBe(4);

    const latest = page
      .getByRole("region", { name: "Son Blog Yazıları" })
      .getByRole("link", { name: new RegExp(newest.title.slice(0, 20)) });
    await expect.poll(() => latest.getAttribute("href")).toBe(`/admin/blog/edit/${newest.id}`);
    await expect
      .poll(() => page.getByRole("link", { name: "Blog Yazısı Ekle" }).getAttribute("href"))
      .toBe("/admin/blog/new");
    await expect
      .poll(() => page.getByRole("link", { name: "Promosyon Ekle" }).getAttribute("href"))
      .toBe("/admin/promotions/new");
    await expect
      .poll(() => page.getByRole("link", { name: "Casino Sitesi Ekle" }).getAttribute("href"))
      .toBe("/admin/casinos/new");
    await expect
      .poll(() => page.getByRole("img", { name: /Son 30 günde \d+ tıklama ve \d+ yorum/ }).isVisible())
      .toBe(true);
    // The chart's table is for screen readers only: it must not stretch the page into empty scroll.
    await expect.poll(() => page.getByRole("table", { name: "Günlük tıklama ve yorum sayıları" }).count()).toBe(1);
    const blankBelow = await page.evaluate(
      () =>
        document.documentElement.scrollHeight -
        (document.querySelector("main")?.parentElement?.getBoundingClientRect().height ?? 0),
    );
    expect(blankBelow).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
