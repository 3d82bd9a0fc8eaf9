import { describe, expect, it } from "vitest";
import { describeChanges, diffContents, itemLines, wordDiff } from "./revision-diff.ts";

const FIELDS = { labels: { title: "Başlık", content: "İçerik", isActive: "Aktif" }, richText: ["content"] };

describe("revision diff", () => {
  it("finds the words added and removed in the middle of a text", () => {
    expect(wordDiff("bir iki üç dört", "bir iki beş dört altı")).toEqual({ added: ["beş", "altı"], removed: ["üç"] });
  });

  it("diffs rich text as its words, not its tags", () => {
    const changes = diffContents(
      { title: "A", content: "<p>Merhaba <strong>dünya</strong></p>" },
      { title: "A", content: "<p>Merhaba dünya</p><p>Yeni satır</p>" },
      FIELDS,
    );
    expect(changes).toEqual([
      expect.objectContaining({ field: "content", label: "İçerik", added: ["Yeni", "satır"], removed: [] }),
    ]);
  });

  it("shows short fields before and after, booleans in Turkish, and reads as one line", () => {
    const changes = diffContents({ title: "Eski", isActive: false }, { title: "Yeni", isActive: true }, FIELDS);
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Başlık", "Eski", "Yeni"],
      ["Aktif", "Hayır", "Evet"],
    ]);
    expect(describeChanges(changes)).toBe("Başlık: “Eski” → “Yeni”; Aktif: “Hayır” → “Evet”");
  });

  it("treats every field of the first revision as added", () => {
    const changes = diffContents(null, { title: "İlk", content: "<p>Bir iki</p>" }, FIELDS);
    expect(changes.map((c) => c.field)).toEqual(["title", "content"]);
  });

  it("shows a ranked list's moved and re-noted items as readable Turkish lines, not JSON", () => {
    const fields = { labels: { items: "Öğeler" }, itemLists: ["items"] };
    const before = JSON.stringify([
      { kind: "casino", id: "a1", note: "Hızlı ödeme", label: "Alfa Casino" },
      { kind: "promotion", id: "b2", note: "", label: "Hoş geldin bonusu — Beta" },
    ]);
    const after = JSON.stringify([
      { kind: "promotion", id: "b2", note: "", label: "Hoş geldin bonusu — Beta" },
      { kind: "casino", id: "a1", note: "Canlı destek", label: "Alfa Casino" },
    ]);
    const [change] = diffContents({ items: before }, { items: after }, fields);
    expect(change).toMatchObject({
      label: "Öğeler",
      added: ["1. Promosyon Hoş geldin bonusu — Beta", "2. Casino Alfa Casino — Canlı destek"],
      removed: ["1. Casino Alfa Casino — Hızlı ödeme", "2. Promosyon Hoş geldin bonusu — Beta"],
    });
    expect([...(change?.added ?? []), ...(change?.removed ?? [])].join(" ")).not.toContain("{");
  });

  it("counts a ranked list's changes in item lines, not in the words of those lines", () => {
    const fields = { labels: { items: "Öğeler" }, itemLists: ["items"] };
    const before = JSON.stringify([{ kind: "casino", id: "a1", note: "Hızlı ödeme", label: "Alfa Casino" }]);
    const after = JSON.stringify([
      { kind: "casino", id: "a1", note: "Hızlı ödeme", label: "Alfa Casino" },
      { kind: "promotion", id: "b2", note: "Kodsuz ve çevrimsiz", label: "Hoş geldin bonusu" },
    ]);
    const changes = diffContents({ items: before }, { items: after }, fields);
    expect(changes[0]).toMatchObject({ addedCount: 1, removedCount: 0, unit: "satır" });
    expect(describeChanges(changes)).toBe("Öğeler: 1 satır eklendi");
  });

  it("counts a text's changes in words", () => {
    const changes = diffContents(
      { content: "<p>Merhaba</p>" },
      { content: "<p>Merhaba güzel dünya</p>" },
      { labels: { content: "İçerik" }, richText: ["content"] },
    );
    expect(describeChanges(changes)).toBe("İçerik: 2 kelime eklendi");
  });

  it("reads a ranked list's deleted item as 'Silinmiş casino' and an unnamed one by its kind and id", () => {
    const items = JSON.stringify([
      { kind: "casino", id: "a1b2c3d4-0000", note: "Eski favori", label: null },
      { kind: "promotion", id: "b2c3d4e5-0000", note: "" },
    ]);
    expect(itemLines(items)).toEqual(["1. Silinmiş casino — Eski favori", "2. Promosyon b2c3d4e5"]);
  });
});
