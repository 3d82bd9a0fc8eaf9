import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * What a phone waits for before its first paint (issue #36 §7), read from the HTML of the BUILT app. Lighthouse
 * itself runs in `npm run lighthouse`, not here; this is the cheap guard of what it measured.
 */
let site: InProcessSite;
const publicPages = { "/": 200, "/bonuslar": 200, "/guvenilir-siteler": 200, "/blog": 200, "/blog/bu-yazi-yok": 404 };

beforeAll(async () => {
  site = await startInProcessSite();
});

afterAll(async () => {
  await site?.close();
});

describe("first paint of a public page", () => {
  it("fetches every module preload at low priority, so no script competes with the stylesheet", async () => {
    for (const [pathname, status] of Object.entries(publicPages)) {
      const response = await fetch(new URL(pathname, site.url), { redirect: "manual" });
      const html = await response.text();
      expect(response.status, pathname).toBe(status);
      const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, pathname).toBeGreaterThan(0);
      expect(
        preloads.filter((link) => !link.includes('fetchpriority="low"')),
        pathname,
      ).toEqual([]);
    }
  });
});
