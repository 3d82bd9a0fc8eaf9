import { describe, expect, it } from "vitest";
import { countWords, decodeEntities, escapeHtml, htmlToText } from "./html-text.ts";

describe("htmlToText", () => {
  it("keeps the text of inline marks together and separates blocks, breaks and list items", () => {
    expect(htmlToText("<p>Merhaba&nbsp;<em>dün</em>ya &amp; herkes</p><p>Selam</p>")).toBe(
      "Merhaba dünya & herkes Selam",
    );
    expect(htmlToText("<h2>Başlık</h2>metin<br>satır<ul><li>bir</li><li>iki</li></ul><div>son</div>")).toBe(
      "Başlık metin satır bir iki son",
    );
    expect(htmlToText('<p><a href="/x" title="a > b">bağ</a>lantı <strong>%100</strong></p>')).toBe("bağlantı %100");
  });

  it("drops scripts, styles and comments with everything inside them", () => {
    expect(htmlToText("<p>a</p><script>alert('<b>x</b>')</script><style>p{}</style><!-- gizli --><p>b</p>")).toBe(
      "a b",
    );
    expect(htmlToText("önce<SCRIPT type='x'>kod</script >sonra")).toBe("önce sonra");
  });

  it("decodes entities once, after the tags are gone, so escaped markup stays text", () => {
    expect(htmlToText("<p>%100 bonus &lt;yeni&gt; &amp; &quot;hızlı&quot; &#39;a&#x27; &apos;</p>")).toBe(
      `%100 bonus <yeni> & "hızlı" 'a' '`,
    );
    expect(htmlToText("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
    expect(decodeEntities("&#287;&#x15F; &unknown; &#0; &#xD800;")).toBe("ğş &unknown; \ufffd \ufffd");
  });

  it("collapses every run of whitespace, non-breaking spaces included, and trims the ends", () => {
    expect(htmlToText("  <p>\n bir \t&nbsp; iki\u00a0</p>\n")).toBe("bir iki");
    expect(htmlToText("")).toBe("");
    expect(htmlToText(null)).toBe("");
  });

  it("treats a '<' that starts no tag as text, and an unterminated tag as the end of the input", () => {
    expect(htmlToText("a < b ve 3<4")).toBe("a < b ve 3<4");
    expect(htmlToText("metin <p class='açık")).toBe("metin");
  });

  it("cuts a long text to the given length with an ellipsis", () => {
    expect(htmlToText(`<p>${"kelime ".repeat(50)}</p>`, 20)).toBe("kelime kelime kelim…");
    expect(htmlToText("<p>kısa</p>", 20)).toBe("kısa");
  });

  it("takes linear time on a megabyte of unclosed '<' and unterminated tags", () => {
    const hostile: Array<(size: number) => string> = [
      (size) => "<".repeat(size),
      (size) => "<p".repeat(size / 2),
      (size) => `<script>${"</script".repeat(size / 10)}`,
      (size) => `a${"<!".repeat(size / 2)}`,
      (size) => "&#1".repeat(size / 3),
    ];
    // Best of three runs of one input size, in milliseconds.
    const bestTime = (html: string) =>
      Math.min(
        ...[0, 1, 2].map(() => {
          const started = performance.now();
          htmlToText(html);
          return performance.now() - started;
        }),
      );
    for (const make of hostile) {
      const large = make(1_000_000);
      expect(large.length).toBeGreaterThan(800_000);
      const largeTime = bestTime(large);
      // Growth, not wall time, so that a loaded machine does not fail it: four times the input costs about four
      // times the time when the scan is linear, sixteen times when it is quadratic (which on a megabyte takes minutes).
      // A megabyte done in under half a second is linear whatever the ratio of two tiny timings says.
      if (largeTime >= 500) expect(largeTime / Math.max(bestTime(make(250_000)), 1)).toBeLessThan(8);
    }
  });
});

describe("countWords", () => {
  it("counts the words a reader sees, the same for the blog editor and the AI dialogs", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("<p></p><p>&nbsp;</p>")).toBe(0);
    expect(countWords("<p>bir iki</p><p>üç</p><ul><li>dört</li><li>beş&nbsp;altı</li></ul>")).toBe(6);
    expect(countWords("<p><strong>Hoş</strong>geldin bonusu</p>")).toBe(2);
  });
});

describe("escapeHtml", () => {
  it("escapes the characters that would start markup or an entity, and round-trips through htmlToText", () => {
    const text = `Tom & Jerry <yeni> "hızlı"`;
    expect(escapeHtml(text)).toBe(`Tom &amp; Jerry &lt;yeni&gt; "hızlı"`);
    expect(htmlToText(`<p>${escapeHtml(text)}</p>`)).toBe(text);
  });
});
