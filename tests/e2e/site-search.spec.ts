import { describe, expect, it } from "vitest";
import {
  documentHydrated,
  horizontalOverflow,
  openWatchedPage,
  PAGE_LOAD,
  PHONE,
  saveScreenshot,
} from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

/** Issue #35: a visitor finds a casino and its offers from the search box in the header (demo content). */
const site = setUpSite();

// One width, a phone's, where a page scrolls sideways first; nothing else here changes with the width.
for (const [label, viewport] of [["360 px phone", PHONE]] as const) {
  describe(`the site search on a ${label}`, () => {
    it("finds a casino and its running offers by the casino's name typed in the header", async () => {
      const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      await page.goto("/blog", PAGE_LOAD);
      const box = page.getByRole("searchbox", { name: "Sitede ara" });
      await box.fill("lale");
      await box.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe("/ara?q=lale");
      // A plain form's answer is a new document: a link clicked while it hydrates can be lost.
      await documentHydrated(page);

      const casinos = page.getByRole("region", { name: /^Casinolar/ });
      await expect.poll(() => casinos.getByRole("link", { name: "Lale Casino" }).count()).toBe(1);
      const offers = page.getByRole("region", { name: /^Bonuslar/ });
      const offerTitles = await offers.getByRole("listitem").getByRole("link").allTextContents();
      expect(offerTitles).toEqual(
        expect.arrayContaining(["100 TL Yatırımsız Deneme Bonusu", "Lale Hoş Geldin Paketi: 3 Yatırıma Kadar Bonus"]),
      );
      // The offer that ended three days ago is not offered.
      expect(offerTitles).not.toContain("Cuma Yatırımlarına %50 Bonus");
      expect(await page.locator("mark", { hasText: "Lale" }).count()).toBeGreaterThan(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, `site-search-${viewport.width}`);

      await casinos.getByRole("link", { name: "Lale Casino" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/casino/lale-casino");
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
      await page.close();
    });
  });
}
