import { describe, expect, it } from "vitest";
import { seoRow } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { normalizeKeywords, SEO_MESSAGES, SeoSettingsSchema } from "./seo.schema.ts";
import { findSeoOverride } from "./seo.server.ts";
import { listSeoSettingsForAdmin, SEO_PAGES, updateSeoSettings } from "./seo-admin.server.ts";

describe("SEO settings schema", () => {
  it("allows titles and descriptions over the advised 60/160 but not over the hard caps", () => {
    const id = crypto.randomUUID();
    expect(
      SeoSettingsSchema.safeParse({ id, title: "x".repeat(61), description: "y".repeat(161), keywords: "" }).success,
    ).toBe(true);
    const result = SeoSettingsSchema.safeParse({
      id: "yok",
      title: "x".repeat(301),
      description: "y".repeat(501),
      keywords: "z".repeat(501),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      SEO_MESSAGES.page,
      SEO_MESSAGES.titleTooLong,
      SEO_MESSAGES.descriptionTooLong,
      SEO_MESSAGES.keywordsTooLong,
    ]);
  });

  it("normalises keywords to a comma-separated list without blanks or repeats", () => {
    expect(normalizeKeywords(" casino ,, Bonus,bonus ,  deneme   bonusu ,")).toBe("casino, Bonus, deneme bonusu");
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`SEO admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("adds an empty row for each known public page once and lists every row by page name", async () => {
      await database.db
        .insertInto("seo_settings")
        .values(seoRow({ page_path: "/blog", page_name: "Blog", title: "Eski" }))
        .execute();
      const first = await listSeoSettingsForAdmin(database.db);
      const again = await listSeoSettingsForAdmin(database.db);
      expect(again).toEqual(first);
      expect(first.map((row) => row.pageName)).toEqual(
        [...SEO_PAGES.map((p) => p.pageName)].sort((a, b) => (a < b ? -1 : 1)),
      );
      expect(first.find((row) => row.pagePath === "/blog")?.title).toBe("Eski");
    });

    it("saves a page's texts, stores empty ones as null and announces the change", async () => {
      const page = (await listSeoSettingsForAdmin(database.db)).find((row) => row.pagePath === "/guvenilir-siteler");
      if (!page) throw new Error("missing page");
      changes.length = 0;
      const saved = await updateSeoSettings(deps(), {
        id: page.id,
        title: "Güvenilir Siteler Başlığı",
        description: "",
        keywords: "a, ,b",
      });
      expect(saved).toMatchObject({ title: "Güvenilir Siteler Başlığı", description: "", keywords: "a, b" });
      expect(await findSeoOverride(database.db, "/guvenilir-siteler")).toEqual({
        title: "Güvenilir Siteler Başlığı",
        description: null,
        keywords: "a, b",
      });
      expect(changes).toEqual([{ kind: "seo" }]);
      await expect(
        updateSeoSettings(deps(), { id: crypto.randomUUID(), title: "x", description: "", keywords: "" }),
      ).rejects.toMatchObject({ code: "not_found" });
    });
  });
}
