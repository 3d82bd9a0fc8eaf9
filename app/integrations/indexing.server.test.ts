import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeIndexNow, startFakeIndexNow } from "../../tests/fakes/indexnow-server.ts";
import { capturingLogger } from "../../tests/support/log-lines.ts";
import { type Config, loadConfig } from "../utils/env.server.ts";
import { INDEXING_TIMEOUT_MS, submitUrlForIndexing } from "./indexing.server.ts";

const KEY = "a1b2c3d4e5f6a7b8";
const SITE_URL = "https://bonus.example";
const POST_URL = `${SITE_URL}/blog/ilk-yazi`;

function configWith(env: Record<string, string>): Config {
  return loadConfig({ DATA_DIR: "./data-unused", SESSION_SECRET: "s".repeat(32), SITE_URL, ...env });
}

describe("IndexNow submission", () => {
  let fake: FakeIndexNow;
  beforeAll(async () => {
    fake = await startFakeIndexNow();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.submissions.length = 0;
    fake.rejected.length = 0;
    fake.setMode("ok");
  });

  it("only logs and reports success when INDEXNOW_KEY is not set, sending nothing", async () => {
    const { logger, lines } = capturingLogger();
    const config = configWith({ INDEXNOW_ENDPOINT: fake.endpoint });
    expect(await submitUrlForIndexing({ config, logger }, POST_URL)).toBe(true);
    expect(fake.submissions).toEqual([]);
    expect(lines.some((l) => l.url === POST_URL && String(l.msg).includes("indeksleme kapalı"))).toBe(true);
  });

  it("POSTs the IndexNow JSON (host, key, keyLocation, urlList) and reports 200 as success", async () => {
    const { logger } = capturingLogger();
    const config = configWith({ INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: fake.endpoint });
    expect(await submitUrlForIndexing({ config, logger }, POST_URL)).toBe(true);
    expect(fake.submissions).toEqual([
      { host: "bonus.example", key: KEY, keyLocation: `${SITE_URL}/${KEY}.txt`, urlList: [POST_URL] },
    ]);
    expect(fake.rejected).toEqual([]);
  });

  it("reports 202 Accepted as success too", async () => {
    fake.setMode("accepted");
    const config = configWith({ INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: fake.endpoint });
    expect(await submitUrlForIndexing({ config, logger: capturingLogger().logger }, POST_URL)).toBe(true);
    expect(fake.submissions).toHaveLength(1);
  });

  it("reports a 500 as failure without throwing, and logs it without the key", async () => {
    fake.setMode("error");
    const { logger, lines } = capturingLogger();
    const config = configWith({ INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: fake.endpoint });
    expect(await submitUrlForIndexing({ config, logger }, POST_URL)).toBe(false);
    expect(lines.some((l) => l.level === 40 && l.status === 500)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(KEY);
  });

  it("gives up on an endpoint that never answers once the timeout passes, and reports failure", async () => {
    fake.setMode("hang");
    const { logger, lines } = capturingLogger();
    const config = configWith({ INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: fake.endpoint });
    const started = performance.now();
    expect(await submitUrlForIndexing({ config, logger }, POST_URL, { timeoutMs: 300 })).toBe(false);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(5000);
    expect(fake.submissions).toHaveLength(1);
    const warning = lines.find((l) => l.level === 40);
    expect(warning?.err?.stack).toMatch(/TimeoutError/);
  });

  it("waits 15 seconds by default, the spec's limit", () => {
    expect(INDEXING_TIMEOUT_MS).toBe(15_000);
  });

  it("reports failure when nothing listens at the endpoint", async () => {
    const closed = await startFakeIndexNow();
    const endpoint = closed.endpoint;
    await closed.close();
    const config = configWith({ INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: endpoint });
    expect(await submitUrlForIndexing({ config, logger: capturingLogger().logger }, POST_URL)).toBe(false);
  });
});
