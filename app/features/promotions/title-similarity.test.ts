import { describe, expect, it } from "vitest";
import { bestTitleMatch, significantWords, titleSimilarity } from "./title-similarity.ts";

describe("title similarity (spec 1 §5)", () => {
  it("ignores words of two characters or fewer and folds Turkish letters", () => {
    expect(significantWords("100 TL'ye İlk Yatırım ve Şans")).toEqual(["100", "ilk", "yatirim", "sans"]);
    expect(significantWords("a-bc-de")).toEqual([]);
  });

  it("compares a slug with a title word by word", () => {
    expect(titleSimilarity("ilk-yatirima-bonus", "İlk Yatırıma Bonus")).toBe(1);
    expect(titleSimilarity("hos-geldin-bonusu-yeni", "Hoş Geldin Bonusu")).toBe(0.75);
    expect(titleSimilarity("tamamen-farkli", "Hoş Geldin Bonusu")).toBe(0);
  });

  it("divides the shared words by the longer word list, so extra words on either side lower the score", () => {
    expect(titleSimilarity("kayip-bonusu", "Haftalık Kayıp Bonusu Fırsatı")).toBe(0.5);
    expect(titleSimilarity("haftalik-kayip-bonusu-firsati", "Kayıp Bonusu")).toBe(0.5);
  });

  it("scores zero when either side has no significant word", () => {
    expect(titleSimilarity("", "Hoş Geldin")).toBe(0);
    expect(titleSimilarity("ab-cd", "ab cd")).toBe(0);
  });

  it("picks the best candidate only when it reaches the threshold, the earlier one on a tie", () => {
    const candidates = [
      { id: 1, title: "Hafta Sonu Kayıp Bonusu" },
      { id: 2, title: "Haftalık Kayıp Bonusu" },
      { id: 3, title: "Haftalık Kayıp Bonusu" },
    ];
    expect(bestTitleMatch("haftalik-kayip-bonusu", candidates, 0.7)?.id).toBe(2);
    expect(bestTitleMatch("kayip-bonusu-cuma", candidates, 0.7)).toBeNull();
    expect(bestTitleMatch("kayip-bonusu-cuma", candidates, 0.33)?.id).toBe(2);
    expect(bestTitleMatch("x", [], 0)).toBeNull();
  });

  it("accepts exactly the thresholds: 7 of 10 words for 70%, 1 of 3 words for 33%", () => {
    const ten = "alfa bravo charlie delta echo foxtrot golf hotel india juliet";
    const sevenShared = "alfa bravo charlie delta echo foxtrot golf kilo lima mike";
    expect(titleSimilarity(sevenShared, ten)).toBe(0.7);
    expect(bestTitleMatch(sevenShared, [{ title: ten }], 0.7)).not.toBeNull();
    expect(bestTitleMatch("kayip-cuma-aksam", [{ title: "Kayıp Pazar Sabah" }], 0.33)).not.toBeNull();
  });
});
