import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, openWatchedPage, PHONE, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

const site = setUpSite({ admin: false });

describe("public shell on a 360 px phone", () => {
  it("opens the drawer with the four links, locks the page scroll, and closes it by button, backdrop and link", async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, PHONE);
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menüyü aç" });
    const drawer = page.getByRole("dialog", { name: "Mobil menü" });

    await menuButton.click();
    await drawer.waitFor({ state: "visible" });
    for (const label of ["Anasayfa", "Bonuslar", "Güvenilir Siteler", "Blog"]) {
      await expect.poll(() => drawer.getByRole("link", { name: label }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await expect.poll(() => drawer.boundingBox()).toMatchObject({ x: 0, width: 288 });
    await saveScreenshot(page, "home-phone-drawer");

    await drawer.getByRole("button", { name: "Menüyü kapat" }).click();
    await drawer.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");

    await menuButton.click();
    await page.mouse.click(340, 400); // the dimmed backdrop, right of the 288 px drawer
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");

    await menuButton.click();
    await drawer.getByRole("link", { name: "Bonuslar" }).click();
    await page.waitForURL(`${site.url}/bonuslar`);
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");

    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("shows the hero, demo promotions and the 18+ notice without horizontal scrolling", async () => {
    const { page, errors } = await openWatchedPage(site.browser, site.url, PHONE);
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("En Avantajlı");
    await expect.poll(() => page.getByRole("heading", { name: "Güncel Promosyonlar" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("18+", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "home-phone");
    expect(errors).toEqual([]);
  });
});

describe("public shell on a 1280 px desktop", () => {
  it("shows the four links inline, hides the menu button and lists the latest posts in the footer", async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    for (const label of ["Anasayfa", "Bonuslar", "Güvenilir Siteler", "Blog"]) {
      await expect.poll(() => nav.getByRole("link", { name: label }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByRole("button", { name: "Menüyü aç" }).isVisible()).toBe(false);
    const footer = page.getByRole("contentinfo");
    await expect.poll(() => footer.getByRole("heading", { name: "Son Yazılar" }).isVisible()).toBe(true);
    const postLinks = footer.locator("h2:text('Son Yazılar') + ul a");
    await expect.poll(() => postLinks.count()).toBe(4);
    expect(
      await footer
        .getByText(/Kumar bağımlılık yapabilir|sorumlu/i)
        .first()
        .isVisible(),
    ).toBe(true);
    await saveScreenshot(page, "home-desktop");
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("sends /admin to the sign-in screen and unknown paths to the home page", async () => {
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/admin");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await expect.poll(() => page.getByRole("heading", { name: "Admin Paneli" }).isVisible()).toBe(true);
    await page.goto("/bu-sayfa-yok/hic");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("sets the Turkish document language and the spec's default head", async () => {
    const { page } = await openWatchedPage(site.browser, site.url, DESKTOP);
    await page.goto("/");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("tr");
    await expect.poll(() => page.title()).toContain("Casino Bonusları ve Promosyonları");
    await expect.poll(() => page.getAttribute('meta[property="og:type"]', "content")).toBe("website");
    await expect.poll(() => page.getAttribute('meta[name="keywords"]', "content")).toContain("casino");
  });
});

/** Scrolls to the end and back so every lazy image loads, then waits until each one in the window's width has. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  // Images out of the layout (a hidden breakpoint's) or beside the window (a carousel's further cards) stay unloaded.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.width === 0 || box.left >= window.innerWidth || box.right <= 0;
    }),
  );
}

describe("responsive images: a phone is sent no wider an image than it shows", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`loads AVIF variants no wider than needed at ${viewport.width} px, with nothing shifting as they load`, async () => {
      const { page, errors, foreignRequests } = await openWatchedPage(site.browser, site.url, viewport);
      const variants: { url: string; type: string | undefined; bytes: number }[] = [];
      page.on("response", (response) => {
        if (!new URL(response.url()).pathname.startsWith("/img/")) return;
        const variant = { url: response.url(), type: response.headers()["content-type"], bytes: 0 };
        variants.push(variant);
        // Only reported, never asserted: the body of a response the page has navigated away from cannot be read.
        response.body().then(
          (body) => {
            variant.bytes = body.length;
          },
          () => undefined,
        );
      });
      // Layout shifts are recorded from the first paint; the page reads them back at the end.
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        Object.assign(window, { __shifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node?: Node }[];
          })[]) {
            shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => s.node?.nodeName ?? "") });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });

      await page.goto("/");
      const promotionHref = await page
        .locator('main a[href^="/bonuslar/"]')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute("href")).find((href) => href?.split("/").length === 4),
        );
      await loadEveryImage(page);
      await saveScreenshot(page, `images-home-${viewport.width}`);
      const homeVariants = [...variants];
      expect(promotionHref).toBeTruthy();
      await page.goto(promotionHref as string);
      const main = page.locator('main img[fetchpriority="high"]');
      await expect.poll(() => main.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);
      const current = await main.evaluate((image) => ({
        currentSrc: (image as HTMLImageElement).currentSrc,
        naturalWidth: (image as HTMLImageElement).naturalWidth,
        shownWidth: image.getBoundingClientRect().width,
        shownHeight: image.getBoundingClientRect().height,
      }));
      // The smallest fixed width that covers the shown width at the device's density (1 here), never the original.
      expect(new URL(current.currentSrc).pathname).toMatch(
        viewport === PHONE ? /^\/img\/640\/demo\// : /^\/img\/960\/demo\//,
      );
      expect(current.naturalWidth).toBeGreaterThan(0);
      expect(current.shownHeight).toBeCloseTo((current.shownWidth * 9) / 16, 0);
      await loadEveryImage(page);
      await saveScreenshot(page, `images-promotion-${viewport.width}`);

      expect(variants.length).toBeGreaterThan(2);
      expect(variants.filter((variant) => variant.type !== "image/avif")).toEqual([]);
      const imageShifts = await page.evaluate(() =>
        (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts.filter((shift) =>
          shift.sources.includes("IMG"),
        ),
      );
      expect(imageShifts).toEqual([]);
      if (process.env.SAVE_SCREENSHOTS === "1") {
        // What the variants weighed against the originals they replace: the saving they were made for.
        for (const [name, loaded] of [
          ["home", homeVariants],
          ["promotion", variants.slice(homeVariants.length)],
        ] as const) {
          let originals = 0;
          for (const variant of loaded) {
            const original = new URL(variant.url).pathname.replace(/^\/img\/\d+\//, "/uploads/");
            originals += (await (await page.request.get(original)).body()).length;
          }
          const served = loaded.reduce((sum, v) => sum + v.bytes, 0);
          process.stdout.write(
            `${name} at ${viewport.width} px: ${loaded.length} images, originals ${originals} B, served ${served} B\n`,
          );
        }
      }
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });
  }
});
