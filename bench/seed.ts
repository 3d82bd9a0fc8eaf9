import type { Insertable, Kysely } from "kysely";
import { createOrUpdateAdmin } from "../app/features/auth/admin-accounts.server.ts";
import { openMigratedDatabase } from "../app/utils/db.server.ts";
import { slugify } from "../app/utils/slug.ts";
import type { BlogPostsTable, CasinosTable, Database, PromotionsTable } from "../db/schema.ts";
import { seedDemoContent } from "../db/seed/seed-demo.ts";

export interface BenchDataset {
  promotions: number;
  casinos: number;
  posts: number;
}

/** The volumes of design §5's render budget. */
export const FULL_DATASET: BenchDataset = { promotions: 1000, casinos: 200, posts: 2000 };

/** The account the bench signs in with, for the uncached render path measured with a real session. */
export const BENCH_ADMIN = { email: "bench@example.com", password: "bench-parola-123" };

export interface SeededPaths {
  promotion: string;
  post: string;
  casino: string;
  /** Many distinct public URLs, for the memory soak. */
  variety: string[];
}

const CHUNK = 100;

/** A phone browser's request for a page (the bench's warm-up, Lighthouse's pages). */
export const BROWSER_HEADERS = {
  "accept-encoding": "gzip, deflate, br, zstd",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
};
/**
 * Every measured request (wrk's, and the floor's, the profile's and the collector's): a browser's, asking for gzip
 * (wrk does not decode, so the bytes sent are what is measured).
 */
export const MEASURED_HEADERS = {
  "accept-encoding": "gzip",
  accept: BROWSER_HEADERS.accept,
  "user-agent": BROWSER_HEADERS["user-agent"],
};

/** The pages every measurement covers: one of each public kind. */
export function benchPages(paths: SeededPaths) {
  return { home: "/", promotions: "/bonuslar", promotion: paths.promotion, post: paths.post, casino: paths.casino };
}

/** Signs the bench's admin in through the sign-in form, as a browser does: the session cookie it gets back. */
export async function signInBenchAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(new URL("/admin/login", baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams(BENCH_ADMIN),
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  const session = cookies.find((c) => c.includes("session_token="));
  if (response.status !== 302 || !session) throw new Error(`the bench could not sign in (status ${response.status})`);
  // Public pages come from the page cache for a signed-in visitor too: the back office says whether
  // the session works.
  const check = await fetch(new URL("/admin/blog", baseUrl), {
    headers: { cookie: cookies.join("; ") },
    redirect: "manual",
  });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`the bench's session is not signed in (/admin/blog: ${check.status})`);
  return cookies.join("; ");
}

const DAY_MS = 86_400_000;

/**
 * Loads the demo content (real local images, hero, settings) into a fresh database in `dataDir`, then adds
 * generated rows directly through Kysely until the tables hold the requested volumes.
 */
export async function seedBenchDatabase(options: {
  dataDir: string;
  uploadsDir: string;
  dataset: BenchDataset;
  /** PostgreSQL instead of the SQLite file in dataDir (for query plans). */
  databaseUrl?: string;
}): Promise<SeededPaths> {
  const handle = await openMigratedDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const db = handle.db;
    await seedDemoContent(db, { uploadsDir: options.uploadsDir });
    const now = Date.now();
    // Each list in an order of its own, sorted here: without one each engine reads its rows in its own order (SQLite
    // the categories by an index on their names, PostgreSQL as inserted), and the two seeded different content.
    const demoCasinos = inOrder(
      await db.selectFrom("casinos").select(["id", "slug", "logo_url", "url"]).execute(),
      (casino) => casino.slug,
    );
    const categories = inOrder(
      await db.selectFrom("promotion_categories").select(["id", "name"]).where("is_active", "=", true).execute(),
      (category) => category.name,
    );
    const promotionImages = inOrder(
      await db.selectFrom("promotions").select(["slug", "image_url"]).execute(),
      (promotion) => promotion.slug,
    );
    const postImages = inOrder(
      await db.selectFrom("blog_posts").select(["slug", "image_url"]).execute(),
      (post) => post.slug,
    );

    const casinos: Insertable<CasinosTable>[] = [];
    for (let i = demoCasinos.length; i < options.dataset.casinos; i++) {
      const name = `Örnek Casino ${i + 1}`;
      const createdAt = new Date(now - (i % 365) * DAY_MS).toISOString();
      casinos.push({
        id: crypto.randomUUID(),
        name,
        slug: slugify(name),
        url: `https://ornek-${i + 1}.example`,
        logo_url: pick(demoCasinos, i).logo_url,
        rating: 3 + (i % 5) * 0.5,
        description: `<p>${name}, ${LOREM.slice(0, 180)}</p><ul><li>Hızlı çekim</li><li>Türkçe destek</li></ul>`,
        details: LOREM.slice(0, 400),
        featured: i % 10 === 0,
        created_at: createdAt,
        updated_at: createdAt,
        founded_year: 2010 + (i % 15),
        min_deposit: [50, 100, 150, 250][i % 4] ?? 100,
      });
    }
    await insertInChunks(casinos, (chunk) => db.insertInto("casinos").values(chunk).execute());
    // Issue #14: each generated casino takes two or three payment methods of the managed list.
    const methods = await db.selectFrom("payment_methods").select("id").orderBy("sort_order").execute();
    const links = casinos.flatMap((casino, i) =>
      [i, i + 2, i + 5]
        .slice(0, 2 + (i % 2))
        .map((n) => ({ casino_id: casino.id as string, payment_method_id: pick(methods, n).id })),
    );
    await insertInChunks(links, (chunk) => db.insertInto("casino_payment_methods").values(chunk).execute());
    const allCasinos = [...demoCasinos, ...casinos.map((c) => ({ id: c.id, slug: c.slug, url: c.url }))];

    const existingPromotions = promotionImages.length;
    const promotions: Insertable<PromotionsTable>[] = [];
    for (let i = existingPromotions; i < options.dataset.promotions; i++) {
      const casino = pick(allCasinos, i);
      const category = pick(categories, i);
      const title = `${category.name} Fırsatı ${i + 1}: %${50 + (i % 10) * 25} Bonus`;
      const createdAt = new Date(now - (i % 300) * DAY_MS - i * 1000).toISOString();
      promotions.push({
        id: crypto.randomUUID(),
        title,
        slug: slugify(title),
        casino_id: casino.id,
        category_id: category.id,
        category: category.name,
        description: `<p>Kısa açıklama ${i + 1}: yeni üyelere ve mevcut oyunculara özel kampanya.</p><p>${LOREM}</p>`,
        terms: [
          "Minimum yatırım 100 TL'dir.",
          "35 kat çevrim şartı vardır.",
          "Kampanya üye başına bir kez geçerlidir.",
        ],
        url: `${casino.url}/kampanya/${i + 1}`,
        promotion_code: i % 3 === 0 ? `KOD${i + 1}` : null,
        expiry_date: i % 4 === 0 ? null : new Date(now + ((i % 60) + 1) * DAY_MS).toISOString(),
        image_url: pick(promotionImages, i).image_url,
        is_active: i % 20 !== 0,
        created_at: createdAt,
        updated_at: createdAt,
        // Issue #14's facts, spread so that every /bonuslar filter and sort has work to do.
        bonus_percent: i % 5 === 0 ? null : 50 + (i % 10) * 25,
        bonus_amount: i % 7 === 0 ? null : 500 * (1 + (i % 20)),
        free_spins: i % 4 === 0 ? 50 + (i % 5) * 25 : null,
        wagering: i % 9 === 0 ? null : [0, 5, 15, 25, 30, 35, 40, 50][i % 8],
        min_deposit: i % 11 === 0 ? null : [0, 50, 100, 150, 250, 500][i % 6],
        audience: i % 2 === 0 ? "new" : "existing",
        games: ["slot"],
      });
    }
    await insertInChunks(promotions, (chunk) => db.insertInto("promotions").values(chunk).execute());

    const posts: Insertable<BlogPostsTable>[] = [];
    for (let i = postImages.length; i < options.dataset.posts; i++) {
      const title = `Casino Rehberi Yazısı ${i + 1}: Bonus Çevrim Şartları`;
      const isPublished = i % 25 !== 0;
      const writtenAt = new Date(now - (i % 700) * DAY_MS - i * 1000).toISOString();
      // Drafts have no publication date, or the publishing sweep would publish them at start-up.
      const publishedAt = isPublished ? writtenAt : null;
      posts.push({
        id: crypto.randomUUID(),
        title,
        slug: slugify(title),
        excerpt: `Yazı ${i + 1}: bonus şartlarını okurken dikkat edilmesi gerekenler.`,
        content: Array.from({ length: 6 }, (_, p) => `<h2>Bölüm ${p + 1}</h2><p>${LOREM}</p>`).join(""),
        author: i % 2 === 0 ? "Editör" : null,
        image_url: pick(postImages, i).image_url,
        category: ["Rehber", "Haberler", "Strateji"][i % 3] ?? null,
        seo_title: null,
        seo_description: null,
        seo_keywords: null,
        is_published: isPublished,
        published_at: publishedAt,
        view_count: i * 7,
        created_at: writtenAt,
        updated_at: writtenAt,
      });
    }
    await insertInChunks(posts, (chunk) => db.insertInto("blog_posts").values(chunk).execute());
    await createOrUpdateAdmin(handle.authDb, BENCH_ADMIN);

    return await collectPaths(db);
  } finally {
    await handle.close();
  }
}

async function collectPaths(db: Kysely<Database>): Promise<SeededPaths> {
  const promotions = await db
    .selectFrom("promotions")
    .innerJoin("casinos", "casinos.id", "promotions.casino_id")
    .select(["promotions.slug as slug", "casinos.slug as casinoSlug"])
    .where("promotions.is_active", "=", true)
    .where((eb) => eb.or([eb("promotions.expiry_date", "is", null), eb("promotions.expiry_date", ">", nowIso())]))
    .orderBy("promotions.created_at", "desc")
    .limit(300)
    .execute();
  const posts = await db
    .selectFrom("blog_posts")
    .select("slug")
    .where("is_published", "=", true)
    .orderBy("published_at", "desc")
    .limit(300)
    .execute();
  const casinos = await db.selectFrom("casinos").select("slug").limit(100).execute();
  const promotionPaths = promotions.map((p) => `/bonuslar/${p.casinoSlug}/${p.slug}`);
  const postPaths = posts.map((p) => `/blog/${p.slug}`);
  const firstPromotion = promotionPaths[0];
  const firstPost = postPaths[0];
  const firstCasino = casinos[0] ? `/casino/${casinos[0].slug}` : undefined;
  if (!firstPromotion || !firstPost || !firstCasino) throw new Error("bench seed produced no public promotion or post");
  const listings = Array.from({ length: 20 }, (_, i) => `/bonuslar?sayfa=${i + 1}`);
  return {
    promotion: firstPromotion,
    post: firstPost,
    casino: firstCasino,
    variety: [
      "/",
      "/bonuslar",
      "/blog",
      "/guvenilir-siteler",
      ...listings,
      ...promotionPaths,
      ...postPaths,
      ...casinos.map((c) => `/casino/${c.slug}`),
    ],
  };
}

function nowIso(): string {
  return new Date().toISOString();
}

/** `items` sorted by `key`, compared by code units: the same order whichever engine read them. */
function inOrder<T>(items: T[], key: (item: T) => string): T[] {
  return items.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("bench seed: the demo content is missing");
  return item;
}

async function insertInChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

const LOREM =
  "Bu kampanya, oyunculara yatırımlarında ek bakiye sağlar. Çevrim şartları, geçerli oyunlar ve süre sınırları " +
  "kampanya sayfasında açıkça belirtilir. Bonus kullanmadan önce şartların tamamını okumanızı, yalnızca kaybetmeyi " +
  "göze alabileceğiniz tutarlarla oynamanızı ve sorumlu oyun araçlarından yararlanmanızı öneririz. Türkçe canlı " +
  "destek, hızlı para çekme ve lisans bilgileri bir sitenin güvenilirliğini değerlendirirken bakılacak ilk noktalardır.";
