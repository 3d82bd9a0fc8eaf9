import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeAi, startFakeAi } from "../../tests/fakes/ai-server.ts";
import { AiError, createAiClient, isAiConfigured } from "./ai.server.ts";
import { AI_MESSAGES, FALLBACK_POST } from "./ai-messages.ts";

let fake: FakeAi;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.queue.length = 0;
});

const config = () => ({ ai: { baseUrl: fake.baseUrl, apiKey: "test-ai-key", model: "gpt-4o-mini" } });
const client = () => createAiClient(config());
const words = (n: number) => Array.from({ length: n }, (_, i) => `kelime${i}`).join(" ");

async function expectAiError(promise: Promise<unknown>, message: string) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AiError);
  expect((error as AiError).message).toBe(message);
}

describe("AI client", () => {
  it("refuses to start without a key, with the not-configured message", () => {
    expect(isAiConfigured({ ai: { baseUrl: "x", apiKey: undefined, model: "m" } })).toBe(false);
    expect(() => createAiClient({ ai: { baseUrl: "x", apiKey: undefined, model: "m" } })).toThrow(
      AI_MESSAGES.notConfigured,
    );
  });

  it("asks for a blog post as JSON with the spec's model, token limit and temperature, and sanitises the HTML", async () => {
    fake.queue.push({
      content: JSON.stringify({
        title: "Bonus Çevrim Şartları",
        excerpt: "Kısa özet.",
        content: `<h2>Giriş</h2><p>${words(320)}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
        suggested_keywords: ["a", "b", "c", "d", "e", "f", "g"],
      }),
    });
    const post = await client().generateBlogPost("çevrim şartları");
    const request = fake.requests[0];
    expect(request).toMatchObject({
      model: "gpt-4o-mini",
      max_tokens: 10_000,
      temperature: 0.7,
      response_format: { type: "json_object" },
    });
    expect(request?.messages.at(-1)?.content).toContain("çevrim şartları");
    expect(post.content).not.toMatch(/script|onerror/);
    expect(post.keywords).toHaveLength(5);
    expect(post.fallback).toBe(false);
  });

  it("falls back to the spec's default text when the reply is not JSON", async () => {
    fake.queue.push({ content: "Bu bir JSON değil <b>kalın</b>" });
    const post = await client().generateBlogPost("konu");
    expect(post).toMatchObject({
      title: FALLBACK_POST.title,
      excerpt: "Bu içerik otomatik olarak oluşturulmuştur.",
      fallback: true,
    });
    expect(post.content).not.toContain("<b>");
  });

  it("uses 300 tokens and the first 500 characters for SEO fields", async () => {
    fake.queue.push({
      content: JSON.stringify({ title: "Başlık", description: "Açıklama", keywords: ["casino", "bonus"] }),
    });
    const seo = await client().generateSeo(`<p>${"a".repeat(2000)}</p>`);
    expect(seo).toEqual({ title: "Başlık", description: "Açıklama", keywords: "casino, bonus" });
    expect(fake.requests[0]?.max_tokens).toBe(300);
    expect(fake.requests[0]?.messages.at(-1)?.content.match(/a{10,}/)?.[0].length).toBe(500);
  });

  it("asks for ideas at temperature 0.8 with 2000 tokens and returns at most the count", async () => {
    fake.queue.push({
      content: JSON.stringify({ ideas: [1, 2, 3, 4].map((i) => ({ title: `Fikir ${i}`, brief: "Özet" })) }),
    });
    const ideas = await client().generateBatchIdeas("bonuslar", 3);
    expect(ideas.map((i) => i.title)).toEqual(["Fikir 1", "Fikir 2", "Fikir 3"]);
    expect(fake.requests[0]).toMatchObject({ max_tokens: 2000, temperature: 0.8 });
  });

  it("gives three page SEO options whole with 1000 tokens, never cut mid-word (spec 2 §5: 'suggestions over the limit shown in red')", async () => {
    const long = {
      title: " En Güvenilir Casino Siteleri ve Güncel Hoş Geldin Bonusları Rehberi 2026 ",
      description: `${"Türkiye'deki lisanslı casino sitelerinin bonuslarını karşılaştırın. ".repeat(3)}Güncel liste.`,
      keywords: "a,b",
    };
    fake.queue.push({ content: JSON.stringify({ suggestions: [long, long, long, long] }) });
    const suggestions = await client().suggestPageSeo("Bonuslar", "içerik");
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]?.title).toBe(long.title.trim());
    expect(suggestions[0]?.title.length).toBeGreaterThan(60);
    expect(suggestions[0]?.description).toBe(long.description.trim());
    expect(suggestions[0]?.description.length).toBeGreaterThan(160);
    expect(fake.requests[0]?.max_tokens).toBe(1000);
  });

  it("expands content with 10000 tokens and sanitises it", async () => {
    fake.queue.push({ content: JSON.stringify({ content: `<p>${words(250)}</p><iframe src="x"></iframe>` }) });
    const html = await client().expandContent("<p>kısa</p>");
    expect(html).not.toContain("iframe");
    expect(fake.requests[0]?.max_tokens).toBe(10_000);
  });

  it.each([
    [{ status: 429, error: { message: "Rate limit reached" } }, AI_MESSAGES.rateLimited],
    [
      { status: 404, error: { message: "The model does not exist", code: "model_not_found" } },
      AI_MESSAGES.modelUnavailable,
    ],
    [{ status: 500, error: { message: "Sunucu patladı" } }, "API hatası: 500 - Sunucu patladı"],
    [{ empty: true as const }, AI_MESSAGES.emptyReply],
  ])("turns a failed reply into its Turkish message (%#)", async (reply, message) => {
    fake.queue.push(reply);
    await expectAiError(client().generateSeo("içerik"), message);
  });

  it("reports a wrong key as an invalid key", async () => {
    const wrongKey = createAiClient({ ai: { baseUrl: fake.baseUrl, apiKey: "yanlis", model: "gpt-4o-mini" } });
    await expectAiError(wrongKey.generateSeo("içerik"), AI_MESSAGES.invalidKey);
  });

  it("reports an unreachable service as a connection problem", async () => {
    const offline = createAiClient({
      ai: { baseUrl: "http://127.0.0.1:1/v1", apiKey: "test-ai-key", model: "gpt-4o-mini" },
    });
    await expectAiError(offline.generateSeo("içerik"), AI_MESSAGES.connection);
  });
});
