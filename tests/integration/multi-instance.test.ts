import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, postLogin, signIn } from "../support/admin.ts";
import { createFreshDatabase, type FreshDatabase } from "../support/databases.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { type RunningServer, startServer, startServerForTest } from "../support/server.ts";
import { createTempDir, tempDirForTest } from "../support/temp-dir.ts";
import { waitUntil } from "../support/wait.ts";

/**
 * Issue #7: two instances on different ports against one PostgreSQL behave as one site. Also proven elsewhere with
 * two instances: a comment reaches the other instance's cached page (page-cache.test.ts) and the publishing sweep
 * runs once (admin-publishing.test.ts).
 */
describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  const PASSWORD = "iki-sunucu-parola";
  const SESSION_SECRET = "iki-sunucunun-ortak-oturum-anahtari-0123456789";
  const cleanups: Array<() => unknown> = [];
  let database: FreshDatabase<"PostgreSQL">;
  let first: RunningServer;
  let second: RunningServer;

  async function startInstance(): Promise<RunningServer> {
    const dataDir = createTempDir();
    cleanups.push(() => dataDir.remove());
    // Every instance signs sessions with the one SESSION_SECRET (docs/deploy.md); TRUST_PROXY lets a test sign in
    // from its own address, clear of the per-IP limit.
    const instance = await startServer({
      env: { DATA_DIR: dataDir.path, DATABASE_URL: database.databaseUrl, TRUST_PROXY: "1", SESSION_SECRET },
    });
    cleanups.push(() => instance.stop("SIGKILL"));
    return instance;
  }

  // With a databaseUrl the database helpers ignore dataDir (app/utils/db.server.ts).
  const admin = (email: string) =>
    createAdmin({ dataDir: "unused", databaseUrl: database.databaseUrl }, email, PASSWORD);

  beforeAll(async () => {
    database = await createFreshDatabase("PostgreSQL");
    cleanups.push(() => database.remove());
    first = await startInstance();
    second = await startInstance();
  });

  afterAll(async () => {
    // Every cleanup runs even when one throws; the failures are reported together.
    const errors: unknown[] = [];
    for (const cleanup of cleanups.splice(0).reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => errors.push(error));
    }
    if (errors.length > 0) throw new AggregateError(errors, "cleanup failed");
  });

  it("accepts a session made on one instance on the other, and a sign-out on either ends it on both", async () => {
    await admin("iki@example.com");
    const cookie = await signIn(first.url, "iki@example.com", PASSWORD);
    const onSecond = await fetch(`${second.url}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(onSecond.status).toBe(200);

    const out = await fetch(`${second.url}/admin/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: second.url },
    });
    expect(out.status).toBe(302);
    const afterOnFirst = await fetch(`${first.url}/admin/dashboard`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(afterOnFirst.status).toBe(302);
    expect(afterOnFirst.headers.get("location")).toMatch(/^\/admin\/login/);
  });

  it("refuses on the other instance at once a session ended from 'Hesabım' and the sessions of a deactivated account", async () => {
    await admin("hesabim-iki@example.com");
    const here = await signIn(first.url, "hesabim-iki@example.com", PASSWORD);
    const there = await signIn(second.url, "hesabim-iki@example.com", PASSWORD);
    const dashboard = (url: string, cookie: string) =>
      fetch(`${url}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" }).then((r) => r.status);
    const post = (url: string, path: string, cookie: string, form: Record<string, string>) =>
      fetch(`${url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      }).then((r) => r.status);
    expect(await dashboard(second.url, there)).toBe(200);
    // A write that worked redirects back to the screen with its toast.
    expect(await post(first.url, "/admin/account", here, { intent: "end-others" })).toBe(302);
    expect(await dashboard(second.url, there)).toBe(302);
    expect(await dashboard(first.url, here)).toBe(200);

    const editorId = await createAdmin(
      { dataDir: "unused", databaseUrl: database.databaseUrl },
      "editor-iki@example.com",
      PASSWORD,
      "editor",
    );
    const editor = await signIn(second.url, "editor-iki@example.com", PASSWORD);
    expect(await dashboard(second.url, editor)).toBe(200);
    const form = { intent: "active", id: editorId, active: "false" };
    expect(await post(first.url, "/admin/users", here, form)).toBe(302);
    expect(await dashboard(second.url, editor)).toBe(302);
  });

  it("counts failed sign-ins of one account across both instances and locks it on both", async () => {
    await admin("hedef-iki@example.com");
    const attempt = (server: RunningServer, password: string) =>
      postLogin(server.url, { email: "hedef-iki@example.com", password }, { "X-Forwarded-For": "10.20.0.1" });
    for (const server of [first, second, first, second, first]) {
      expect((await attempt(server, "yanlis-parola")).status).toBe(401);
    }
    for (const server of [first, second]) {
      const locked = await attempt(server, PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toContain("Çok fazla başarısız giriş denemesi");
    }
  });

  it("shows an admin change saved through one instance on the other's public pages at once", async () => {
    await admin("editor-iki@example.com");
    const listOnSecond = `${second.url}/bonuslar`;
    await (await fetch(listOnSecond)).text();
    const cached = await fetch(listOnSecond);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const link = /href="(\/bonuslar\/[^/"]+\/([^/"]+))"/.exec(await cached.text());
    const slug = link?.[2] ?? "";
    expect(slug).not.toBe("");
    const handle = await openMigratedDatabase({ dataDir: "unused", databaseUrl: database.databaseUrl });
    const promotion = await handle.db
      .selectFrom("promotions")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow()
      .finally(() => handle.close());
    const href = `href="${link?.[1]}"`;

    const cookie = await signIn(first.url, "editor-iki@example.com", PASSWORD);
    const saved = await fetch(`${first.url}/admin/promotions`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: first.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "toggle", id: promotion.id, active: "false" }),
    });
    expect(saved.status).toBe(200);

    let html = "";
    await waitUntil(
      async () => {
        const response = await fetch(listOnSecond);
        html = await response.text();
        // An error page lacks the link too: only the list itself proves the change arrived.
        expect(response.status).toBe(200);
        return !html.includes(href);
      },
      5_000,
      50,
    );
    expect(html).not.toContain(href);
  });

  it("warns at start-up when an instance on PostgreSQL has no SESSION_SECRET to share", async () => {
    const lone = await startServerForTest({
      DATA_DIR: tempDirForTest(),
      DATABASE_URL: database.databaseUrl,
      SEED_DEMO: "0",
    });
    await expect.poll(() => lone.output()).toContain("SESSION_SECRET ayarlı değil");
    expect(first.output()).not.toContain("SESSION_SECRET ayarlı değil");
  });
});
