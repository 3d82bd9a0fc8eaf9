import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { type FakeAi, startFakeAi } from "../fakes/ai-server.ts";
import { createAdmin, signIn } from "../support/admin.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

let fake: FakeAi;
let withAi: RunningServer;
let withoutAi: RunningServer;
const dirs: TempDir[] = [];
const cookies = new Map<RunningServer, string>();

async function boot(env: Record<string, string>): Promise<RunningServer> {
  const dir = createTempDir();
  dirs.push(dir);
  const server = await startServer({ env: { DATA_DIR: dir.path, SEED_DEMO: "0", ...env } });
  await createAdmin({ dataDir: dir.path }, "admin@example.com", "ai-sifresi-1");
  cookies.set(server, await signIn(server.url, "admin@example.com", "ai-sifresi-1"));
  return server;
}

beforeAll(async () => {
  fake = await startFakeAi();
  [withAi, withoutAi] = await Promise.all([
    boot({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-ai-key" }),
    boot({ AI_API_KEY: "" }),
  ]);
});

afterAll(async () => {
  await Promise.all([withAi?.stop(), withoutAi?.stop()]);
  await fake?.close();
  for (const dir of dirs) dir.remove();
});

async function ai(server: RunningServer, task: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/admin/ai/${task}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { Cookie: cookies.get(server) ?? "", Origin: server.url, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("AI endpoints", () => {
  it("say AI is not configured when there is no key, and nothing breaks", async () => {
    expect((await ai(withoutAi, "status")).json).toMatchObject({ configured: false });
    const result = await ai(withoutAi, "blog-post", { topic: "bonus" });
    expect(result.status).toBe(503);
    expect(result.json.error).toContain("AI yapılandırılmamış");
  });

  it("validate the topic and the content with the spec's messages before calling the provider", async () => {
    const before = fake.requests.length;
    expect((await ai(withAi, "blog-post", { topic: "  " })).json.error).toBe("Lütfen bir konu girin");
    expect((await ai(withAi, "seo", { content: "" })).json.error).toBe("İçerik alanı boş olamaz");
    expect((await ai(withAi, "batch-ideas", { topic: "x", count: 0 })).json.error).toBe(
      "En az 1 içerik oluşturmalısınız",
    );
    expect(fake.requests.length).toBe(before);
  });

  it("return a generated post with sanitised HTML", async () => {
    fake.queue.push({
      content: JSON.stringify({
        title: "Başlık",
        excerpt: "Özet",
        content: "<p>Metin</p><script>x()</script>",
        suggested_keywords: ["a"],
      }),
    });
    const result = await ai(withAi, "blog-post", { topic: "bedava dönüş" });
    expect(result.status).toBe(200);
    expect(result.json.post).toMatchObject({ title: "Başlık", content: "<p>Metin</p>", fallback: false });
  });

  it("pass the provider's rate limit on as 429 with the Turkish message", async () => {
    fake.queue.push({ status: 429, error: { message: "slow down" } });
    const result = await ai(withAi, "seo", { content: "içerik" });
    expect(result).toEqual({
      status: 429,
      json: { error: "API istek limiti aşıldı, lütfen daha sonra tekrar deneyin" },
    });
  });

  it("save a batch: the first N published, the rest drafts, by the AI author, not indexed", async () => {
    const posts = [1, 2, 3].map((i) => ({
      title: `Toplu Yazı ${i}`,
      excerpt: "Özet metni",
      content: `<p>İçerik ${i}</p>`,
      keywords: ["a", "b"],
    }));
    const result = await ai(withAi, "batch-save", { posts, publishCount: 1, category: "Rehber" });
    expect(result.json).toMatchObject({ saved: 3, failed: 0, published: 1, ok: true });
    const dataDir = dirs[0]?.path ?? "";
    const handle = openDatabase({ dataDir });
    const rows = await handle.db
      .selectFrom("blog_posts")
      .select(["title", "slug", "is_published", "author", "indexed"])
      .orderBy("title")
      .execute();
    await handle.close();
    expect(rows.map((r) => [r.title, r.is_published, r.author])).toEqual([
      ["Toplu Yazı 1", true, "Yapay Zekâ Editörü"],
      ["Toplu Yazı 2", false, "Yapay Zekâ Editörü"],
      ["Toplu Yazı 3", false, "Yapay Zekâ Editörü"],
    ]);
    for (const row of rows) expect(row.slug).toMatch(/^toplu-yazi-\d-\d{4}$/);
    expect(rows[1]?.indexed).toBe(false);
  });

  it("apply the dialog's daily publish setting once the batch's drafts are saved (spec 2 §4: 'The daily publish setting in the generation dialog (0 to 5 per day) states how many drafts should be auto-published each day')", async () => {
    // A site with no drafts yet: the schedule cannot be enabled before the batch is saved.
    const fresh = await boot({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-ai-key" });
    try {
      fake.queue.push({ content: JSON.stringify({ ideas: [{ title: "Fikir", brief: "Özet" }] }) });
      const ideas = await ai(fresh, "batch-ideas", { topic: "bonuslar", count: 1, dailyPublish: 3 });
      expect(ideas.status).toBe(200);
      const posts = [1, 2].map((i) => ({
        title: `Günlük Yazı ${i}`,
        excerpt: "Özet metni",
        content: `<p>İçerik ${i}</p>`,
        keywords: ["a"],
        seoTitle: `SEO Başlığı ${i}`,
        seoDescription: `SEO açıklaması ${i}`,
      }));
      const saved = await ai(fresh, "batch-save", { posts, publishCount: 0, category: "Rehber", dailyPublish: 3 });
      expect(saved.json).toMatchObject({ saved: 2, published: 0, scheduled: true, ok: true });
      expect(saved.json.message).toBe(
        "2 yazı kaydedildi (0 yayında, 2 taslak); her gün 3 taslak otomatik yayınlanacak",
      );
      const handle = openDatabase({ dataDir: dirs.at(-1)?.path ?? "" });
      try {
        const settings = await handle.db
          .selectFrom("scheduled_publishing_settings")
          .select(["daily_publish_count", "is_active", "next_publish_at"])
          .executeTakeFirstOrThrow();
        expect(settings).toMatchObject({ daily_publish_count: 3, is_active: true });
        expect(Date.parse(settings.next_publish_at ?? "")).toBeGreaterThan(Date.now() + 23 * 3_600_000);
        const rows = await handle.db
          .selectFrom("blog_posts")
          .select(["seo_title", "seo_description"])
          .orderBy("title")
          .execute();
        expect(rows).toEqual([
          { seo_title: "SEO Başlığı 1", seo_description: "SEO açıklaması 1" },
          { seo_title: "SEO Başlığı 2", seo_description: "SEO açıklaması 2" },
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      await fresh.stop();
    }
  });

  it("refuse an Editör's batch save that would switch on the daily auto-publish, and save nothing (Yönetici only, as on the screen)", async () => {
    const dir = dirs[1]?.path ?? "";
    await createAdmin({ dataDir: dir }, "editor@example.com", "editor-sifresi-1", "editor");
    const editorCookie = await signIn(withoutAi.url, "editor@example.com", "editor-sifresi-1");
    const save = async (dailyPublish: number) => {
      const response = await fetch(`${withoutAi.url}/api/admin/ai/batch-save`, {
        method: "POST",
        headers: { Cookie: editorCookie, Origin: withoutAi.url, "Content-Type": "application/json" },
        body: JSON.stringify({
          posts: [{ title: `Editör taslağı ${dailyPublish}`, content: "<p>taslak</p>" }],
          publishCount: 0,
          category: "Genel",
          dailyPublish,
        }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    const refused = await save(5);
    expect(refused).toEqual({
      status: 403,
      json: { error: "Günlük otomatik yayını yalnızca Yönetici açabilir; yazılar kaydedilmedi." },
    });
    const handle = openDatabase({ dataDir: dir });
    try {
      const settings = await handle.db
        .selectFrom("scheduled_publishing_settings")
        .select(["daily_publish_count", "is_active"])
        .execute();
      expect(settings.every((row) => !row.is_active)).toBe(true);
      expect(await handle.db.selectFrom("blog_posts").select("title").execute()).toEqual([]);
      // Without the daily setting an Editör's batch is saved as before.
      expect((await save(0)).json).toMatchObject({ saved: 1, scheduled: false, ok: true });
    } finally {
      await handle.close();
    }
  });

  it("answer an empty batch with the spec's message", async () => {
    const result = await ai(withAi, "batch-save", { posts: [], publishCount: 0 });
    expect(result).toMatchObject({ status: 422, json: { message: "Kaydedilecek içerik bulunamadı" } });
  });
});
