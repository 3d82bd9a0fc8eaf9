import { describe, expect, it } from "vitest";
import { RICH_TEXT_NESTING_LIMIT, sanitizeRichText } from "./sanitize-html.server.ts";
import { wellFormedHtml } from "./well-formed-html.server.ts";

/** Markup pasted from other sites or imported from spreadsheets, each with what the page must show instead. */
const REPAIRS: [string, string, string][] = [
  ["an image nobody described", '<p><img src="/uploads/a.webp"></p>', '<p><img src="/uploads/a.webp" alt=""></p>'],
  ["a paragraph in a list", "<ul><p>Papara</p><li>Havale</li></ul>", "<ul><li><p>Papara</p></li><li>Havale</li></ul>"],
  [
    "text and a list straight in a list",
    "<ol>Önce<ul><li>a</li></ul></ol>",
    "<ol><li>Önce<ul><li>a</li></ul></li></ol>",
  ],
  [
    "list items with no list",
    "<p>Artıları:</p><li>Hızlı</li> <li>Güvenli</li>",
    "<p>Artıları:</p><ul><li>Hızlı</li> <li>Güvenli</li></ul>",
  ],
  [
    "bold left open across paragraphs",
    "<p><strong>Kalın<p>devam",
    "<p><strong>Kalın</strong></p><p><strong>devam</strong></p>",
  ],
  ["bold around a paragraph", "<strong><p>Kalın paragraf</p></strong>", "<p>Kalın paragraf</p>"],
  ["a list inside a heading", "<h2>Başlık<ul><li>a</li></ul></h2>", "Başlık<ul><li>a</li></ul>"],
];

describe("wellFormedHtml", () => {
  it.each(REPAIRS)("repairs %s as a browser would parse it, within HTML's content rules", (_name, source, expected) => {
    expect(wellFormedHtml(source)).toBe(expected);
  });

  it("leaves what the editor writes as it is", () => {
    const editor =
      '<h2 style="text-align:center">Başlık</h2><p><strong>a</strong> <em>b</em></p><ul><li><p>c</p></li></ul><blockquote><p>d</p></blockquote><pre><code>e</code></pre><p></p><hr>';
    expect(wellFormedHtml(editor)).toBe(editor);
  });

  it("changes nothing the second time, so stored text sanitised again on every render stays the same", () => {
    for (const [, source] of REPAIRS) {
      const once = sanitizeRichText(source);
      expect(sanitizeRichText(once)).toBe(once);
      expect(wellFormedHtml(once)).toBe(once);
    }
  });
});

/** How deep the elements of `html` nest (void elements do not open one). */
function depthOf(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, tag] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (tag === "img" || tag === "br" || tag === "hr") continue;
    depth += closing ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

describe("sanitizeRichText's nesting limit", () => {
  it("keeps the text of tags nested past the limit, where 20,000 of them overflowed the stack", () => {
    for (const tag of ["b", "blockquote", "ul", "li", "strong><p"]) {
      const html = sanitizeRichText(`${`<${tag}>`.repeat(20_000)}metin`);
      expect(html).toContain("metin");
      // A list straight in a list gains an <li> per level (wellFormedHtml), so at most twice the limit.
      expect(depthOf(html)).toBeLessThanOrEqual(2 * RICH_TEXT_NESTING_LIMIT);
    }
  });
});
