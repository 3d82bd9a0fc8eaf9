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
    for (const row of rows) expect(row.slug).toMatch(/^toplu-yazi-\d-\d{5}$/);
    expect(rows[1]?.indexed).toBe(false);
  });

  it("answer an empty batch with the spec's message", async () => {
    const result = await ai(withAi, "batch-save", { posts: [], publishCount: 0 });
    expect(result).toMatchObject({ status: 422, json: { message: "Kaydedilecek içerik bulunamadı" } });
  });
});
