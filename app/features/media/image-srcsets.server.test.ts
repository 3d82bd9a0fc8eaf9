import { describe, expect, it } from "vitest";
import { uploadAddressesIn, withSrcSets } from "./image-srcsets.server.ts";

describe("image srcsets in loader data", () => {
  it("finds each upload's address once (local, or an absolute image address), through nested objects and arrays", () => {
    const data = {
      promotion: { imageUrl: "/uploads/p.webp", casino: { logoUrl: "/uploads/logo.webp" } },
      related: [{ casinoLogo: "/uploads/logo.webp" }, { casinoLogo: null }],
      bucket: "https://bucket.example.com/uploads/b.webp",
      link: "https://casino.example.com/kayit",
      content: '<img src="/uploads/in-text.webp">',
      at: new Date(0),
      count: 3,
    };
    expect([...uploadAddressesIn(data)].sort()).toEqual([
      "/uploads/logo.webp",
      "/uploads/p.webp",
      "https://bucket.example.com/uploads/b.webp",
    ]);
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

  it("gives a bucket image its variants by the key the library gives, and an unknown absolute address none", () => {
    const data = { logo: "https://cdn.example.com/casino_1_ab.png", other: "https://baska.example/x.png" };
    const result = withSrcSets(
      data,
      new Map([["https://cdn.example.com/casino_1_ab.png", { width: 300, height: 100, bucketKey: "casino_1_ab.png" }]]),
    );
    expect(result.srcSets).toEqual({
      "https://cdn.example.com/casino_1_ab.png": "/img/160/s3/casino_1_ab.png 160w,/img/320/s3/casino_1_ab.png 300w",
    });
  });
});
