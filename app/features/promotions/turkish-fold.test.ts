import { describe, expect, it } from "vitest";
import { normaliseSearchQuery } from "../../utils/search-query.ts";
import { foldTurkish } from "../../utils/turkish-fold.ts";
import { teaserOf } from "./teaser.ts";

describe("Turkish search folding", () => {
  it("folds every form of i and the marked Turkish letters to one lower-case form", () => {
    expect(foldTurkish("IŞIK")).toBe(foldTurkish("ışık"));
    expect(foldTurkish("İstanbul")).toBe("istanbul");
    expect(foldTurkish("ÇĞÖÜŞ çğöüş Âî")).toBe("cgous cgous ai");
    expect(foldTurkish("BONUS")).toBe("bonus");
  });

  it("folds a decomposed dotted capital I like the composed one", () => {
    expect(foldTurkish("I\u0307stanbul")).toBe("istanbul");
  });
});

describe("search query limits", () => {
  it("trims, collapses whitespace and cuts the query to 100 characters", () => {
    expect(normaliseSearchQuery("  hoş \n  geldin  ")).toBe("hoş geldin");
    expect(normaliseSearchQuery("a".repeat(10_000))).toHaveLength(100);
    expect(normaliseSearchQuery(null)).toBe("");
  });
});

describe("card teaser", () => {
  it("keeps short text and cuts long text at a word to at most 120 characters", () => {
    expect(teaserOf("Kısa metin.")).toBe("Kısa metin.");
    const long = "Hoş geldin bonusu ".repeat(20);
    const teaser = teaserOf(long);
    expect(teaser.length).toBeLessThanOrEqual(120);
    expect(teaser.endsWith("…")).toBe(true);
    expect(teaser).not.toMatch(/\s…$/);
  });
});
