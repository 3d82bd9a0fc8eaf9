import { describe, expect, it } from "vitest";
import { readRss2 } from "../../tests/support/rss-check.ts";
import { renderRss, rfc822 } from "./rss.ts";

const channel = {
  title: "Bonus Rehberi Blog",
  link: "https://ornek.example/blog",
  self: "https://ornek.example/blog/rss.xml",
  description: "Rehber yazılar",
};

describe("an RSS 2.0 feed", () => {
  it("is a valid RSS 2.0 document a feed reader reads item by item, newest first as given", () => {
    const xml = renderRss({
      ...channel,
      items: [
        {
          title: "Çevrim şartı nedir?",
          link: "https://ornek.example/blog/cevrim-sarti",
          description: "Çevrimin ne olduğu, nasıl hesaplandığı.",
          published: "2026-12-05T09:30:00.000Z",
          category: "Rehber",
        },
        {
          title: "Güvenilir site seçimi",
          link: "https://ornek.example/blog/guvenilir",
          description: "Lisans, ödeme ve destek.",
          published: new Date("2026-12-01T08:00:00.000Z"),
        },
      ],
    });
    const feed = readRss2(xml);
    expect(feed.title).toBe("Bonus Rehberi Blog");
    expect(feed.language).toBe("tr-TR");
    expect(feed.self).toBe("https://ornek.example/blog/rss.xml");
    expect(feed.items.map((item) => [item.title, item.url, item.published?.toISOString()])).toEqual([
      ["Çevrim şartı nedir?", "https://ornek.example/blog/cevrim-sarti", "2026-12-05T09:30:00.000Z"],
      ["Güvenilir site seçimi", "https://ornek.example/blog/guvenilir", "2026-12-01T08:00:00.000Z"],
    ]);
    expect(xml).toContain("<lastBuildDate>Sat, 05 Dec 2026 09:30:00 GMT</lastBuildDate>");
  });

  it("escapes markup and drops the control characters XML does not allow, so a stored title cannot break the feed", () => {
    const hostile = `<script>alert("x")</script> & 'tırnak' \u0007]]>`;
    const xml = renderRss({
      ...channel,
      items: [
        { title: hostile, link: "https://ornek.example/a?b=1&c=2", description: hostile, published: new Date(0) },
      ],
    });
    expect(xml).not.toContain("<script>");
    const [item] = readRss2(xml).items;
    expect(item?.title).toBe(`<script>alert("x")</script> & 'tırnak' ]]>`);
    expect(item?.url).toBe("https://ornek.example/a?b=1&c=2");
  });

  it("is valid with no items at all (a new site)", () => {
    expect(readRss2(renderRss({ ...channel, items: [] })).items).toEqual([]);
  });

  it("writes dates in RFC 822, in GMT", () => {
    expect(rfc822("2026-01-02T03:04:05.000Z")).toBe("Fri, 02 Jan 2026 03:04:05 GMT");
  });
});
