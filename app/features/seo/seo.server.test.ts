import { describe, expect, it } from "vitest";
import { seoRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import { findFallbackKeywords, findSeoOverride } from "./seo.server.ts";

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`SEO row lookup on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);

    // Spec 1 §1: "SEO defaults used when no stored SEO row exists: a site title, a description, and the keywords
    // 'casino, bonus, promosyon'". Title and description null: the page keeps its own built-in ones.
    it("gives the keywords 'casino, bonus, promosyon' and no title or description when no SEO row is stored", async () => {
      expect(await findSeoOverride(database.db, "/bonuslar")).toEqual({
        title: null,
        description: null,
        keywords: "casino, bonus, promosyon",
      });
      expect(await findSeoOverride(database.db, "/")).toEqual({
        title: null,
        description: null,
        keywords: "casino, bonus, promosyon",
      });
    });

    // Spec 1 §7 for the pages the SEO settings do not list (a casino, a promotion, the lists, the comparison).
    it("gives a page without an SEO row of its own the '/' row's keywords, else 'casino, bonus, promosyon'", async () => {
      expect(await findFallbackKeywords(database.db)).toBe("casino, bonus, promosyon");
      await database.db
        .insertInto("seo_settings")
        .values(seoRow({ page_path: "/", keywords: "" }))
        .execute();
      expect(await findFallbackKeywords(database.db)).toBe("casino, bonus, promosyon");
      await database.db
        .updateTable("seo_settings")
        .set({ keywords: "ana, sayfa" })
        .where("page_path", "=", "/")
        .execute();
      expect(await findFallbackKeywords(database.db)).toBe("ana, sayfa");
      await database.db.deleteFrom("seo_settings").execute();
    });

    // Spec 1 §7: "seo_settings: select by page_path, falling back to the row for '/'".
    it("falls back to the row for '/' when a page has no row of its own, and prefers the page's own row", async () => {
      await database.db
        .insertInto("seo_settings")
        .values([
          seoRow({ page_path: "/", title: "Ana Başlık", description: "Ana açıklama", keywords: "ana, sayfa" }),
          seoRow({ page_path: "/blog", title: "Blog Başlığı", description: null, keywords: null }),
        ])
        .execute();
      expect(await findSeoOverride(database.db, "/bonuslar")).toEqual({
        title: "Ana Başlık",
        description: "Ana açıklama",
        keywords: "ana, sayfa",
      });
      expect(await findSeoOverride(database.db, "/blog")).toEqual({
        title: "Blog Başlığı",
        description: null,
        keywords: null,
      });
    });
  });
}
