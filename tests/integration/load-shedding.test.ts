import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openMigratedDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import type * as AppModule from "../../server/app.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/** The BUILT app's bound on requests past the page cache: past it a fast 503 with Retry-After, then recovery. */
const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");
/** A session cookie: no cache may answer, every request is a render. */
const SIGNED_IN = { cookie: "better-auth.session_token=yuk-testi" };

let dir: TempDir;
let database: DatabaseHandle;
let server: Server;
let baseUrl: string;
let app: typeof AppModule;

beforeAll(async () => {
  dir = createTempDir();
  const config = loadConfig({ DATA_DIR: dir.path, SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
  database = await openMigratedDatabase({ dataDir: config.dataDir });
  await seedDemoContent(database.db, { uploadsDir: config.uploadsDir });
  app = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as typeof AppModule;
  const listener = app.createRequestListener({
    config,
    logger: createLogger("silent"),
    database,
    mode: "production",
    clientDir: path.join(BUILD_DIR, "client"),
    maxRequestsInFlight: 2,
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
  dir?.remove();
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
      expect(answer.text).toBe(app.BUSY_TEXT);
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
