import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

// The BUILT app's bound on requests past the page cache: past it a fast 503 with Retry-After, then recovery.

/** A search: no cache may answer, every request is a render. */
const RENDERED = "/bonuslar?q=yuk-testi";

let site: InProcessSite;

/** A POST whose headers arrive and whose body never ends: it holds one of the server's places until destroyed. */
async function holdAPlace(url: URL): Promise<Socket> {
  const socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.write(
    `POST /api/promotions/${crypto.randomUUID()}/comments HTTP/1.1\r\nHost: ${url.host}\r\n` +
      "Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
  );
  // The server counts the request once its headers are read.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return socket;
}
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
    // Two requests hold both places: their bodies never finish arriving, so their handlers wait. Renders finish too
    // fast on a quiet machine for concurrent GETs to prove the bound.
    const url = new URL(baseUrl);
    const holders = await Promise.all([0, 1].map(() => holdAPlace(url)));
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const response = await fetch(`${baseUrl}${RENDERED}`);
        return { status: response.status, headers: response.headers, text: await response.text() };
      }),
    );
    const shed = answers.filter((a) => a.status === 503);
    expect(shed.length).toBe(answers.length);
    for (const answer of shed) {
      expect(answer.headers.get("retry-after")).toBe("2");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(answer.text).toBe(site.app.BUSY_TEXT);
    }
    for (const socket of holders) socket.destroy();
    expect(performance.now() - started).toBeLessThan(30_000);

    // Once the places are free again, the next requests are served.
    await expect
      .poll(async () => {
        const response = await fetch(`${baseUrl}${RENDERED}`);
        await response.arrayBuffer();
        return response.status;
      })
      .toBe(200);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${baseUrl}${RENDERED}`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
  });

  it("keeps serving cached pages past the bound: a hit never waits for a render", async () => {
    await (await fetch(`${baseUrl}/`)).arrayBuffer();
    const holders = await Promise.all([0, 1].map(() => holdAPlace(new URL(baseUrl))));
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const response = await fetch(i % 2 ? `${baseUrl}/` : `${baseUrl}${RENDERED}`);
        await response.arrayBuffer();
        return { cached: i % 2 === 1, status: response.status, hit: response.headers.get("x-cache") };
      }),
    );
    for (const socket of holders) socket.destroy();
    for (const answer of answers.filter((a) => a.cached))
      expect(answer).toEqual({ cached: true, status: 200, hit: "HIT" });
    expect(answers.filter((a) => !a.cached).map((a) => a.status)).toEqual(Array(6).fill(503));
  });
});
