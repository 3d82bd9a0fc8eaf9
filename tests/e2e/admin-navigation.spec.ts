import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, holdRequests, PHONE } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const EMAIL = "admin@example.com";
const PASSWORD = "gezinme-sifre-1";

// The demo content: a promotion list long enough to scroll on a phone, casinos and promotions to open.
const site = setUpSite({ admin: { email: EMAIL, password: PASSWORD } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The client-side data request of an edit screen. */
const isEditData = (url: URL) => url.pathname.includes("/edit/") && url.pathname.endsWith(".data");

describe("admin navigation", () => {
  it("starts the next admin screen at the top of the page (spec 2 §2: 'Navigation scrolls to the top on route change unless a hash is present')", async () => {
    const { page, errors } = await site.signInAt(PHONE);
    await page.getByRole("button", { name: "Menüyü aç" }).click();
    await page.getByRole("link", { name: "Promosyonlar", exact: true }).click();
    await page.waitForURL(`${site.url}/admin/promotions`);
    const rows = page.getByRole("region", { name: "Promosyon listesi" }).getByRole("row");
    const lastEdit = rows.last().getByRole("link", { name: /düzenle$/ });
    await lastEdit.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);

    await lastEdit.click();
    await page.getByRole("heading", { name: "Promosyonu Düzenle" }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const [screen, listPath, listName, heading, loadingText] of [
    ["casino", "/admin/casinos", "Casino listesi", "Casino Sitesini Düzenle", "Casino yükleniyor..."],
    ["promotion", "/admin/promotions", "Promosyon listesi", "Promosyonu Düzenle", "Promosyon yükleniyor..."],
  ] as const) {
    it(`shows a spinner in the content area while an existing ${screen} loads (spec 2 §2: 'A spinner shows while an existing ${screen} loads')`, async () => {
      const { page, errors } = await site.signInAt(DESKTOP);
      await page.goto(listPath);
      const list = page.getByRole("region", { name: listName });
      await list.waitFor();
      const release = await holdRequests(page, isEditData);
      await list
        .getByRole("link", { name: /düzenle$/ })
        .first()
        .click();

      const status = page.getByRole("main").getByRole("status").filter({ hasText: loadingText });
      await status.waitFor();
      await expect.poll(() => page.getByRole("region", { name: listName }).count()).toBe(0);
      release();
      await page.getByRole("heading", { name: heading }).waitFor();
      await status.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  }
});
