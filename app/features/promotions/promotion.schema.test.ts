import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../utils/errors.ts";
import { PromotionSchema, parseTerms } from "./promotion.schema.ts";

const errorsOf = (values: Record<string, unknown>) => {
  const result = PromotionSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error.issues);
};

describe("the promotion form schema", () => {
  it("answers a short title, a short description and a bad URL with the spec's messages", () => {
    expect(errorsOf({ title: " A ", shortDescription: "kısa", url: "bonus" })).toEqual({
      title: "Promosyon başlığı en az 2 karakter olmalıdır",
      shortDescription: "Kısa açıklama en az 10 karakter olmalıdır",
      url: "Geçerli bir URL giriniz",
    });
  });

  it("requires the promotion URL: 'Geçerli bir URL giriniz' (spec 2 §5 lists url as 'valid URL', not as optional)", () => {
    const base = { title: "Bonus", shortDescription: "Yeterince uzun açıklama" };
    expect(errorsOf(base).url).toBe("Geçerli bir URL giriniz");
    expect(errorsOf({ ...base, url: "   " }).url).toBe("Geçerli bir URL giriniz");
  });

  it("accepts only http and https addresses for the promotion URL", () => {
    const base = { title: "Bonus", shortDescription: "Yeterince uzun açıklama" };
    for (const url of [
      "javascript:alert(1)",
      "ftp://x.example/a",
      "data:text/html,hi",
      "//x.example",
      "x".repeat(3000),
    ]) {
      expect(errorsOf({ ...base, url }).url).toBe("Geçerli bir URL giriniz");
    }
    expect(PromotionSchema.parse({ ...base, url: " https://x.example/a " }).url).toBe("https://x.example/a");
  });

  it("takes an image from http(s) or our uploads only", () => {
    const base = { title: "Bonus", shortDescription: "Yeterince uzun açıklama", url: "https://x.example/a" };
    expect(errorsOf({ ...base, imageUrl: "javascript:alert(1)" }).imageUrl).toBe("Geçerli bir görsel URL giriniz");
    expect(errorsOf({ ...base, imageUrl: "/uploads/../etc/passwd\n" }).imageUrl).toBe("Geçerli bir görsel URL giriniz");
    expect(PromotionSchema.parse({ ...base, imageUrl: "/uploads/demo/hos-geldin.webp" }).imageUrl).toBe(
      "/uploads/demo/hos-geldin.webp",
    );
    expect(PromotionSchema.parse({ ...base, imageUrl: "/uploads/promotion_1_ab.webp" }).imageUrl).toBe(
      "/uploads/promotion_1_ab.webp",
    );
  });

  it("refuses wrong types, malformed ids, impossible dates and oversize fields instead of throwing", () => {
    const errors = errorsOf({
      title: 42,
      shortDescription: ["dizi"],
      casinoId: "' or 1=1 --",
      categoryId: "12345678-1234-1234-1234-12345678901",
      expiryDate: "2026-02-30",
      promotionCode: "K".repeat(101),
      terms: "t".repeat(10_001),
      description: "d".repeat(100_001),
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        "casinoId",
        "categoryId",
        "description",
        "expiryDate",
        "promotionCode",
        "shortDescription",
        "terms",
        "title",
        "url",
      ].sort(),
    );
  });

  it("turns empty optional values into null and the checkbox into a boolean", () => {
    const parsed = PromotionSchema.parse({
      title: "Bonus",
      shortDescription: "Yeterince uzun açıklama",
      casinoId: "",
      categoryId: "",
      url: "https://x.example/a",
      promotionCode: " ",
      expiryDate: "",
      imageUrl: "",
    });
    expect(parsed).toMatchObject({
      casinoId: null,
      categoryId: null,
      url: "https://x.example/a",
      promotionCode: null,
      expiryDate: null,
      imageUrl: null,
      terms: [],
      isActive: false,
    });
    expect(
      PromotionSchema.parse({
        title: "Bonus",
        shortDescription: "Yeterince uzun açıklama",
        url: "https://x.example/a",
        isActive: "on",
      }).isActive,
    ).toBe(true);
  });

  it("splits terms on any line ending and drops blank lines", () => {
    expect(parseTerms("a\r\n\r\n  b  \n\n\rc\n   ")).toEqual(["a", "b", "c"]);
    expect(parseTerms("")).toEqual([]);
  });
});
