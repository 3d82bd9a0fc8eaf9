import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logEntries, type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/**
 * Issue #11 finding 8: an anonymous POST from another site is the visitor's mistake or an attack, not our fault:
 * one warn line each, never an error line or a stack trace, whichever check refuses it (React Router's own, for a
 * page or a `.data` request, or ours in app/features/auth/same-origin.server.ts).
 */

const FOREIGN = "https://baska-site.example";
const WARN = 40;
/** Each request goes to its own path, so that its log lines can be told apart. */
const CROSS_SITE_POSTS: ReadonlyArray<{ path: string; headers: Record<string, string> }> = [
  { path: "/_.data", headers: { Origin: FOREIGN } },
  { path: "/bonuslar.data", headers: { Origin: FOREIGN } },
  { path: "/admin/login.data", headers: { Origin: "null" } },
  { path: "/blog.data", headers: { Origin: "adres-degil" } },
  { path: "/admin/login", headers: { Origin: FOREIGN } },
  { path: "/guvenilir-siteler", headers: { Origin: "adres-degil" } },
  { path: "/api/promotions/1/comments", headers: { Origin: FOREIGN } },
  { path: "/admin/dashboard.data", headers: { "Sec-Fetch-Site": "cross-site" } },
];

let server: RunningServer;
let dataDir: TempDir;

beforeAll(async () => {
  dataDir = createTempDir();
  server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "0" } });
});

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

describe("anonymous cross-site POSTs", () => {
  it("are refused with one warn line each in the server log, no error line and no stack trace", async () => {
    for (const { path, headers } of CROSS_SITE_POSTS) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "email=a%40example.com&password=x",
      });
      expect([400, 403], path).toContain(response.status);
    }
    // A same-site POST to a page without an action logs an info line: once it is there, every earlier line is too.
    await fetch(`${server.url}/bonuslar`, { method: "POST", headers: { Origin: server.url }, body: "x=1" });
    await expect.poll(() => logEntries(server.output()).some((e) => e.path === "/bonuslar")).toBe(true);

    const entries = logEntries(server.output());
    for (const { path } of CROSS_SITE_POSTS) {
      expect(
        entries.filter((e) => e.path === path).map((e) => e.level),
        path,
      ).toEqual([WARN]);
    }
    expect(entries.filter((e) => (e.level ?? 0) > WARN)).toEqual([]);
    expect(server.output()).not.toMatch(/stack|\n\s+at /);
  });
});
