import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging.ts";

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
