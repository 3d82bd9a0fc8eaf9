import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, startInProcessSite } from "../support/in-process-site.ts";

/** /ara of the BUILT app over the demo content: the page, its answers to odd input, and what it lets be stored. */
let site: InProcessSite;

beforeAll(async () => {
  site = await startInProcessSite();
}, 60_000);

afterAll(async () => {
  await site?.close();
});

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });

describe("the site search page", () => {
  it("finds a casino and its offers by the casino's name, marks the words, and is never indexed or stored", async () => {
    const response = await get(`/ara?q=${encodeURIComponent("LALE casino")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-cache")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/<h2[^>]*>Casinolar \(\d+\)<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Bonuslar \(\d+\)<\/h2>/);
    expect(html).toContain('href="/casino/lale-casino"');
    expect(html).toMatch(/<mark[^>]*>Lale<\/mark> <mark[^>]*>Casino<\/mark>/);
    // Two search landmarks, told apart: the header's form and the page's own, named.
    expect(html).toContain('<form role="search" class="flex min-w-0" action="/ara">');
    expect(html).toContain('<search aria-label="Yeni arama"');
  });

  it("says when nothing matches, and invites a search without a query (that page alone may be cached)", async () => {
    const none = await (await get("/ara?q=eslesmeyen-kelime")).text();
    expect(none).toContain("“eslesmeyen-kelime” için sonuç bulunamadı.");
    const empty = await get("/ara");
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain("Bir casino adı, bonus türü veya konu yazın");
    expect((await get("/ara")).headers.get("x-cache")).toBe("HIT");
  });

  it("answers an over-long query with 400 and the Turkish message, and changes nothing", async () => {
    const response = await get(`/ara?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Arama metni en fazla 100 karakter olabilir.");
    expect((await get(`/ara?q=${"a".repeat(10_000)}`)).status).toBe(400);
    expect((await get(`/ara?q=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("never answers hostile input with a 500, and shows the visitor's text only escaped", async () => {
    const hostile: [string, string][] = [
      ["<script>alert(1)</script>", ""],
      ['"lale" OR *', ""],
      ["kind : casino", ""],
      ["\u0000\u0001", ""],
      ["'; drop table casinos; --", ""],
      ["NEAR(lale casino)", ""],
      ["\u202e\ufeff", ""],
      ["lale", "&tur=casino&tur=yazi&sayfa=-1"],
      ["lale", "&tur=%3Cb%3E&sayfa=99999999999"],
      ["lale", "&q=ikinci"],
    ];
    for (const [q, rest] of hostile) {
      const response = await get(`/ara?q=${encodeURIComponent(q)}${rest}`);
      expect(response.status, q).toBe(200);
      expect(await response.text()).not.toContain("<script>alert(1)</script>");
    }
    const data = await get(`/ara.data?q=${encodeURIComponent("<script>")}`);
    expect(data.status).toBe(200);
  });

  it("pages one kind with the kind and query kept in the links", async () => {
    const html = await (await get("/ara?q=bonus&tur=bonus")).text();
    expect(html).toMatch(/<h2[^>]*>Bonuslar \(\d+\)<\/h2>/);
    expect(html).not.toMatch(/<h2[^>]*>Casinolar/);
    expect(html).toContain("Tüm sonuçlara dön");
  });
});
