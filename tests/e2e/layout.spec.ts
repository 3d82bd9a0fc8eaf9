import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, horizontalOverflow, PHONE, saveScreenshot } from "../support/browser.ts";
import { casinoRow, daysFrom, postRow, splashAdRow, withDatabase } from "../support/content-fixtures.ts";
import { openContentPage, settledScrollLeft, waitForHydration, wheelHandled } from "../support/content-pages.ts";
import { setUpSite } from "../support/e2e.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

const SITE_NAME = "Test Rehberi";
const NOW = new Date();
const casinos = Array.from({ length: 14 }, (_, i) =>
  casinoRow({ name: `Şerit Casino ${String(i + 1).padStart(2, "0")}`, logo_url: "/favicon.svg" }),
);
// Newest first: the newest post has no slug, so the footer must link it by id.
const posts = Array.from({ length: 6 }, (_, i) =>
  postRow({ title: `Son yazı ${i + 1}`, created_at: daysFrom(NOW, -i), ...(i === 0 ? { slug: "" } : {}) }),
);
const ad = splashAdRow({ title: "Yılbaşı Kampanyası", href: "/reklam-hedefi", image_url: "/favicon.svg" });

const site = setUpSite({
  env: { SEED_DEMO: "0", SITE_NAME },
  admin: false,
  prepare: (dataDir) =>
    withDatabase(dataDir, async (db) => {
      await db.insertInto("casinos").values(casinos).execute();
      await db.insertInto("blog_posts").values(posts).execute();
      await db
        .insertInto("splash_ads")
        .values([ad, splashAdRow({ is_active: false, title: "Kapalı reklam" })])
        .execute();
    }),
});

const CAROUSEL_STRIP = 'section[aria-roledescription="carousel"] ul';

/** Walks the carousel to its end and back, checking the step of three cards and the disabled ends. */
async function checkCarousel(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const carousel = page.getByRole("region", { name: "Güvenilir casino siteleri" });
  const previous = carousel.getByRole("button", { name: "Önceki", exact: true });
  const next = carousel.getByRole("button", { name: "Sonraki", exact: true });
  await expect.poll(() => carousel.getByRole("listitem").count()).toBe(12);
  await expect.poll(() => previous.isDisabled()).toBe(true);
  await expect.poll(() => next.isEnabled()).toBe(true);

  const { stride, maxScroll } = await page.$eval(CAROUSEL_STRIP, (ul) => {
    const [a, b] = Array.from(ul.children) as HTMLElement[];
    return { stride: (b?.offsetLeft ?? 0) - (a?.offsetLeft ?? 0), maxScroll: ul.scrollWidth - ul.clientWidth };
  });
  expect(stride).toBeGreaterThan(100);
  // Retried until the smooth scroll arrives: on a loaded machine two readings 100 ms apart can match mid-scroll.
  const distanceTo = (target: number) => async () =>
    Math.abs((await page.$eval(CAROUSEL_STRIP, (ul) => ul.scrollLeft)) - target);

  await next.click();
  await expect.poll(distanceTo(Math.min(3 * stride, maxScroll))).toBeLessThanOrEqual(1);
  await expect.poll(() => previous.isEnabled()).toBe(true);

  let clicks = 1;
  while (await next.isEnabled()) {
    await next.click();
    await settledScrollLeft(page, CAROUSEL_STRIP);
    clicks += 1;
    expect(clicks).toBeLessThan(10);
  }
  await expect.poll(distanceTo(maxScroll)).toBeLessThanOrEqual(5);
  expect(clicks).toBe(Math.ceil(maxScroll / (3 * stride)));

  while (await previous.isEnabled()) {
    await previous.click();
    await settledScrollLeft(page, CAROUSEL_STRIP);
  }
  await expect.poll(distanceTo(0)).toBeLessThanOrEqual(5);
  await expect.poll(() => next.isEnabled()).toBe(true);
}

describe("layout on a 360 px phone", () => {
  it("opens an 18rem drawer over a dimmed backdrop in 300 ms, moves focus into it and locks the page scroll", async () => {
    const { page, errors, foreignRequests } = await openContentPage(site.browser, site.url, { viewport: PHONE });
    await page.goto("/blog");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menüyü aç" });
    const drawer = page.getByRole("dialog", { name: "Mobil menü" });

    await menuButton.click();
    await drawer.waitFor({ state: "visible" });
    await expect.poll(() => drawer.boundingBox()).toMatchObject({ x: 0, width: 288 });
    await expect.poll(() => drawer.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.3s");
    await expect
      .poll(() => page.getByTestId("drawer-backdrop").evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/rgba\(0, 0, 0, 0\.5\)|oklab\(0 0 0 \/ 0\.5\)/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Menüyü kapat");
    for (const label of ["Anasayfa", "Bonuslar", "Güvenilir Siteler", "Blog"]) {
      await expect.poll(() => drawer.getByRole("link", { name: label, exact: true }).isVisible()).toBe(true);
    }
    await saveScreenshot(page, "layout-phone-drawer");

    await page.mouse.move(330, 500);
    await wheelHandled(page, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press("Escape");
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Menüyü aç");
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);

    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("closes the drawer with the close button, the backdrop and a link", async () => {
    const { page, errors } = await openContentPage(site.browser, site.url, { viewport: PHONE });
    await page.goto("/");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menüyü aç" });
    const drawer = page.getByRole("dialog", { name: "Mobil menü" });

    await menuButton.click();
    await drawer.getByRole("button", { name: "Menüyü kapat" }).click();
    await drawer.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");

    await menuButton.click();
    await expect.poll(() => drawer.boundingBox()).toMatchObject({ x: 0, width: 288 });
    await page.mouse.click(340, 400);
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");

    await menuButton.click();
    await drawer.getByRole("link", { name: "Güvenilir Siteler" }).click();
    await page.waitForURL(`${site.url}/guvenilir-siteler`);
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
    expect(errors).toEqual([]);
  });

  it("scrolls the casino carousel by three cards and disables the buttons at either end", async () => {
    const { page, errors } = await openContentPage(site.browser, site.url, { viewport: PHONE });
    await checkCarousel(page);
    await saveScreenshot(page, "layout-phone-home");
    expect(errors).toEqual([]);
  });

  it("keeps the public pages within the phone's width", async () => {
    const { page } = await openContentPage(site.browser, site.url, { viewport: PHONE });
    for (const path of ["/", "/guvenilir-siteler", "/blog", `/casino/${casinos[0]?.slug}`, `/blog/${posts[1]?.slug}`]) {
      await page.goto(path);
      await expect.poll(() => horizontalOverflow(page), { message: path }).toBeLessThanOrEqual(0);
    }
  });
});

describe("layout on a 1280 px desktop", () => {
  it("scrolls the casino carousel by three cards and disables the buttons at either end", async () => {
    const { page, errors } = await openContentPage(site.browser, site.url, { viewport: DESKTOP });
    await checkCarousel(page);
    await saveScreenshot(page, "layout-desktop-home");
    expect(errors).toEqual([]);
  });

  it("shows quick links, the 4 latest posts (by id when there is no slug), the 18+ notice and the affiliate disclosure on every public page", async () => {
    const { page } = await openContentPage(site.browser, site.url, { viewport: DESKTOP });
    for (const path of ["/", "/guvenilir-siteler", "/blog", `/casino/${casinos[0]?.slug}`, `/blog/${posts[1]?.slug}`]) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      const postLinks = footer.locator("h2:text('Son Yazılar') + ul a");
      await expect
        .poll(() => postLinks.allTextContents(), { message: path })
        .toEqual(["Son yazı 1", "Son yazı 2", "Son yazı 3", "Son yazı 4"]);
      await expect.poll(() => postLinks.first().getAttribute("href")).toBe(`/blog/${posts[0]?.id}`);
      await expect.poll(() => postLinks.nth(1).getAttribute("href")).toBe(`/blog/${posts[1]?.slug}`);
      const quickLinks = footer.getByRole("navigation", { name: "Hızlı bağlantılar" }).getByRole("link");
      await expect
        .poll(() => quickLinks.allTextContents())
        .toEqual(["Anasayfa", "Bonuslar", "Güvenilir Siteler", "Blog", "Çevrim Hesaplama"]);
      await expect.poll(() => footer.getByText("18+", { exact: true }).isVisible(), { message: path }).toBe(true);
      await expect.poll(() => footer.getByText(/Kumar bağımlılık yapabilir/).isVisible(), { message: path }).toBe(true);
      await expect.poll(() => footer.getByText(/ortaklık bağlantısıdır/).isVisible(), { message: path }).toBe(true);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Son yazı 1" }).click();
    await page.waitForURL(`${site.url}/blog/${posts[0]?.id}`);
    await page.getByRole("heading", { level: 1, name: "Son yazı 1" }).waitFor();
  });

  it("starts each new page at the top, keeps scroll restoration manual and lets a same-page anchor scroll", async () => {
    const { page, errors } = await openContentPage(site.browser, site.url, { viewport: DESKTOP });
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto("/");
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe("manual");

    await page.getByRole("link", { name: "Promosyonları Keşfet" }).click();
    await expect.poll(() => page.url(), { message: "the anchor's address" }).toBe(`${site.url}/#promotions-section`);
    await expect.poll(scrollY, { message: "scrolled to the anchor" }).toBeGreaterThan(100);

    // Each step names itself, so a slow machine's failure says where it stood (a CI run once timed out here silently).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Son yazı 3" }).click();
    await expect
      .poll(() => page.url(), { message: "the footer link's post" })
      .toBe(`${site.url}/blog/${posts[2]?.slug}`);
    await page.getByRole("heading", { level: 1, name: "Son yazı 3" }).waitFor();
    await expect.poll(scrollY, { message: "the post starts at the top" }).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(scrollY, { message: "the post scrolled down" }).toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Blog" }).click();
    await expect.poll(() => page.url(), { message: "the blog list" }).toBe(`${site.url}/blog`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expect.poll(scrollY, { message: "the blog list starts at the top" }).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe("splash ad", () => {
  /** A page whose clock stands still until the test moves it, so the 7 s and 5 s can be checked exactly. */
  async function openWithClock(path: string, viewport: { width: number; height: number } = DESKTOP) {
    const watched = await openContentPage(site.browser, site.url, { viewport, splash: true });
    await watched.page.clock.install({ time: new Date("2026-11-21T10:00:00.000Z") });
    await watched.page.clock.pauseAt(new Date("2026-11-21T10:00:01.000Z"));
    await watched.page.goto(path);
    await waitForHydration(watched.page);
    return watched;
  }

  it("shows nothing for 7 s, then the active ad with a 5 s countdown, then 'Reklamı Kapat' closes it until the next start of the app", async () => {
    const { page, errors, foreignRequests } = await openWithClock("/");
    const dialog = page.getByRole("dialog", { name: /Reklam/ });
    await page.clock.runFor(6_900);
    await expect.poll(() => dialog.count()).toBe(0);

    await page.clock.runFor(200);
    await dialog.waitFor({ state: "visible" });
    await expect.poll(() => dialog.getAttribute("aria-labelledby")).toBeTruthy();
    await expect.poll(() => dialog.getByRole("heading").textContent()).toBe("Yılbaşı Kampanyası");
    await expect.poll(() => dialog.getByRole("timer").textContent()).toBe("5 saniye");
    await expect.poll(() => page.getByRole("button", { name: "Reklamı Kapat" }).count()).toBe(0);
    await page.clock.runFor(4_000);
    await expect.poll(() => dialog.getByRole("timer").textContent()).toBe("1 saniye");
    await expect.poll(() => page.getByRole("button", { name: "Reklamı Kapat" }).count()).toBe(0);
    await saveScreenshot(page, "splash-desktop-countdown");

    await page.clock.runFor(1_000);
    const closeText = dialog.getByRole("button", { name: "Reklamı Kapat", exact: true });
    await closeText.waitFor({ state: "visible" });
    await expect.poll(() => dialog.getByRole("button", { name: "Kapat", exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Kapat");
    await saveScreenshot(page, "splash-desktop-closable");

    await closeText.click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${site.url}/blog`);
    await page.clock.runFor(20_000);
    await expect.poll(() => dialog.count()).toBe(0);

    // Spec 1 §4, the default 'Her ziyarette': 7 s after every start of the app, even after a close.
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(6_900);
    await expect.poll(() => dialog.count()).toBe(0);
    await page.clock.runFor(200);
    await dialog.waitFor({ state: "visible" });
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  it("opens the ad's target in a new tab with sponsored rel and closes the overlay when the image is clicked", async () => {
    const { page, errors } = await openWithClock("/blog", PHONE);
    await page.clock.runFor(7_100);
    const dialog = page.getByRole("dialog", { name: /Reklam/ });
    await dialog.waitFor({ state: "visible" });
    await saveScreenshot(page, "splash-phone-countdown");
    const link = dialog.getByRole("link", { name: "Yılbaşı Kampanyası" });
    await expect.poll(() => link.getAttribute("target")).toBe("_blank");
    await expect.poll(() => link.getAttribute("rel")).toBe("sponsored nofollow noopener");
    await expect.poll(() => link.getAttribute("href")).toBe("/reklam-hedefi");

    const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe("/");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("ignores Escape during the countdown and closes on Escape after it", async () => {
    const { page } = await openWithClock("/guvenilir-siteler");
    await page.clock.runFor(7_100);
    const dialog = page.getByRole("dialog", { name: /Reklam/ });
    await dialog.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await page.clock.runFor(100);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.clock.runFor(5_000);
    await dialog.getByRole("button", { name: "Reklamı Kapat" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("never appears on the admin sign-in page", async () => {
    const { page } = await openWithClock("/admin/login");
    await page.clock.runFor(15_000);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: "Admin Paneli" }).isVisible()).toBe(true);
  });
});

describe("an empty site", () => {
  let emptyServer: RunningServer;
  let emptyDir: TempDir;
  beforeAll(async () => {
    emptyDir = createTempDir();
    emptyServer = await startServer({ env: { DATA_DIR: emptyDir.path, SEED_DEMO: "0", SITE_NAME } });
  });
  afterAll(async () => {
    await emptyServer?.stop();
    emptyDir?.remove();
  });

  it("shows the spec's hero defaults, the empty texts and no splash ad", async () => {
    const { page, errors } = await openContentPage(site.browser, emptyServer.url, { viewport: PHONE, splash: true });
    await page.clock.install({ time: new Date("2026-11-21T10:00:00.000Z") });
    await page.clock.pauseAt(new Date("2026-11-21T10:00:01.000Z"));
    await page.goto("/");
    await waitForHydration(page);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect.poll(() => h1.textContent()).toBe("En Avantajlı Casino Promosyonları");
    await expect.poll(() => h1.locator("span").textContent()).toBe("En Avantajlı");
    await expect.poll(() => page.getByText("Türkiye'nin en güvenilir promosyon rehberi").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "Promosyonları Keşfet" }).getAttribute("href"))
      .toBe("#promotions-section");
    const footer = page.getByRole("contentinfo");
    await expect.poll(() => footer.getByText("Henüz yayınlanmış blog yazısı bulunmuyor.").isVisible()).toBe(true);
    await page.clock.runFor(15_000);
    await expect.poll(() => page.getByRole("dialog", { name: /Reklam/ }).count()).toBe(0);
    await saveScreenshot(page, "empty-phone-home");

    await page.goto("/blog");
    await expect
      .poll(() => page.getByRole("main").getByText("Henüz yayınlanmış blog yazısı bulunmuyor.").isVisible())
      .toBe(true);
    await page.goto("/guvenilir-siteler");
    await expect.poll(() => page.getByRole("main").getByText("Henüz casino sitesi eklenmemiş.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
