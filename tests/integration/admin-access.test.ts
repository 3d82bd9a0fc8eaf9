import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { createAdmin, createNonAdmin, sessionCookieFor, signIn } from "../support/admin.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

const GUARD_LAYOUTS = new Set(["routes/admin/layout.tsx", "routes/resources/admin-api-guard.ts"]);
/** Admin paths that must stay reachable without a session. */
const PUBLIC_ADMIN_PATHS = new Set(["admin", "admin/login", "admin/logout"]);
const MUTATING_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

interface FlatRoute {
  path: string;
  file: string;
  guarded: boolean;
}

/** Every route of app/routes.ts with its full path, and whether the admin guard layout is one of its parents. */
function flattenRoutes(entries: RouteConfigEntry[], parentPath = "", guarded = false): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const underGuard = guarded || GUARD_LAYOUTS.has(entry.file);
    const own = entry.path !== undefined || entry.index ? [{ path, file: entry.file, guarded: underGuard }] : [];
    return [...own, ...flattenRoutes(entry.children ?? [], path, underGuard)];
  });
}

const adminRoutes = flattenRoutes(routes).filter(
  (r) => (r.path.startsWith("admin") || r.path.startsWith("api/admin")) && !PUBLIC_ADMIN_PATHS.has(r.path),
);
const concretePath = (path: string) => `/${path.replace(/:[A-Za-z]+/g, crypto.randomUUID())}`;

describe("the route manifest", () => {
  it("lists admin routes at all", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(19);
  });

  it.each(adminRoutes.map((r) => [r.path, r] as const))("puts /%s behind the admin guard layout", (_path, route) => {
    expect(route.guarded).toBe(true);
  });
});

describe("the admin guard over HTTP", () => {
  let server: RunningServer;
  let dataDir: TempDir;
  let adminCookie: string;
  let nonAdminCookie: string;

  beforeAll(async () => {
    dataDir = createTempDir();
    server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "0" } });
    await createAdmin({ dataDir: dataDir.path }, "admin@example.com", "admin-sifresi");
    await createNonAdmin({ dataDir: dataDir.path }, "okur@example.com", "okur-sifresi");
    adminCookie = await signIn(server.url, "admin@example.com", "admin-sifresi");
    // A non-admin cannot sign in through the form, so its session is made the way a stolen or stale one would look.
    nonAdminCookie = await sessionCookieFor({ dataDir: dataDir.path }, "okur@example.com", "okur-sifresi");
  });

  afterAll(async () => {
    await server?.stop();
    dataDir?.remove();
  });

  it.each(adminRoutes.map((r) => [r.path]))(
    "refuses an anonymous GET of /%s (pages: to the login screen; JSON: 401)",
    async (path) => {
      const response = await fetch(`${server.url}${concretePath(path)}`, { redirect: "manual" });
      if (path.startsWith("api/")) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: "Bu sayfaya erişmek için giriş yapmalısınız" });
        return;
      }
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/\/admin\/login\?yonlendirildi=1$/);
    },
  );

  it.each(adminRoutes.map((r) => [r.path]))(
    "refuses anonymous data requests and every mutating method on /%s",
    async (path) => {
      const data = await fetch(`${server.url}${concretePath(path)}.data`, { redirect: "manual" });
      // Pages answer with a redirect to the login screen, JSON endpoints with the 401 message.
      expect(await data.text()).toMatch(/\/admin\/login|Bu sayfaya erişmek için giriş yapmalısınız/);
      for (const method of MUTATING_METHODS) {
        const response = await fetch(`${server.url}${concretePath(path)}`, {
          method,
          redirect: "manual",
          headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
          body: "x=1",
        });
        expect([302, 401, 405], `${method} ${path}`).toContain(response.status);
        if (response.status === 302) expect(response.headers.get("location")).toMatch(/\/admin\/login/);
      }
    },
  );

  it.each(adminRoutes.map((r) => [r.path]))(
    "refuses anonymous requests for /%s in capitals or title case exactly as in lower case (pages, data, actions, JSON)",
    async (path) => {
      const answer = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(`${server.url}${url}`, { redirect: "manual", ...init });
        return { status: response.status, location: response.headers.get("location"), body: await response.text() };
      };
      const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url };
      const answers = async (url: string) => [
        await answer(url),
        await answer(`${url}.data`),
        await answer(url, { method: "POST", headers: form, body: "x=1" }),
      ];
      const lower = concretePath(path);
      const expected = await answers(lower);
      const titleCase = lower.replace(
        /(^|\/)([a-z])/g,
        (_match, slash: string, letter: string) => slash + letter.toUpperCase(),
      );
      for (const variant of [lower.toUpperCase(), titleCase]) {
        expect(await answers(variant), variant).toEqual(expected);
      }
    },
  );

  it.each(adminRoutes.map((r) => [r.path]))("answers 403 to a signed-in non-admin on /%s", async (path) => {
    const page = await fetch(`${server.url}${concretePath(path)}`, {
      redirect: "manual",
      headers: { Cookie: nonAdminCookie },
    });
    expect(page.status).toBe(403);
    for (const method of MUTATING_METHODS) {
      const response = await fetch(`${server.url}${concretePath(path)}`, {
        method,
        redirect: "manual",
        headers: { Cookie: nonAdminCookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "x=1",
      });
      expect([403, 405], `${method} ${path}`).toContain(response.status);
    }
  });

  it("lets the admin in, without caching and without indexing", async () => {
    const response = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain("Dashboard");
  });
});
