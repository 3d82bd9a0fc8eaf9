import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, saveScreenshot } from "../support/browser.ts";
import { runningPromotions, withDatabase } from "../support/content-fixtures.ts";
import { openContentPage, PERSON_USER_AGENT } from "../support/content-pages.ts";
import { describeOnEachEngine, setUpSite } from "../support/e2e.ts";

/** Issue #37 §4: a visitor's view and claim click on a promotion page reach the operator's 'İstatistikler'. */
describeOnEachEngine((engine) => {
  // Gathered page views are written every 0.2 s here instead of every 5 s.
  const site = setUpSite({ engine, env: { VIEW_FLUSH_SECONDS: "0.2" } });

  /**
   * Two running promotions of the demo with a casino (an expired one has no claim link), one for each width: one
   * visitor counts once per link and day.
   */
  const promotions = () => withDatabase(site.database, (db) => runningPromotions(db, 2));

  describe("the statistics screen", () => {
    for (const [index, viewport, width] of [
      [0, PHONE, "360 px"],
      [1, DESKTOP, "1280 px"],
    ] as const) {
      it(`shows the operator a visitor's view and claim click of a promotion at ${width}`, async () => {
        const promotion = (await promotions())[index];
        if (!promotion) throw new Error("the demo content has two promotions with a casino");

        const visitor = await openContentPage(site.browser, site.url, { viewport, userAgent: PERSON_USER_AGENT });
        // The claim link leads to the casino's own site: answered here, so nothing leaves the machine.
        await visitor.page.context().route(
          (url) => !url.href.startsWith(site.url),
          (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "casino" }),
        );
        await visitor.page.goto(`/bonuslar/${promotion.casinoSlug}/${promotion.slug}`);
        const popup = visitor.page.waitForEvent("popup");
        await visitor.page.getByRole("link", { name: "Bonusu Al", exact: true }).first().click();
        const casinoTab = await popup;
        await casinoTab.waitForLoadState();
        expect(casinoTab.url()).not.toContain(site.url);
        expect(visitor.errors).toEqual([]);
        await visitor.page.context().close();

        const { page, errors, foreignRequests } = await site.signInAt(viewport);
        if (viewport === DESKTOP) {
          await page
            .getByRole("navigation", { name: "Yönetim bölümleri" })
            .getByRole("link", { name: "İstatistikler" })
            .click();
        } else {
          await page.goto("/admin/statistics");
        }
        await page.getByRole("heading", { name: "İstatistikler", level: 1 }).waitFor();
        await page.getByLabel("Dönem").selectOption({ label: "Son 7 gün" });
        await page.getByLabel("Sırala").selectOption({ label: "Tıklama" });
        await page.getByRole("button", { name: "Göster" }).click();
        await page.waitForURL(/donem=7/);

        const list = page.getByRole("region", { name: "Promosyon istatistikleri" });
        const row = list.getByRole("listitem").filter({ has: page.getByRole("link", { name: promotion.title }) });
        // The view is written by the next flush: reload until it shows.
        await expect
          .poll(async () => {
            await page.reload();
            return (await row.count()) === 1 ? row.innerText() : "";
          })
          .toMatch(/Görüntülenme:\s*1\b[\s\S]*Tıklama:\s*1\b[\s\S]*Tıklama oranı:\s*%100/);
        await expect.poll(() => row.innerText()).toContain("yeni");
        // The chart's figures are there for screen readers as a table, one row per day of the 7.
        const table = page.getByRole("table", { name: "Günlük tıklama ve görüntülenme sayıları" });
        expect(await table.getByRole("row").count()).toBe(8);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        // Every filter shows its whole value, the longest option included (the row wraps rather than cut it).
        const clipped = await page.getByRole("search", { name: "İstatistikleri filtrele" }).evaluate((form) => {
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return ["canvas"];
          return [...form.querySelectorAll("select")].flatMap((select) => {
            const style = getComputedStyle(select);
            context.font = style.font;
            const room =
              select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
            return [...select.options]
              .filter((option) => context.measureText(option.text).width > room)
              .map((option) => option.text);
          });
        });
        expect(clipped).toEqual([]);
        await saveScreenshot(page, `admin-statistics-${viewport === PHONE ? "phone" : "desktop"}-${engine}`);

        const href = (await page.getByRole("link", { name: "CSV olarak indir" }).getAttribute("href")) ?? "";
        expect(href).toContain("donem=7");
        const csv = await page.context().request.get(`${site.url}${href}`);
        expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
        expect(await csv.text()).toContain(`${promotion.title};`);
        expect(errors).toEqual([]);
        expect(foreignRequests).toEqual([]);
      });
    }
  });
});
