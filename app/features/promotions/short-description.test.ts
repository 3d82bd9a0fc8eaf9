import { describe, expect, it } from "vitest";
import { shortDescriptionOf } from "./promotions.server.ts";

describe("shortDescriptionOf", () => {
  it("takes the leading paragraph as plain text and decodes the entities the editor writes", () => {
    expect(shortDescriptionOf("<p>%100 bonus &lt;yeni&gt; &amp; &quot;hızlı&quot;</p><p>Detay</p>")).toBe(
      '%100 bonus <yeni> & "hızlı"',
    );
  });

  it("falls back to the first 150 plain characters without a leading paragraph", () => {
    const text = `<h2>Başlık</h2>${"a".repeat(200)}`;
    expect(shortDescriptionOf(text)).toHaveLength(150);
  });
});
