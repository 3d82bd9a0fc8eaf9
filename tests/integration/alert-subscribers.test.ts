import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALERT_SUBSCRIBER_MESSAGES as TEXT } from "../../app/features/alerts/subscriber-admin-messages.ts";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/**
 * 'Aboneler' as the BUILT app answers it, in process over a real socket: the Yönetici's list, its CSV and the
 * removal by plain posts; an Editör refused; a bad id answered in Turkish, never a 500.
 */
describe("'Aboneler' (/admin/subscribers)", () => {
  let site: InProcessSite;
  let owner: string;
  let editor: string;

  async function withDb<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
    const handle = openDatabase({ dataDir: site.dataDir });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  const post = (fields: Record<string, string>, query = "", cookie = owner) =>
    fetch(`${site.url}/admin/subscribers${query}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams(fields),
    });
  const get = (path: string, cookie = owner) =>
    fetch(`${site.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

  beforeAll(async () => {
    site = await startInProcessSite();
    await createAdmin({ dataDir: site.dataDir }, "admin@example.com", "admin-sifresi");
    await createAdmin({ dataDir: site.dataDir }, "editor@example.com", "editor-sifresi", "editor");
    owner = await signIn(site.url, "admin@example.com", "admin-sifresi");
    editor = await signIn(site.url, "editor@example.com", "editor-sifresi");
  });
  afterAll(() => site?.close());

  let ids: { confirmed: string; pending: string };
  beforeEach(async () => {
    ids = { confirmed: crypto.randomUUID(), pending: crypto.randomUUID() };
    await withDb(async (db) => {
      await db.deleteFrom("alert_subscribers").execute();
      await db
        .insertInto("alert_subscribers")
        .values([
          {
            id: ids.confirmed,
            email: "=cmd@example.com",
            scope: "all",
            frequency: "daily",
            confirmed_at: "2026-12-06T09:30:00.000Z",
            unsubscribe_token: "a".repeat(43),
            created_at: "2026-12-06T09:00:00.000Z",
          },
          {
            id: ids.pending,
            email: "bekleyen@example.com",
            scope: "all",
            frequency: "instant",
            confirm_expires_at: "2099-01-01T00:00:00.000Z",
            unsubscribe_token: "b".repeat(43),
            created_at: "2026-12-06T10:00:00.000Z",
          },
        ])
        .execute();
    });
  });

  it("refuses an Editör the list, the export and the removal; nothing changes", async () => {
    for (const path of ["/admin/subscribers", "/admin/subscribers/export"]) {
      expect((await get(path, editor)).status, path).toBe(403);
    }
    expect((await post({ intent: "delete", id: ids.confirmed }, "", editor)).status).toBe(403);
    expect(await withDb((db) => db.selectFrom("alert_subscribers").select("id").execute())).toHaveLength(2);
  });

  it("shows the Yönetici each subscriber with its state, tabs with counts and Istanbul times", async () => {
    const page = await (await get("/admin/subscribers")).text();
    expect(page).toContain("bekleyen@example.com");
    expect(page).toContain("=cmd@example.com");
    expect(page).toContain(TEXT.unconfirmed);
    expect(page).toContain(TEXT.followsAll);
    expect(page).toContain("6 Aralık 2026 12:30");
    expect(page.indexOf("bekleyen@example.com")).toBeLessThan(page.indexOf("=cmd@example.com"));
    const found = await (await get("/admin/subscribers?q=BEKLEYEN&durum=onaysiz")).text();
    expect(found).toContain("bekleyen@example.com");
    expect(found).not.toContain("=cmd@example.com");
  });

  it("exports the filtered list as a formula-safe ';' CSV with a BOM, never cached", async () => {
    const all = await get("/admin/subscribers/export");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("cache-control")).toBe("no-store");
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="aboneler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await all.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "E-posta;Durum;Takip;Kategoriler;Casinolar;Gönderim;Kayıt;Onay",
      "bekleyen@example.com;Onay bekliyor;Tüm yeni bonuslar;;;Her yeni bonus için ayrı e-posta;2026-12-06 13:00;",
      "'=cmd@example.com;Onaylı;Tüm yeni bonuslar;;;Günlük özet;2026-12-06 12:00;2026-12-06 12:30",
    ]);
    const confirmed = await (await get("/admin/subscribers/export?durum=onayli")).text();
    expect(confirmed).toContain("cmd@example.com");
    expect(confirmed).not.toContain("bekleyen@example.com");
  });

  it("removes a subscriber after its confirmation form, back to the list as it was with a toast, and audits it", async () => {
    // The id in the address is read as any UUID's spelling (confirmingDeleteId lower-cases it).
    const confirmation = await (await get(`/admin/subscribers?q=bekleyen&sil=${ids.pending.toUpperCase()}`)).text();
    expect(confirmation).toContain(TEXT.removeQuestion);
    expect(confirmation).toContain("Evet, sil");
    const removed = await post({ intent: "delete", id: ids.pending }, `?q=bekleyen&sil=${ids.pending}`);
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/subscribers?q=bekleyen");
    const toast = removed.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.startsWith("admin_toast="));
    expect(toast).toBeDefined();
    const after = await fetch(`${site.url}/admin/subscribers`, { headers: { Cookie: `${owner}; ${toast}` } });
    expect(await after.text()).toContain(TEXT.removed);
    const left = await withDb((db) => db.selectFrom("alert_subscribers").select("id").execute());
    expect(left.map((row) => row.id)).toEqual([ids.confirmed]);
    const audit = await withDb((db) =>
      db.selectFrom("audit_log").select(["summary", "actor_name"]).where("kind", "=", "alert-subscriber").execute(),
    );
    expect(audit).toEqual([expect.objectContaining({ summary: "Onay bekleyen abone b***@example.com silindi" })]);
  });

  it("answers a bad id or intent in Turkish (404/400), never a 500, changing nothing", async () => {
    const unknown = await post({ intent: "delete", id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(TEXT.notFound);
    const malformed = await post({ intent: "delete", id: "x".repeat(5000) });
    expect(malformed.status).toBe(404);
    const badIntent = await post({ intent: "yok", id: ids.confirmed });
    expect(badIntent.status).toBe(400);
    expect(await badIntent.text()).toContain(TEXT.requestRefused);
    const empty = await post({});
    expect(empty.status).toBe(400);
    const oddConfirm = await get("/admin/subscribers?sil=yok&sayfa=zzz&durum=bilinmeyen");
    expect(oddConfirm.status).toBe(200);
    expect(await withDb((db) => db.selectFrom("alert_subscribers").select("id").execute())).toHaveLength(2);
  });
});
