import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { DESKTOP, openWatchedPage, PHONE } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

/**
 * The page cache and the Content-Security-Policy in a real browser: pages from the cache (hash policy) and pages
 * rendered for one visitor (nonce policy) both hydrate without a single violation, and the browser gets brotli.
 */
let promotionPath: string;

const site = setUpSite();

beforeAll(async () => {
  const handle = openDatabase({ dataDir: site.dataDir });
  try {
    const promotion = await handle.db
      .selectFrom("promotions")
      .innerJoin("casinos", "casinos.id", "promotions.casino_id")
      .select(["promotions.slug as slug", "casinos.slug as casinoSlug"])
      .where("promotions.is_active", "=", true)
      .where("promotions.expiry_date", ">", new Date().toISOString())
      .executeTakeFirstOrThrow();
    promotionPath = `/bonuslar/${promotion.casinoSlug}/${promotion.slug}`;
  } finally {
    await handle.close();
  }
});

/**
 * Records the CSP violations of every document the page loads, from its first byte on; call the returned
 * function after each navigation (a new document starts a new list).
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const all: string[] = [];
  return async () => {
    const path = new URL(page.url()).pathname;
    const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    all.push(...seen.splice(0).map((violation) => `${path}: ${violation}`));
    return all;
  };
}

/** True once React Router has hydrated: its route modules are registered on the window. */
function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    () => Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).length > 0,
  );
}

describe("pages served from the page cache", () => {
  it("hydrate every public page type with no CSP violation, on a phone", async () => {
    const { page, errors } = await openWatchedPage(site.browser, site.url, PHONE);
    const violations = await watchViolations(page);
    for (const path of ["/", "/bonuslar", promotionPath, "/blog", "/guvenilir-siteler"]) {
      await page.goto(path); // fills the cache
      const response = await page.goto(path);
      expect(response?.headers()["x-cache"], path).toBe("HIT");
      expect(response?.headers()["content-encoding"], path).toBe("br");
      expect(response?.headers()["content-security-policy"], path).toContain("'sha256-");
      await page.waitForFunction(() => document.readyState === "complete");
      await page.waitForFunction(
        () =>
          Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).length > 0,
      );
      await expect.poll(() => isHydrated(page), { message: path }).toBe(true);
      await violations();
    }
    await expect.poll(() => violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("keeps client-side navigation working under the hash policy, on a desktop", async () => {
    const { page, errors } = await openWatchedPage(site.browser, site.url, DESKTOP);
    const violations = await watchViolations(page);
    await page.goto("/");
    await page.goto("/");
    await page.waitForFunction(
      () => Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).length > 0,
    );
    await page.getByRole("navigation").getByRole("link", { name: "Blog" }).first().click();
    await page.waitForURL(`${site.url}/blog`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("pages rendered for one visitor", () => {
  it("hydrate with the response's nonce and no CSP violation when the page is not stored", async () => {
    // A search and a list page past the end are rendered for each request.
    const { page, errors } = await openWatchedPage(site.browser, site.url, PHONE);
    const violations = await watchViolations(page);
    for (const path of ["/bonuslar?q=bonus", "/blog?sayfa=999", "/guvenilir-siteler?sayfa=999"]) {
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers["x-cache"], path).toBeUndefined();
      expect(headers["cache-control"], path).toBe("private, no-store");
      expect(headers["content-security-policy"], path).toMatch(/'nonce-[^']+'/);
      await page.waitForFunction(
        () =>
          Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).length > 0,
      );
      await violations();
    }
    await expect.poll(() => violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("public pages of a signed-in admin", () => {
  it("come from the page cache under its hash policy and hydrate without a violation", async () => {
    const { page, errors } = await site.signInAt(PHONE);
    const violations = await watchViolations(page);
    for (const path of ["/", promotionPath, "/bonuslar"]) {
      // Stored by an anonymous visit first, as most pages are.
      await (await fetch(`${site.url}${path}`)).arrayBuffer();
      const response = await page.goto(path);
      const headers = response?.headers() ?? {};
      expect(headers["x-cache"], path).toBe("HIT");
      expect(headers["content-security-policy"], path).not.toContain("'nonce-");
      await page.waitForFunction(
        () =>
          Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {}).length > 0,
      );
      await violations();
    }
    await expect.poll(() => violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
