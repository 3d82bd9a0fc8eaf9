import type { ContentWriteDeps } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { columnLabels, writeSingleRow } from "../audit/public.server.ts";
import { type EditContext, saveWithRevision } from "../revisions/public.server.ts";
import {
  CONTENT_REVISION_FIELDS,
  CONTENT_REVISION_KIND,
  type ContentSettingsInput,
  SITE_ENTITY,
} from "./content.schema.ts";
import { HERO_REVISION_FIELDS, HERO_REVISION_KIND, type HeroInput } from "./hero.schema.ts";
import {
  DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
  DEFAULT_HERO,
  DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
  findStoredHero,
  type HeroContent,
} from "./site-settings.server.ts";

/** The audit log names a changed column as the 'Geçmiş' panel names its field. */
const HERO_LABELS = columnLabels(HERO_REVISION_FIELDS.labels);

/** As the 'Geçmiş' panel, but for the disclosure, which the audit log has always called 'Ortaklık açıklaması'. */
const CONTENT_LABELS = {
  ...columnLabels(CONTENT_REVISION_FIELDS.labels),
  affiliate_disclosure_text: "Ortaklık açıklaması",
};

export interface HeroForEdit {
  values: HeroContent;
  /** False when no row exists yet and the values are the defaults (spec 2 §8: no rows means defaults). */
  stored: boolean;
  /** The version the form is opened at; null before the first save. */
  updatedAt: string | null;
}

export { CONTENT_REVISION_KIND, SITE_ENTITY } from "./content.schema.ts";
export { HERO_REVISION_KIND } from "./hero.schema.ts";

/** The hero the public home page shows, or its defaults while none is stored, with the version it is opened at. */
export async function getHeroForEdit(db: Db): Promise<HeroForEdit> {
  const stored = await findStoredHero(db);
  return stored
    ? { values: stored.values, stored: true, updatedAt: stored.updatedAt }
    : { values: DEFAULT_HERO, stored: false, updatedAt: null };
}

/** Single row: inserted when missing, else the current row is updated; updated_at is set either way. */
export async function saveHero(deps: ContentWriteDeps, input: HeroInput, edit: EditContext = {}): Promise<void> {
  const now = new Date().toISOString();
  const values = {
    upper_title: input.upperTitle,
    main_title: input.mainTitle,
    highlighted_text: input.highlightedText,
    description: input.description,
    button_text: input.buttonText,
    button_url: input.buttonUrl,
  };
  await saveWithRevision(deps.db, {
    kind: HERO_REVISION_KIND,
    entityId: SITE_ENTITY,
    at: now,
    edit,
    fields: HERO_REVISION_FIELDS,
    missing: () => new Error("unreachable: the hero always reads"),
    submitted: { ...input },
    read: async (db) => {
      const hero = await getHeroForEdit(db);
      return { version: hero.updatedAt ?? "", content: { ...hero.values } };
    },
    write: (trx, version) =>
      writeSingleRow(trx, "hero_section", { ...values, updated_at: version }, { kind: "hero", labels: HERO_LABELS }),
  });
  deps.events.contentChanged({ kind: "settings" });
}

export interface ContentSettingsForEdit {
  /** Sanitised HTML for the editor; empty when none is stored. */
  blogSectionText: string;
  responsibleGamblingText: string;
  affiliateDisclosureText: string;
}

export async function getContentSettingsForEdit(db: Db): Promise<ContentSettingsForEdit> {
  return (await getContentSettingsWithVersion(db)).values;
}

/** The content settings with the version their form is opened at; null before the first save. */
export async function getContentSettingsWithVersion(
  db: Db,
): Promise<{ values: ContentSettingsForEdit; updatedAt: string | null }> {
  const row = await db.selectFrom("settings").selectAll().orderBy("updated_at", "desc").limit(1).executeTakeFirst();
  return {
    values: {
      blogSectionText: sanitizeRichText(row?.blog_section_text),
      responsibleGamblingText: row?.responsible_gambling_text || DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
      affiliateDisclosureText: row?.affiliate_disclosure_text || DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
    },
    updatedAt: row?.updated_at ?? null,
  };
}

/** Single row like the hero. The blog-section HTML is sanitised; an empty text is stored as null (spec 2 §5). */
export async function saveContentSettings(
  deps: ContentWriteDeps,
  input: ContentSettingsInput,
  edit: EditContext = {},
): Promise<void> {
  const now = new Date().toISOString();
  const blogSection = sanitizeRichText(input.blogSectionText).trim();
  const values = {
    blog_section_text: blogSection === "" || blogSection === "<p></p>" ? null : blogSection,
    responsible_gambling_text: input.responsibleGamblingText,
    affiliate_disclosure_text: input.affiliateDisclosureText,
  };
  await saveWithRevision(deps.db, {
    kind: CONTENT_REVISION_KIND,
    entityId: SITE_ENTITY,
    at: now,
    edit,
    fields: CONTENT_REVISION_FIELDS,
    missing: () => new Error("unreachable: the content settings always read"),
    submitted: { ...input },
    read: async (db) => {
      const settings = await getContentSettingsWithVersion(db);
      return { version: settings.updatedAt ?? "", content: { ...settings.values } };
    },
    write: (trx, version) =>
      writeSingleRow(trx, "settings", { ...values, updated_at: version }, { kind: "settings", labels: CONTENT_LABELS }),
  });
  deps.events.contentChanged({ kind: "settings" });
}
