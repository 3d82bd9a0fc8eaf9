import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_ADMIN_MESSAGES } from "../../app/features/auth/admin-messages.ts";
import { TWO_FACTOR_MESSAGES } from "../../app/features/auth/two-factor-messages.ts";
import { BACKUP_MESSAGES } from "../../app/features/backup/backup-runs.server.ts";
import { SEO_ADMIN_MESSAGES } from "../../app/features/seo/admin-messages.ts";
import { SETTINGS_ADMIN_MESSAGES } from "../../app/features/site-settings/admin-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";
import { totp } from "../support/totp.ts";

/**
 * The back office's cards and single-screen forms ('SEO Ayarları', 'Ayarlar', 'Yedekler', 'Hesabım', 'Kullanıcılar',
 * 'İki Adımlı Doğrulama') answer as the lists do, through the built app: a write that worked redirects back to the screen with a
 * one-time toast, the same to a plain post and to the hydrated page's fetch (`….data`); a refusal is a 400 with the
 * error under its field and nothing written. The answers do not depend on the engine (the services under them are
 * tested on both), so this runs on SQLite only.
 */
describe("the admin cards through the built app, with and without JavaScript", () => {
  let site: InProcessSite;
  let cookie: string;
  let editorCookie: string;

  beforeAll(async () => {
    site = await startInProcessSite();
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "kart-sifresi");
    await createAdmin({ dataDir: site.dataDir }, "editor@example.com", "editor-sifresi", "editor");
    cookie = await signIn(site.url, "admin@example.com", "kart-sifresi");
    editorCookie = await signIn(site.url, "editor@example.com", "editor-sifresi");
  });
  afterAll(() => site?.close());

  async function withDb<T>(work: (handle: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
    const handle = openDatabase({ dataDir: site.dataDir });
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  }

  const post = (path: string, fields: Record<string, string>, as = cookie) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: as, Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  const toastCookieOf = (response: Response) => cookiesOf(response).find((c) => c.startsWith("admin_toast=")) ?? "";
  /** The page a browser opens next: its HTML, read with the answer's cookies. */
  const pageAfter = async (path: string, extra: string[], as = cookie) =>
    (await fetch(`${site.url}${path}`, { headers: { Cookie: [as, ...extra].join("; ") } })).text();

  /** A plain post and the hydrated page's fetch of it: both redirect to `to` with a toast the next page shows. */
  async function expectRedirectBothWays(path: string, fields: () => Record<string, string>, to: string, toast: string) {
    const plain = await post(path, fields());
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(to);
    expect(await pageAfter(to, [toastCookieOf(plain)])).toContain(toast);
    const [pathname = "", search] = path.split("?");
    const fetched = await post(`${pathname}.data${search ? `?${search}` : ""}`, fields());
    expect(fetched.status).toBe(202);
    expect(await fetched.text()).toContain(to);
    expect(await pageAfter(to, [toastCookieOf(fetched)])).toContain(toast);
  }

  it("'SEO Ayarları': a card's save redirects back to the screen as it was; an over-long title is a 400 with its field's error", async () => {
    const page = await withDb((h) =>
      h.db.selectFrom("seo_settings").select(["id", "page_path"]).orderBy("page_path").executeTakeFirstOrThrow(),
    );
    await expectRedirectBothWays(
      "/admin/seo-settings?acik=1",
      () => ({ id: page.id, title: "Yeni SEO başlığı", description: "", keywords: "" }),
      "/admin/seo-settings?acik=1",
      SEO_ADMIN_MESSAGES.saved,
    );
    for (const path of ["/admin/seo-settings", "/admin/seo-settings.data"]) {
      const refused = await post(path, { id: page.id, title: "x".repeat(301), description: "", keywords: "" });
      expect(refused.status).toBe(400);
      expect(toastCookieOf(refused)).toBe("");
    }
    // Without JavaScript the page is drawn with the refusal: that card open, the error under its field.
    const html = await (await post("/admin/seo-settings", { id: page.id, title: "x".repeat(301) })).text();
    expect(html).toContain("en fazla 300");
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    const stored = await withDb((h) =>
      h.db.selectFrom("seo_settings").select("title").where("id", "=", page.id).executeTakeFirstOrThrow(),
    );
    expect(stored.title).toBe("Yeni SEO başlığı");
    // The public page's <title> follows the save.
    expect(await (await fetch(`${site.url}${page.page_path}`)).text()).toContain("<title>Yeni SEO başlığı</title>");
    expect((await post("/admin/seo-settings", { id: page.id, title: "Editör" }, editorCookie)).status).toBe(403);
  });

  it("'Ayarlar': each card's save redirects back with its toast; a refusal drawn without JavaScript is shown under the card that was sent, on its tab", async () => {
    const hero = {
      intent: "hero",
      upperTitle: "Üst",
      mainTitle: "Ana başlık burada",
      highlightedText: "başlık",
      description: "Açıklama",
      buttonText: "Bonuslar",
      buttonUrl: "/bonuslar",
    };
    const content = {
      intent: "content",
      blogSectionText: "",
      responsibleGamblingText: "18+ oynayın.",
      affiliateDisclosureText: "Ortaklık bağlantıları içerir.",
    };
    await expectRedirectBothWays("/admin/settings", () => hero, "/admin/settings", SETTINGS_ADMIN_MESSAGES.heroSaved);
    await expectRedirectBothWays(
      "/admin/settings",
      () => content,
      "/admin/settings",
      SETTINGS_ADMIN_MESSAGES.contentSaved,
    );
    /** Whether the page's tab panel of `card` is drawn hidden. */
    const panelHidden = (html: string, card: string) => {
      const tag = html.match(new RegExp(`<div id="[^"]*-${card}-panel"[^>]*>`))?.[0];
      expect(tag).toBeDefined();
      return / hidden=""/.test(tag ?? "");
    };
    /** The HTML of the tab panel of `card`. */
    const panelOf = (html: string, card: string) =>
      html.split(new RegExp(`<div id="[^"]*-${card}-panel"`))[1]?.split('role="tabpanel"')[1] ?? "";

    // Without JavaScript the hero's 'Kaydet' can be pressed: nothing in the page could enable it.
    const heroForm = panelOf(await pageAfter("/admin/settings", []), "hero");
    expect(heroForm).toMatch(/<button type="submit"[^>]*>/);
    expect(heroForm.match(/<button type="submit"[^>]*>/)?.[0]).not.toMatch(/\sdisabled(=""|\s|>)/);

    const heroRefused = await post("/admin/settings", { ...hero, upperTitle: "Yazılan üst başlık", mainTitle: "" });
    expect(heroRefused.status).toBe(400);
    expect(toastCookieOf(heroRefused)).toBe("");
    const heroPage = await heroRefused.text();
    expect(heroPage.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(panelOf(heroPage, "hero")).toContain("Ana başlık gereklidir");
    // What was typed is drawn again, not the stored text: the refusal loses nothing.
    expect(panelOf(heroPage, "hero")).toContain('value="Yazılan üst başlık"');
    expect(panelOf(heroPage, "hero")).toContain('role="alert"');
    expect(panelOf(heroPage, "content")).not.toContain('role="alert"');
    expect(panelHidden(heroPage, "hero")).toBe(false);

    const contentRefused = await post("/admin/settings", {
      ...content,
      responsibleGamblingText: "x".repeat(501),
      affiliateDisclosureText: "Yazılan ortaklık metni",
    });
    expect(contentRefused.status).toBe(400);
    const contentPage = await contentRefused.text();
    expect(contentPage.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(panelOf(contentPage, "content")).toContain("en fazla 500 karakter");
    expect(panelOf(contentPage, "content")).toContain("Yazılan ortaklık metni");
    expect(panelOf(contentPage, "content")).toContain('role="alert"');
    expect(panelOf(contentPage, "hero")).not.toContain('role="alert"');
    // The content card is on the second tab: the page opens on it, so its errors are seen.
    expect(panelHidden(contentPage, "content")).toBe(false);
    expect(panelHidden(contentPage, "hero")).toBe(true);

    // Each card's form carries the version it was drawn at, so a browser without JavaScript posts it and a save
    // over a newer version is refused under that card with what changed.
    const versions = [...(await pageAfter("/admin/settings", [])).matchAll(/name="version" value="([^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(versions).toHaveLength(2);
    const [heroVersion = ""] = versions;
    expect(
      (await post("/admin/settings", { ...hero, mainTitle: "Yeni ana başlık", version: heroVersion })).status,
    ).toBe(302);
    const stale = await post("/admin/settings", { ...hero, mainTitle: "Eski sürümden", version: heroVersion });
    expect(stale.status).toBe(409);
    const stalePage = await stale.text();
    expect(panelOf(stalePage, "hero")).toContain('role="alert"');
    expect(panelOf(stalePage, "hero")).toContain("Yeni ana başlık");
  });

  it("'Yedekler': 'Şimdi yedekle' redirects back to the screen, whose page shows the toast once; each post takes one backup", async () => {
    const before = await withDb((h) => h.db.selectFrom("backup_runs").select("id").execute());
    await expectRedirectBothWays(
      "/admin/backups",
      () => ({ intent: "backup-now" }),
      "/admin/backups",
      BACKUP_MESSAGES.done,
    );
    const runs = await withDb((h) => h.db.selectFrom("backup_runs").select(["id", "status"]).execute());
    expect(runs.filter((run) => run.status === "success")).toHaveLength(before.length + 2);
    // Once: the page that shows the toast clears its cookie, and the screen opened again has none.
    const plain = await post("/admin/backups", { intent: "backup-now" });
    const shown = await fetch(`${site.url}/admin/backups`, {
      headers: { Cookie: `${cookie}; ${toastCookieOf(plain)}` },
    });
    expect(await shown.text()).toContain(BACKUP_MESSAGES.done);
    expect(shown.headers.getSetCookie().some((c) => /^admin_toast=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await pageAfter("/admin/backups", [])).not.toContain(BACKUP_MESSAGES.done);
    // An intent it does not know is a 400 with no toast, nothing taken.
    for (const path of ["/admin/backups", "/admin/backups.data"]) {
      const refused = await post(path, { intent: "yedekle" });
      expect(refused.status).toBe(400);
      expect(toastCookieOf(refused)).toBe("");
    }
    const after = await withDb((h) => h.db.selectFrom("backup_runs").select("id").execute());
    expect(after).toHaveLength(before.length + 3);
    expect((await post("/admin/backups", { intent: "backup-now" }, editorCookie)).status).toBe(403);
  });

  it("'Hesabım': a rename and a password change redirect back; the change ends the other sessions but not this one", async () => {
    await expectRedirectBothWays(
      "/admin/account",
      () => ({ intent: "profile", name: "Kart Yönetici" }),
      "/admin/account",
      ACCOUNT_ADMIN_MESSAGES.nameSaved,
    );
    const empty = await post("/admin/account", { intent: "profile", name: "" });
    expect(empty.status).toBe(400);
    expect(toastCookieOf(empty)).toBe("");
    // Drawn without JavaScript: the error under 'Ad' only, not under the password card's fields.
    expect((await empty.text()).match(/aria-invalid="true"/g)).toHaveLength(1);

    const other = await signIn(site.url, "admin@example.com", "kart-sifresi");
    const wrong = await post("/admin/account", {
      intent: "password",
      currentPassword: "yanlis-sifre",
      newPassword: "yeni-kart-sifresi",
      confirmPassword: "yeni-kart-sifresi",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Mevcut şifre");
    const changed = await post("/admin/account", {
      intent: "password",
      currentPassword: "kart-sifresi",
      newPassword: "yeni-kart-sifresi",
      confirmPassword: "yeni-kart-sifresi",
    });
    expect(changed.status).toBe(302);
    expect(changed.headers.get("Location")).toBe("/admin/account");
    const after = await fetch(`${site.url}/admin/account`, {
      redirect: "manual",
      headers: { Cookie: `${cookie}; ${toastCookieOf(changed)}` },
    });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain(ACCOUNT_ADMIN_MESSAGES.passwordChanged);
    const ended = await fetch(`${site.url}/admin/account`, { redirect: "manual", headers: { Cookie: other } });
    expect(ended.status).toBe(302);
  });

  it("'Kullanıcılar': a role change and a typed password redirect back; a generated password is the one answer that stays", async () => {
    await expectRedirectBothWays(
      "/admin/users",
      () => ({
        intent: "create",
        name: "Yazar",
        email: `yazar-${crypto.randomUUID()}@example.com`,
        role: "editor",
        password: "yazar-sifresi",
      }),
      "/admin/users",
      ACCOUNT_ADMIN_MESSAGES.created,
    );
    const generated = await post("/admin/users.data", {
      intent: "create",
      name: "Üretilen",
      email: "uretilen@example.com",
      role: "editor",
      password: "",
    });
    expect(generated.status).toBe(200);
    expect(await generated.text()).toContain("generatedPassword");
    const id = await withDb(async (h) => {
      const row = await h.authDb
        .selectFrom("user")
        .select("id")
        .where("email", "=", "uretilen@example.com")
        .executeTakeFirstOrThrow();
      return row.id;
    });
    await expectRedirectBothWays(
      "/admin/users",
      () => ({ intent: "role", id, role: "owner" }),
      "/admin/users",
      ACCOUNT_ADMIN_MESSAGES.roleChanged,
    );
    const bad = await post("/admin/users", {
      intent: "create",
      name: "Hatalı",
      email: "eposta-degil",
      role: "editor",
      password: "",
    });
    expect(bad.status).toBe(400);
    const count = await withDb(async (h) =>
      h.authDb.selectFrom("user").select("id").where("name", "=", "Hatalı").execute(),
    );
    expect(count).toEqual([]);
    const editor = await post("/admin/users", { intent: "role", id, role: "editor" }, editorCookie);
    expect(editor.status).toBe(403);
  });

  it("'İki Adımlı Doğrulama': each step is a page reached by a redirect; the backup codes are shown once", async () => {
    await createAdmin({ dataDir: site.dataDir }, "iki@example.com", "iki-adim-sifresi");
    let jar = await signIn(site.url, "iki@example.com", "iki-adim-sifresi");
    const keep = (response: Response) => {
      const cookies = new Map(jar.split("; ").map((c) => [c.split("=")[0] ?? "", c]));
      for (const c of cookiesOf(response)) cookies.set(c.split("=")[0] ?? "", c);
      jar = [...cookies.values()].filter((c) => !c.endsWith("=")).join("; ");
    };

    const wrong = await post("/admin/two-factor", { intent: "start", password: "yanlis" }, jar);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(TWO_FACTOR_MESSAGES.passwordWrong);

    const started = await post("/admin/two-factor", { intent: "start", password: "iki-adim-sifresi" }, jar);
    expect(started.status).toBe(302);
    expect(started.headers.get("Location")).toBe("/admin/two-factor?adim=tara");
    keep(started);
    // The scan step is a page: read again, it shows the same secret.
    const scan = await pageAfter("/admin/two-factor?adim=tara", [], jar);
    expect(scan).toContain(TWO_FACTOR_MESSAGES.scan);
    const secret = scan.match(/data-testid="totp-secret"[^>]*>([A-Z2-7]+)</)?.[1] ?? "";
    expect(secret).not.toBe("");
    expect(await pageAfter("/admin/two-factor?adim=tara", [], jar)).toContain(secret);

    const badCode = await post("/admin/two-factor?adim=tara", { intent: "confirm", code: "12" }, jar);
    expect(badCode.status).toBe(400);
    const confirmed = await post("/admin/two-factor?adim=tara", { intent: "confirm", code: totp(secret) }, jar);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/admin/two-factor?adim=kodlar");
    keep(confirmed);
    const codesPage = await fetch(`${site.url}/admin/two-factor?adim=kodlar`, { headers: { Cookie: jar } });
    const html = await codesPage.text();
    expect(html).toContain(TWO_FACTOR_MESSAGES.enabled);
    const list = html.match(/<ul aria-label="Yedek kodlar"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
    expect(list.match(/>[A-Za-z0-9]{5}-[A-Za-z0-9]{5}</g)).toHaveLength(10);
    keep(codesPage);
    // Once: the leave to show them was taken with that page.
    const again = await pageAfter("/admin/two-factor?adim=kodlar", [], jar);
    expect(again).not.toContain("Yedek kodlarınız");

    const disabled = await post("/admin/two-factor.data", { intent: "disable", password: "iki-adim-sifresi" }, jar);
    expect(disabled.status).toBe(202);
    expect(await disabled.text()).toContain("/admin/two-factor");
    keep(disabled);
    expect(await pageAfter("/admin/two-factor", [toastCookieOf(disabled)], jar)).toContain(
      TWO_FACTOR_MESSAGES.disabled,
    );
  });
});
