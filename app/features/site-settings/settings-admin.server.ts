import type { ContentEvents } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { saveSingleRow } from "../../utils/single-row.server.ts";
import type { ContentSettingsInput } from "./content.schema.ts";
import type { HeroInput } from "./hero.schema.ts";
import {
  DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
  DEFAULT_HERO,
  DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
  findStoredHero,
  type HeroContent,
} from "./site-settings.server.ts";

export interface AdminDeps {
  db: Db;
  events: Pick<ContentEvents, "contentChanged">;
}

export interface HeroForEdit {
  values: HeroContent;
  /** False when no row exists yet and the values are the defaults (spec 2 §8: no rows means defaults). */
  stored: boolean;
}

/** The hero the public home page shows, or its defaults while none is stored. */
export async function getHeroForEdit(db: Db): Promise<HeroForEdit> {
  const stored = await findStoredHero(db);
  return stored ? { values: stored, stored: true } : { values: DEFAULT_HERO, stored: false };
}

/** Single row: inserted when missing, else the current row is updated; updated_at is set either way. */
export async function saveHero(deps: AdminDeps, input: HeroInput): Promise<void> {
  const now = new Date().toISOString();
  const values = {
    upper_title: input.upperTitle,
    main_title: input.mainTitle,
    highlighted_text: input.highlightedText,
    description: input.description,
    button_text: input.buttonText,
    button_url: input.buttonUrl,
    updated_at: now,
  };
  await saveSingleRow(deps.db, "hero_section", values);
  deps.events.contentChanged({ kind: "settings" });
}

export interface ContentSettingsForEdit {
  /** Sanitised HTML for the editor; empty when none is stored. */
  blogSectionText: string;
  responsibleGamblingText: string;
  affiliateDisclosureText: string;
}

export async function getContentSettingsForEdit(db: Db): Promise<ContentSettingsForEdit> {
  const row = await db.selectFrom("settings").selectAll().orderBy("updated_at", "desc").limit(1).executeTakeFirst();
  return {
    blogSectionText: sanitizeRichText(row?.blog_section_text),
    responsibleGamblingText: row?.responsible_gambling_text || DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
    affiliateDisclosureText: row?.affiliate_disclosure_text || DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
  };
}

/** Single row like the hero. The blog-section HTML is sanitised; an empty text is stored as null (spec 2 §5). */
export async function saveContentSettings(deps: AdminDeps, input: ContentSettingsInput): Promise<void> {
  const now = new Date().toISOString();
  const blogSection = sanitizeRichText(input.blogSectionText).trim();
  const values = {
    blog_section_text: blogSection === "" || blogSection === "<p></p>" ? null : blogSection,
    responsible_gambling_text: input.responsibleGamblingText,
    affiliate_disclosure_text: input.affiliateDisclosureText,
    updated_at: now,
  };
  await saveSingleRow(deps.db, "settings", values);
  deps.events.contentChanged({ kind: "settings" });
}
