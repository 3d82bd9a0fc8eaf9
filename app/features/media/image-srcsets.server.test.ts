import { describe, expect, it } from "vitest";
import { uploadAddressesIn, withSrcSets } from "./image-srcsets.server.ts";

describe("image srcsets in loader data", () => {
  it("finds each local upload's address once, through nested objects and arrays, and nothing else", () => {
    const data = {
      promotion: { imageUrl: "/uploads/p.webp", casino: { logoUrl: "/uploads/logo.webp" } },
      related: [{ casinoLogo: "/uploads/logo.webp" }, { casinoLogo: null }],
      bucket: "https://bucket.example.com/uploads/b.webp",
      content: '<img src="/uploads/in-text.webp">',
      at: new Date(0),
      count: 3,
    };
    expect([...uploadAddressesIn(data)].sort()).toEqual(["/uploads/logo.webp", "/uploads/p.webp"]);
  });

  it("gives every address its srcset, stopped at the original's width where it is known", () => {
    const data = { cards: [{ logo: "/uploads/logo.webp" }, { logo: "/uploads/unknown.webp" }], title: "x" };
    const result = withSrcSets(data, new Map([["/uploads/logo.webp", { width: 48, height: 48 }]]));
    expect(result.cards).toBe(data.cards);
    expect(result.srcSets).toEqual({
      "/uploads/logo.webp": "/img/160/logo.webp 48w",
      "/uploads/unknown.webp":
        "/img/160/unknown.webp 160w,/img/320/unknown.webp 320w,/img/640/unknown.webp 640w," +
        "/img/960/unknown.webp 960w,/img/1280/unknown.webp 1280w",
    });
  });
});
