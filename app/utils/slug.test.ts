import { describe, expect, it } from "vitest";
import { slugify, slugOrEmpty } from "./slug.ts";

const fixedClock = () => 1_700_000_000_000;

describe("slugify", () => {
  it("maps every Turkish letter to ASCII and joins words with hyphens", () => {
    expect(slugify("Çılgın Şans Ödülü: Ğüzel İkramlar!")).toBe("cilgin-sans-odulu-guzel-ikramlar");
  });

  it("lowercases the dotted capital İ and the dotless ı to a plain i", () => {
    expect(slugify("İSTANBUL ışıkları")).toBe("istanbul-isiklari");
  });

  it("keeps underscores, since spec 1 §5 drops only 'characters other than word characters, spaces and hyphens'", () => {
    expect(slugify("Hoş_Geldin Bonusu")).toBe("hos_geldin-bonusu");
    expect(slugify("__VIP__ kulüp")).toBe("__vip__-kulup");
  });

  it("collapses repeated hyphens and trims them from both ends", () => {
    expect(slugify("  --%100   Hoş Geldin -- Bonusu--  ")).toBe("100-hos-geldin-bonusu");
  });

  it("cuts the slug to 80 characters without a trailing hyphen", () => {
    const slug = slugify("kelime ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("appends a numeric time suffix when the result is shorter than 3 characters", () => {
    expect(slugify("Ab", fixedClock)).toBe("ab-1700000000000");
    expect(slugify("!!", fixedClock)).toBe("1700000000000");
  });

  it("gives 'blog-' and a suffix for a missing input", () => {
    expect(slugify("", fixedClock)).toBe("blog-1700000000000");
    expect(slugify(undefined, fixedClock)).toBe("blog-1700000000000");
  });
});

describe("slugOrEmpty", () => {
  it("normalises a typed slug like a generated one, and reads text without a letter or digit as empty", () => {
    expect(slugOrEmpty("Hoş Geldin")).toBe("hos-geldin");
    expect(slugOrEmpty(" -- !! ")).toBe("");
    expect(slugOrEmpty("")).toBe("");
  });
});
