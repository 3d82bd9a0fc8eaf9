import { afterEach, describe, expect, it } from "vitest";
import { createTempDir } from "../../../tests/support/temp-dir.ts";
import { openMigratedDatabase } from "../../utils/db.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import { createOrUpdateAdmin } from "./admin-accounts.server.ts";
import { createAuth, sessionCookieName } from "./auth.server.ts";
import { isKnownDevice, knownDeviceCookie } from "./known-device.server.ts";
import {
  ACCOUNT_ADDRESS_LIMIT,
  ACCOUNT_CEILING,
  LOGIN_WINDOW_MS,
  reserveSignInAttempt,
  settleFailedSignIn,
} from "./login-throttle.server.ts";

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
  const fail = async (
    db: Parameters<typeof reserveSignInAttempt>[0],
    who: Parameters<typeof reserveSignInAttempt>[1],
    now: Date,
  ) => {
    const reservation = await reserveSignInAttempt(db, who, now);
    if (reservation.allowed) await settleFailedSignIn(db, reservation.holds);
    return reservation;
  };

  it("forgets failures once they have left the 15-minute window", async () => {
    const { handle } = await freshDatabase();
    const who = { email: "b@example.com", ip: "10.1.1.1", knownDevice: false };
    const start = new Date("2026-11-21T10:00:00.000Z");
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT; i++) {
      expect((await fail(handle.db, who, new Date(start.getTime() + i * 1000))).allowed).toBe(true);
    }
    const locked = await reserveSignInAttempt(handle.db, who, new Date(start.getTime() + 60_000));
    expect(locked).toMatchObject({ allowed: false, limit: "account-address" });
    // Five failures at the start of a window fade out of the sliding window over the next one.
    if (!locked.allowed) expect(locked.retryAt.getTime() - start.getTime()).toBeLessThanOrEqual(LOGIN_WINDOW_MS * 1.2);
    const later = await reserveSignInAttempt(handle.db, who, new Date(start.getTime() + 2 * LOGIN_WINDOW_MS));
    expect(later.allowed).toBe(true);
  });

  it("counts accounts case-insensitively", async () => {
    const { handle } = await freshDatabase();
    const now = new Date("2026-11-21T10:00:00.000Z");
    for (let i = 0; i < ACCOUNT_ADDRESS_LIMIT; i++) {
      await fail(handle.db, { email: "Buyuk@Example.com", ip: "10.2.2.2", knownDevice: false }, now);
    }
    const next = await reserveSignInAttempt(
      handle.db,
      { email: "buyuk@example.com", ip: "10.2.2.2", knownDevice: false },
      now,
    );
    expect(next.allowed).toBe(false);
  });

  it("holds a stranger's browser at the account-wide ceiling but not a known device", async () => {
    const { handle } = await freshDatabase();
    const now = new Date("2026-11-21T10:00:00.000Z");
    for (let i = 0; i < ACCOUNT_CEILING; i++) {
      const ip = `10.4.${Math.floor(i / ACCOUNT_ADDRESS_LIMIT)}.1`;
      expect((await fail(handle.db, { email: "sahip@example.com", ip, knownDevice: false }, now)).allowed).toBe(true);
    }
    const stranger = await reserveSignInAttempt(
      handle.db,
      { email: "sahip@example.com", ip: "10.5.0.1", knownDevice: false },
      now,
    );
    expect(stranger).toMatchObject({ allowed: false, limit: "account" });
    const owner = await reserveSignInAttempt(
      handle.db,
      { email: "sahip@example.com", ip: "10.5.0.2", knownDevice: true },
      now,
    );
    expect(owner).toMatchObject({ allowed: true, delayMs: 0 });
  });
});

describe("the known-device cookie", () => {
  const config = { sessionSecret: "bir-test-anahtari-0123456789-0123456789", secureCookies: false };
  const headersWith = (setCookie: string) => new Headers({ cookie: setCookie.split(";")[0] ?? "" });

  it("is HTTP-only, sent to /admin only, and recognised for its own account only", async () => {
    const cookie = await knownDeviceCookie(config, "Sahip@Example.com");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/admin/);
    expect(await isKnownDevice(config, headersWith(cookie), "sahip@example.com")).toBe(true);
    expect(await isKnownDevice(config, headersWith(cookie), "baska@example.com")).toBe(false);
  });

  it("is refused when forged, signed with another secret, or too old", async () => {
    const cookie = await knownDeviceCookie(config, "sahip@example.com", new Date("2026-01-01T00:00:00.000Z"));
    const other = await knownDeviceCookie(
      { ...config, sessionSecret: "baska-bir-anahtar-0123456789-0123456789" },
      "sahip@example.com",
    );
    const [name, value = ""] = (cookie.split(";")[0] ?? "").split("=");
    const tampered = new Headers({ cookie: `${name}=${value.replace(/^./, (c) => (c === "e" ? "f" : "e"))}` });
    expect(await isKnownDevice(config, tampered, "sahip@example.com")).toBe(false);
    expect(await isKnownDevice(config, headersWith(other), "sahip@example.com")).toBe(false);
    expect(
      await isKnownDevice(config, headersWith(cookie), "sahip@example.com", new Date("2026-12-01T00:00:00.000Z")),
    ).toBe(false);
    expect(
      await isKnownDevice(config, headersWith(cookie), "sahip@example.com", new Date("2026-02-01T00:00:00.000Z")),
    ).toBe(true);
  });
});
