import { randomUUID } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { InsertResult, Kysely, Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { buildDemoContent, type DemoContent, demoImageUrl } from "./demo-content.ts";
import { demoImageSize, generateDemoImages } from "./demo-images.ts";
import { buildDemoPages } from "./demo-pages.ts";
import { buildDemoRankedLists } from "./demo-ranked-lists.ts";

export interface SeedDemoOptions {
  /** The local uploads directory; images go to its demo/ folder and are served as /uploads/demo/…. */
  uploadsDir: string;
  now?: Date;
}

export interface SeedDemoResult {
  seeded: boolean;
  /** Rows inserted per table, plus `images` written. Empty when nothing was seeded. */
  counts: Record<string, number>;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The content tables an administrator fills. Checking all four, not casinos alone, keeps a site whose casinos
 * were deleted from getting the demo back (and from failing on the unique category and post slugs).
 */
const CONTENT_TABLES = ["casinos", "promotion_categories", "promotions", "blog_posts"] as const;

function notSeeded(): SeedDemoResult {
  return { seeded: false, counts: {} };
}

/** Loads the Turkish demo content into a fresh database, in one transaction; any existing content means no-op. */
export async function seedDemoContent(db: Kysely<Database>, options: SeedDemoOptions): Promise<SeedDemoResult> {
  if (await hasContent(db)) return notSeeded();
  const now = options.now ?? new Date();
  const content = buildDemoContent(now);
  const imageUrls = await generateDemoImages(options.uploadsDir, content.images);
  // The migration tests seed a database as it was before later migrations: the lists need 0019's tables.
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  const media = tables.has("media") ? await demoMediaRows(options.uploadsDir, content) : [];
  // And the pages need 0037's.
  const withPages = tables.has("pages");
  try {
    const counts = await db.transaction().execute(async (trx) => ({
      ...(await insertDemoContent(trx, content)),
      ...(tables.has("ranked_lists") ? await insertDemoRankedLists(trx, content, now) : {}),
      ...(media.length > 0 ? { media: countInserted(await trx.insertInto("media").values(media).execute()) } : {}),
      ...(withPages
        ? { pages: countInserted(await trx.insertInto("pages").values(buildDemoPages(now)).execute()) }
        : {}),
    }));
    return { seeded: true, counts: { ...counts, images: imageUrls.length } };
  } catch (error) {
    // Two instances starting together: the one that lost the race on the unique slugs leaves the other's rows.
    if (await hasContent(db)) return notSeeded();
    throw error;
  }
}

/** The demo images as media library rows (migration 0039's table; the migration tests seed before it exists). */
async function demoMediaRows(uploadsDir: string, content: DemoContent) {
  return Promise.all(
    content.images.map(async (spec) => {
      const url = demoImageUrl(spec.name);
      const file = `demo/${spec.name}.webp`;
      const { width, height } = demoImageSize(spec.kind);
      const { size } = await stat(path.join(uploadsDir, file));
      return {
        id: randomUUID(),
        url,
        storage_key: file,
        file_name: `${spec.name}.webp`,
        content_type: "image/webp",
        bytes: size,
        width,
        height,
        alt_text: spec.subtitle ? `${spec.title}: ${spec.subtitle}` : spec.title,
      };
    }),
  );
}

async function hasContent(db: Db): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if (!(await isEmpty(db, table))) return true;
  }
  return false;
}

async function isEmpty(
  db: Db,
  table: (typeof CONTENT_TABLES)[number] | "hero_section" | "settings" | "scheduled_publishing_settings",
): Promise<boolean> {
  const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
  return row === undefined;
}

/** Inserts in foreign-key order. Single-row tables and page SEO rows that already exist are kept as they are. */
async function insertDemoContent(trx: Transaction<Database>, content: DemoContent): Promise<Record<string, number>> {
  return {
    casinos: countInserted(await trx.insertInto("casinos").values(content.casinos).execute()),
    casino_payment_methods: await insertCasinoPaymentMethods(trx, content),
    promotion_categories: countInserted(
      await trx.insertInto("promotion_categories").values(content.categories).execute(),
    ),
    promotions: countInserted(await trx.insertInto("promotions").values(content.promotions).execute()),
    promotion_comments: countInserted(await trx.insertInto("promotion_comments").values(content.comments).execute()),
    blog_posts: countInserted(await trx.insertInto("blog_posts").values(content.blogPosts).execute()),
    hero_section: await insertHeroIfMissing(trx, content),
    settings: await insertSettingsIfMissing(trx, content),
    seo_settings: countInserted(
      await trx
        .insertInto("seo_settings")
        .values(content.seoSettings)
        .onConflict((conflict) => conflict.column("page_path").doNothing())
        .execute(),
    ),
    splash_ads: countInserted(await trx.insertInto("splash_ads").values(content.splashAds).execute()),
    scheduled_publishing_settings: await insertScheduleIfMissing(trx, content),
  };
}

/** The demo's ranked lists, made from the content just inserted. */
async function insertDemoRankedLists(trx: Transaction<Database>, content: DemoContent, now: Date) {
  const { lists, items } = buildDemoRankedLists(content, now);
  if (lists.length === 0) return { ranked_lists: 0, ranked_list_items: 0 };
  return {
    ranked_lists: countInserted(await trx.insertInto("ranked_lists").values(lists).execute()),
    ranked_list_items: countInserted(await trx.insertInto("ranked_list_items").values(items).execute()),
  };
}

/** The links by the payment methods' slugs; a method the operator removed meanwhile is skipped. */
async function insertCasinoPaymentMethods(trx: Transaction<Database>, content: DemoContent): Promise<number> {
  const methods = await trx.selectFrom("payment_methods").select(["id", "slug"]).execute();
  const idBySlug = new Map(methods.map((method) => [method.slug, method.id]));
  const rows = content.casinoPaymentMethods.flatMap(({ casinoId, methodSlug }) => {
    const methodId = idBySlug.get(methodSlug);
    return methodId ? [{ casino_id: casinoId, payment_method_id: methodId }] : [];
  });
  if (rows.length === 0) return 0;
  return countInserted(await trx.insertInto("casino_payment_methods").values(rows).execute());
}

async function insertHeroIfMissing(trx: Transaction<Database>, content: DemoContent): Promise<number> {
  if (!(await isEmpty(trx, "hero_section"))) return 0;
  return countInserted(await trx.insertInto("hero_section").values(content.heroSection).execute());
}

async function insertSettingsIfMissing(trx: Transaction<Database>, content: DemoContent): Promise<number> {
  if (!(await isEmpty(trx, "settings"))) return 0;
  return countInserted(await trx.insertInto("settings").values(content.settings).execute());
}

async function insertScheduleIfMissing(trx: Transaction<Database>, content: DemoContent): Promise<number> {
  if (!(await isEmpty(trx, "scheduled_publishing_settings"))) return 0;
  return countInserted(
    await trx.insertInto("scheduled_publishing_settings").values(content.scheduledPublishing).execute(),
  );
}

function countInserted(results: readonly InsertResult[]): number {
  return results.reduce((sum, result) => sum + Number(result.numInsertedOrUpdatedRows ?? 0n), 0);
}
