import { describe, expect, it } from "vitest";
import { displayRichText, imageAddressesIn, SANITISED_CACHE_CHARS, sanitizeRichText } from "./sanitize-html.server.ts";

describe("sanitizeRichText", () => {
  it("gives a text shown again the same sanitised output, also once older texts were dropped from its cache", () => {
    const dirty = (n: number) => `<p onclick="x()">Yazı ${n}<script>alert(${n})</script></p>${"a".repeat(50_000)}`;
    const first = sanitizeRichText(dirty(0));
    expect(first).toBe(`<p>Yazı 0</p>${"a".repeat(50_000)}`);
    expect(sanitizeRichText(dirty(0))).toBe(first);
    // Twice the cache's bound of other texts: dirty(0) is dropped and sanitised afresh.
    for (let n = 1; n <= (2 * SANITISED_CACHE_CHARS) / 100_000; n++) sanitizeRichText(dirty(n));
    expect(sanitizeRichText(dirty(0))).toBe(first);
    expect(sanitizeRichText(`${dirty(0)}<img src="x" onerror="y()">`)).toBe(first);
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Merhaba<script>alert(1)</script></p><a href="javascript:alert(1)">tıkla</a><img src="x" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain("<p>Merhaba</p>");
  });

  it("keeps the editor's marks, alignment and safe links that open in a new tab", () => {
    const html = sanitizeRichText(
      '<h2 style="text-align: center; color: red">Başlık</h2><p><strong>a</strong> <a href="https://ornek.example">b</a></p>',
    );
    expect(html).toContain('<h2 style="text-align:center">Başlık</h2>');
    expect(html).toContain('<a href="https://ornek.example" target="_blank" rel="noopener noreferrer nofollow">b</a>');
  });

  it("keeps images from http(s) and /uploads and drops data: and other sources", () => {
    const html = sanitizeRichText(
      '<img src="/uploads/a.webp" alt="a"><img src="data:image/png;base64,AAAA"><img src="https://x.example/b.png">',
    );
    expect(html).toContain('src="/uploads/a.webp"');
    expect(html).toContain('src="https://x.example/b.png"');
    expect(html).not.toContain("data:");
  });

  it("drops a local image source that is not an uploaded file's name (no way out of /uploads)", () => {
    for (const src of [
      "/uploads/../git/abc",
      "/uploads/..%2Fgit/abc",
      "/uploads/promotion/../../api/admin/check-settings",
      "/uploads/",
      "/uploads/a.webp?x=/../git",
      "/uploadsx/a.webp",
    ]) {
      expect(sanitizeRichText(`<p>a</p><img src="${src}" alt="x">`), src).toBe("<p>a</p>");
    }
    expect(sanitizeRichText('<img src="/uploads/promotion/1f2e-3d.webp" alt="x">')).toContain(
      'src="/uploads/promotion/1f2e-3d.webp"',
    );
  });

  it("drops iframes, styles and forms entirely", () => {
    expect(sanitizeRichText('<iframe src="https://x"></iframe><style>p{}</style><form><input></form>ok')).toBe("ok");
  });
});

describe("displayRichText", () => {
  it("gives a local upload's image the srcset of its variants and leaves other images alone", () => {
    const html = displayRichText(
      '<p>a<img alt="Logo" src="/uploads/demo/x.webp" width="640" height="360" onerror="x()"></p>' +
        '<img src="https://cdn.example.com/a.png">',
    );
    const set = [160, 320, 640, 960, 1280].map((w) => `/img/${w}/demo/x.webp ${w}w`).join(",");
    expect(html).toBe(
      `<p>a<img alt="Logo" src="/uploads/demo/x.webp" width="640" height="360" srcset="${set}" ` +
        'sizes="(min-width:1024px) 768px,100vw" loading="lazy"></p><img src="https://cdn.example.com/a.png" alt="">',
    );
    expect(sanitizeRichText('<img src="/uploads/demo/x.webp">')).toBe('<img src="/uploads/demo/x.webp" alt="">');
  });

  it("gives an image without width and height the library's, or the one its given one implies, so it holds its place", () => {
    const sizes = new Map([
      ["/uploads/blog_1_abc.webp", { width: 800, height: 450 }],
      ["https://cdn.example.com/a.png", { width: 300, height: 200 }],
    ]);
    const html = displayRichText(
      '<img src="/uploads/blog_1_abc.webp" alt="Bonus"><img src="/uploads/blog_1_abc.webp" width="400">' +
        '<img src="/uploads/blog_1_abc.webp" width="320" height="100"><img src="/uploads/blog_1_abc.webp" width="100%">' +
        '<img src="https://cdn.example.com/a.png"><img src="/uploads/unknown.webp">',
      sizes,
    );
    const dimensions = [...html.matchAll(/<img ([^>]*)>/g)].map((match) =>
      [/width="([^"]*)"/, /height="([^"]*)"/].map((attribute) => attribute.exec(match[1] ?? "")?.[1] ?? null),
    );
    expect(dimensions).toEqual([
      ["800", "450"],
      ["400", "225"],
      ["320", "100"],
      ["100%", null],
      ["300", "200"],
      [null, null],
    ]);
  });

  it("stops a rich-text image's srcset at its original's width", () => {
    const html = displayRichText(
      '<img src="/uploads/demo/logo.webp">',
      new Map([["/uploads/demo/logo.webp", { width: 256, height: 256 }]]),
    );
    expect(html).toContain('srcset="/img/160/demo/logo.webp 160w,/img/320/demo/logo.webp 256w"');
  });

  it("finds every image address in rich text, once each", () => {
    expect(
      imageAddressesIn(
        '<p><img alt="a" src="/uploads/a.png"><img src=\'/uploads/b.png\'></p>',
        null,
        '<img src="/uploads/a.png">',
      ),
    ).toEqual(["/uploads/a.png", "/uploads/b.png"]);
  });
});
