import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/** GET /metrics of the BUILT app (BUILD_DIR) on a real socket, with METRICS_TOKEN set and unset. */
const TOKEN = "metrik-anahtari-0123456789";
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

let withToken: InProcessSite;
let withoutToken: InProcessSite;

beforeAll(async () => {
  withToken = await startInProcessSite({ METRICS_TOKEN: TOKEN }, { runJobs: true });
  withoutToken = await startInProcessSite({}, { runJobs: true });
});

afterAll(async () => {
  await withToken?.close();
  await withoutToken?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { "user-agent": PERSON, ...headers } });

function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN: 404, even with a bearer token", async () => {
    const response = await get(`${withoutToken.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_requests_total");
  });

  it("answers 401 without the token or with a wrong one, and is never cached", async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const response = await get(`${withToken.url}/metrics`, authorization ? { authorization } : {});
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("gives requests by route pattern and status, cache hits and misses, render and query time, event-loop lag", async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    for (let i = 0; i < 3; i++) await (await get(`${withToken.url}/bonuslar`)).arrayBuffer();
    const unknown = await fetch(`${withToken.url}/olmayan-sayfa-${Date.now()}`, { redirect: "manual" });
    await unknown.arrayBuffer();
    const response = await get(`${withToken.url}/metrics`, auth);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(sample(text, "http_requests_total", 'route="/bonuslar",method="GET",status="200"')).toBe(3);
    // An unknown address is one series ("other"), whatever it is: the catch-all redirects it home.
    expect(sample(text, "http_requests_total", 'route="other",method="GET",status="302"')).toBe(1);
    expect(sample(text, "http_request_duration_seconds_count", 'route="/bonuslar",status="200"')).toBe(3);
    expect(sample(text, "page_cache_requests_total", 'result="miss"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "page_cache_requests_total", 'result="hit"')).toBeGreaterThanOrEqual(2);
    expect(sample(text, "render_duration_seconds_count", 'route="/bonuslar"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "db_query_duration_seconds_count", 'outcome="ok"')).toBeGreaterThan(0);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(sample(text, "background_sweep_runs_total", 'job="publishing",outcome="ok"')).toBeGreaterThanOrEqual(1);
    expect(text).toContain("blog_view_flushes_total");
    // The render queue: each render's wait, the queue's length, refusals by reason.
    expect(Number(/^render_queue_wait_seconds_count (\d+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^render_queue_waiting 0$/m);
    expect(text).toMatch(/^render_queue_active \d+$/m);
    expect(text).toContain("# TYPE render_queue_shed_total counter");
  });
});
