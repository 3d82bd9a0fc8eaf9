import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { freshDatabaseForTest } from "../support/databases.ts";
import { TEST_DATABASE_URL } from "../support/postgres.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

let server: RunningServer;
let dataDir: TempDir;
let cookie: string;

beforeAll(async () => {
  dataDir = createTempDir();
  server = await startServer({ env: { DATA_DIR: dataDir.path } });
  await createAdmin({ dataDir: dataDir.path }, "admin@example.com", "yayin-sifre-1");
  cookie = await signIn(server.url, "admin@example.com", "yayin-sifre-1");
});

afterAll(async () => {
  await server?.stop();
  dataDir?.remove();
});

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

async function draftTitles(): Promise<string[]> {
  const handle = openDatabase({ dataDir: dataDir.path });
  try {
    return (
      await handle.db
        .selectFrom("blog_posts")
        .select("title")
        .where("is_published", "=", false)
        .orderBy("created_at")
        .execute()
    ).map((r) => r.title);
  } finally {
    await handle.close();
  }
}

describe("publishing functions", () => {
  it("publishes the oldest draft on the manual call, then says there is nothing left", async () => {
    const before = await draftTitles();
    expect(before.length).toBe(2);
    const first = await call("POST", "/api/admin/functions/scheduled-blog-publisher", { manual: true });
    expect(first).toEqual({
      status: 200,
      json: { success: true, publishedCount: 1, message: "1 blog yazısı yayınlandı", ran: true },
    });
    expect(await draftTitles()).toEqual(before.slice(1));
    await call("POST", "/api/admin/functions/scheduled-blog-publisher", { manual: true });
    const none = await call("POST", "/api/admin/functions/scheduled-blog-publisher", { manual: true });
    expect(none.json).toMatchObject({
      success: false,
      publishedCount: 0,
      message: "Yayınlanacak taslak blog bulunamadı",
    });
  });

  it("leaves the schedule alone on the scheduled paths when nothing is due", async () => {
    const result = await call("POST", "/api/admin/functions/publish-scheduled-blogs");
    expect(result.json).toMatchObject({ success: true, publishedCount: 0 });
  });

  it("answers an unknown function with 404 and GET with 405", async () => {
    expect((await call("POST", "/api/admin/functions/yok")).status).toBe(404);
    expect((await call("GET", "/api/admin/functions/publish-blogs-public")).status).toBe(405);
  });

  it("ensures the settings rows exist and answers success", async () => {
    const handle = openDatabase({ dataDir: dataDir.path });
    await handle.db.deleteFrom("settings").execute();
    await handle.db.deleteFrom("scheduled_publishing_settings").execute();
    await handle.close();
    const result = await call("GET", "/api/admin/check-settings");
    expect(result).toEqual({
      status: 200,
      json: { success: true, created: ["settings", "scheduled_publishing_settings"] },
    });
    expect((await call("GET", "/api/admin/check-settings")).json).toEqual({ success: true, created: [] });
  });
});

describe("the sweep in the running server", () => {
  it("publishes a draft whose publication time has passed as soon as the server starts", async () => {
    const dir = createTempDir();
    const { openMigratedDatabase } = await import("../../app/utils/db.server.ts");
    const handle = await openMigratedDatabase({ dataDir: dir.path });
    const id = crypto.randomUUID();
    await handle.db
      .insertInto("blog_posts")
      // Scheduled through publish_at; a draft's past published_at is an unpublished post's old date.
      .values({ id, title: "Zamanı gelmiş yazı", slug: "zamani-gelmis", publish_at: "2020-01-01T00:00:00.000Z" })
      .execute();
    await handle.close();
    const started = await startServer({ env: { DATA_DIR: dir.path, SEED_DEMO: "0" } });
    try {
      let published = false;
      for (let i = 0; i < 40 && !published; i++) {
        const check = openDatabase({ dataDir: dir.path });
        const row = await check.db
          .selectFrom("blog_posts")
          .select("is_published")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        await check.close();
        published = row.is_published;
        if (!published) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(published).toBe(true);
    } finally {
      await started.stop();
      dir.remove();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)("two servers on one PostgreSQL", () => {
  it("publish a due queue exactly once between them", async () => {
    const database = await freshDatabaseForTest("PostgreSQL");
    const { openMigratedDatabase } = await import("../../app/utils/db.server.ts");
    const handle = await openMigratedDatabase(database);
    const ids = [1, 2, 3].map(() => crypto.randomUUID());
    for (const [i, id] of ids.entries()) {
      await handle.db
        .insertInto("blog_posts")
        .values({
          id,
          title: `Sıradaki ${i}`,
          slug: `siradaki-${i}`,
          created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
        })
        .execute();
    }
    await handle.db
      .insertInto("scheduled_publishing_settings")
      .values({
        id: crypto.randomUUID(),
        daily_publish_count: 2,
        is_active: true,
        next_publish_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
    const env = { DATABASE_URL: database.databaseUrl, SEED_DEMO: "0" };
    const servers = await Promise.all([
      startServer({ env: { ...env, DATA_DIR: createTempDir().path } }),
      startServer({ env: { ...env, DATA_DIR: createTempDir().path } }),
    ]);
    try {
      // One run publishes both, in one log row (spec 2 §3: a row per run).
      let logs: Array<{ status: string; message: string | null }> = [];
      for (let i = 0; i < 50 && logs.length < 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        logs = await handle.db.selectFrom("scheduled_publishing_logs").select(["status", "message"]).execute();
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      logs = await handle.db.selectFrom("scheduled_publishing_logs").select(["status", "message"]).execute();
      expect(logs).toEqual([{ status: "success", message: "2 blog yazısı yayınlandı" }]);
      const published = await handle.db
        .selectFrom("blog_posts")
        .select("id")
        .where("is_published", "=", true)
        .execute();
      expect(published.map((p) => p.id).sort()).toEqual(ids.slice(0, 2).sort());
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await handle.close();
    }
  });
});
