import { describe, expect, it } from "vitest";
import { casinoRow, daysFrom, postRow, promotionRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { Highlighted } from "./highlight.ts";
import { SEARCH_CANDIDATES, SEARCH_MESSAGES } from "./search-texts.ts";
import { SEARCH_GROUP_SIZE, SEARCH_PAGE_SIZE, type SearchHit, searchSite } from "./site-search.server.ts";

/** A highlighted text as one string, marks shown as [word]. */
function shown(text: Highlighted): string {
  return text.map((piece) => (typeof piece === "string" ? piece : `[${piece.mark}]`)).join("");
}

const titles = (hits: SearchHit[]) => hits.map((hit) => shown(hit.title));

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`the site search on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    it("finds a casino and its promotions by the casino's name, grouped by kind, with the words marked", async () => {
      const { db } = database;
      const casino = casinoRow({ name: "Yıldız Bet", slug: "yildiz-bet" });
      const other = casinoRow({ name: "Başka Casino", slug: "baska-casino" });
      await db.insertInto("casinos").values([casino, other]).execute();
      await db
        .insertInto("promotions")
        .values([
          promotionRow({ title: "Hoş Geldin Bonusu", casino_id: casino.id }),
          promotionRow({ title: "Kayıp Bonusu", casino_id: other.id }),
        ])
        .execute();
      await db
        .insertInto("blog_posts")
        .values(postRow({ title: "Yeni siteler", content: "<p>Yıldız Bet bu ay öne çıktı.</p>" }))
        .execute();

      const { groups } = await searchSite(db, { q: "YILDIZ bet" });
      expect(groups.map((group) => [group.kind, group.total])).toEqual([
        ["casino", 1],
        ["promotion", 1],
        ["post", 1],
        ["page", 0],
      ]);
      const [casinos, promotions, posts] = groups;
      expect(titles(casinos?.hits ?? [])).toEqual(["[Yıldız] [Bet]"]);
      expect(casinos?.hits[0]?.href).toBe("/casino/yildiz-bet");
      expect(titles(promotions?.hits ?? [])).toEqual(["Hoş Geldin Bonusu"]);
      expect(promotions?.hits[0]?.meta).toBe("Yıldız Bet");
      expect(shown(posts?.hits[0]?.text ?? [])).toBe("[Yıldız] [Bet] bu ay öne çıktı.");
    });

    it("folds Turkish letters on both sides: İ/i, I/ı, ş/s, ğ/g, and matches word beginnings", async () => {
      const { db } = database;
      await db
        .insertInto("promotions")
        .values([
          promotionRow({ title: "IŞIK Çarkı" }),
          promotionRow({ title: "İstanbul Şöleni" }),
          promotionRow({ title: "Doğum Günü Hediyesi" }),
        ])
        .execute();
      const find = async (q: string) => titles((await searchSite(db, { q, kind: "promotion" })).groups[0]?.hits ?? []);
      expect(await find("ışık")).toEqual(["[IŞIK] Çarkı"]);
      expect(await find("isik")).toEqual(["[IŞIK] Çarkı"]);
      expect(await find("ISTANBUL")).toEqual(["[İstanbul] Şöleni"]);
      expect(await find("solen")).toEqual(["İstanbul [Şöleni]"]);
      expect(await find("dogum gun")).toEqual(["[Doğum] [Günü] Hediyesi"]);
      // A word's middle is not a word's beginning.
      expect(await find("stanbul")).toEqual([]);
    });

    it("ranks title matches before matches in the text only", async () => {
      const { db } = database;
      await db
        .insertInto("promotions")
        .values([
          promotionRow({ title: "Haftalık fırsat", description: "<p>Çevrimsiz kazanç, çevrimsiz çekim.</p>" }),
          promotionRow({ title: "Çevrimsiz Deneme Bonusu" }),
        ])
        .execute();
      const { groups } = await searchSite(db, { q: "çevrimsiz", kind: "promotion" });
      expect(titles(groups[0]?.hits ?? [])).toEqual(["[Çevrimsiz] Deneme Bonusu", "Haftalık fırsat"]);
    });

    it("ranks a title holding every word first, then the newest, whatever else the text holds", async () => {
      const { db } = database;
      for (const post of [
        postRow({ title: "İlk turnuva rehberi", content: "<p>Turnuva turnuva turnuva.</p>" }),
        postRow({ title: "Turnuva notları", category: "Haberler" }),
        postRow({ title: "Haftanın özeti", content: "<p>Turnuva rehberi güncellendi.</p>" }),
        postRow({ title: "Turnuva takvimi", content: "<p>Rehberi okuyun.</p>" }),
        postRow({ title: "Son turnuva rehberi" }),
      ]) {
        await db.insertInto("blog_posts").values(post).execute();
      }
      const find = async (q: string) => titles((await searchSite(db, { q, kind: "post" })).groups[0]?.hits ?? []);
      // Written first, "İlk" mentions the word most often: how often does not count, the title and the date do.
      expect(await find("turnuva")).toEqual([
        "Son [turnuva] rehberi",
        "[Turnuva] takvimi",
        "[Turnuva] notları",
        "İlk [turnuva] rehberi",
        "Haftanın özeti",
      ]);
      // Both words in the title first; a title holding one of them counts as a match in the text.
      expect(await find("turnuva rehber")).toEqual([
        "Son [turnuva] [rehberi]",
        "İlk [turnuva] [rehberi]",
        "[Turnuva] takvimi",
        "Haftanın özeti",
      ]);
    });

    it("finds promotions by their terms and description, and shows only active, unexpired offers and published posts", async () => {
      const { db } = database;
      const now = new Date();
      await db
        .insertInto("promotions")
        .values([
          promotionRow({ title: "Açık", terms: ["Papara ile yatırım gerekir"] }),
          promotionRow({ title: "Kapalı", terms: ["Papara"], is_active: false }),
          promotionRow({ title: "Bitmiş", terms: ["Papara"], expiry_date: daysFrom(now, -1) }),
        ])
        .execute();
      await db
        .insertInto("blog_posts")
        .values([
          postRow({ title: "Papara rehberi" }),
          postRow({ title: "Papara taslağı", is_published: false, published_at: null }),
        ])
        .execute();
      const { groups } = await searchSite(db, { q: "papara", now });
      expect(groups.map((group) => [group.kind, titles(group.hits)])).toEqual([
        ["casino", []],
        ["promotion", ["Açık"]],
        ["post", ["[Papara] rehberi"]],
        ["page", []],
      ]);
    });

    it("keeps the index in step with edits, a casino's new name, unpublishing and deletes", async () => {
      const { db } = database;
      const casino = casinoRow({ name: "Eski Ad" });
      await db.insertInto("casinos").values(casino).execute();
      const promotion = promotionRow({ title: "Kampanya", casino_id: casino.id });
      await db.insertInto("promotions").values(promotion).execute();
      const post = postRow({ title: "Zümrüt yazısı" });
      await db.insertInto("blog_posts").values(post).execute();
      const count = async (q: string) =>
        Object.fromEntries((await searchSite(db, { q })).groups.map((group) => [group.kind, group.total]));

      await db.updateTable("promotions").set({ title: "Bayram Kampanyası" }).where("id", "=", promotion.id).execute();
      expect(await count("bayram")).toEqual({ casino: 0, promotion: 1, post: 0, page: 0 });
      await db.updateTable("casinos").set({ name: "Yeni Ad" }).where("id", "=", casino.id).execute();
      expect(await count("eski")).toEqual({ casino: 0, promotion: 0, post: 0, page: 0 });
      expect(await count("yeni ad")).toEqual({ casino: 1, promotion: 1, post: 0, page: 0 });
      await db.updateTable("blog_posts").set({ is_published: false }).where("id", "=", post.id).execute();
      expect(await count("zumrut")).toEqual({ casino: 0, promotion: 0, post: 0, page: 0 });
      await db.updateTable("blog_posts").set({ is_published: true }).where("id", "=", post.id).execute();
      expect(await count("zumrut")).toEqual({ casino: 0, promotion: 0, post: 1, page: 0 });
      await db.deleteFrom("blog_posts").where("id", "=", post.id).execute();
      await db.deleteFrom("promotions").where("id", "=", promotion.id).execute();
      expect(await count("zumrut")).toEqual({ casino: 0, promotion: 0, post: 0, page: 0 });
      expect(await count("bayram")).toEqual({ casino: 0, promotion: 0, post: 0, page: 0 });
      const left = await db
        .selectFrom("search_documents")
        .select("kind")
        .where("ref_id", "in", [casino.id, promotion.id, post.id])
        .execute();
      expect(left).toEqual([{ kind: "casino" }]);
    });

    it("pages one kind, shows a few of each kind on the grouped page, and answers a page past the end with the last", async () => {
      const { db } = database;
      const posts = Array.from({ length: SEARCH_PAGE_SIZE + 3 }, (_, i) =>
        postRow({ title: `Slot rehberi ${String(i).padStart(2, "0")}` }),
      );
      await db.insertInto("blog_posts").values(posts).execute();
      const grouped = await searchSite(db, { q: "slot" });
      expect(grouped.groups[2]).toMatchObject({ kind: "post", total: SEARCH_PAGE_SIZE + 3, pageCount: 5 });
      expect(grouped.groups[2]?.hits).toHaveLength(SEARCH_GROUP_SIZE);
      const second = await searchSite(db, { q: "slot", kind: "post", page: 2 });
      expect(second.groups).toHaveLength(1);
      expect(second.groups[0]).toMatchObject({ page: 2, pageCount: 2, total: SEARCH_PAGE_SIZE + 3 });
      // Every title matches: the newest first, so the three written first are on the last page.
      expect(titles(second.groups[0]?.hits ?? [])).toEqual([
        "[Slot] rehberi 02",
        "[Slot] rehberi 01",
        "[Slot] rehberi 00",
      ]);
      const past = await searchSite(db, { q: "slot", kind: "post", page: 40 });
      expect(past.groups[0]).toMatchObject({ page: 2, pageCount: 2 });
      expect(past.groups[0]?.hits).toHaveLength(3);
    });

    it("ranks and counts at most the newest thousand matches of a kind, and says there are more", async () => {
      const { db } = database;
      const posts = Array.from({ length: SEARCH_CANDIDATES + 2 }, (_, i) => postRow({ title: `Kumsal notu ${i}` }));
      for (let i = 0; i < posts.length; i += 200)
        await db
          .insertInto("blog_posts")
          .values(posts.slice(i, i + 200))
          .execute();
      const { groups } = await searchSite(db, { q: "kumsal" });
      expect(groups[2]).toMatchObject({ kind: "post", total: SEARCH_CANDIDATES, capped: true });
      expect((await searchSite(db, { q: "slot" })).groups[2]?.capped).toBe(false);
    });

    it("finds every word beginning with a longer query word, whether the index has a few such words or many", async () => {
      const { db } = database;
      // 70 words beginning with "kelime" (more than the index's words asked one by one), 11 with "kelime1", a
      // "kelime2lik" in a post's body, a diacritic form ("Kelime5ç" is indexed as "kelime5c").
      await db
        .insertInto("blog_posts")
        .values([
          ...Array.from({ length: 70 }, (_, i) => postRow({ title: `Kelime${i} notu` })),
          postRow({ title: "Başka not", content: "<p>Uzun metin: kelime2lik bir söz.</p>" }),
          postRow({ title: "Kelime5ç yazısı" }),
        ])
        .execute();
      const total = async (q: string) => (await searchSite(db, { q, kind: "post" })).groups[0]?.total;
      expect(await total("kelime")).toBe(72);
      expect(await total("kelime1")).toBe(11);
      expect(await total("KELİME2")).toBe(12);
      expect(await total("kelime5")).toBe(12);
      expect(await total("kelime5c")).toBe(1);
      expect(await total("kelime1 notu")).toBe(11);
      expect(await total("kelimex")).toBe(0);
      const page = await searchSite(db, { q: "kelime2l", kind: "post" });
      expect(titles(page.groups[0]?.hits ?? [])).toEqual(["Başka not"]);
      expect(shown(page.groups[0]?.hits[0]?.text ?? [])).toBe("Uzun metin: [kelime2lik] bir söz.");
    });

    it("searches one-letter words whole and at most eight words: 'a b c …' ×50 answers with exact totals", async () => {
      const { db } = database;
      const letters = "abcdefghijklmnopqrstuvwxyz";
      // Words that begin with each searched letter, in many rows: as prefixes they would all match (and cost).
      const prefixed = Array.from({ length: 150 }, (_, i) =>
        postRow({ title: `Araba bulut ceviz dere elma fil gemi hali ${i}` }),
      );
      await db.insertInto("blog_posts").values(prefixed).execute();
      await db
        .insertInto("blog_posts")
        .values(postRow({ title: "Harfler", excerpt: "A, b, c, d, e, f, g ve h şıkları." }))
        .execute();
      const q = Array.from({ length: 50 }, (_, i) => letters[i % letters.length]).join(" ");
      expect(q.length).toBeLessThanOrEqual(100);
      const result = await searchSite(db, { q });
      expect(result.words).toEqual([..."abcdefgh"]);
      expect(result.groups.map((group) => [group.kind, group.total, group.capped])).toEqual([
        ["casino", 0, false],
        ["promotion", 0, false],
        ["post", 1, false],
        ["page", 0, false],
      ]);
      expect(shown(result.groups[2]?.hits[0]?.text ?? [])).toBe("[A], [b], [c], [d], [e], [f], [g] ve [h] şıkları.");
      // A one-letter word beside a longer one: the longer stays a prefix.
      expect((await searchSite(db, { q: "a bulu", kind: "post" })).groups[0]?.total).toBe(0);
      expect((await searchSite(db, { q: "h şık", kind: "post" })).groups[0]?.total).toBe(1);
      expect((await searchSite(db, { q: "arab bulu", kind: "post" })).groups[0]?.total).toBe(150);
    });

    it("reads an exact count unless the index had more matches than it hands over", async () => {
      const { db } = database;
      // The newest SEARCH_CANDIDATES + 1 matches hand over SEARCH_CANDIDATES: a tenth of them are hidden drafts.
      const posts = Array.from({ length: SEARCH_CANDIDATES + 1 }, (_, i) =>
        postRow({ title: `Mercan notu ${i}`, ...(i % 10 === 0 ? { is_published: false, published_at: null } : {}) }),
      );
      for (let i = 0; i < posts.length; i += 250)
        await db
          .insertInto("blog_posts")
          .values(posts.slice(i, i + 250))
          .execute();
      await db
        .insertInto("blog_posts")
        .values(postRow({ title: "Mercan rehberi tek" }))
        .execute();
      const capped = (await searchSite(db, { q: "mercan", kind: "post" })).groups[0];
      expect(capped).toMatchObject({ capped: true });
      expect(SEARCH_MESSAGES.count(capped?.total ?? 0, true)).toBe(`${capped?.total}+`);
      expect(capped?.total).toBeLessThan(SEARCH_CANDIDATES);
      const exact = (await searchSite(db, { q: "mercan rehberi", kind: "post" })).groups[0];
      expect(exact).toMatchObject({ total: 1, capped: false });
      expect(SEARCH_MESSAGES.count(1, false)).toBe("1");
    });

    it("marks words in text that holds markup as text: nothing the writer typed becomes HTML", async () => {
      const { db } = database;
      await db
        .insertInto("blog_posts")
        .values(postRow({ title: "Kod <script>alert(1)</script> örneği", excerpt: "A <b>kod</b> & <i>dene</i>" }))
        .execute();
      const hit = (await searchSite(db, { q: "kod" })).groups[2]?.hits[0];
      expect(shown(hit?.title ?? [])).toBe("[Kod] <script>alert(1)</script> örneği");
      expect(hit?.title).toContainEqual({ mark: "Kod" });
      expect(shown(hit?.text ?? [])).toBe("A [kod] & dene");
    });

    it("takes hostile or empty queries as words, never as index syntax", async () => {
      const { db } = database;
      await db
        .insertInto("promotions")
        .values(promotionRow({ title: "Vaha Bonusu" }))
        .execute();
      for (const q of [
        '"',
        "*",
        "AND OR NOT",
        "bonus OR",
        "(deneme",
        "kind : casino",
        "'; drop table x; --",
        "\u0000",
        "   ",
      ]) {
        const result = await searchSite(db, { q });
        expect(result.groups.every((group) => group.total >= 0)).toBe(true);
      }
      expect((await searchSite(db, { q: "vaha*" })).groups[1]?.total).toBe(1);
      expect((await searchSite(db, { q: '"vaha" (bonus' })).groups[1]?.total).toBe(1);
      expect(await searchSite(db, { q: " -- " })).toEqual({ words: [], groups: [] });
    });
  });
}
