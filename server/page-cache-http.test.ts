import { describe, expect, it } from "vitest";
import { canonicalPage } from "../app/components/layout/page-param.ts";
import { isPublicKeyPath, isPublicPagePath, pageCacheKey } from "./page-cache-http.ts";

describe("pageCacheKey", () => {
  it.each([
    ["/", "/"],
    ["/?utm_source=x&utm_medium=y&gclid=1&fbclid=2&msclkid=3&x=4", "/"],
    ["/bonuslar?sayfa=3&kategori=hos-geldin&utm_campaign=z", "/bonuslar?kategori=hos-geldin&sayfa=3"],
    ["/bonuslar?kategori=&q=%20&sayfa=1", "/bonuslar"],
    ["/blog?sayfa=2&kategori=a", "/blog?sayfa=2"],
    ["/guvenilir-siteler?sayfa=9999", "/guvenilir-siteler?sayfa=9999"],
    ["/bonuslar/casino/bonus?yorum=eklendi&fbclid=1", "/bonuslar/casino/bonus?yorum=eklendi"],
    ["/promotion/42?yorum=baska", "/promotion/42"],
    ["/casino/abc?sayfa=2", "/casino/abc"],
    ["/sitemap.xml?constructor=1&__proto__=2", "/sitemap.xml"],
    // Issue #14's filters: the offered values are keyed, defaults and empty ones dropped (a GET form sends them).
    [
      "/bonuslar?sirala=tutar&casino=atlas-casino&odeme=papara&cevrim=0&yatirim=100&kod=yok",
      "/bonuslar?casino=atlas-casino&cevrim=0&kod=yok&odeme=papara&sirala=tutar&yatirim=100",
    ],
    ["/bonuslar?casino=&odeme=&cevrim=&yatirim=&kod=&sirala=yeni", "/bonuslar"],
  ])("keys %s as %s", (url, key) => {
    expect(pageCacheKey(url)).toBe(key);
  });

  it.each([
    "/bonuslar?q=bonus",
    "/bonuslar?id=5",
    "/bonuslar?sayfa=0",
    "/bonuslar?sayfa=10000",
    "/blog?sayfa=2abc",
    "/blog?sayfa=2&sayfa=2",
    "/bonuslar?kategori=Hos-Geldin",
    "/bonuslar?cevrim=25",
    "/bonuslar?yatirim=100000",
    "/bonuslar?kod=belki",
    "/bonuslar?sirala=rastgele",
    "/bonuslar?casino=Atlas",
    "/BONUSLAR",
    "/bonuslar/",
    "/bonuslar//",
    "/%62onuslar",
    "/x/../bonuslar?utm_source=1",
    "/blog/./yazi",
  ])("does not cache %s", (url) => {
    expect(pageCacheKey(url)).toBeNull();
  });

  it("keys a list page by its number exactly when the list routes read that number, and never stores the rest", () => {
    for (const raw of ["2", "37", "9999", "02", "2abc", "0", "-1", "10000", " 2", "2.0"]) {
      const page = canonicalPage(raw);
      const expected = page === null ? null : page === 1 ? "/blog" : `/blog?sayfa=${raw}`;
      expect(pageCacheKey(`/blog?sayfa=${encodeURIComponent(raw)}`), raw).toBe(expected);
    }
  });

  it("keys a page's `.data` like the page, and renders without storing the loaders React Router picked", () => {
    expect(pageCacheKey("/_.data")).toBe("/_.data");
    expect(pageCacheKey("/bonuslar.data?sayfa=2&kategori=hos-geldin&utm_source=x&index")).toBe(
      "/bonuslar.data?kategori=hos-geldin&sayfa=2",
    );
    expect(pageCacheKey("/bonuslar.data?q=bonus")).toBeNull();
    expect(pageCacheKey("/bonuslar.data?_routes=routes%2Fpublic%2Fpromotions")).toBeNull();
    expect(pageCacheKey("/bonuslar/_.data")).toBeNull();
    expect(pageCacheKey("/BONUSLAR.data")).toBeNull();
  });

  it("stores a comparison at its own address, and never the picker's picks, which are redirected to it", () => {
    expect(pageCacheKey("/karsilastir/atlas-vs-bora?utm_source=x")).toBe("/karsilastir/atlas-vs-bora");
    expect(pageCacheKey("/karsilastir")).toBe("/karsilastir");
    expect(pageCacheKey("/karsilastir?casino=atlas&casino=bora")).toBeNull();
    expect(pageCacheKey("/karsilastir?casino=atlas")).toBeNull();
    expect(pageCacheKey("/karsilastir?casino=")).toBeNull();
  });

  it("stores the bare wagering calculator, and never a visitor's figures, which are rendered for them", () => {
    expect(pageCacheKey("/cevrim-hesaplama?utm_source=x")).toBe("/cevrim-hesaplama");
    expect(pageCacheKey("/cevrim-hesaplama?yatirim=500&cevrim=30")).toBeNull();
    expect(pageCacheKey("/cevrim-hesaplama?rtp=96")).toBeNull();
  });
});

describe("isPublicPagePath", () => {
  it("takes a page's `.data` for the page, and leaves the manifest and the back office's data to React Router", () => {
    for (const path of ["/__manifest", "/admin", "/admin.data", "/admin/casinos.data", "/ADMIN/_.data", "/api/x"]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
    for (const path of ["/", "/bonuslar", "/bonuslar.data", "/_.data", "/blog/data-yazisi", "/administrator"]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
    expect(isPublicKeyPath("/admin.data")).toBe(false);
    expect(isPublicKeyPath("/bonuslar.data")).toBe(true);
  });
});
