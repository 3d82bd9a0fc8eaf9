import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { countWords, htmlToText } from "../../utils/html-text.ts";
import {
  BLOG_POST_LIMITS,
  type BlogPostInput,
  BlogPostSchema,
  EMPTY_BLOG_POST,
  isAcceptableImageUrl,
} from "./blog-post.schema.ts";

const VALID: BlogPostInput = {
  ...EMPTY_BLOG_POST,
  title: "Bonus Rehberi",
  category: "Rehber",
  excerpt: "Kısa ama yeterli bir özet.",
  content: "<p>Bu içerik elli karakterden uzun olan, düz metni sayılan bir paragraftır.</p>",
};

function errorsOf(overrides: Partial<Record<keyof BlogPostInput, unknown>>): Record<string, string> {
  const result = BlogPostSchema.safeParse({ ...VALID, ...overrides });
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe("the blog post form schema", () => {
  it("accepts a complete post and trims its text fields", () => {
    const parsed = BlogPostSchema.parse({ ...VALID, title: "  Bonus Rehberi  ", slug: "  ozel-adres " });
    expect(parsed.title).toBe("Bonus Rehberi");
    expect(parsed.slug).toBe("ozel-adres");
  });

  it("gives each of the spec's four blog messages for the field it guards", () => {
    expect(errorsOf({ title: "a" })).toEqual({ title: "Blog başlığı en az 2 karakter olmalıdır" });
    expect(errorsOf({ excerpt: "kısa" })).toEqual({ excerpt: "Özet en az 10 karakter olmalıdır" });
    expect(errorsOf({ content: "<p>kısa</p>" })).toEqual({ content: "İçerik en az 50 karakter olmalıdır" });
    expect(errorsOf({ category: "   " })).toEqual({ category: "Kategori giriniz" });
  });

  it("counts the content's text, not its tags: 60 empty bold tags are not 50 characters", () => {
    const tagsOnly = "<p><strong></strong></p>".repeat(60);
    expect(tagsOnly.length).toBeGreaterThan(50);
    expect(errorsOf({ content: tagsOnly })).toEqual({ content: "İçerik en az 50 karakter olmalıdır" });
    const text = `<p>${"a".repeat(25)}</p><p>${"b".repeat(24)}</p>`;
    expect(htmlToText(text).length).toBe(50);
    expect(errorsOf({ content: text })).toEqual({});
  });

  it("refuses values over the upper limits with a Turkish message", () => {
    expect(errorsOf({ title: "x".repeat(201) }).title).toBe("Blog başlığı en fazla 200 karakter olabilir");
    expect(errorsOf({ category: "x".repeat(101) }).category).toBe("Kategori en fazla 100 karakter olabilir");
    expect(errorsOf({ excerpt: "x".repeat(501) }).excerpt).toBe("Özet en fazla 500 karakter olabilir");
    expect(errorsOf({ content: `<p>${"x".repeat(BLOG_POST_LIMITS.contentHtmlMax)}</p>` }).content).toBe(
      "İçerik en fazla 200.000 karakter olabilir",
    );
    expect(errorsOf({ seoTitle: "x".repeat(301) }).seoTitle).toBe("SEO başlığı en fazla 300 karakter olabilir");
    expect(errorsOf({ seoDescription: "x".repeat(501) }).seoDescription).toBe(
      "SEO açıklaması en fazla 500 karakter olabilir",
    );
    expect(errorsOf({ seoKeywords: "x".repeat(256) }).seoKeywords).toBe(
      "SEO anahtar kelimeleri en fazla 255 karakter olabilir",
    );
    expect(errorsOf({ slug: "x".repeat(81) }).slug).toBe("Slug en fazla 80 karakter olabilir");
  });

  it("takes an SEO title over 60 and a description over 160 characters: spec 2 §5 'title advised at most 60 characters, description at most 160'", () => {
    const errors = errorsOf({ seoTitle: "x".repeat(61), seoDescription: "y".repeat(161) });
    expect(errors.seoTitle).toBeUndefined();
    expect(errors.seoDescription).toBeUndefined();
  });

  it("refuses wrong types and missing fields with the field's message instead of throwing", () => {
    const result = BlogPostSchema.safeParse({ title: 42, content: ["<p>dizi</p>"], excerpt: null });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrors(result.error.issues);
    expect(errors.title).toBe("Blog başlığı en az 2 karakter olmalıdır");
    expect(errors.content).toBe("İçerik en az 50 karakter olmalıdır");
    expect(errors.excerpt).toBe("Özet en az 10 karakter olmalıdır");
    expect(errors.category).toBe("Kategori giriniz");
  });

  it("takes an image from our uploads or an http(s) address, nothing else", () => {
    expect(isAcceptableImageUrl("/uploads/blog/abc.webp")).toBe(true);
    expect(isAcceptableImageUrl("https://cdn.example.com/a.png")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "/uploads/../secret",
      "//evil.example/a.png",
      "ftp://x/a.png",
      "resim.png",
    ]) {
      expect(isAcceptableImageUrl(bad), bad).toBe(false);
    }
    expect(errorsOf({ imageUrl: "javascript:alert(1)" })).toEqual({ imageUrl: "Geçerli bir görsel URL giriniz" });
    expect(errorsOf({ imageUrl: "" })).toEqual({});
  });

  it("counts words of the visible text, entities decoded and block ends kept apart", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("<p>bir iki</p><p>üç</p><ul><li>dört</li><li>beş&nbsp;altı</li></ul>")).toBe(6);
    expect(htmlToText("<p>Tom &amp; Jerry&#39;s</p>")).toBe("Tom & Jerry's");
  });

  it("stays fast on a hostile input just under 200,000 characters (unclosed tags)", () => {
    const hostile = "<".repeat(100_000) + "<p".repeat(45_000);
    expect(hostile.length).toBeLessThan(BLOG_POST_LIMITS.contentHtmlMax);
    const started = performance.now();
    BlogPostSchema.safeParse({ ...VALID, content: hostile });
    countWords(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
