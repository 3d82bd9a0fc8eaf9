import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

describe("autosaved drafts and their signed preview links", () => {
  let server: RunningServer;
  let dataDir: TempDir;
  let ownerCookie: string;
  let authorCookie: string;
  let authorId: string;

  beforeAll(async () => {
    dataDir = createTempDir();
    server = await startServer({ env: { DATA_DIR: dataDir.path, SEED_DEMO: "0" } });
    await createAdmin({ dataDir: dataDir.path }, "sahip@example.com", "sahip-sifresi");
    authorId = await createAdmin({ dataDir: dataDir.path }, "yazar@example.com", "yazar-sifresi", "editor");
    ownerCookie = await signIn(server.url, "sahip@example.com", "sahip-sifresi");
    authorCookie = await signIn(server.url, "yazar@example.com", "yazar-sifresi");
  });

  afterAll(async () => {
    await server?.stop();
    dataDir?.remove();
  });

  it("refuses an autosave naming an item that does not exist, in Turkish, and stores nothing", async () => {
    const save = (kind: string, id: string) =>
      fetch(`${server.url}/api/admin/autosave/${kind}/${id}`, {
        method: "POST",
        headers: { Cookie: authorCookie, Origin: server.url, "Content-Type": "application/json" },
        body: JSON.stringify({ content: { content: "x".repeat(1000) } }),
      });
    for (const kind of ["promotion", "blog", "casino", "splash", "ranked-list"]) {
      const refused = await save(kind, crypto.randomUUID());
      expect(refused.status, kind).toBe(404);
      expect(await refused.json()).toEqual({
        ok: false,
        message: "Otomatik kayıt yapılmadı: düzenlenen öğe bulunamadı (silinmiş olabilir)",
      });
    }
    const handle = openDatabase({ dataDir: dataDir.path });
    try {
      expect(await handle.db.selectFrom("autosave_drafts").select("entity_id").execute()).toEqual([]);
    } finally {
      await handle.close();
    }
    // A new item's form (not created yet) is still kept.
    expect((await save("promotion", "yeni")).status).toBe(200);
  });

  it("stops opening at once when its author is deactivated, long before it expires", async () => {
    const saved = await fetch(`${server.url}/api/admin/autosave/blog/yeni`, {
      method: "POST",
      headers: { Cookie: authorCookie, Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ content: { title: "Yazarın Taslağı", content: "<p>taslak</p>" }, preview: true }),
    });
    const { previewPath } = (await saved.json()) as { previewPath: string };
    const before = await fetch(`${server.url}${previewPath}`);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("Yazarın Taslağı");

    const deactivated = await fetch(`${server.url}/admin/users`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: ownerCookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "active", id: authorId, active: "false" }),
    });
    expect(deactivated.status).toBeLessThan(400);
    const after = await fetch(`${server.url}${previewPath}`);
    expect(after.status).toBe(404);
    const html = await after.text();
    expect(html).toContain("Önizleme bağlantısı geçersiz ya da süresi dolmuş");
    expect(html).not.toContain("Yazarın Taslağı");

    // The same holds for an account removed from the admins altogether.
    const handle = openDatabase({ dataDir: dataDir.path });
    try {
      await handle.db.updateTable("admin_users").set({ deactivated_at: null }).where("id", "=", authorId).execute();
      expect((await fetch(`${server.url}${previewPath}`)).status).toBe(200);
      await handle.db.deleteFrom("admin_users").where("id", "=", authorId).execute();
      expect((await fetch(`${server.url}${previewPath}`)).status).toBe(404);
    } finally {
      await handle.close();
    }
  });
});
