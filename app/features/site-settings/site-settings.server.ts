import type { Db } from "../../utils/db.server.ts";
import type { SharedData } from "../../utils/shared-data.server.ts";

export interface HeroContent {
  upperTitle: string;
  mainTitle: string;
  highlightedText: string;
  description: string;
  buttonText: string;
  buttonUrl: string;
}

/** Spec 1 §3: what the hero shows when no row exists. */
export const DEFAULT_HERO: HeroContent = {
  upperTitle: "Türkiye'nin en güvenilir promosyon rehberi",
  mainTitle: "En Avantajlı Casino Promosyonları",
  highlightedText: "En Avantajlı",
  description: "Güvenilir casino sitelerinin güncel bonuslarını ve promosyonlarını tek yerde karşılaştırın.",
  buttonText: "Promosyonları Keşfet",
  buttonUrl: "#promotions-section",
};

export const DEFAULT_RESPONSIBLE_GAMBLING_TEXT =
  "Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın; yalnızca kaybetmeyi göze alabileceğiniz tutarlarla oynayın.";
export const DEFAULT_AFFILIATE_DISCLOSURE_TEXT =
  "Bu sitedeki bazı bağlantılar ortaklık bağlantısıdır; bu bağlantılar üzerinden kayıt olmanız durumunda komisyon alabiliriz.";

export async function getHeroContent(db: Db): Promise<HeroContent> {
  return (await findStoredHero(db))?.values ?? DEFAULT_HERO;
}

/** The stored hero the home page shows (the most recently updated row), or null while none is stored. */
export async function findStoredHero(db: Db): Promise<{ values: HeroContent; updatedAt: string } | null> {
  const row = await db.selectFrom("hero_section").selectAll().orderBy("updated_at", "desc").limit(1).executeTakeFirst();
  if (!row) return null;
  const values = {
    upperTitle: row.upper_title,
    mainTitle: row.main_title,
    highlightedText: row.highlighted_text,
    description: row.description,
    buttonText: row.button_text,
    buttonUrl: row.button_url,
  };
  return { values, updatedAt: row.updated_at };
}

export interface SiteTexts {
  blogSectionText: string | null;
  responsibleGamblingText: string;
  affiliateDisclosureText: string;
  /** The splash ad's frequency as stored (the splash-ads feature reads it: toSplashFrequency); null: its default. */
  splashAdFrequency: string | null;
}

/** What the pages show when no settings row exists, or when it cannot be read (spec 1 §8). */
export const DEFAULT_SITE_TEXTS: SiteTexts = {
  blogSectionText: null,
  responsibleGamblingText: DEFAULT_RESPONSIBLE_GAMBLING_TEXT,
  affiliateDisclosureText: DEFAULT_AFFILIATE_DISCLOSURE_TEXT,
  splashAdFrequency: null,
};

export async function getSiteTexts(db: Db): Promise<SiteTexts> {
  const row = await db.selectFrom("settings").selectAll().orderBy("updated_at", "desc").limit(1).executeTakeFirst();
  return {
    blogSectionText: row?.blog_section_text ?? DEFAULT_SITE_TEXTS.blogSectionText,
    responsibleGamblingText: row?.responsible_gambling_text || DEFAULT_SITE_TEXTS.responsibleGamblingText,
    affiliateDisclosureText: row?.affiliate_disclosure_text || DEFAULT_SITE_TEXTS.affiliateDisclosureText,
    splashAdFrequency: row?.splash_ad_frequency ?? DEFAULT_SITE_TEXTS.splashAdFrequency,
  };
}

/** The texts as a shared read: once per content change for every page that shows them. */
export function sharedSiteTexts(shared: SharedData, db: Db): Promise<SiteTexts> {
  return shared.get("settings:texts", () => getSiteTexts(db));
}

export function sharedHeroContent(shared: SharedData, db: Db): Promise<HeroContent> {
  return shared.get("settings:hero", () => getHeroContent(db));
}
