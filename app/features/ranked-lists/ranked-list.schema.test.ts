import { describe, expect, it } from "vitest";
import { itemOfChoice, RANKED_LIST_LIMITS, readEditedItems } from "./ranked-list.schema.ts";

const CASINO = "0b6f7c2e-3a51-4c3e-9d0a-2f6c1d9e8a11";
const PROMOTION = "5d1e9b40-7c2a-4f6b-8e13-9a0c4b7d2e55";

describe("the ranked list picker's items", () => {
  it("reads the form's items in order, keeping a note that is still too long for the form to flag", () => {
    const longNote = "x".repeat(RANKED_LIST_LIMITS.noteMax + 1);
    const json = JSON.stringify([
      { kind: "promotion", id: PROMOTION, note: longNote },
      { kind: "casino", id: CASINO, note: "Hızlı ödeme" },
    ]);
    expect(readEditedItems(json)).toEqual([
      { kind: "promotion", id: PROMOTION, note: longNote },
      { kind: "casino", id: CASINO, note: "Hızlı ödeme" },
    ]);
  });

  it("leaves out what is not an item and gives a missing note as empty, without throwing", () => {
    const json = JSON.stringify([{ kind: "casino", id: CASINO }, { kind: "bonus", id: CASINO }, "casino", null, 4]);
    expect(readEditedItems(json)).toEqual([{ kind: "casino", id: CASINO, note: "" }]);
    expect(readEditedItems("")).toEqual([]);
    expect(readEditedItems("{broken")).toEqual([]);
    expect(readEditedItems('{"kind":"casino"}')).toEqual([]);
  });

  it("turns a picker option into a new item, and nothing else", () => {
    expect(itemOfChoice(`casino:${CASINO}`)).toEqual({ kind: "casino", id: CASINO, note: "" });
    expect(itemOfChoice(`promotion:${PROMOTION}`)).toEqual({ kind: "promotion", id: PROMOTION, note: "" });
    expect(itemOfChoice("")).toBeNull();
    expect(itemOfChoice("casino:")).toBeNull();
    expect(itemOfChoice(`bonus:${CASINO}`)).toBeNull();
  });
});
