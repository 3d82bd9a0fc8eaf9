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
    const hostile = [
      "<".repeat(1_000_000),
      "<p".repeat(500_000),
      `<script>${"</script".repeat(100_000)}`,
      `a${"<!".repeat(500_000)}`,
      "&#1".repeat(300_000),
    ];
    for (const html of hostile) {
      expect(html.length).toBeGreaterThan(800_000);
      // The best of three runs, so that a loaded machine does not fail it; a quadratic scan would take minutes.
      const runs = [0, 1, 2].map(() => {
        const started = performance.now();
        htmlToText(html);
        return performance.now() - started;
      });
      expect(Math.min(...runs)).toBeLessThan(100);
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
