import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FOREIGN_ORIGIN_MESSAGES } from "../../app/features/auth/auth-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, createNonAdmin, postLogin, signIn } from "../support/admin.ts";
import { startInProcessSite } from "../support/in-process-site.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

const PASSWORD = "dogru-sifre-42";
const WRONG = "yanlis-sifre-99";

let server: RunningServer;
let dataDir: TempDir;

beforeAll(async () => {
  dataDir = createTempDir();
  server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "0", LOG_LEVEL: "debug", TRUST_PROXY: "1" } });
});

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

const db = () => openDatabase({ dataDir: dataDir.path });

async function countSessions(userId: string): Promise<number> {
  const handle = db();
  try {
    return (await handle.authDb.selectFrom("session").select("id").where("userId", "=", userId).execute()).length;
  } finally {
    await handle.close();
  }
}

/** Each test signs in from its own address (the server trusts X-Forwarded-For here) so per-IP limits do not leak. */
let ipCounter = 0;
beforeEach(() => {
  ipCounter++;
});
const login = (fields: Record<string, string>, extra: Record<string, string> = {}) =>
  postLogin(server.url, fields, { "X-Forwarded-For": `10.0.0.${ipCounter}`, ...extra });

describe("sign-in with bad input", () => {
  it.each([
    [
      "an empty form",
      { email: "", password: "" },
      ["Geçerli bir email adresi giriniz", "Şifre en az 6 karakter olmalıdır"],
    ],
    ["a malformed email", { email: "admin", password: PASSWORD }, ["Geçerli bir email adresi giriniz"]],
    [
      "a 10,000-character email",
      { email: `${"a".repeat(10_000)}@example.com`, password: PASSWORD },
      ["Geçerli bir email adresi giriniz"],
    ],
    ["a five-character password", { email: "a@example.com", password: "12345" }, ["Şifre en az 6 karakter olmalıdır"]],
  ])("answers %s with 400 and the spec's field messages", async (_name, fields, messages) => {
    const result = await login(fields);
    expect(result.status).toBe(400);
    for (const message of messages) expect(result.body).toContain(message);
    expect(result.cookie).toBe("");
  });

  it.each([
    ["a wrong password", "admin-a@example.com", WRONG],
    ["an unknown email", "kimse@example.com", PASSWORD],
    ["SQL in the fields", "x@example.com' OR '1'='1", "' OR 1=1 --"],
    ["HTML in the fields", "<script>@example.com", "<img src=x onerror=alert(1)>"],
  ])("answers %s with the failure message and no session", async (_name, email, password) => {
    await createAdmin({ dataDir: dataDir.path }, "admin-a@example.com", PASSWORD);
    const result = await login({ email, password });
    expect([400, 401]).toContain(result.status);
    expect(result.cookie).toBe("");
    if (result.status === 401) expect(result.body).toContain("Giriş başarısız. Lütfen bilgilerinizi kontrol edin.");
  });

  it("never writes a password into the logs", async () => {
    await login({ email: "admin-a@example.com", password: "gizli-parola-987" });
    await login({ email: "admin-a@example.com", password: PASSWORD });
    expect(server.output()).not.toContain("gizli-parola-987");
    expect(server.output()).not.toContain(PASSWORD);
  });
});

describe("the admin check after the password", () => {
  it("signs a non-admin account out at once and says it has no admin rights", async () => {
    const userId = await createNonAdmin({ dataDir: dataDir.path }, "okur@example.com", PASSWORD);
    const result = await login({ email: "okur@example.com", password: PASSWORD });
    expect(result.status).toBe(403);
    expect(result.body).toContain("Bu hesap admin yetkisine sahip değil");
    expect(result.cookie).toBe("");
    expect(await countSessions(userId)).toBe(0);
  });
});

describe("sessions", () => {
  it("sets an HTTP-only SameSite=Lax cookie and redirects a form sign-in to the dashboard", async () => {
    await createAdmin({ dataDir: dataDir.path }, "admin-b@example.com", PASSWORD);
    const response = await fetch(`${server.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "admin-b@example.com", password: PASSWORD }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("sends an already signed-in admin from the login screen to the dashboard", async () => {
    await createAdmin({ dataDir: dataDir.path }, "admin-c@example.com", PASSWORD);
    const cookie = await signIn(server.url, "admin-c@example.com", PASSWORD);
    const response = await fetch(`${server.url}/admin/login`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/dashboard");
  });

  it("ends the session on sign-out, clears the cookie and goes to the login screen", async () => {
    const userId = await createAdmin({ dataDir: dataDir.path }, "admin-d@example.com", PASSWORD);
    const cookie = await signIn(server.url, "admin-d@example.com", PASSWORD);
    const response = await fetch(`${server.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login");
    expect(response.headers.getSetCookie().join(";")).toMatch(/session_token=;|Max-Age=0/);
    expect(await countSessions(userId)).toBe(0);
    const after = await fetch(`${server.url}/admin/dashboard`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(after.status).toBe(302);
  });

  it.each([
    ["a forged cookie", async () => "better-auth.session_token=forged.value"],
    [
      "an expired session",
      async () => {
        const userId = await createAdmin({ dataDir: dataDir.path }, "admin-e@example.com", PASSWORD);
        const cookie = await signIn(server.url, "admin-e@example.com", PASSWORD);
        const handle = db();
        await handle.authDb
          .updateTable("session")
          .set({ expiresAt: "2000-01-01T00:00:00.000Z" })
          .where("userId", "=", userId)
          .execute();
        await handle.close();
        return cookie;
      },
    ],
    [
      "the cookie of a deleted admin",
      async () => {
        const userId = await createAdmin({ dataDir: dataDir.path }, "admin-f@example.com", PASSWORD);
        const cookie = await signIn(server.url, "admin-f@example.com", PASSWORD);
        const handle = db();
        await handle.authDb.deleteFrom("user").where("id", "=", userId).execute();
        await handle.close();
        return cookie;
      },
    ],
  ])("sends %s to the login screen", async (_name, makeCookie) => {
    const cookie = await makeCookie();
    const response = await fetch(`${server.url}/admin/dashboard`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/admin\/login/);
  });
});

describe("brute force", () => {
  it("locks an account after 5 failures in 15 minutes, says when to retry, even for the right password", async () => {
    await createAdmin({ dataDir: dataDir.path }, "hedef@example.com", PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: "hedef@example.com", password: WRONG })).status).toBe(401);
    }
    const locked = await login({ email: "hedef@example.com", password: PASSWORD });
    expect(locked.status).toBe(429);
    // The sliding window is estimated from 15-minute counters (app/features/rate-limits/rate-limit.server.ts): up to 18 minutes.
    expect(locked.body).toMatch(
      /Çok fazla başarısız giriş denemesi\. Lütfen (1[0-8]|[1-9]) dakika sonra tekrar deneyin\./,
    );
    expect(locked.cookie).toBe("");
  });

  it("forgives an account's failures after a successful sign-in", async () => {
    await createAdmin({ dataDir: dataDir.path }, "unutkan@example.com", PASSWORD);
    for (let i = 0; i < 4; i++) await login({ email: "unutkan@example.com", password: WRONG });
    expect((await login({ email: "unutkan@example.com", password: PASSWORD })).status).toBe(302);
    for (let i = 0; i < 4; i++) await login({ email: "unutkan@example.com", password: WRONG });
    expect((await login({ email: "unutkan@example.com", password: PASSWORD })).status).toBe(302);
  });

  it("stops an address after 20 failures in 15 minutes, whichever accounts it tries", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `deneme${i}@example.com`, password: WRONG })).status).toBe(401);
    }
    await createAdmin({ dataDir: dataDir.path }, "baska@example.com", PASSWORD);
    const blocked = await login({ email: "baska@example.com", password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain("Çok fazla başarısız giriş denemesi");
    const elsewhere = await postLogin(
      server.url,
      { email: "baska@example.com", password: PASSWORD },
      { "X-Forwarded-For": "10.9.9.9" },
    );
    expect(elsewhere.status).toBe(302);
  });

  it("refuses mutating requests that come from another site", async () => {
    await createAdmin({ dataDir: dataDir.path }, "kokeni@example.com", PASSWORD);
    const result = await login({ email: "kokeni@example.com", password: PASSWORD }, { Origin: "https://kotu.example" });
    expect([400, 403]).toContain(result.status);
    expect(result.cookie).toBe("");
  });
});

describe("a sign-in at an address SITE_URL does not name", () => {
  it("is refused, and the page says which address the site is set up for, which one was used, and that SITE_URL must match", async () => {
    // The site answers on its own port while SITE_URL names another one of the same host (a port mapping, a proxy).
    const configured = "http://127.0.0.1:9";
    const site = await startInProcessSite({ SITE_URL: configured, SEED_DEMO: "0" });
    try {
      await createAdmin({ dataDir: site.dataDir }, "adres@example.com", PASSWORD);
      // Said on the sign-in page before the form is sent.
      const page = await fetch(`${site.url}/admin/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(FOREIGN_ORIGIN_MESSAGES.openedElsewhere(configured, site.url));
      const expected = FOREIGN_ORIGIN_MESSAGES.otherAddress(configured, site.url);
      expect(expected).toContain("SITE_URL");
      for (const path of ["/admin/login", "/admin/login.data"]) {
        const response = await fetch(`${site.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: "adres@example.com", password: PASSWORD }),
        });
        expect(response.status, path).toBe(403);
        expect(response.headers.getSetCookie(), path).toEqual([]);
        const body = await response.text();
        expect(body, path).toContain(FOREIGN_ORIGIN_MESSAGES.title);
        expect(body, path).toContain(expected);
        expect(body, path).not.toContain("Beklenmeyen bir hata");
      }
      // An API client still gets its one line of text.
      const api = await fetch(`${site.url}/api/promotions/1/comments`, {
        method: "POST",
        headers: { Origin: "https://kotu.example" },
        body: "x=1",
      });
      expect(api.status).toBe(403);
      expect(await api.text()).toBe(FOREIGN_ORIGIN_MESSAGES.refused);
    } finally {
      await site.close();
    }
  });
});
