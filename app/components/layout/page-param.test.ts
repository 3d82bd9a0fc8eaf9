import { describe, expect, it } from "vitest";
import { canonicalPage, pageHref, readPageParam } from "./page-param.ts";

const pageOf = (query: string) => readPageParam(new URL(`http://site.test/blog${query}`));

describe("readPageParam", () => {
  it("reads a canonical page number and the largest page an address may name", () => {
    expect(pageOf("?sayfa=2")).toBe(2);
    expect(pageOf("?sayfa=9999")).toBe(9999);
    expect(canonicalPage("37")).toBe(37);
  });

  it("reads every page parameter that is not a canonical positive integer as page 1", () => {
    for (const raw of ["", "2abc", "02", "0", "-1", "1.5", " 2", "10000", "9".repeat(10_000), "1' or 1=1"]) {
      expect(pageOf(`?sayfa=${encodeURIComponent(raw)}`), raw).toBe(1);
      expect(canonicalPage(raw), raw).toBeNull();
    }
    expect(pageOf("")).toBe(1);
  });
});

describe("pageHref", () => {
  it("leaves page 1 and empty filters out of the address and keeps the filters before the page", () => {
    expect(pageHref("/blog", 1)).toBe("/blog");
    expect(pageHref("/blog", 3)).toBe("/blog?sayfa=3");
    expect(pageHref("/bonuslar", 2, { q: "hoş geldin", kategori: null })).toBe("/bonuslar?q=ho%C5%9F+geldin&sayfa=2");
    expect(pageHref("/admin/comments", 1, { q: "", puan: "5" })).toBe("/admin/comments?puan=5");
  });
});
