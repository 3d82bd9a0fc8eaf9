import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../../app/utils/db.server.ts";
import { type FakeSmtp, startFakeSmtp } from "../../fakes/smtp-server.ts";
import { createAdmin, signIn } from "../../support/admin.ts";
import { axeViolations } from "../../support/axe.ts";
import { DESKTOP, documentHydrated, openWatchedPage, PHONE, saveScreenshot } from "../../support/browser.ts";
import { openContentPage, waitForHydration } from "../../support/content-pages.ts";
import { type Site, setUpSite } from "../../support/e2e.ts";
import { connectHtmlChecker, type HtmlChecker } from "../../support/html-checker.ts";
import { listManifestRoutes } from "../../support/route-manifest.ts";
import { totp } from "../../support/totp.ts";
import {
  ADMIN_SCREENS,
  AS_LOADED,
  afterClick,
  type Demo,
  EMAIL,
  firstInvalidField,
  PASSWORD,
  PUBLIC_SCREENS,
  readDemo,
  type Screen,
  type State,
} from "./screens.ts";

/**
 * The accessibility and validity checks of the screens in ./screens.ts, split over the accessibility-*.spec.ts files
 * so that the browser project's workers run them side by side: each file calls `setUpAccessibility()` and one or
 * more of the `describe…` functions below. Design §2 and issue #11 §4: every screen, public and admin, passes axe's
 * WCAG 2.1 A and AA rules and the Nu Html Checker, at 360 and 1280 px.
 */
let site: Site;
let demo: Demo;
let checker: Pick<HtmlChecker, "errorsIn">;
let adminCookie: string;
let editorCookie: string;

/**
 * The spec file's server on the demo content (SEED_DEMO defaults to 1, so every list has rows; no AI_API_KEY, so the
 * AI buttons explain that; a local SMTP server, so the alerts' sign-up form shows), an admin and an Editör signed in, and the run's Nu Html Checker.
 */
export function setUpAccessibility(): void {
  // A local SMTP server, so /bulten shows its sign-up form (SMTP_URL); nothing is mailed to it here but nothing leaves.
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  site = setUpSite({
    env: () => ({ AI_API_KEY: undefined, SMTP_URL: smtp.url }),
    admin: { email: EMAIL, password: PASSWORD },
  });
  beforeAll(async () => {
    checker = await connectHtmlChecker(inject("htmlCheckerUrl"));
    demo = await readDemo(openDatabase({ dataDir: site.dataDir }), site.dataDir);
    adminCookie = await signIn(site.url, EMAIL, PASSWORD);
    await createAdmin({ dataDir: site.dataDir }, "editor@example.com", PASSWORD, "editor");
    editorCookie = await signIn(site.url, "editor@example.com", PASSWORD);
  });
}

/** The widths every screen is checked at, by the name the spec files use. */
export const WIDTHS = { phone: ["360 px phone", PHONE], desktop: ["1280 px desktop", DESKTOP] } as const;
type Width = (typeof WIDTHS)[keyof typeof WIDTHS];

/**
 * Waits until the page is at rest, so colours are read as a person sees them: no list or form busy (a filtered list is
 * dimmed until its rows come, and the address changes before that), then a frame for the transition its end starts,
 * then until transitions (a dialog fading in, a drawer sliding, the dimming going) have ended.
 */
async function waitForRest(page: Page) {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: "detached" });
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Every violation of the WCAG 2.1 A/AA rules, one line each with the nodes it was found on, once the page is at rest. */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  await waitForRest(page);
  return axeViolations(page, where);
}

/**
 * Loads a screen and checks each of its states that exist at this width; all violations are reported together. A
 * public page waits for the network to rest (half a second without a request), for its deferred parts; a back office
 * screen has none, and is ready once React has hydrated it (its states wait for what they show).
 */
async function checkScreen(page: Page, screen: Screen, viewport: { width: number }, ready = waitForHydration) {
  await page.goto(screen.path(demo));
  await ready(page);
  const violations: string[] = [];
  for (const state of screen.states) {
    if (state.phoneOnly && viewport.width !== PHONE.width) continue;
    await state.reach?.(page);
    const where = `${screen.name}, ${state.name} (${page.url()}) at ${viewport.width} px`;
    await waitForRest(page);
    // The document as the browser holds it now (hydrated, a dialog open): as valid as what the server sent. The Nu
    // checker (another process) reads it while axe runs in the page.
    const html = await page.content();
    const [found, htmlErrors] = await Promise.all([axeViolations(page, where), checker.errorsIn(html)]);
    violations.push(...found, ...htmlErrors.map((error) => `${where}: W3C: ${error}`));
  }
  expect(violations, violations.join("\n")).toEqual([]);
}

/** One signed-in page for every admin screen at a width, the session cookie set straight on its context. */
async function openAdminPage(viewport: { width: number; height: number }, cookie = adminCookie): Promise<Page> {
  const { page } = await openWatchedPage(site.browser, site.url, viewport);
  await page.context().addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: site.url };
    }),
  );
  return page;
}

const titleOf = (screen: Screen) =>
  [`${screen.name} (${screen.states.map((s) => s.name).join("; ")})`, screen] as const;
// Several axe runs per screen on a machine shared with other test runs.
const SCREEN_TIMEOUT_MS = 90_000;

/**
 * Every screen's HTML as the server sends it, checked by the Nu Html Checker (vnu.jar, from the vnu-jar package): the
 * checker behind validator.w3.org/nu. Errors only; its warnings are advice ('Section lacks heading').
 */
export function describeServerSentValidity(): void {
  describe("W3C validity", () => {
    it("every screen's HTML, public and admin, as the server sends it, has no error in the Nu Html Checker", async () => {
      const screens = [
        ...PUBLIC_SCREENS.map((screen) => ({ screen, cookie: undefined })),
        ...ADMIN_SCREENS.map((screen) => ({ screen, cookie: adminCookie })),
        // The root boundary's screen: a refusal with its own text. (An address no route knows is sent home, spec 1 §2.)
        {
          screen: { name: "settings refused to an Editör", path: () => "/admin/settings", status: 403 },
          cookie: editorCookie,
        },
      ];
      const errors: string[] = [];
      for (const { screen, cookie } of screens) {
        const response = await fetch(new URL(screen.path(demo), site.url), { headers: cookie ? { cookie } : {} });
        const html = await response.text();
        const where = `${screen.name} (${screen.path(demo)})`;
        // A screen that answered something else (a redirect to sign-in, an error page) is not the screen checked.
        const status = screen.status ?? 200;
        if (response.status !== status) errors.push(`${where}: ${response.status}, not ${status}`);
        for (const error of await checker.errorsIn(html)) errors.push(`${where}: ${error}`);
      }
      expect(errors, errors.join("\n")).toEqual([]);
    }, 120_000);
  });
}

/** The screens of ./screens.ts hold every page route of app/routes.ts (the check runs in one of the spec files). */
export function describeScreenList(): void {
  describe("the list of screens", () => {
    it("holds every page route of app/routes.ts, so a new screen cannot go unchecked", () => {
      const paths = [...PUBLIC_SCREENS, ...ADMIN_SCREENS].map(
        (screen) => new URL(screen.path(demo), site.url).pathname,
      );
      const unchecked = listManifestRoutes()
        .filter((route) => route.file.endsWith(".tsx"))
        .filter((route) => {
          const pattern = new RegExp(`^/${route.path.replace(/:\w+/g, "[^/]+")}$`);
          return !paths.some((path) => pattern.test(path));
        })
        .map((route) => `/${route.path}`);
      expect(unchecked).toEqual([]);
    });

    it("fails a screen on a violation: an image without a text and grey text on white are named with their rule", async () => {
      const { page } = await openContentPage(site.browser, site.url, { viewport: PHONE });
      try {
        await page.goto("/");
        await waitForHydration(page);
        // axe is already in the document from a first, clean run, as in a screen's second state.
        expect(await violationsOn(page, "home")).toEqual([]);
        await page.evaluate(() => {
          const main = document.querySelector("main");
          main?.insertAdjacentHTML("afterbegin", '<img id="no-alt" src="/favicon.svg">');
          main?.insertAdjacentHTML("beforeend", '<p id="pale" style="color:#d0d0d0;background:#fff">Soluk yazı</p>');
        });
        const violations = await violationsOn(page, "home with two faults");
        expect(violations).toEqual([
          expect.stringMatching(/^home with two faults: color-contrast \(serious\)[\s\S]*#pale/),
          expect.stringMatching(/^home with two faults: image-alt \(critical\)[\s\S]*#no-alt/),
        ]);
      } finally {
        await page.context().close();
      }
    });
  });
}

/** Every public screen, the splash ad and the header menu with a sub-item open at one width. */
export function describePublicScreens([label, viewport]: Width): void {
  describe(`accessibility of the public site on a ${label}`, () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openContentPage(site.browser, site.url, { viewport }));
    });

    it.each(PUBLIC_SCREENS.map(titleOf))(
      "%s: no WCAG 2.1 A or AA violation and no HTML error",
      (_title, screen) => checkScreen(page, screen, viewport),
      SCREEN_TIMEOUT_MS,
    );

    it(
      "splash ad (counting down; closable): no WCAG 2.1 A or AA violation",
      async () => {
        const { page: splashPage } = await openContentPage(site.browser, site.url, { viewport, splash: true });
        try {
          // The test clock brings the ad up at once; it then runs on, since axe itself waits on timers.
          await splashPage.clock.install();
          await splashPage.goto("/");
          await waitForHydration(splashPage);
          await splashPage.clock.runFor(7_100);
          await splashPage.clock.resume();
          const ad = splashPage.getByRole("dialog", { name: /Reklam/ });
          await ad.waitFor();
          const violations = await violationsOn(splashPage, `splash ad counting down at ${viewport.width} px`);
          await ad.getByRole("button", { name: "Reklamı Kapat" }).waitFor();
          violations.push(...(await violationsOn(splashPage, `splash ad closable at ${viewport.width} px`)));
          expect(violations, violations.join("\n")).toEqual([]);
        } finally {
          await splashPage.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );

    it(
      "header menu with a nested item, its submenu open: no WCAG 2.1 A or AA violation and no HTML error",
      async () => {
        // This file's own site gets the item for this check alone, and loses it after, as the other checks saw none.
        const admin = await openAdminPage(viewport);
        await editHeaderMenu(admin, NESTED_ITEM, "add");
        const { page: visitor } = await openContentPage(site.browser, site.url, { viewport });
        try {
          await visitor.goto("/");
          await waitForHydration(visitor);
          if (viewport.width === PHONE.width) {
            // The phone's header menu is the drawer, which lists the sub-items under their item.
            await visitor.getByRole("banner").getByRole("button", { name: "Menüyü aç" }).click();
            const drawer = visitor.getByRole("dialog", { name: "Mobil menü" });
            await drawer.getByRole("link", { name: NESTED_ITEM }).waitFor();
          } else {
            const nav = visitor.getByRole("navigation", { name: "Ana menü" });
            await nav.locator("summary", { hasText: "Bonuslar" }).click();
            await nav.getByRole("link", { name: NESTED_ITEM }).waitFor();
          }
          await saveScreenshot(visitor, `header-submenu-open-${viewport.width}`);
          const where = `header menu, 'Bonuslar' open with '${NESTED_ITEM}' under it, at ${viewport.width} px`;
          const violations = await violationsOn(visitor, where);
          const htmlErrors = await checker.errorsIn(await visitor.content());
          violations.push(...htmlErrors.map((error) => `${where}: W3C: ${error}`));
          expect(violations, violations.join("\n")).toEqual([]);
        } finally {
          await visitor.context().close();
          await editHeaderMenu(admin, NESTED_ITEM, "remove");
          await admin.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );
  });
}

/** The header sub-item the menu check adds under 'Bonuslar' (a section no top item leads to). */
const NESTED_ITEM = "Sıralı Listeler";

/** Adds `label` (the section of that name) under 'Bonuslar' in the header menu through 'Menüler', or removes it. */
async function editHeaderMenu(page: Page, label: string, change: "add" | "remove") {
  if (change === "add") {
    // Opened by its address: after a click on 'Üst Menü: öğe ekle' the address changes before React draws the new
    // form, and what was typed into the old one in between is lost with it (the same form, keyed anew per load).
    await page.goto("/admin/menus?ekle=header");
    await waitForHydration(page);
    await page.getByLabel("Etiket").fill(label);
    await page.getByLabel("Hedef").selectOption({ label });
    await page.getByLabel("Üst öğe").selectOption({ label: "Bonuslar" });
    await page.getByRole("button", { name: "Ekle" }).click();
    // The saved item in the list, which stays, rather than the toast, which a loaded machine can miss.
    await page.getByRole("link", { name: `${label} öğesini sil` }).waitFor();
  } else {
    await page.goto("/admin/menus");
    await waitForHydration(page);
    await page.getByRole("link", { name: `${label} öğesini sil` }).click();
    await page.getByRole("form", { name: "Menü öğesini sil" }).getByRole("button", { name: "Evet, sil" }).click();
    await page.getByRole("link", { name: `${label} öğesini sil` }).waitFor({ state: "detached" });
  }
}

/** Every admin screen, the two-factor steps and an Editör's screens at one width. */
export function describeAdminScreens([label, viewport]: Width): void {
  describe(`accessibility of the back office on a ${label}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await openAdminPage(viewport);
    });

    it.each(ADMIN_SCREENS.map(titleOf))(
      "%s: no WCAG 2.1 A or AA violation and no HTML error",
      (_title, screen) => checkScreen(page, screen, viewport, documentHydrated),
      SCREEN_TIMEOUT_MS,
    );

    it(
      "two-factor set-up through its backup codes, then the sign-in code step: no WCAG 2.1 A or AA violation and no HTML error",
      async () => {
        // An account of its own per width: confirming 2FA renews the session and turns the set-up screen into 'açık'.
        const email = `iki-adim-${viewport.width}@example.com`;
        await createAdmin({ dataDir: site.dataDir }, email, PASSWORD, "editor");
        const setupPage = await openAdminPage(viewport, await signIn(site.url, email, PASSWORD));
        const codes: State = {
          name: "backup codes shown once",
          reach: async (page) => {
            await page.getByLabel("Başlamak için şifreniz").fill(PASSWORD);
            await page.getByRole("button", { name: "Kurulumu başlat" }).click();
            const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
            await page.getByLabel("Doğrulama kodu").fill(totp(secret));
            await page.getByRole("button", { name: "Doğrula ve aç" }).click();
            await page.getByRole("list", { name: "Yedek kodlar" }).waitFor();
          },
        };
        const codeStep: State = {
          name: "password accepted, code asked",
          reach: async (page) => {
            await page.getByLabel("Email").fill(email);
            await page.getByLabel("Şifre").fill(PASSWORD);
            await page.getByRole("button", { name: "Giriş Yap" }).click();
            await page.getByRole("heading", { name: "İki adımlı doğrulama" }).waitFor();
          },
        };
        const signInPage = (await openWatchedPage(site.browser, site.url, viewport)).page;
        try {
          await checkScreen(
            setupPage,
            { name: "two-factor set-up", path: () => "/admin/two-factor", states: [codes] },
            viewport,
          );
          await checkScreen(
            signInPage,
            {
              name: "sign-in code step",
              path: () => "/admin/login",
              states: [
                codeStep,
                afterClick("empty code sent", "Doğrula", firstInvalidField),
                afterClick("backup code asked", "Yedek kod kullan", (page) => page.getByLabel("Yedek kod")),
              ],
            },
            viewport,
          );
        } finally {
          await setupPage.context().close();
          await signInPage.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );

    it(
      "an Editör's sidebar, and the page that refuses an Editör the settings: no WCAG 2.1 A or AA violation and no HTML error",
      async () => {
        const editorPage = await openAdminPage(viewport, editorCookie);
        try {
          const refused = { name: "settings refused to an Editör", path: () => "/admin/settings", states: [AS_LOADED] };
          await checkScreen(
            editorPage,
            { name: "dashboard as an Editör", path: () => "/admin/dashboard", states: [AS_LOADED] },
            viewport,
          );
          await checkScreen(editorPage, refused, viewport);
          await editorPage.getByRole("heading", { name: "Bu sayfayı açma yetkiniz yok" }).waitFor();
        } finally {
          await editorPage.context().close();
        }
      },
      SCREEN_TIMEOUT_MS,
    );
  });
}
