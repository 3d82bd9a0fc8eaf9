import { describe, expect, it } from "vitest";
import { excerptAround, type Highlighted, highlightWords, holdsAnyWord, queryWords } from "./highlight.ts";

/** A highlighted text as one string, marks shown as [word]. */
function shown(text: Highlighted): string {
  return text.map((piece) => (typeof piece === "string" ? piece : `[${piece.mark}]`)).join("");
}

const marked = (text: string, q: string) => shown(highlightWords(text, queryWords(q, 8)));

describe("highlighting the matched words", () => {
  it("marks word beginnings Turkish-insensitively, both ways: İ/i, I/ı and the marked letters", () => {
    expect(marked("İstanbul'da IŞIK şöleni", "istanbul isik solen")).toBe("[İstanbul]'da [IŞIK] [şöleni]");
    expect(marked("istanbul ışık", "İSTANBUL IŞIK")).toBe("[istanbul] [ışık]");
    expect(marked("Bonusları ve BONUS", "bonus")).toBe("[Bonusları] ve [BONUS]");
    // The middle of a word is not its beginning.
    expect(marked("İstanbul", "stanbul")).toBe("İstanbul");
  });

  it("marks a one-letter word only where it stands alone, as the index finds it", () => {
    expect(marked("A planı ve b seçeneği: Ankara", "a b")).toBe("[A] planı ve [b] seçeneği: Ankara");
    expect(marked("İ harfi ile İzmir", "i")).toBe("[İ] harfi ile İzmir");
  });

  it("marks a word once when several query words match it (overlapping words)", () => {
    expect(marked("Hoşgeldin bonusu", "hos hosgel hosgeldin")).toBe("[Hoşgeldin] bonusu");
    expect(highlightWords("Bonus bonusu", ["bon", "bonus"])).toEqual([{ mark: "Bonus" }, " ", { mark: "bonusu" }]);
  });

  it("keeps markup-like text as plain pieces, for React to escape", () => {
    const pieces = highlightWords('<b>kod</b> & "kod"', ["kod"]);
    expect(pieces).toEqual(["<b>", { mark: "kod" }, '</b> & "', { mark: "kod" }, '"']);
    expect(pieces.every((piece) => typeof piece === "string" || !/[<>&"]/.test(piece.mark))).toBe(true);
  });

  it("answers text without a match, and empty text, unchanged", () => {
    expect(highlightWords("Hiçbir şey", ["bonus"])).toEqual(["Hiçbir şey"]);
    expect(highlightWords("", ["bonus"])).toEqual([]);
    expect(holdsAnyWord("Hiçbir şey", ["bonus"])).toBe(false);
    expect(holdsAnyWord("Hiçbir ŞEY", ["sey"])).toBe(true);
    expect(holdsAnyWord("araba", ["a"])).toBe(false);
  });
});

describe("the query's words", () => {
  it("folds, splits on anything but letters and digits, drops repeats and keeps at most the first few", () => {
    expect(queryWords('  IŞIK--bonus "100" ışık ', 8)).toEqual(["isik", "bonus", "100"]);
    expect(queryWords("a b c d e f g h i j", 8)).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"]);
    expect(queryWords('" * ( ) :', 8)).toEqual([]);
  });
});

describe("the excerpt around the first match", () => {
  it("cuts long text at word boundaries around the first matched word", () => {
    const text = `${"önce ".repeat(60)}Papara ile yatırım ${"sonra ".repeat(60)}`;
    const excerpt = excerptAround(text, ["papara"]);
    expect(excerpt.startsWith("…önce")).toBe(true);
    expect(excerpt.endsWith("sonra…")).toBe(true);
    expect(excerpt).toContain("Papara ile yatırım");
    expect(excerpt.length).toBeLessThanOrEqual(182);
  });

  it("starts at the beginning when nothing matches, and keeps short text whole", () => {
    expect(excerptAround("Kısa  metin\n burada", ["yok"])).toBe("Kısa metin burada");
    expect(excerptAround(`${"kelime ".repeat(50)}`, ["yok"]).startsWith("kelime")).toBe(true);
  });
});
