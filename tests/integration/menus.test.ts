import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * 'Menüler' and the public frame as the BUILT app answers them, in process over a real socket: the screen's forms
 * posted without JavaScript, their refusals, and the header and footer of every page at their next request.
 */
describe("'Menüler' and the public header and footer", () => {
  let site: InProcessSite;
  let cookie: string;
  const post = (path: string, fields: Record<string, string>, as = cookie) =>
    fetch(`${site.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: as },
      body: new URLSearchParams(fields),
    });
  const page = async (path: string) => (await fetch(`${site.url}${path}`)).text();
  /** The part of a page between two markers (a landmark's opening tag and its end). */
  const part = (html: string, start: string, end: string) => {
    const from = html.indexOf(start);
    expect(from, start).toBeGreaterThanOrEqual(0);
    return html.slice(from, html.indexOf(end, from) + end.length);
  };
  const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const withDatabase = async <T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>) => {
    const handle = openDatabase({ dataDir: site.dataDir });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  };
  const menuRows = () =>
    withDatabase((db) =>
      db.selectFrom("menu_items").select(["menu", "label", "parent_id", "position"]).orderBy("id").execute(),
    );

  beforeAll(async () => {
    site = await startInProcessSite({ SITE_NAME: "Bonus Rehberi" });
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "menu-sifresi-1");
    cookie = await signIn(site.url, "admin@example.com", "menu-sifresi-1");
  });
  afterAll(() => site.close());

  it("shows the spec's four header links and today's footer links until the operator changes them", async () => {
    const home = await page("/");
    expect(hrefs(part(home, '<nav aria-label="Ana menü"', "</nav>"))).toEqual([
      "/",
      "/bonuslar",
      "/guvenilir-siteler",
      "/blog",
    ]);
    expect(hrefs(part(home, '<nav aria-label="Mobil menü bağlantıları"', "</nav>"))).toHaveLength(4);
    expect(hrefs(part(home, '<nav aria-label="Hızlı bağlantılar"', "</nav>"))).toEqual([
      "/",
      "/bonuslar",
      "/guvenilir-siteler",
      "/blog",
      "/cevrim-hesaplama",
    ]);
    expect(home).not.toContain("Sosyal medya hesaplarımız");
    expect(home).toContain('href="/" data-discover="true">Bonus Rehberi</a>');
    const screen = await (await fetch(`${site.url}/admin/menus`, { headers: { Cookie: cookie } })).text();
    expect(screen).toContain("<h1");
    expect(screen).toContain("Üst Menü");
    expect(screen).toContain("Site bölümü: Çevrim Hesaplama");
  });

  it("refuses bad, hostile and oversized input with Turkish errors under the fields, changing nothing", async () => {
    const before = await menuRows();
    const refused = await post("/admin/menus", {
      intent: "save",
      id: "",
      menu: "footer",
      label: "",
      target: "url",
      url: "javascript:alert(1)",
      parentId: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Etiket gereklidir");
    expect(html).toContain("Geçerli bir https adresi giriniz");
    const oversized = { intent: "save", id: "", menu: "footer", target: "section:blog", url: "", parentId: "" };
    expect((await post("/admin/menus", { ...oversized, label: "x".repeat(100_000) })).status).toBe(400);
    expect((await post("/admin/menus", { ...oversized, label: "Blog", target: "page:../../etc" })).status).toBe(400);
    expect((await post("/admin/menus", { intent: "move", id: "1 or 1=1", direction: "up" })).status).toBe(400);
    expect((await post("/admin/menus", { intent: "delete", id: crypto.randomUUID() })).status).toBe(404);
    expect((await post("/admin/menus", { intent: "drop" })).status).toBe(400);
    expect(await menuRows()).toEqual(before);
  });

  it("is for the Yönetici only", async () => {
    await createAdmin({ dataDir: site.dataDir }, "editor@example.com", "editor-sifresi-1", "editor");
    const editor = await signIn(site.url, "editor@example.com", "editor-sifresi-1");
    expect((await fetch(`${site.url}/admin/menus`, { headers: { Cookie: editor } })).status).toBe(403);
    const before = await menuRows();
    const tried = await post(
      "/admin/menus",
      { intent: "save", id: "", menu: "footer", label: "Ele geçir", target: "section:blog", url: "", parentId: "" },
      editor,
    );
    expect(tried.status).toBe(403);
    expect(await menuRows()).toEqual(before);
  });

  it("puts a page in the footer and under a header item, and every page shows it at its next request", async () => {
    expect(await page("/bonuslar")).not.toContain('href="/hakkimizda"');
    const about = await withDatabase((db) =>
      db.selectFrom("pages").select("id").where("slug", "=", "hakkimizda").executeTakeFirstOrThrow(),
    );
    const item = { intent: "save", id: "", label: "Hakkımızda", target: `page:${about.id}`, url: "", parentId: "" };
    const saved = await post("/admin/menus", { ...item, menu: "footer" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/menus");
    const rows = await withDatabase((db) =>
      db.selectFrom("menu_items").select(["id", "label"]).where("menu", "=", "header").execute(),
    );
    const bonuslar = rows.find((row) => row.label === "Bonuslar")?.id ?? "";
    expect((await post("/admin/menus", { ...item, menu: "header", parentId: bonuslar })).status).toBe(302);
    expect(
      (
        await post("/admin/menus", {
          ...item,
          menu: "footer",
          label: "Destek",
          target: "url",
          url: "https://destek.example/",
        })
      ).status,
    ).toBe(302);

    const html = await page("/bonuslar");
    expect(hrefs(part(html, '<nav aria-label="Hızlı bağlantılar"', "</nav>")).slice(-2)).toEqual([
      "/hakkimizda",
      "https://destek.example/",
    ]);
    const header = part(html, '<nav aria-label="Ana menü"', "</nav>");
    expect(header).toMatch(/<details class="relative"><summary class="[^"]*">Bonuslar<\/summary>/);
    expect(hrefs(header)).toEqual(["/", "/bonuslar", "/hakkimizda", "/guvenilir-siteler", "/blog"]);
    const drawer = part(html, '<nav aria-label="Mobil menü bağlantıları"', "</nav>");
    expect(drawer).not.toContain("<details");
    expect(hrefs(drawer)).toEqual(["/", "/bonuslar", "/hakkimizda", "/guvenilir-siteler", "/blog"]);

    // The audit log names each save.
    const audits = await withDatabase((db) =>
      db.selectFrom("audit_log").select("summary").where("kind", "=", "menu").execute(),
    );
    expect(audits.map((row) => row.summary)).toContain('Alt Menü: "Hakkımızda" eklendi');
  });

  it("shows the dark-background logo with its size and the social profiles by Turkish names", async () => {
    const identity = {
      siteName: "Bonus Rehberi",
      logoLightUrl: "",
      logoDarkUrl: "https://cdn.ornek.example/logo-koyu.png",
      iconUrl: "",
      shareImageUrl: "",
      accentColor: "#f5b301",
      socialFacebook: "",
      socialX: "https://x.com/bonusrehberi",
      socialInstagram: "",
      socialYoutube: "",
      socialTelegram: "https://t.me/bonusrehberi",
    };
    expect((await post("/admin/site-identity", identity)).status).toBe(302);
    const home = await page("/");
    expect(home).toContain(
      '<img src="https://cdn.ornek.example/logo-koyu.png" width="160" height="40" alt="Bonus Rehberi" class="h-10 w-auto"/>',
    );
    const profiles = part(home, '<ul aria-label="Sosyal medya hesaplarımız"', "</ul>");
    expect(profiles).toContain(
      'href="https://x.com/bonusrehberi" rel="me noopener" aria-label="X (Twitter) hesabımız"',
    );
    expect(profiles).toContain('aria-label="Telegram hesabımız"');
  });
});
