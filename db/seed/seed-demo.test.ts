import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { overallRating } from "../../app/features/casinos/casino.schema.ts";
import { PageSchema } from "../../app/features/pages/page.schema.ts";
import type { Db } from "../../app/utils/db.server.ts";
import { isHttpUrl } from "../../app/utils/http-url.ts";
import { sanitizeRichText } from "../../app/utils/sanitize-html.server.ts";
import { type EngineName, openFreshDatabase } from "../../tests/support/databases.ts";
import { TEST_DATABASE_URL } from "../../tests/support/postgres.ts";
import { buildDemoContent } from "./demo-content.ts";
import { generateDemoImages } from "./demo-images.ts";
import { type SeedDemoResult, seedDemoContent } from "./seed-demo.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const SLUG_PATTERN = /^[a-z0-9-]+$/;
const PUBLIC_PATHS = ["/", "/bonuslar", "/guvenilir-siteler", "/blog"];

interface SeededDatabase {
  db: Db;
  uploadsDir: string;
  result: SeedDemoResult;
}

/** Opens a fresh migrated database on `engine`, seeds it, runs `check`, and removes the database again. */
async function withSeededDatabase(engine: EngineName, check: (seeded: SeededDatabase) => Promise<void>) {
  const fresh = await openFreshDatabase(engine);
  try {
    const uploadsDir = path.join(fresh.dataDir, "uploads");
    const result = await seedDemoContent(fresh.handle.db, { uploadsDir, now: NOW });
    await check({ db: fresh.handle.db, uploadsDir, result });
  } finally {
    await fresh.close();
  }
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = [
    "casinos",
    "promotion_categories",
    "promotions",
    "promotion_comments",
    "blog_posts",
    "hero_section",
    "settings",
    "seo_settings",
    "splash_ads",
    "scheduled_publishing_settings",
    "casino_payment_methods",
    "ranked_lists",
    "ranked_list_items",
    "media",
    "pages",
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

function isWebp(file: string): boolean {
  const header = readFileSync(file).subarray(0, 12);
  return header.subarray(0, 4).toString("latin1") === "RIFF" && header.subarray(8, 12).toString("latin1") === "WEBP";
}

async function collectImageUrls(db: Db): Promise<string[]> {
  const casinos = await db.selectFrom("casinos").select("logo_url as url").execute();
  const promotions = await db.selectFrom("promotions").select("image_url as url").execute();
  const posts = await db.selectFrom("blog_posts").select("image_url as url").execute();
  const ads = await db.selectFrom("splash_ads").select("image_url as url").execute();
  return [...casinos, ...promotions, ...posts, ...ads]
    .map((row) => row.url)
    .filter((url): url is string => url !== null);
}

/** Requirement (a): the whole demo is present and every image URL is a WebP file under the uploads directory. */
async function expectCompleteDemo({ db, uploadsDir, result }: SeededDatabase) {
  expect(result.seeded).toBe(true);
  expect(result.counts).toEqual({ ...(await countRows(db)), images: expect.any(Number) });

  // Issue #35: every demo image is in the media library, with its size, dimensions and alternative text.
  const media = await db.selectFrom("media").selectAll().execute();
  expect(media).toHaveLength(result.counts.images ?? 0);
  for (const image of media) {
    expect(image.url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.webp$/);
    expect(Number(image.bytes)).toBe(statSync(path.join(uploadsDir, image.url.slice("/uploads/".length))).size);
    expect(Number(image.width)).toBeGreaterThan(0);
    expect(image.alt_text).not.toBe("");
  }

  const casinos = await db.selectFrom("casinos").selectAll().execute();
  expect(casinos.length).toBeGreaterThanOrEqual(8);
  for (const casino of casinos) {
    expect(casino.rating).toBeGreaterThanOrEqual(3.5);
    expect(casino.rating).toBeLessThanOrEqual(5);
    expect(casino.url).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
    // Issue #14: every casino carries its facts, and its overall rating is the mean of its criteria.
    expect(casino.license_authority).toBeTruthy();
    expect(casino.founded_year).toBeGreaterThanOrEqual(2010);
    expect(casino.pros.length).toBeGreaterThanOrEqual(2);
    expect(casino.cons.length).toBeGreaterThanOrEqual(1);
    expect(casino.rating).toBe(overallRating(casino));
  }
  const methodCasinos = await db.selectFrom("casino_payment_methods").select("casino_id").execute();
  expect(new Set(methodCasinos.map((row) => row.casino_id)).size).toBe(casinos.length);
  expect(result.counts.promotion_categories).toBeGreaterThanOrEqual(4);
  // Issue #14: three ranked lists, each with places that link to the demo's own casinos and promotions.
  const lists = await db.selectFrom("ranked_lists").select(["id", "slug", "reviewed_at"]).execute();
  expect(lists.map((list) => list.slug).sort()).toEqual([
    "en-hizli-cekim-yapan-casino-siteleri",
    "en-iyi-deneme-bonusu-veren-siteler",
    "papara-ile-yatirim-yapilan-siteler",
  ]);
  expect(lists.every((list) => list.reviewed_at !== null)).toBe(true);
  for (const list of lists) {
    const places = await db.selectFrom("ranked_list_items").select("position").where("list_id", "=", list.id).execute();
    expect(places.length, list.slug).toBeGreaterThanOrEqual(3);
  }

  // Issue #35: the pages an operator publishes before going live, each one the page form would save as it is, its
  // HTML what the sanitiser keeps.
  const pages = await db.selectFrom("pages").selectAll().orderBy("slug").execute();
  expect(pages.map((page) => page.slug)).toEqual([
    "cerez-politikasi",
    "gizlilik-politikasi",
    "hakkimizda",
    "iletisim",
    "reklam-ve-ortaklik-aciklamasi",
    "sorumlu-oyun",
  ]);
  for (const page of pages) {
    expect(page.is_published, page.slug).toBe(true);
    expect(sanitizeRichText(page.content), page.slug).toBe(page.content);
    const form = { title: page.title, slug: page.slug, content: page.content, seoTitle: "", isPublished: true };
    expect(PageSchema.safeParse({ ...form, seoDescription: page.seo_description ?? "" }).success, page.slug).toBe(true);
  }

  const promotions = await db.selectFrom("promotions").selectAll().execute();
  expect(promotions.length).toBeGreaterThanOrEqual(20);
  for (const promotion of promotions) {
    expect(Array.isArray(promotion.terms)).toBe(true);
    expect(promotion.terms.length).toBeGreaterThanOrEqual(3);
    expect(promotion.terms.length).toBeLessThanOrEqual(6);
    expect(promotion.category).toBeTruthy();
    expect(promotion.description.startsWith("<p>")).toBe(true);
    // The admin form requires a valid URL (spec 2 §5), so every demo promotion can be saved as it is.
    expect(isHttpUrl(promotion.url ?? "")).toBe(true);
    // Issue #14: every promotion carries its facts.
    expect(promotion.audience).toMatch(/^(new|existing|all)$/);
    expect(promotion.games.length).toBeGreaterThanOrEqual(1);
    expect(promotion.bonus_amount !== null || promotion.free_spins !== null).toBe(true);
  }
  expect(promotions.filter((p) => p.wagering === 0).length).toBeGreaterThanOrEqual(2);
  const withCode = promotions.filter((promotion) => promotion.promotion_code);
  expect(withCode.length).toBeGreaterThan(promotions.length / 2);
  const nowIso = NOW.toISOString();
  expect(promotions.filter((p) => p.expiry_date !== null && p.expiry_date < nowIso).length).toBeGreaterThanOrEqual(3);
  expect(promotions.filter((p) => p.expiry_date === null)).toHaveLength(2);
  expect(promotions.filter((p) => p.casino_id === null)).toHaveLength(2);
  expect(promotions.filter((p) => !p.is_active).length).toBeGreaterThanOrEqual(1);

  const posts = await db.selectFrom("blog_posts").selectAll().execute();
  const published = posts.filter((post) => post.is_published);
  const drafts = posts.filter((post) => !post.is_published);
  expect(published.length).toBeGreaterThanOrEqual(8);
  expect(published.every((post) => post.published_at !== null)).toBe(true);
  expect(drafts).toHaveLength(2);
  expect(drafts.every((post) => post.published_at === null)).toBe(true);
  expect(posts.some((post) => post.author === null)).toBe(true);

  const comments = await db.selectFrom("promotion_comments").selectAll().execute();
  expect(comments.length).toBeGreaterThanOrEqual(10);
  expect(new Set(comments.map((comment) => comment.promotion_id)).size).toBeGreaterThanOrEqual(3);
  for (const comment of comments) {
    expect(Number.isInteger(comment.rating)).toBe(true);
    expect(comment.rating).toBeGreaterThanOrEqual(1);
    expect(comment.rating).toBeLessThanOrEqual(5);
  }

  const hero = await db.selectFrom("hero_section").selectAll().execute();
  expect(hero).toHaveLength(1);
  expect(hero[0]).toMatchObject({ main_title: "En Avantajlı Casino Promosyonları", button_url: "#promotions-section" });
  const settings = await db.selectFrom("settings").selectAll().execute();
  expect(settings).toHaveLength(1);
  expect(settings[0]?.responsible_gambling_text).toContain("18");
  expect(settings[0]?.affiliate_disclosure_text).toContain("komisyon");

  const seoPaths = (await db.selectFrom("seo_settings").select("page_path").execute()).map((row) => row.page_path);
  expect(seoPaths.sort()).toEqual([...PUBLIC_PATHS].sort());

  const ads = await db.selectFrom("splash_ads").selectAll().execute();
  expect(ads).toHaveLength(2);
  expect(ads.every((ad) => ad.is_active)).toBe(true);

  const schedule = await db.selectFrom("scheduled_publishing_settings").selectAll().executeTakeFirstOrThrow();
  expect(schedule).toMatchObject({ daily_publish_count: 1, is_active: false });
  expect(schedule.next_publish_at).toBe(new Date(NOW.getTime() + 86_400_000).toISOString());

  const imageUrls = await collectImageUrls(db);
  expect(imageUrls.length).toBe(casinos.length + promotions.length + posts.length + ads.length);
  for (const url of imageUrls) {
    expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.webp$/);
    const file = path.join(uploadsDir, url.slice("/uploads/".length));
    expect(existsSync(file), file).toBe(true);
    expect(isWebp(file), file).toBe(true);
  }
}

describe("seedDemoContent on SQLite", () => {
  it("fills a fresh database with the complete demo and writes every referenced image as a WebP file", async () => {
    await withSeededDatabase("SQLite", expectCompleteDemo);
  });

  it("leaves the database unchanged when it runs a second time", async () => {
    await withSeededDatabase("SQLite", async ({ db, uploadsDir }) => {
      const before = await countRows(db);
      const second = await seedDemoContent(db, { uploadsDir, now: NOW });
      expect(second).toEqual({ seeded: false, counts: {} });
      expect(await countRows(db)).toEqual(before);
    });
  });

  it("gives every casino, category, post and promotion a unique lowercase ASCII slug", async () => {
    await withSeededDatabase("SQLite", async ({ db }) => {
      const casinos = (await db.selectFrom("casinos").select("slug").execute()).map((row) => row.slug);
      const categories = (await db.selectFrom("promotion_categories").select("slug").execute()).map((row) => row.slug);
      const posts = (await db.selectFrom("blog_posts").select("slug").execute()).map((row) => row.slug);
      const promotions = await db.selectFrom("promotions").select(["slug", "casino_id"]).execute();
      for (const slugs of [casinos, categories, posts]) expect(new Set(slugs).size).toBe(slugs.length);
      const promotionKeys = promotions.map((row) => `${row.casino_id ?? "standalone"}/${row.slug}`);
      expect(new Set(promotionKeys).size).toBe(promotionKeys.length);
      for (const slug of [...casinos, ...categories, ...posts, ...promotions.map((row) => row.slug)]) {
        expect(slug).toMatch(SLUG_PATTERN);
      }
    });
  });

  it("keeps existing content and seeds nothing when the database already has a casino", async () => {
    await withSeededDatabase("SQLite", async ({ db, uploadsDir }) => {
      await db.deleteFrom("promotions").execute();
      await db.deleteFrom("blog_posts").execute();
      await db.deleteFrom("promotion_categories").execute();
      const before = await countRows(db);
      expect(await seedDemoContent(db, { uploadsDir, now: NOW })).toEqual({ seeded: false, counts: {} });
      expect(await countRows(db)).toEqual(before);
    });
  });
});

describe.skipIf(!TEST_DATABASE_URL)("seedDemoContent on PostgreSQL", () => {
  it("fills a fresh PostgreSQL database with the complete demo and writes every referenced image as a WebP file", async () => {
    await withSeededDatabase("PostgreSQL", expectCompleteDemo);
  });

  it("leaves a PostgreSQL database unchanged when it runs a second time", async () => {
    await withSeededDatabase("PostgreSQL", async ({ db, uploadsDir }) => {
      const before = await countRows(db);
      expect(await seedDemoContent(db, { uploadsDir, now: NOW })).toEqual({ seeded: false, counts: {} });
      expect(await countRows(db)).toEqual(before);
    });
  });
});

describe("buildDemoContent", () => {
  const content = buildDemoContent(NOW);

  it("starts every promotion description with a short paragraph of at most 150 characters", () => {
    for (const promotion of content.promotions) {
      const lead = /^<p>(.*?)<\/p>/.exec(promotion.description ?? "")?.[1];
      expect(lead, promotion.title).toBeDefined();
      expect(lead?.length ?? 0, promotion.title).toBeLessThanOrEqual(150);
    }
  });

  it("writes published blog posts of 350 to 600 words and drafts without a publication date", () => {
    for (const post of content.blogPosts) {
      const words = (post.content ?? "")
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.title).toBeGreaterThanOrEqual(350);
      expect(words, post.title).toBeLessThanOrEqual(600);
      if (!post.is_published) expect(post.published_at).toBeNull();
    }
  });

  it("keeps SEO titles within 60 characters and descriptions within 160", () => {
    const entries = [
      ...content.seoSettings.map((row) => ({ title: row.title ?? "", description: row.description ?? "" })),
      ...content.blogPosts.map((post) => ({ title: post.seo_title ?? "", description: post.seo_description ?? "" })),
    ];
    for (const { title, description } of entries) {
      expect(title.length, title).toBeLessThanOrEqual(60);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it("uses only simple HTML tags in casino, promotion and blog texts", () => {
    const tagsIn = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((match) => match[1]);
    const simple = new Set(["p", "ul", "li", "strong"]);
    for (const html of [
      ...content.casinos.map((c) => c.description ?? ""),
      ...content.promotions.map((p) => p.description ?? ""),
    ]) {
      for (const tag of tagsIn(html)) expect(simple.has(tag ?? ""), html).toBe(true);
    }
    for (const post of content.blogPosts) {
      for (const tag of tagsIn(post.content ?? ""))
        expect(["h2", ...simple].includes(tag ?? ""), post.title).toBe(true);
    }
  });

  it("points every outbound link at an invented .example domain", () => {
    const links = [
      ...content.casinos.map((casino) => casino.url),
      ...content.promotions.map((promotion) => promotion.url ?? ""),
      ...content.splashAds.map((ad) => ad.href),
    ];
    for (const link of links) expect(new URL(link).hostname, link).toMatch(/\.example$/);
  });

  it("dates published posts within the last 60 days and comments after their promotion was created", () => {
    const time = (iso: string | null | undefined) => Date.parse(iso ?? "");
    const sixtyDaysAgo = NOW.getTime() - 60 * 86_400_000;
    for (const post of content.blogPosts.filter((p) => p.is_published)) {
      expect(time(post.published_at), post.title).toBeGreaterThanOrEqual(sixtyDaysAgo);
      expect(time(post.published_at), post.title).toBeLessThanOrEqual(NOW.getTime());
    }
    const createdById = new Map(content.promotions.map((promotion) => [promotion.id, promotion.created_at]));
    for (const comment of content.comments) {
      expect(time(comment.created_at)).toBeGreaterThan(time(createdById.get(comment.promotion_id)));
      expect(time(comment.created_at)).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

describe("generateDemoImages", () => {
  it("renders titles containing XML special characters into a valid WebP file", async () => {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "demo-images-"));
    try {
      const [url] = await generateDemoImages(uploadsDir, [
        {
          name: "xml-test",
          kind: "promotion",
          title: `Şartlar <geçerli> & "özel" 'fırsat'`,
          subtitle: "A & B",
          badge: "<18+>",
          palette: ["#000000", "#ffffff"],
        },
      ]);
      expect(url).toBe("/uploads/demo/xml-test.webp");
      expect(isWebp(path.join(uploadsDir, "demo", "xml-test.webp"))).toBe(true);
    } finally {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
  });
});
