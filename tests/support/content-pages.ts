import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { documentHydrated, openWatchedPage, PAGE_LOAD, type WatchedPage } from "./browser.ts";

/** A desktop Chrome that is not headless, so the server counts its views (isbot flags "HeadlessChrome"). */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const GOOGLEBOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface ContentPageOptions {
  viewport: { width: number; height: number };
  userAgent?: string;
  /** Off by default: the splash ad would cover any page a test stays on for more than 7 s. */
  splash?: boolean;
}

/** Like openWatchedPage, with a chosen User-Agent and the splash ad kept closed unless asked for. */
export function openContentPage(browser: Browser, baseUrl: string, options: ContentPageOptions): Promise<WatchedPage> {
  return openWatchedPage(browser, baseUrl, options.viewport, {
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.splash ? {} : { initScript: keepSplashAdClosed }),
  });
}

/**
 * By default the splash ad opens on every start of the app (spec 1 §4), whatever the browser remembers; a test that
 * is not about it keeps its modal dialog from opening, so that it never covers the page after 7 s.
 */
function keepSplashAdClosed() {
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    if (this.getAttribute("aria-labelledby")?.startsWith("splash-ad-")) return;
    showModal.call(this);
  };
}

/** Console errors other than the browser's own note about a 404 or 500 document, which those tests expect. */
export function unexpectedErrors(errors: readonly string[]): string[] {
  return errors.filter((e) => !/^Failed to load resource: the server responded with a status of (404|500)/.test(e));
}

/** Waits until a smooth scroll has come to rest and returns the element's scrollLeft. */
export async function settledScrollLeft(page: Page, selector: string): Promise<number> {
  let previous = -1;
  for (let i = 0; i < 60; i++) {
    const current = await page.$eval(selector, (el) => el.scrollLeft);
    if (current === previous) return current;
    previous = current;
    await page.waitForTimeout(100);
  }
  throw new Error(`scrolling of ${selector} did not settle`);
}

/** The JSON-LD objects of the current page. */
export async function readJsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((s) => s.textContent ?? ""),
  );
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/**
 * Waits until React has hydrated the document, so client-side timers and handlers are in place. The network falling
 * idle is not enough on a loaded machine: hydration can run well after it. React gives <html> its props once it has
 * hydrated the page's shell (the splash ad's 7 s timer was once started after a test had moved its clock on).
 * A part rendered through `deferred()` (the comment form, the card lists) hydrates later, when its code has come:
 * pass it as `part` to wait for that element's own props. A click before then reaches no React handler: a form is
 * posted the browser's way, a toggle does nothing.
 */
export async function waitForHydration(page: Page, part?: Locator): Promise<void> {
  await page.waitForLoadState("networkidle");
  await documentHydrated(page);
  if (!part) return;
  await expect
    .poll(() => part.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      message: "React hydrated the deferred part",
      timeout: PAGE_LOAD.timeout,
    })
    .toBe(true);
}

/**
 * Turns the mouse wheel and resolves once the page has received the wheel event and painted twice since, the
 * point by which a scroll it caused has started: the condition to check that nothing scrolled.
 */
export async function wheelHandled(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { __wheelHandled?: Promise<void> };
    target.__wheelHandled = new Promise((resolve) =>
      addEventListener("wheel", () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
        capture: true,
      }),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { __wheelHandled?: Promise<void> }).__wheelHandled);
}
