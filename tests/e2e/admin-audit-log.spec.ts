import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const site = setUpSite();

describe("the audit log screen", () => {
  it("lists sign-ins and admin writes newest first, with who, from where and the changed fields", async () => {
    const { page, errors, foreignRequests } = await site.signInAt(DESKTOP);
    await page
      .getByRole("navigation", { name: "Yönetim bölümleri" })
      .getByRole("link", { name: "Etkinlik Kaydı" })
      .click();
    await page.getByRole("heading", { name: "Etkinlik Kaydı" }).waitFor();
    const list = page.getByRole("region", { name: "Kayıt listesi" });
    await list.getByText("Giriş yaptı").first().waitFor();
    await expect.poll(() => list.getByText(`Admin <${site.admin.email}>`).count()).toBeGreaterThan(0);

    await page.getByLabel("Kayıt saklama süresi (gün)").fill("400");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Güvenlik ayarları kaydedildi").first().waitFor();
    await list.getByText("Değişen alanlar: Kayıt saklama süresi").waitFor();
    // Newest first: the settings change, then the sign-in, then admin:create's account (no request: 'Sistem').
    const summaries = await list.getByRole("listitem").allTextContents();
    expect(summaries[0]).toContain("Değişen alanlar: Kayıt saklama süresi");
    expect(summaries[1]).toContain("Giriş yaptı");
    expect(summaries.at(-1)).toContain(`Hesap oluşturuldu: ${site.admin.email}`);
    expect(summaries.at(-1)).toContain("Sistem");
    await saveScreenshot(page, "admin-audit-log-desktop");
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("refuses a retention outside 30–3650 days in Turkish and keeps the old value", async () => {
    const { page } = await site.signInAt(PHONE);
    await page.goto("/admin/audit-log");
    await page.getByLabel("Kayıt saklama süresi (gün)").fill("5");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Saklama süresi 30 ile 3650 gün arasında bir tam sayı olmalıdır").first().waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Kayıt saklama süresi (gün)").inputValue()).toBe("400");
    await saveScreenshot(page, "admin-audit-log-phone");
  });

  it("filters by kind, item and date range, and exports what the filters select as CSV", async () => {
    const { page } = await site.signInAt(DESKTOP);
    await page.goto("/admin/audit-log");
    const list = page.getByRole("region", { name: "Kayıt listesi" });
    await page.getByLabel("Tür").selectOption({ label: "Oturum" });
    await page.getByRole("button", { name: "Filtrele" }).click();
    await page.waitForURL(/tur=session/);
    await expect.poll(() => list.getByText("Güvenlik ayarları").count()).toBe(0);
    await expect.poll(() => list.getByText("Giriş yaptı").count()).toBeGreaterThanOrEqual(3);

    await page.getByLabel("Tür").selectOption({ label: "Tüm türler" });
    await page.getByLabel("Öğe").fill("saklama");
    await page.getByRole("button", { name: "Filtrele" }).click();
    await page.waitForURL(/oge=saklama/);
    await expect.poll(() => list.getByRole("listitem").count()).toBe(1);

    const href = (await page.getByRole("link", { name: "CSV olarak indir" }).getAttribute("href")) ?? "";
    expect(href).toContain("oge=saklama");
    const csv = await page.context().request.get(`${site.url}${href}`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toMatch(
      /attachment; filename="etkinlik-kaydi-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Zaman (UTC),Kişi,Adres,Tür,Öğe,İşlem,Özet");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Değişen alanlar: Kayıt saklama süresi");

    await page.goto("/admin/audit-log?baslangic=2999-01-01");
    await page.getByText("Filtreye uyan kayıt bulunamadı.").waitFor();
    await page.getByRole("link", { name: "Filtreleri temizle" }).click();
    await page.waitForURL(`${site.url}/admin/audit-log`);
  });

  it("has no way to change or delete an entry: a forged post changes nothing", async () => {
    const { page } = await site.signInAt(DESKTOP);
    await page.goto("/admin/audit-log");
    const before = await page.getByRole("region", { name: "Kayıt listesi" }).getByRole("listitem").count();
    const answer = await page.context().request.post(`${site.url}/admin/audit-log`, {
      form: { intent: "delete", id: "herhangi" },
      headers: { Origin: site.url },
    });
    expect(answer.status()).toBe(400);
    await page.reload();
    // The only new entry is this test's own sign-in.
    await expect
      .poll(() => page.getByRole("region", { name: "Kayıt listesi" }).getByRole("listitem").count())
      .toBe(before);
  });

  it("requires 2FA for everyone when a Yönetici says so: an account without it is sent to set it up first", async () => {
    const { page } = await site.signInAt(DESKTOP);
    await page.goto("/admin/audit-log");
    await page.getByLabel(/Her hesap için iki adımlı doğrulama zorunlu/).check();
    await page.getByRole("button", { name: "Kaydet" }).click();
    await page.getByText("Güvenlik ayarları kaydedildi").first().waitFor();
    await page.goto("/admin/promotions");
    await page.waitForURL(/\/admin\/two-factor\?zorunlu=1/);
    await page
      .getByText(
        "Bu sitede her hesap için iki adımlı doğrulama zorunludur. Devam etmeden önce lütfen kurulumu tamamlayın.",
      )
      .waitFor();
    const api = await page.context().request.get(`${site.url}/api/admin/check-settings`);
    expect(api.status()).toBe(403);
    await page.getByRole("heading", { name: "İki adımlı doğrulama kapalı" }).waitFor();
  });
});
