import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

// The BUILT app's bound on requests past the page cache: past it a fast 503 with Retry-After, then recovery.

/** A session cookie: no cache may answer, every request is a render. */
const SIGNED_IN = { cookie: "better-auth.session_token=yuk-testi" };

let site: InProcessSite;
let baseUrl: string;

beforeAll(async () => {
  site = await startInProcessSite({}, { maxRequestsInFlight: 2 });
  baseUrl = site.url;
});

afterAll(async () => {
  await site?.close();
});

describe("load shedding", () => {
  it("answers requests past the bound at once with 503, Retry-After and the security headers, then serves again", async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const response = await fetch(`${baseUrl}/bonuslar`, { headers: SIGNED_IN });
        return { status: response.status, headers: response.headers, text: await response.text() };
      }),
    );
    const shed = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(shed.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    for (const answer of shed) {
      expect(answer.headers.get("retry-after")).toBe("2");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(answer.text).toBe(site.app.BUSY_TEXT);
    }
    expect(performance.now() - started).toBeLessThan(30_000);

    // Once the renders are done, the next requests are served again.
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}/bonuslar`, { headers: SIGNED_IN });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
  });

  it("keeps serving cached pages past the bound: a hit never waits for a render", async () => {
    await (await fetch(`${baseUrl}/`)).arrayBuffer();
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const response = await fetch(i % 2 ? `${baseUrl}/` : `${baseUrl}/bonuslar`, {
          headers: i % 2 ? {} : SIGNED_IN,
        });
        await response.arrayBuffer();
        return { cached: i % 2 === 1, status: response.status, hit: response.headers.get("x-cache") };
      }),
    );
    for (const answer of answers.filter((a) => a.cached))
      expect(answer).toEqual({ cached: true, status: 200, hit: "HIT" });
  });
});
