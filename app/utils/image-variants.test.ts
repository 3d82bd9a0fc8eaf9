import { describe, expect, it } from "vitest";
import { variantSrcSet } from "./image-variants.ts";

describe("variantSrcSet", () => {
  it("lists every fixed width of a local upload whose original's width is unknown, as the variant route names them", () => {
    expect(variantSrcSet("/uploads/demo/logo.webp")).toBe(
      "/img/160/demo/logo.webp 160w,/img/320/demo/logo.webp 320w,/img/640/demo/logo.webp 640w," +
        "/img/960/demo/logo.webp 960w,/img/1280/demo/logo.webp 1280w",
    );
  });

  it("stops at the original's width, naming the last variant by it, so no candidate claims pixels it lacks", () => {
    expect(variantSrcSet("/uploads/demo/logo.webp", 48)).toBe("/img/160/demo/logo.webp 48w");
    expect(variantSrcSet("/uploads/demo/logo.webp", 160)).toBe("/img/160/demo/logo.webp 160w");
    expect(variantSrcSet("/uploads/demo/logo.webp", 256)).toBe(
      "/img/160/demo/logo.webp 160w,/img/320/demo/logo.webp 256w",
    );
    expect(variantSrcSet("/uploads/a.jpg", 800)).toBe(
      "/img/160/a.jpg 160w,/img/320/a.jpg 320w,/img/640/a.jpg 640w,/img/960/a.jpg 800w",
    );
    expect(variantSrcSet("/uploads/a.jpg", 640)).toBe("/img/160/a.jpg 160w,/img/320/a.jpg 320w,/img/640/a.jpg 640w");
    expect(variantSrcSet("/uploads/a.jpg", 2000)).toBe(variantSrcSet("/uploads/a.jpg"));
  });

  it("names a bucket image's variants by its key, and gives none to another address or a key without its width", () => {
    expect(variantSrcSet("https://cdn.example.com/blog_1_ab.png", 400, "blog_1_ab.png")).toBe(
      "/img/160/s3/blog_1_ab.png 160w,/img/320/s3/blog_1_ab.png 320w,/img/640/s3/blog_1_ab.png 400w",
    );
    expect(variantSrcSet("https://cdn.example.com/blog_1_ab.png", undefined, "blog_1_ab.png")).toBeUndefined();
    expect(variantSrcSet("https://bucket.example.com/uploads/a.png", 48)).toBeUndefined();
    expect(variantSrcSet("/img/160/a.png")).toBeUndefined();
  });
});
