import type { Insertable } from "kysely";
import { type BlogPostInput, EMPTY_BLOG_POST } from "../../app/features/blog/blog-post.schema.ts";
import { type Db, openMigratedDatabase } from "../../app/utils/db.server.ts";
import type {
  BlogPostsTable,
  CasinosTable,
  PromotionsTable,
  SeoSettingsTable,
  SettingsTable,
  SplashAdsTable,
} from "../../db/schema.ts";
import type { DatabaseTarget } from "./admin.ts";

/**
 * Rows for tests that make their own content: unique ids and slugs, every other column overridable. Timestamps
 * are always set, because a multi-row insert on SQLite writes NULL (not the default) for a column some rows omit.
 */

let counter = 0;
function timestamps() {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
}

function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function daysFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

export function casinoRow(
  overrides: Partial<Insertable<CasinosTable>> = {},
): Insertable<CasinosTable> & { id: string; slug: string; name: string } {
  const slug = overrides.slug ?? unique("casino");
  return {
    id: crypto.randomUUID(),
    ...timestamps(),
    name: `Casino ${slug}`,
    url: `https://${slug}.example`,
    logo_url: null,
    rating: 4.5,
    description: "<p>Güvenilir bir casino sitesi.</p>",
    details: "Kuruluş: 2020 · Minimum yatırım: 100 TL",
    featured: false,
    ...overrides,
    slug,
  } as Insertable<CasinosTable> & { id: string; slug: string; name: string };
}

export function promotionRow(
  overrides: Partial<Insertable<PromotionsTable>> = {},
): Insertable<PromotionsTable> & { id: string; slug: string; title: string } {
  const slug = overrides.slug ?? unique("promosyon");
  return {
    id: crypto.randomUUID(),
    ...timestamps(),
    title: `Promosyon ${slug}`,
    description: "<p>Kısa açıklama metni.</p><p>Ayrıntılar.</p>",
    terms: [],
    url: "https://promo.example/kampanya",
    is_active: true,
    indexed: false,
    ...overrides,
    slug,
  } as Insertable<PromotionsTable> & { id: string; slug: string; title: string };
}

export function postRow(
  overrides: Partial<Insertable<BlogPostsTable>> = {},
): Insertable<BlogPostsTable> & { id: string; slug: string; title: string } {
  const slug = overrides.slug ?? unique("yazi");
  const row = {
    id: crypto.randomUUID(),
    ...timestamps(),
    title: `Yazı ${slug}`,
    excerpt: "Bu yazının kısa özeti burada yer alıyor.",
    content: "<p>Yazının içeriği.</p>",
    category: "Rehber",
    is_published: true,
    view_count: 0,
    indexed: false,
    ...overrides,
    slug,
  } as Insertable<BlogPostsTable> & { id: string; slug: string; title: string };
  // As every publish does: a published post has its publication time (here its creation time unless given).
  if (row.is_published !== false && row.published_at === undefined) row.published_at = row.created_at ?? null;
  return row;
}

export function splashAdRow(
  overrides: Partial<Insertable<SplashAdsTable>> = {},
): Insertable<SplashAdsTable> & { id: string } {
  return {
    id: crypto.randomUUID(),
    ...timestamps(),
    title: unique("Reklam"),
    href: "https://reklam.example/kampanya",
    image_url: "/favicon.svg",
    is_active: true,
    ...overrides,
  } as Insertable<SplashAdsTable> & { id: string };
}

export function settingsRow(overrides: Partial<Insertable<SettingsTable>> = {}): Insertable<SettingsTable> {
  return { id: crypto.randomUUID(), blog_section_text: null, ...overrides };
}

export function seoRow(
  overrides: Partial<Insertable<SeoSettingsTable>> & { page_path: string },
): Insertable<SeoSettingsTable> {
  return {
    id: crypto.randomUUID(),
    page_name: overrides.page_path,
    title: null,
    description: null,
    keywords: null,
    ...overrides,
  };
}

/**
 * Opens (and migrates) a site's database, runs `work`, and closes it again: `site.database` (or `prepare`'s
 * `database`) on either engine, or a bare data directory for its SQLite database.
 */
export async function withDatabase<T>(target: DatabaseTarget | string, work: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openMigratedDatabase(typeof target === "string" ? { dataDir: target } : target);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** The body of `blogPostInput()`'s post. */
/**
 * The demo's running promotions with a casino (active, not expired: an expired one has no claim link), by id, with
 * what a test needs to open their page.
 */
export function runningPromotions(db: Db, limit: number) {
  return db
    .selectFrom("promotions")
    .innerJoin("casinos", "casinos.id", "promotions.casino_id")
    .select(["promotions.id", "promotions.title", "promotions.slug", "casinos.slug as casinoSlug"])
    .where("promotions.is_active", "=", true)
    .where((eb) =>
      eb.or([eb("promotions.expiry_date", "is", null), eb("promotions.expiry_date", ">", new Date().toISOString())]),
    )
    .orderBy("promotions.id")
    .limit(limit)
    .execute();
}

export const BLOG_BODY =
  "<p>Bu yazı, casino bonuslarını karşılaştırırken dikkat edilmesi gereken noktaları anlatıyor.</p>";

/** A valid blog post form for the services, with a fresh title each call. */
export function blogPostInput(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    ...EMPTY_BLOG_POST,
    title: `Bonus Rehberi ${crypto.randomUUID().slice(0, 8)}`,
    category: "Rehber",
    excerpt: "Bonusları seçerken nelere bakmalı?",
    content: BLOG_BODY,
    ...overrides,
  };
}

/** Valid hero values: all six fields (spec 2 §2). */
export const HERO_VALUES = {
  upperTitle: "Güncel fırsatlar",
  mainTitle: "Bu Haftanın En İyi Bonusları",
  highlightedText: "En İyi",
  description: "Seçtiğimiz bonuslar.",
  buttonText: "Bonuslara Git",
  buttonUrl: "/bonuslar",
};
