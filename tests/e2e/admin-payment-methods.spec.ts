import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, saveScreenshot } from "../support/browser.ts";
import { withDatabase } from "../support/content-fixtures.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #14: the operator manages the payment methods the casino form and the /bonuslar filter offer. */
const site = setUpSite();

// One width: nothing here changes with the width; the accessibility parts check every screen at both.
for (const [label, viewport] of [["1280 px desktop", DESKTOP]] as const) {
  describe(`'Ödeme Yöntemleri' on a ${label}`, () => {
    it("adds, renames, moves and deletes a method, refuses to delete one casinos use, and the public filter follows", async () => {
      const { page, errors } = await site.signInAt(viewport);
      await page.goto("/admin/payment-methods");
      const first = `İninal ${viewport.width}`;
      const name = `${first} Kart`;
      await page.getByRole("button", { name: "Yeni Ödeme Yöntemi" }).click();
      const dialog = page.getByRole("dialog", { name: "Yeni Ödeme Yöntemi" });
      await dialog.getByLabel("Ödeme yöntemi adı", { exact: true }).fill(first);
      await expect.poll(() => dialog.getByLabel("Slug", { exact: true }).inputValue()).toBe(`ininal-${viewport.width}`);
      await dialog.getByLabel("Simge", { exact: true }).selectOption({ label: "Kart" });
      await saveScreenshot(page, `admin-payment-methods-dialog-${viewport.width}`);
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await dialog.waitFor({ state: "hidden" });
      const table = page.getByRole("table", { name: "Ödeme yöntemi listesi" });
      await table.getByRole("button", { name: `${first} düzenle` }).click();
      const editDialog = page.getByRole("dialog", { name: "Ödeme Yöntemini Düzenle" });
      await editDialog.getByLabel("Ödeme yöntemi adı", { exact: true }).fill(name);
      // A stored method keeps its slug: the filter address depends on it.
      await expect
        .poll(() => editDialog.getByLabel("Slug", { exact: true }).inputValue())
        .toBe(`ininal-${viewport.width}`);
      await editDialog.getByRole("button", { name: "Güncelle" }).click();
      await table.getByRole("button", { name: `${name} düzenle` }).waitFor();

      // Papara is listed by demo casinos: refused with the count, nothing deleted.
      await table.getByRole("button", { name: "Papara sil" }).click();
      await page.getByRole("dialog", { name: "Ödeme yöntemini sil" }).getByRole("button", { name: "Sil" }).click();
      await page.getByText(/Bu ödeme yöntemi \d+ casinoda kullanıldığı için silinemez/).waitFor();
      await table.getByRole("button", { name: "Papara düzenle" }).waitFor();

      const order = () =>
        withDatabase(site.dataDir, (db) =>
          db.selectFrom("payment_methods").select("name").orderBy("sort_order").execute(),
        ).then((rows) => rows.map((row) => row.name));
      const last = (await order()).indexOf(name);
      await table.getByRole("button", { name: `${name} yukarı taşı` }).click();
      await expect.poll(async () => (await order()).indexOf(name)).toBe(last - 1);
      await expect.poll(() => table.getByRole("row").last().textContent()).not.toContain(name);
      await saveScreenshot(page, `admin-payment-methods-${viewport.width}`);

      await page.goto("/bonuslar");
      await expect
        .poll(() => page.getByLabel("Ödeme yöntemi", { exact: true }).locator("option").allTextContents())
        .toContain(name);

      await page.goto("/admin/payment-methods");
      await page.getByRole("button", { name: `${name} sil` }).click();
      await page.getByRole("dialog", { name: "Ödeme yöntemini sil" }).getByRole("button", { name: "Sil" }).click();
      await expect.poll(() => page.getByRole("button", { name: `${name} düzenle` }).count()).toBe(0);
      // The refused delete's 409 is the only console line.
      expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
    });
  });
}

describe("the casino form's checkbox groups without JavaScript", () => {
  it("saves the ticked payment methods and support channels from a plain post", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false, baseURL: site.url, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(site.admin.email);
    await page.getByLabel("Şifre").fill(site.admin.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto("/admin/casinos");
    await page
      .getByRole("link", { name: /Zümrüt Casino.*düzenle/i })
      .first()
      .click();
    const methods = page.getByRole("group", { name: "Ödeme yöntemleri" });
    await methods.getByLabel("Jeton", { exact: true }).check();
    await methods.getByLabel("Papara", { exact: true }).uncheck();
    await page.getByRole("group", { name: "Destek kanalları" }).getByLabel("E-posta", { exact: true }).check();
    await page.getByRole("button", { name: "Güncelle" }).click();
    await page.waitForURL(/\/admin\/casinos$/);
    const stored = await withDatabase(site.dataDir, async (db) => {
      const casino = await db
        .selectFrom("casinos")
        .select(["id", "support_channels"])
        .where("slug", "=", "zumrut-casino")
        .executeTakeFirstOrThrow();
      const slugs = await db
        .selectFrom("casino_payment_methods as cpm")
        .innerJoin("payment_methods as pm", "pm.id", "cpm.payment_method_id")
        .select("pm.slug")
        .where("cpm.casino_id", "=", casino.id)
        .execute();
      return { channels: casino.support_channels, methods: slugs.map((row) => row.slug).sort() };
    });
    expect(stored.methods).toContain("jeton");
    expect(stored.methods).not.toContain("papara");
    expect(stored.channels).toContain("e_posta");
    await context.close();
  });
});
