import { describe, expect, it } from "vitest";
import { BatchRequestSchema, BatchSaveSchema, PageSeoRequestSchema } from "./ai.schema.ts";

const TURKISH = /[çğıöşüÇĞİÖŞÜ]|Geçersiz|gereklidir|olmalıdır|olabilir/;

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message ?? "";

describe("the AI endpoints' schemas", () => {
  const post = { title: "Başlık", content: "<p>İçerik</p>" };

  it("refuse wrong types in a batch save with a Turkish sentence, never Zod's English default", () => {
    for (const body of [
      { posts: 5, publishCount: 1 },
      { posts: [5], publishCount: 1 },
      { posts: [{ ...post, title: 12 }], publishCount: 1 },
      { posts: [{ ...post, content: null }], publishCount: 1 },
      { posts: [{ ...post, keywords: "tek" }], publishCount: 1 },
      { posts: [{ ...post, keywords: [1] }], publishCount: 1 },
      { posts: [{ ...post, seoTitle: true }], publishCount: 1 },
      { posts: [post], publishCount: "çok" },
      { posts: [post], publishCount: 1, category: {} },
    ]) {
      const message = firstMessage(BatchSaveSchema.safeParse(body));
      expect(message, JSON.stringify(body)).toMatch(TURKISH);
      expect(message).not.toMatch(/Invalid input|expected/);
    }
  });

  it("say in Turkish what is wrong with a page SEO request or a batch idea request", () => {
    expect(firstMessage(PageSeoRequestSchema.safeParse({ pageName: 3 }))).toBe("Sayfa adı gereklidir");
    expect(firstMessage(PageSeoRequestSchema.safeParse({ pageName: "Ana Sayfa", content: [] }))).toMatch(TURKISH);
    expect(firstMessage(BatchRequestSchema.safeParse({ topic: "Bonus", count: 3, dailyPublish: 9 }))).toBe(
      "Günlük yayın sayısı 0 ile 5 arasında olmalıdır",
    );
  });

  it("still accept what the editor sends", () => {
    expect(BatchSaveSchema.safeParse({ posts: [post], publishCount: "1" }).success).toBe(true);
    expect(PageSeoRequestSchema.safeParse({ pageName: "Ana Sayfa" }).success).toBe(true);
  });
});
