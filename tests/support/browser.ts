import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ROOT = path.resolve(import.meta.dirname, "../..");
export const SCREENSHOT_DIR = path.join(ROOT, "test-results", "screenshots");

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * How long one wait on the page may take: below the 30 s test timeout, so a wait that never ends fails with what it
 * waited for. Also the poll timeout for a read that loads a page (`expect.poll(() => …, PAGE_LOAD)`).
 */
export const PAGE_WAIT_MS = 15_000;
export const PAGE_LOAD = { timeout: PAGE_WAIT_MS } as const;

/** Debian's Chromium's flags: headless, and kept off the closed network of this machine. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's Chromium, headless, with the flags that keep it off the closed network of this machine; `extraArgs` for a
 * test that needs more (a host-resolver rule, a trusted test certificate).
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Requests that went anywhere but our own server. */
  foreignRequests: string[];
  /**
   * Lets console errors matching one of `patterns` pass the check after each test (`takeUnexpectedPageErrors`): for an
   * error the test provokes on purpose, such as a save the database refuses (500).
   */
  allowErrors(...patterns: RegExp[]): void;
}

/** What a watched page saw that the check after each test reads. */
interface PageWatch {
  /** Console errors and page errors not yet checked, with the address the console names (a failed resource's). */
  unchecked: { text: string; url: string }[];
  /** Answers of 400 and more that the page asked for on purpose: a document, a form post, a route's data. */
  refusedOnPurpose: Set<string>;
  allowed: RegExp[];
}

/** Every watched page of this test file; the check after each test takes their errors. */
const watches = new Set<PageWatch>();

/**
 * The browser's own note about an answer of 400 or more ('Failed to load resource: the server responded with a status
 * of 404'), for the answers a test asks for on purpose: a document (a 404 page, a refusal), a form post answered
 * with field errors, and the data of a page the app navigates to. A 500 is never one of these.
 */
const REFUSED_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The console errors and uncaught page errors of every watched page since the last call, less those the browser
 * reports about answers asked for on purpose and those a test allowed: the e2e project's check after each test
 * (tests/support/fail-on-page-errors.ts) fails the test on any.
 */
export function takeUnexpectedPageErrors(): string[] {
  const unexpected: string[] = [];
  for (const watch of watches) {
    for (const { text, url } of watch.unchecked.splice(0)) {
      if (REFUSED_RESOURCE.test(text) && watch.refusedOnPurpose.has(url)) continue;
      if (watch.allowed.some((pattern) => pattern.test(text))) continue;
      unexpected.push(url ? `${text} (${url})` : text);
    }
  }
  return unexpected;
}

interface WatchedPageOptions {
  /** The browser's User-Agent, when a test needs another than headless Chromium's. */
  userAgent?: string;
  /** A script run in every document before the page's own (see `page.addInitScript`). */
  initScript?: () => void;
}

/** A page that records console errors and any request leaving the site under test. */
export async function openWatchedPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  options: WatchedPageOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    baseURL: baseUrl,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  context.setDefaultTimeout(PAGE_WAIT_MS);
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  // Every document a test opens is hydrated before the test acts on it: a click during hydration can be lost.
  const goto = page.goto.bind(page);
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    if (gotoOptions?.waitUntil !== "commit") await documentHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (reloadOptions) => {
    const response = await reload(reloadOptions);
    if (reloadOptions?.waitUntil !== "commit") await documentHydrated(page);
    return response;
  };
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  const watch: PageWatch = { unchecked: [], refusedOnPurpose: new Set(), allowed: [] };
  watches.add(watch);
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    errors.push(message.text());
    watch.unchecked.push({ text: message.text(), url: message.location().url });
  });
  page.on("pageerror", (error) => {
    errors.push(error.message);
    watch.unchecked.push({ text: error.message, url: "" });
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseUrl) && !url.startsWith("data:")) foreignRequests.push(url);
  });
  page.on("response", (response) => {
    const request = response.request();
    const onPurpose =
      request.isNavigationRequest() || request.method() !== "GET" || new URL(request.url()).pathname.endsWith(".data");
    if (response.status() >= 400 && response.status() < 500 && onPurpose) watch.refusedOnPurpose.add(response.url());
  });
  return { page, errors, foreignRequests, allowErrors: (...patterns) => watch.allowed.push(...patterns) };
}

/**
 * Resolves once React has hydrated the document the page shows (React gives <html> its props then), or at once for
 * a document that is not one of our rendered pages (a 503, a feed). A click before then can be lost: a React Router
 * link clicked while the page hydrates neither navigates nor lets the browser follow it (seen at 360 px in CI).
 */
export async function documentHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      Object.keys(document.documentElement).some((key) => key.startsWith("__reactProps$")),
    undefined,
    { timeout: PAGE_WAIT_MS },
  );
}

/** The text a screen reader adds after the control's name: what its `aria-describedby` points at, or "". */
export function accessibleDescription(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .filter(Boolean)
      .join(" "),
  );
}

/** How far the page reaches past the viewport's right edge, in px: 0 or less when nothing scrolls sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Holds the page's requests to `url` until the returned `release` is called (then lets them and later ones through),
 * so a test sees the loading state they cause for as long as it needs, however slow the machine.
 */
export async function holdRequests(page: Page, url: string | RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A full-page picture in test-results/screenshots for a person to look at, only when SAVE_SCREENSHOTS=1: nothing
 * asserts on it, and writing ~125 of them cost every run seconds of encoding.
 */
export async function saveScreenshot(page: Page, name: string) {
  if (process.env.SAVE_SCREENSHOTS !== "1") return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * `saveScreenshot` of the page at 360 and at 1280 px wide (`<name>-360`, `<name>-1280`), back at `viewport` after;
 * without SAVE_SCREENSHOTS=1 it leaves the page alone, so a run does not pay two resizes for pictures it never writes.
 */
export async function saveScreenshotsAtBothWidths(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
): Promise<void> {
  if (process.env.SAVE_SCREENSHOTS !== "1") return;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    // A menu slides in or out when the width crosses its breakpoint: shoot once it has settled.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
    await saveScreenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(viewport);
}
