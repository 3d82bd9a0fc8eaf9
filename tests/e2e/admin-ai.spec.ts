import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/utils/db.server.ts";
import { type FakeAi, startFakeAi } from "../fakes/ai-server.ts";
import { DESKTOP, saveScreenshot } from "../support/browser.ts";
import { setUpSite } from "../support/e2e.ts";

let fake: FakeAi;

const longHtml = (title: string) =>
  `<h2>${title}</h2><p>${Array.from({ length: 320 }, (_, i) => `kelime${i}`).join(" ")}</p>`;
const postReply = (title: string) => ({
  content: JSON.stringify({
    title,
    excerpt: `${title} için kısa özet.`,
    content: longHtml(title),
    suggested_keywords: ["bonus", "casino", "rehber", "çevrim", "şart", "fazla"],
  }),
});

beforeAll(async () => {
  fake = await startFakeAi();
});

const site = setUpSite({
  env: () => ({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-ai-key" }),
  admin: { email: "admin@example.com", password: "ai-e2e-sifre" },
});

afterAll(async () => {
  await fake?.close();
});

/** The new-post editor, signed in; `allowedErrors` for the failure answers a test provokes (Chromium logs them). */
async function openEditor(allowedErrors: RegExp[] = []): Promise<Page> {
  const { page, allowErrors } = await site.signInAt(DESKTOP);
  allowErrors(...allowedErrors);
  await page.goto("/admin/blog/new");
  await page.getByRole("toolbar", { name: "Biçimlendirme araçları" }).waitFor();
  return page;
}

describe("AI drafting in the blog editor", () => {
  it("validates the topic, then fills title, excerpt, body and at most five keywords from one generated post", async () => {
    const page = await openEditor();
    await page.getByRole("button", { name: "AI ile İçerik Oluştur" }).click();
    const dialog = page.getByRole("dialog", { name: "AI ile İçerik Oluşturma" });
    await dialog.getByRole("button", { name: "Oluştur" }).click();
    await dialog.getByText("Lütfen bir konu girin").waitFor();

    fake.queue.push(postReply("Çevrim Şartları Rehberi"));
    await dialog.getByLabel("Konu").fill("çevrim şartları");
    await dialog.getByRole("button", { name: "Oluştur" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByLabel("Başlık", { exact: true }).inputValue()).toBe("Çevrim Şartları Rehberi");
    await expect.poll(() => page.getByRole("textbox", { name: "İçerik" }).textContent()).toContain("kelime319");
    await page.getByRole("tab", { name: "SEO Ayarları" }).click();
    await expect
      .poll(async () => (await page.getByLabel("SEO Anahtar Kelimeleri").inputValue()).split(","))
      .toHaveLength(5);

    fake.queue.push({
      content: JSON.stringify({ title: "SEO Başlığı", description: "SEO açıklaması", keywords: "a, b" }),
    });
    await page.getByRole("button", { name: "SEO Alanlarını AI ile Oluştur" }).click();
    await page.getByText("SEO alanları dolduruldu").waitFor();
    await expect.poll(() => page.getByLabel("SEO Başlığı").inputValue()).toBe("SEO Başlığı");

    fake.queue.push({ status: 429, error: { message: "Too many requests" } });
    await page.getByRole("button", { name: "SEO Alanlarını AI ile Oluştur" }).click();
    await page.getByText("API istek limiti aşıldı, lütfen daha sonra tekrar deneyin").waitFor();
    await saveScreenshot(page, "admin-blog-ai-desktop");
  });

  it("generates a batch with progress and each post's SEO title and description (spec 2 §7), lets the stepper choose how many to publish, saves them and then applies the daily publish setting", async () => {
    const page = await openEditor();
    fake.queue.push({
      content: JSON.stringify({
        ideas: [
          { title: "Fikir Bir", brief: "a" },
          { title: "Fikir İki", brief: "b" },
        ],
      }),
    });
    const seoReply = (n: string) => ({
      content: JSON.stringify({ title: `SEO ${n}`, description: `SEO açıklaması ${n}`, keywords: "a, b" }),
    });
    fake.queue.push(postReply("Toplu Bir"), seoReply("Bir"), postReply("Toplu İki"), seoReply("İki"));
    await page.getByRole("button", { name: "AI ile İçerik Oluştur" }).click();
    const dialog = page.getByRole("dialog", { name: "AI ile İçerik Oluşturma" });
    await dialog.getByLabel("Konu").fill("bedava dönüşler");
    await dialog.getByLabel("Toplu içerik oluştur").check();
    await dialog.getByLabel("İçerik sayısı (1-10)").fill("0");
    await dialog.getByRole("button", { name: "Oluştur" }).click();
    await dialog.getByText("En az 1 içerik oluşturmalısınız").waitFor();
    await dialog.getByLabel("İçerik sayısı (1-10)").fill("2");
    await dialog.getByLabel("Günlük yayın sayısı (0-5)").fill("2");
    await dialog.getByRole("button", { name: "Oluştur" }).click();

    const results = page.getByRole("dialog", { name: "Oluşturulan İçerikler" });
    await results.waitFor();
    await expect.poll(() => results.getByText("Toplu Bir").isVisible()).toBe(true);
    await results.getByRole("button", { name: "Yayınlanacak yazı sayısını artır" }).click();
    await results.getByRole("button", { name: "Yayınlanacak yazı sayısını azalt" }).click();
    await results.getByRole("button", { name: "Tümünü Kaydet" }).click();
    await page.waitForURL(`${site.url}/admin/blog`);

    const handle = openDatabase({ dataDir: site.dataDir });
    const saved = await handle.db
      .selectFrom("blog_posts")
      .select(["title", "is_published", "author", "seo_title", "seo_description"])
      .where("title", "like", "Toplu%")
      .orderBy("title")
      .execute();
    const schedule = await handle.db
      .selectFrom("scheduled_publishing_settings")
      .select(["daily_publish_count", "is_active"])
      .executeTakeFirst();
    await handle.close();
    expect(saved.map((p) => [p.title, p.is_published, p.seo_title, p.seo_description])).toEqual([
      ["Toplu Bir", true, "SEO Bir", "SEO açıklaması Bir"],
      ["Toplu İki", false, "SEO İki", "SEO açıklaması İki"],
    ]);
    expect(schedule).toEqual({ daily_publish_count: 2, is_active: true });
  });

  it("offers three SEO suggestions for a page and applies the chosen one to its form", async () => {
    const page = await openEditor();
    await page.goto("/admin/seo-settings");
    const panel = page.getByRole("region", { name: /Güvenilir Siteler/ });
    await panel.getByRole("button", { name: /Güvenilir Siteler/ }).click();
    const options = [1, 2, 3].map((i) => ({
      title: `Öneri Başlığı ${i}`,
      description: `Öneri açıklaması ${i}`,
      keywords: "casino, güvenilir",
    }));
    // Spec 2 §5: 'suggestions over the limit shown in red'; the server passes them on whole, not cut mid-word.
    const longTitle = "Güvenilir Casino Siteleri 2026: Lisanslı, Hızlı Ödeme Yapan Siteler";
    const longDescription = `${"Lisanslı ve hızlı ödeme yapan casino sitelerini bonuslarıyla birlikte karşılaştırın. ".repeat(2)}Son.`;
    options[2] = { title: longTitle, description: longDescription, keywords: "casino" };
    fake.queue.push({ content: JSON.stringify({ suggestions: options }) });
    await panel.getByRole("button", { name: "AI Önerileri" }).click();
    const dialog = page.getByRole("dialog", { name: /SEO önerileri/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("button", { name: /seç ve uygula/ }).count()).toBe(3);
    for (const [text, counter] of [
      [longTitle, `${longTitle.length}/60`],
      [longDescription, `${longDescription.length}/160`],
    ] as const) {
      for (const shown of [dialog.getByText(text, { exact: true }), dialog.getByText(counter, { exact: true })]) {
        await expect.poll(() => shown.evaluate((el) => el.className)).toContain("text-red");
      }
    }
    const short = dialog.getByText("Öneri Başlığı 1", { exact: true });
    await expect.poll(() => short.evaluate((el) => el.className)).not.toContain("text-red");
    await dialog.getByRole("button", { name: "Öneri 2: seç ve uygula" }).click();
    await expect.poll(() => panel.getByLabel("Sayfa Başlığı").inputValue()).toBe("Öneri Başlığı 2");
    expect(fake.requests.at(-1)?.max_tokens).toBe(1000);
  });

  it("expands short content and shows each AI failure in Turkish", async () => {
    const page = await openEditor([/status of 502/]);
    const body = page.getByRole("textbox", { name: "İçerik" });
    await body.click();
    await page.keyboard.type("Kısa bir giriş paragrafı.");
    fake.queue.push({
      content: JSON.stringify({ content: `<p>Kısa bir giriş paragrafı.</p><p>${"ek ".repeat(210)}</p>` }),
    });
    await page.getByRole("button", { name: "İçeriği genişlet" }).click();
    await page.getByText("İçerik genişletildi").waitFor();
    await expect.poll(async () => (await body.textContent())?.split(/\s+/).length).toBeGreaterThan(200);

    await page.getByRole("tab", { name: "SEO Ayarları" }).click();
    const failures: Array<[Parameters<FakeAi["queue"]["push"]>[0], string]> = [
      [
        { status: 401, error: { message: "bad key" } },
        "API anahtarı geçersiz veya süresi dolmuş. Lütfen AI_API_KEY ayarını kontrol edin.",
      ],
      [
        { status: 404, error: { message: "no model", code: "model_not_found" } },
        "Seçilen AI modeli kullanılamıyor. Lütfen AI_MODEL ayarını kontrol edin.",
      ],
      [{ empty: true }, "AI yanıt vermedi"],
      [{ status: 500, error: { message: "iç hata" } }, "API hatası: 500 - iç hata"],
      [{ content: "json değil" }, "SEO meta verileri oluşturulamadı."],
    ];
    for (const [reply, message] of failures) {
      fake.queue.push(reply);
      await page.getByRole("button", { name: "SEO Alanlarını AI ile Oluştur" }).click();
      await page.getByText(message).first().waitFor();
    }
  });
});
