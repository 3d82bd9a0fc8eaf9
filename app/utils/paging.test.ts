import { describe, expect, it } from "vitest";
import { nearerEnd, pageWindow } from "./paging.ts";

describe("pageWindow", () => {
  it("gives the requested page with its offset when it exists", () => {
    expect(pageWindow(45, 2, 20)).toEqual({ page: 2, pageCount: 3, offset: 20 });
  });

  it("gives the last page for a page past the end, and page 1 of 1 for an empty list", () => {
    expect(pageWindow(45, 9, 20)).toEqual({ page: 3, pageCount: 3, offset: 40 });
    expect(pageWindow(0, 4, 20)).toEqual({ page: 1, pageCount: 1, offset: 0 });
  });

  it("gives the first page for a page below 1 or one that is not a number", () => {
    expect(pageWindow(45, 0, 20).page).toBe(1);
    expect(pageWindow(45, -3, 20).page).toBe(1);
    expect(pageWindow(45, Number.NaN, 20).page).toBe(1);
    expect(pageWindow(45, 2.7, 20).page).toBe(2);
  });
});

describe("nearerEnd", () => {
  it("reads a page in the first half as it is, and one past the middle from the far end in the other order", () => {
    // 45 rows by 20: page 1 forward; page 2 skips 5 rows from the end rather than 20 from the start; page 3 is the
    // first 5 rows backwards.
    expect(nearerEnd(45, 0, 20)).toEqual({ reversed: false, offset: 0, limit: 20 });
    expect(nearerEnd(45, 20, 20)).toEqual({ reversed: true, offset: 5, limit: 20 });
    expect(nearerEnd(45, 40, 20)).toEqual({ reversed: true, offset: 0, limit: 5 });
    // 100,000 rows: the last page skips nothing, the one before it 20, the middle one at most half.
    expect(nearerEnd(100_000, 99_980, 20)).toEqual({ reversed: true, offset: 0, limit: 20 });
    expect(nearerEnd(100_000, 99_960, 20)).toEqual({ reversed: true, offset: 20, limit: 20 });
    expect(nearerEnd(100_000, 50_000, 20)).toEqual({ reversed: true, offset: 49_980, limit: 20 });
    expect(nearerEnd(0, 0, 20)).toEqual({ reversed: false, offset: 0, limit: 20 });
  });
});
