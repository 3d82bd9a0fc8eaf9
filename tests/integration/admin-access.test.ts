import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVISION_MESSAGES } from "../../app/features/revisions/public.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, createNonAdmin, sessionCookieFor, signIn } from "../support/admin.ts";
import { blogPostInput, HERO_VALUES } from "../support/content-fixtures.ts";
import { listManifestRoutes } from "../support/route-manifest.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/** Admin paths that must stay reachable without a session. */
const PUBLIC_ADMIN_PATHS = new Set(["admin", "admin/login", "admin/logout"]);
const MUTATING_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

const allRoutes = listManifestRoutes();
const isAdminPath = (path: string) => path.startsWith("admin") || path.startsWith("api/admin");
const adminRoutes = allRoutes.filter((r) => isAdminPath(r.path) && !PUBLIC_ADMIN_PATHS.has(r.path));
const openRoutes = allRoutes.filter((r) => !isAdminPath(r.path) || PUBLIC_ADMIN_PATHS.has(r.path));
const concretePath = (path: string) => `/${path.replace(/:[A-Za-z]+/g, crypto.randomUUID())}`;

/**
 * What an Editör may open (issue #16: content, the uploads and AI drafting its forms use, the own account), written
 * out here apart from app/utils/admin-access.ts so that widening that table fails this test until it is agreed.
 * Every other admin route is for the Yönetici only; a parameter is filled with the value given, else a random id.
 */
const EDITOR_OPENS: ReadonlyArray<readonly [string, Record<string, string>?]> = [
  ["admin/dashboard"],
  ["admin/account"],
  ["admin/two-factor"],
  ["admin/casinos"],
  ["admin/casinos/new"],
  ["admin/casinos/edit/:id"],
  ["admin/promotions"],
  ["admin/promotions/new"],
  ["admin/promotions/edit/:id"],
  ["admin/splash-ads"],
  ["admin/splash-ads/new"],
  ["admin/splash-ads/edit/:id"],
  ["admin/ranked-lists"],
  ["admin/ranked-lists/new"],
  ["admin/ranked-lists/edit/:id"],
  ["admin/categories"],
  ["admin/payment-methods"],
  ["admin/comments"],
  ["admin/blog"],
  ["admin/blog/new"],
  ["admin/blog/edit/:id"],
  ["admin/pages"],
  ["admin/pages/new"],
  ["admin/pages/edit/:id"],
  // Counts of views and clicks only, no visitor data, of the offers editors write: read-only for an Editör.
  ["admin/statistics"],
  ["admin/statistics/export"],
  ["api/admin/uploads"],
  // The media library (issue #35): the images the content forms upload and pick.
  ["admin/media"],
  ["admin/media/pick"],
  ["api/admin/media"],
  ["api/admin/ai/:task", { task: "expand" }],
  ["api/admin/ai/:task", { task: "status" }],
  ["api/admin/ai/:task", { task: "promotion-facts" }],
  ["api/admin/ai/:task", { task: "casino-facts" }],
  ["api/admin/revisions/:kind/:id", { kind: "promotion" }],
  ["api/admin/revisions/:kind/:id", { kind: "blog" }],
  ["api/admin/revisions/:kind/:id", { kind: "ranked-list" }],
  ["api/admin/autosave/:kind/:id", { kind: "blog" }],
  ["api/admin/revisions/:kind/:id", { kind: "page" }],
  ["api/admin/autosave/:kind/:id", { kind: "page" }],
];
/** Concrete addresses an Editör may not open although their route pattern is listed above. */
const EDITOR_REFUSED_SAMPLES: Record<string, Record<string, string>> = {
  "api/admin/ai/:task": { task: "page-seo" },
  // The hero's and the content settings' history belong to the settings screen.
  "api/admin/revisions/:kind/:id": { kind: "hero" },
  "api/admin/autosave/:kind/:id": { kind: "content" },
};

const fill = (path: string, params: Record<string, string> = {}) =>
  `/${path.replace(/:([A-Za-z]+)/g, (_m, name: string) => params[name] ?? crypto.randomUUID())}`;

/** Each admin route with the addresses to try as an Editör and whether each must be let through. */
const editorCases = adminRoutes.flatMap((route) => {
  const allowed = EDITOR_OPENS.filter(([path]) => path === route.path);
  const refusedSample = EDITOR_REFUSED_SAMPLES[route.path];
  if (allowed.length === 0) return [[route.path, fill(route.path), false] as const];
  return [
    ...allowed.map(([path, params]) => [route.path, fill(path, params), true] as const),
    ...(refusedSample ? [[route.path, fill(route.path, refusedSample), false] as const] : []),
  ];
});

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
  let editorCookie: string;
  let nonAdminCookie: string;

  beforeAll(async () => {
    dataDir = createTempDir();
    server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "0" } });
    await createAdmin({ dataDir: dataDir.path }, "admin@example.com", "admin-sifresi");
    await createNonAdmin({ dataDir: dataDir.path }, "okur@example.com", "okur-sifresi");
    await createAdmin({ dataDir: dataDir.path }, "editor@example.com", "editor-sifresi", "editor");
    adminCookie = await signIn(server.url, "admin@example.com", "admin-sifresi");
    editorCookie = await signIn(server.url, "editor@example.com", "editor-sifresi");
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

  const ask = (url: string, cookie: string, method = "GET") =>
    fetch(`${server.url}${url}`, {
      method,
      redirect: "manual",
      headers:
        method === "GET"
          ? { Cookie: cookie }
          : { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: method === "GET" ? undefined : "x=1",
    });

  it.each(editorCases.map(([path, url, allowed]) => [path, url, allowed]))(
    "an Editör on /%s (%s): let through %s, page and data request, GET and every mutating method",
    async (path, url, allowed) => {
      const page = await ask(url, editorCookie);
      const body = await page.text();
      if (allowed) {
        expect([200, 404, 405], `GET ${url}`).toContain(page.status);
      } else {
        expect(page.status, `GET ${url}`).toBe(403);
        if (path.startsWith("api/")) expect(JSON.parse(body)).toEqual({ error: "Bu sayfayı açma yetkiniz yok" });
        else expect(body).toContain("Bu sayfayı açma yetkiniz yok");
        expect(page.headers.get("cache-control")).toBe("no-store");
      }
      if (!path.startsWith("api/")) {
        const data = await ask(`${url}.data`, editorCookie);
        const text = await data.text();
        if (allowed) expect(text).not.toContain("Bu sayfayı açma yetkiniz yok");
        else expect(text).toContain("Bu sayfayı açma yetkiniz yok");
      }
      for (const method of MUTATING_METHODS) {
        const response = await ask(url, editorCookie, method);
        if (allowed) expect(response.status, `${method} ${url}`).not.toBe(403);
        else expect([403, 405], `${method} ${url}`).toContain(response.status);
        // 503: the AI endpoints without an AI key configured.
        expect(response.status, `${method} ${url}`).not.toBe(500);
      }
    },
  );

  it.each(adminRoutes.map((r) => [r.path]))(
    "lets a Yönetici through on /%s, GET and every mutating method",
    async (path) => {
      const url = concretePath(path);
      const page = await ask(url, adminCookie);
      expect([200, 400, 404, 405], `GET ${url}`).toContain(page.status);
      for (const method of MUTATING_METHODS) {
        const response = await ask(url, adminCookie, method);
        expect([400, 404, 405, 413, 415, 503], `${method} ${url}`).toContain(response.status);
      }
    },
  );

  it.each(openRoutes.map((r) => [r.path]))(
    "answers /%s alike to anonymous, non-admin, Editör and Yönetici callers (GET and POST)",
    async (path) => {
      const url = concretePath(path);
      // Posting the sign-out with a caller's cookie would end the session the other cases use.
      const method = path === "admin/logout" ? "GET" : "POST";
      const answers = async (cookie: string) => {
        const get = await ask(url, cookie);
        const post = await ask(url, cookie, method);
        await get.body?.cancel();
        await post.body?.cancel();
        return { get: get.status, post: post.status };
      };
      const anonymous = await answers("");
      expect(anonymous.get, `GET ${url}`).toBeLessThan(500);
      for (const cookie of [nonAdminCookie, editorCookie, adminCookie]) {
        const seen = await answers(cookie);
        if (path === "admin/login") {
          // The sign-in screen sends a signed-in admin on to the dashboard.
          expect([200, 302]).toContain(seen.get);
          continue;
        }
        if (path === "admin/logout" || path === "admin") {
          expect(seen.get).toBeLessThan(500);
          continue;
        }
        expect(seen, `${url}`).toEqual(anonymous);
      }
    },
  );

  it("shows each role only the sidebar entries it may open", async () => {
    const sidebarOf = async (cookie: string) => {
      const html = await (await ask("/admin/dashboard", cookie)).text();
      const nav = html.slice(html.indexOf('aria-label="Yönetim bölümleri"'), html.indexOf("</nav>"));
      return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    };
    const editorLinks = await sidebarOf(editorCookie);
    expect(editorLinks).toEqual(
      expect.arrayContaining(["/admin/dashboard", "/admin/promotions", "/admin/blog", "/admin/account"]),
    );
    for (const hidden of ["/admin/settings", "/admin/seo-settings", "/admin/users", "/admin/backups"]) {
      expect(editorLinks).not.toContain(hidden);
    }
    expect(editorLinks).not.toContain("/admin/scheduled-publishing");
    expect(editorLinks).not.toContain("/admin/site-identity");
    const ownerLinks = await sidebarOf(adminCookie);
    expect(ownerLinks).toEqual(expect.arrayContaining(["/admin/settings", "/admin/users", "/admin/backups"]));
  });

  it("labels the header 'Admin' at the top right for either role (spec 2 §2), naming the role only on hover", async () => {
    const headerOf = async (cookie: string) => {
      const html = await (await ask("/admin/dashboard", cookie)).text();
      return html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    };
    for (const [cookie, role] of [
      [adminCookie, "Yönetici"],
      [editorCookie, "Editör"],
    ] as const) {
      const header = await headerOf(cookie);
      expect(header).toMatch(new RegExp(`<span[^>]*title="[^"]+ \\(${role}\\)"[^>]*>Admin</span>`));
      expect(header).not.toContain(`>${role}<`);
    }
  });

  it("warns the Yönetici of a failed backup on the dashboard, but not the Editör, who cannot open the backups", async () => {
    const handle = openDatabase({ dataDir: dataDir.path });
    try {
      const now = new Date().toISOString();
      await handle.db
        .insertInto("backup_runs")
        .values({ id: crypto.randomUUID(), trigger: "manual", status: "error", error: "disk dolu", finished_at: now })
        .execute();
    } finally {
      await handle.close();
    }
    expect(await (await ask("/admin/dashboard", adminCookie)).text()).toContain("Son yedekleme başarısız: disk dolu");
    expect(await (await ask("/admin/dashboard", editorCookie)).text()).not.toContain("Son yedekleme başarısız");
  });

  it("refuses an Editör's change of the comment-moderation settings on the server and hides the form, but not the Yönetici's", async () => {
    const post = (cookie: string, bannedWords: string) =>
      fetch(`${server.url}/admin/comments`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "moderation", mode: "hold_all", bannedWords }),
      });
    const stored = async () => {
      const handle = openDatabase({ dataDir: dataDir.path });
      try {
        return await handle.db.selectFrom("settings").select(["comment_moderation", "comment_banned_words"]).execute();
      } finally {
        await handle.close();
      }
    };
    const before = await stored();
    const refused = await post(editorCookie, "editörün kelimesi");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Yorum moderasyonu ayarlarını yalnızca Yönetici değiştirebilir");
    expect(await stored()).toEqual(before);
    expect(await (await ask("/admin/comments", editorCookie)).text()).not.toContain("Yasaklı kelimeler");
    expect(await (await ask("/admin/comments", adminCookie)).text()).toContain("Yasaklı kelimeler");
    expect((await post(adminCookie, "yönetici kelimesi")).status).toBeLessThan(400);
    expect(await stored()).toEqual([{ comment_moderation: "hold_all", comment_banned_words: "yönetici kelimesi" }]);
  });

  it("reads an item's 'Geçmiş' only with its edit screen, behind that screen's access: an Editör's blog post, not the Yönetici's settings", async () => {
    const form = (cookie: string, path: string, fields: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const title = `Geçmişi okunan yazı ${crypto.randomUUID().slice(0, 8)}`;
    expect((await form(adminCookie, "/admin/blog/new", blogPostInput({ title }))).status).toBe(302);
    expect((await form(adminCookie, "/admin/settings", { intent: "hero", ...HERO_VALUES })).status).toBe(302);
    const handle = openDatabase({ dataDir: dataDir.path });
    const { post, postRevision, heroRevision } = await (async () => {
      const post = await handle.db
        .selectFrom("blog_posts")
        .select("id")
        .where("title", "=", title)
        .executeTakeFirstOrThrow();
      const revisionOf = (kind: string, id: string) =>
        handle.db
          .selectFrom("revisions")
          .select("id")
          .where("entity_kind", "=", kind)
          .where("entity_id", "=", id)
          .executeTakeFirstOrThrow();
      return { post, postRevision: await revisionOf("blog", post.id), heroRevision: await revisionOf("hero", "site") };
    })().finally(() => handle.close());
    const editPage = `/admin/blog/edit/${post.id}`;
    // A kept revision is in the answer: its id is in the page's data, which its HTML carries too.
    const holds = (revision: { id: string }) => (text: string) => text.includes(revision.id);
    const listsHistory = holds(postRevision);
    const listsHeroHistory = holds(heroRevision);

    for (const cookie of [editorCookie, adminCookie]) {
      const page = await ask(editPage, cookie);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(listsHistory(html)).toBe(true);
      expect(html).toContain(REVISION_MESSAGES.current);
      expect(listsHistory(await (await ask(`${editPage}.data`, cookie)).text())).toBe(true);
    }
    expect(listsHeroHistory(await (await ask("/admin/settings", adminCookie)).text())).toBe(true);

    for (const [cookie, status] of [
      ["", 302],
      [nonAdminCookie, 403],
    ] as const) {
      const page = await ask(editPage, cookie);
      expect(page.status).toBe(status);
      expect(listsHistory(await page.text())).toBe(false);
      expect(listsHistory(await (await ask(`${editPage}.data`, cookie)).text())).toBe(false);
    }
    const settings = await ask("/admin/settings", editorCookie);
    expect(settings.status).toBe(403);
    expect(listsHeroHistory(await settings.text())).toBe(false);
    expect(listsHeroHistory(await (await ask("/admin/settings.data", editorCookie)).text())).toBe(false);

    // The restore endpoint lists nothing, to anyone: the edit screen is the only reader.
    for (const cookie of [editorCookie, adminCookie]) {
      const listed = await ask(`/api/admin/revisions/blog/${post.id}`, cookie);
      expect(listed.status).toBe(405);
      expect(listsHistory(await listed.text())).toBe(false);
    }
    const hero = await ask("/api/admin/revisions/hero/site", editorCookie);
    expect(hero.status).toBe(403);
  });

  it("lets the admin in, without caching and without indexing", async () => {
    const response = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain("Dashboard");
  });
});
