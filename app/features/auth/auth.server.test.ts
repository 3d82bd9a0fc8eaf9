import { afterEach, describe, expect, it } from "vitest";
import { createTempDir } from "../../../tests/support/temp-dir.ts";
import { openMigratedDatabase } from "../../utils/db.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createOrUpdateAdmin } from "./admin-accounts.server.ts";
import { createAuth, sessionCookieName } from "./auth.server.ts";
import { checkLoginAllowed, LOGIN_WINDOW_MS, recordLoginFailure } from "./login-throttle.server.ts";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase() {
  const dir = createTempDir();
  const handle = await openMigratedDatabase({ dataDir: dir.path });
  cleanups.push(
    () => dir.remove(),
    () => handle.close(),
  );
  return { dir, handle };
}

describe("session cookies", () => {
  it("are Secure with the __Secure- prefix when SITE_URL is https", async () => {
    const { dir, handle } = await freshDatabase();
    await createOrUpdateAdmin(handle.authDb, { email: "a@example.com", password: "sifre-123" });
    const config = loadConfig({ DATA_DIR: dir.path, SITE_URL: "https://bonus.example" });
    const auth = createAuth({ authDb: handle.authDb, engine: handle.engine, config });
    const response = await auth.api.signInEmail({
      body: { email: "a@example.com", password: "sifre-123" },
      asResponse: true,
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "";
    expect(cookie.startsWith("__Secure-")).toBe(true);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("sessionCookieName", () => {
  it.each([
    ["https", "https://bonus.example"],
    ["http", "http://localhost:3000"],
  ])("names exactly the session cookie that sign-in sets under %s", async (_scheme, siteUrl) => {
    const { dir, handle } = await freshDatabase();
    await createOrUpdateAdmin(handle.authDb, { email: "c@example.com", password: "sifre-123" });
    const config = loadConfig({ DATA_DIR: dir.path, SITE_URL: siteUrl });
    const auth = createAuth({ authDb: handle.authDb, engine: handle.engine, config });
    const response = await auth.api.signInEmail({
      body: { email: "c@example.com", password: "sifre-123" },
      asResponse: true,
    });
    const names = response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")));
    expect(names).toContain(sessionCookieName(config));
  });
});

describe("the login throttle", () => {
  it("forgets failures older than 15 minutes", async () => {
    const { handle } = await freshDatabase();
    const who = { email: "b@example.com", ip: "10.1.1.1" };
    const start = new Date("2026-11-21T10:00:00.000Z");
    for (let i = 0; i < 5; i++) await recordLoginFailure(handle.db, who, new Date(start.getTime() + i * 1000));
    const locked = await checkLoginAllowed(handle.db, who, new Date(start.getTime() + 60_000));
    expect(locked.allowed).toBe(false);
    if (!locked.allowed)
      expect(locked.retryAt.toISOString()).toBe(new Date(start.getTime() + LOGIN_WINDOW_MS).toISOString());
    const later = await checkLoginAllowed(handle.db, who, new Date(start.getTime() + LOGIN_WINDOW_MS + 1000));
    expect(later.allowed).toBe(true);
  });

  it("counts accounts case-insensitively", async () => {
    const { handle } = await freshDatabase();
    for (let i = 0; i < 5; i++) await recordLoginFailure(handle.db, { email: "Buyuk@Example.com", ip: `10.2.2.${i}` });
    expect((await checkLoginAllowed(handle.db, { email: "buyuk@example.com", ip: "10.3.3.3" })).allowed).toBe(false);
  });
});
