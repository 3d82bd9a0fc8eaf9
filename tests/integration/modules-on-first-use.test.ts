import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/**
 * What the production server (`npm start`) loads: compiled JavaScript only, and heavy packages only when their
 * feature is used.
 */
const RECORDER = path.resolve(import.meta.dirname, "../support/record-loaded-packages.mjs");
const TOKEN = "metrik-anahtari-0123456789";

let server: RunningServer | null = null;
let dataDir: TempDir | null = null;

afterEach(async () => {
  await server?.stop();
  server = null;
  dataDir?.remove();
  dataDir = null;
});

async function startRecorded(env: Record<string, string>): Promise<{ url: string; loaded: () => string[] }> {
  dataDir = createTempDir();
  const record = path.join(dataDir.path, "loaded-packages.txt");
  server = await startServer({
    env: {
      DATA_DIR: path.join(dataDir.path, "data"),
      SEED_DEMO: "0",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${RECORDER}`.trim(),
      RECORD_LOADED_PACKAGES_FILE: record,
      ...env,
    },
  });
  const loaded = () => (existsSync(record) ? readFileSync(record, "utf8").split("\n").filter(Boolean) : []);
  return { url: server.url, loaded };
}

describe("the production server's code", () => {
  it("is compiled JavaScript (Node never loads its type stripper), without Tiptap, and without the AWS SDK on a site storing uploads on disk", async () => {
    const { url, loaded } = await startRecorded({});
    for (const address of ["/", "/bonuslar", "/admin/giris"]) {
      const page = await fetch(`${url}${address}`);
      expect(page.status).toBe(200);
      await page.arrayBuffer();
    }
    expect(loaded()).toEqual(expect.arrayContaining(["react-router", "hono", "kysely"]));
    expect(loaded().filter((entry) => entry.startsWith("typescript "))).toEqual([]);
    expect(loaded()).not.toContain("@aws-sdk/client-s3");
    // The rich-text editor is drawn in the browser only; the server renders its frame.
    expect(loaded()).not.toContain("@tiptap/core");
    expect(loaded()).not.toContain("prosemirror-view");
  });
});

describe("prom-client on first use", () => {
  it("is never loaded without METRICS_TOKEN, though the server answers pages", async () => {
    const { url, loaded } = await startRecorded({});
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    // The recorder works: the packages every request needs are there.
    expect(loaded()).toEqual(expect.arrayContaining(["react-router", "hono", "kysely"]));
    expect(loaded()).not.toContain("prom-client");
  });

  it("is loaded with METRICS_TOKEN set, and /metrics answers", async () => {
    const { url, loaded } = await startRecorded({ METRICS_TOKEN: TOKEN });
    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("http_requests_total");
    expect(loaded()).toContain("prom-client");
  });
});
