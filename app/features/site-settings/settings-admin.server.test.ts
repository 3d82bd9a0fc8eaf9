import { describe, expect, it } from "vitest";
import { HERO_VALUES } from "../../../tests/support/content-fixtures.ts";
import { ENGINES, useFreshDatabase } from "../../../tests/support/databases.ts";
import type { ContentChange } from "../../utils/content-events.server.ts";
import { CONTENT_MESSAGES, ContentSettingsSchema } from "./content.schema.ts";
import { HeroSchema } from "./hero.schema.ts";
import { getContentSettingsForEdit, getHeroForEdit, saveContentSettings, saveHero } from "./settings-admin.server.ts";
import {
  DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
  DEFAULT_HERO,
  DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
  getHeroContent,
  getSiteTexts,
} from "./site-settings.server.ts";

const HERO = HERO_VALUES;

describe("hero and content schemas", () => {
  it("requires all six hero fields with the spec's messages", () => {
    const result = HeroSchema.safeParse({
      upperTitle: " ",
      mainTitle: "",
      highlightedText: "",
      description: "",
      buttonText: "",
      buttonUrl: "",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Üst başlık gereklidir",
      "Ana başlık gereklidir",
      "Vurgulanacak metin gereklidir",
      "Açıklama gereklidir",
      "Buton metni gereklidir",
      "Buton URL gereklidir",
    ]);
  });

  it("takes an anchor, a site path or an http(s) address as the button target, nothing else", () => {
    for (const ok of ["#promotions-section", "/bonuslar", "https://ornek.example/x"]) {
      expect(HeroSchema.safeParse({ ...HERO, buttonUrl: ok }).success).toBe(true);
    }
    for (const bad of ["javascript:alert(1)", "//evil.example", "bonuslar", "data:text/html,x"]) {
      expect(HeroSchema.safeParse({ ...HERO, buttonUrl: bad }).error?.issues[0]?.message).toBe(
        "Geçerli bir URL giriniz",
      );
    }
  });

  it("keeps the blog-section text optional and the 18+ and disclosure texts required, at most 500", () => {
    const ok = { blogSectionText: "", responsibleGamblingText: "18+", affiliateDisclosureText: "Ortaklık" };
    expect(ContentSettingsSchema.safeParse(ok).success).toBe(true);
    const bad = ContentSettingsSchema.safeParse({
      ...ok,
      responsibleGamblingText: " ",
      affiliateDisclosureText: "x".repeat(501),
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      CONTENT_MESSAGES.responsibleGambling,
      CONTENT_MESSAGES.affiliateDisclosureTooLong,
    ]);
  });
});

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`settings admin services on ${engine.name}`, () => {
    const database = useFreshDatabase(engine.name);
    const changes: ContentChange[] = [];
    const deps = () => ({
      db: database.db,
      events: { contentChanged: (change: ContentChange) => changes.push(change) },
    });

    it("shows the defaults without a hero row, inserts one on the first save and updates it afterwards", async () => {
      expect(await getHeroForEdit(database.db)).toEqual({ values: DEFAULT_HERO, stored: false, updatedAt: null });
      await saveHero(deps(), HERO);
      await saveHero(deps(), { ...HERO, mainTitle: "İkinci Başlık" });
      const rows = await database.db.selectFrom("hero_section").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(await getHeroForEdit(database.db)).toEqual({
        values: { ...HERO, mainTitle: "İkinci Başlık" },
        stored: true,
        updatedAt: rows[0]?.updated_at,
      });
      expect((await getHeroContent(database.db)).mainTitle).toBe("İkinci Başlık");
      expect(changes.filter((c) => c.kind === "settings")).toHaveLength(2);
    });

    it("stores the content texts in one row, sanitises the HTML and stores an empty blog text as null", async () => {
      expect(await getContentSettingsForEdit(database.db)).toEqual({
        blogSectionText: "",
        responsibleGamblingText: DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
        affiliateDisclosureText: DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
      });
      await saveContentSettings(deps(), {
        blogSectionText: `<p>Blog <a href="javascript:alert(1)">metni</a></p><script>alert(2)</script>`,
        responsibleGamblingText: "18+ Yeni uyarı",
        affiliateDisclosureText: "Yeni açıklama",
      });
      const first = await database.db.selectFrom("settings").selectAll().executeTakeFirstOrThrow();
      expect(first.blog_section_text).toBe(
        `<p>Blog <a target="_blank" rel="noopener noreferrer nofollow">metni</a></p>`,
      );
      expect(await getSiteTexts(database.db)).toMatchObject({
        responsibleGamblingText: "18+ Yeni uyarı",
        affiliateDisclosureText: "Yeni açıklama",
      });

      await saveContentSettings(deps(), {
        blogSectionText: "<p></p>",
        responsibleGamblingText: "18+",
        affiliateDisclosureText: "Açıklama",
      });
      const rows = await database.db.selectFrom("settings").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.blog_section_text).toBeNull();
      expect(rows[0]?.updated_at && rows[0].updated_at >= first.updated_at).toBe(true);
    });
  });
}
