import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATISTICS_ADMIN_MESSAGES } from "../../app/features/statistics/admin-messages.ts";
import { STATISTICS_VALIDATION_MESSAGES as V } from "../../app/features/statistics/statistics.schema.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { runningPromotions } from "../support/content-fixtures.ts";
import { GOOGLEBOT_USER_AGENT, PERSON_USER_AGENT } from "../support/content-pages.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * 'İstatistikler' served by the built app: a visitor's page views and claim clicks reach the screen and its CSV
 * (bots do not), wrong filters answer 400 in Turkish with nothing read, and an Editör may read it.
 */
describe("the statistics screen", () => {
  let site: InProcessSite;
  let owner: string;
  let editor: string;
  let promotion: { id: string; title: string; path: string };

  beforeAll(async () => {
    // With the jobs running, gathered views are written every 0.1 s instead of at shutdown only.
    site = await startInProcessSite({ VIEW_FLUSH_SECONDS: "0.1" }, { runJobs: true });
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
    await createAdmin({ dataDir: site.dataDir }, "editor@example.com", "editor-sifresi", "editor");
    owner = await signIn(site.url, "admin@example.com", "admin-sifresi");
    editor = await signIn(site.url, "editor@example.com", "editor-sifresi");
    const handle = openDatabase({ dataDir: site.dataDir });
    try {
      const [row] = await runningPromotions(handle.db, 1);
      if (!row) throw new Error("the demo content has a running promotion with a casino");
      promotion = { id: row.id, title: row.title, path: `/bonuslar/${row.casinoSlug}/${row.slug}` };
    } finally {
      await handle.close();
    }
  });
  afterAll(() => site.close());

  const get = (path: string, cookie = owner) => fetch(`${site.url}${path}`, { headers: { Cookie: cookie } });
  const visit = (path: string, userAgent = PERSON_USER_AGENT) =>
    fetch(`${site.url}${path}`, { headers: { "User-Agent": userAgent }, redirect: "manual" });
  const csvOf = async (response: Response) =>
    new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

  it("shows a visitor's views of a promotion page and clicks on its claim link, bots left out", async () => {
    // Rendered once, then (the same address) from the page cache: both are views.
    expect((await visit(promotion.path)).status).toBe(200);
    expect((await visit(promotion.path)).status).toBe(200);
    expect((await visit(promotion.path, GOOGLEBOT_USER_AGENT)).status).toBe(200);
    // The claim link, twice by one visitor and once by a crawler: one click.
    expect((await visit(`/git/${promotion.id}`)).status).toBe(302);
    expect((await visit(`/git/${promotion.id}`)).status).toBe(302);
    expect((await visit(`/git/${promotion.id}`, GOOGLEBOT_USER_AGENT)).status).toBe(302);

    await expect
      .poll(async () => {
        const csv = await csvOf(await get("/admin/statistics/export?donem=7"));
        return csv.split("\r\n").find((line) => line.startsWith(promotion.title.split(";")[0] ?? ""));
      })
      .toMatch(/;2;1;50;0;0;;/);

    const screen = await get("/admin/statistics?donem=7&sirala=tiklama");
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("İstatistikler");
    expect(html).toContain(promotion.title);
    expect(html).toContain("%50");
  });

  it("streams the CSV as a download with the export conventions", async () => {
    const response = await get("/admin/statistics/export?donem=30&gorunum=casino");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="istatistikler-casinolar-/);
    const csv = await csvOf(response);
    expect(csv.startsWith("\uFEFFCasino;Görüntülenme;Tıklama;")).toBe(true);
  });

  it("answers wrong or oversized filters with 400 and Turkish messages, never a 500", async () => {
    const cases: [string, string][] = [
      ["donem=ozel&baslangic=2026-02-30&bitis=", V.day],
      ["sirala=views", V.sort],
      ["donem=ozel&baslangic=2026-11-10&bitis=2026-11-01", V.order],
      [`gorunum=${"x".repeat(5_000)}`, V.view],
      [`donem=ozel&baslangic=2020-01-01&bitis=${"9".repeat(5_000)}`, V.day],
    ];
    for (const [query, message] of cases) {
      const screen = await get(`/admin/statistics?${query}`);
      expect(screen.status, query.slice(0, 60)).toBe(400);
      const html = await screen.text();
      expect(html).toContain(message.replace(/'/g, "&#x27;"));
      expect(html).toContain(STATISTICS_ADMIN_MESSAGES.invalidFilters.replace(/'/g, "&#x27;").split(";")[0]);
      const csv = await get(`/admin/statistics/export?${query}`);
      expect(csv.status).toBe(400);
      expect(await csv.text()).toBe(message);
    }
  });

  it("opens for an Editör too (read-only), and not for someone signed out", async () => {
    expect((await get("/admin/statistics", editor)).status).toBe(200);
    expect((await get("/admin/statistics/export", editor)).status).toBe(200);
    const anonymous = await fetch(`${site.url}/admin/statistics`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });
});
