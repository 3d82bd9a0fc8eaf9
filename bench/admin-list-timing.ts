/**
 * `node bench/admin-list-timing.ts [POSTGRES_URL]`: every worked admin list's service at 20
 * and at 10,000 rows, on SQLite and, given a PostgreSQL server's URL (a scratch database is created and dropped
 * there), on PostgreSQL. For each list and size it prints the median and p95 of 30 reads of: the first page, a
 * Turkish-insensitive search (typed without the Turkish letters), the title sort and the last page. The last column
 * of a line is the search's matches (a seventh of the rows).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { type ListDefinition, type ListQuery, listQueryOf } from "../app/admin-kit/list-query.ts";
import { listPostsForAdmin } from "../app/features/blog/blog-admin.server.ts";
import { BLOG_LIST } from "../app/features/blog/blog-list.ts";
import { listCasinosForAdmin } from "../app/features/casinos/casino-admin.server.ts";
import { CASINO_LIST } from "../app/features/casinos/casino-list.ts";
import { listCategoriesForAdmin } from "../app/features/categories/categories.server.ts";
import { CATEGORY_LIST } from "../app/features/categories/category-list.ts";
import { listCommentsForAdmin } from "../app/features/comments/comment-admin.server.ts";
import { COMMENT_LIST } from "../app/features/comments/comment-list.ts";
import { listPromotionsForAdmin } from "../app/features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST } from "../app/features/promotions/promotion-list.ts";
import { listSplashAdsForAdmin } from "../app/features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_LIST } from "../app/features/splash-ads/splash-ad-list.ts";
import { type Db, openMigratedDatabase } from "../app/utils/db.server.ts";

const postgresUrl = process.argv[2];
const SIZES = [20, 10_000];
const ROUNDS = 30;
const BASE = Date.UTC(2026, 0, 1);

/** Row i's title: one in seven is 'Çılgın …', which the search 'cilgin' finds. */
const titleOf = (i: number, noun: string) => `${i % 7 === 0 ? "Çılgın" : "Hafta Sonu"} ${noun} ${i}`;
const createdAt = (i: number) => new Date(BASE + i * 60_000).toISOString();

async function insertAll<T>(count: number, row: (i: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  const rows = Array.from({ length: count }, (_, i) => row(i));
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

interface ListCase {
  name: string;
  seed: (db: Db, count: number) => Promise<void>;
  definition: ListDefinition<string, string>;
  titleSort: string;
  read: (db: Db, query: ListQuery<string, string>) => Promise<{ total: number }>;
}

// biome-ignore lint/suspicious/noExplicitAny: each case's service takes its own list's query; the bench builds it from that list's definition
type AnyQuery = any;

const LISTS: ListCase[] = [
  {
    name: "promosyonlar",
    definition: PROMOTION_LIST,
    titleSort: "baslik",
    read: (db, query: AnyQuery) => listPromotionsForAdmin(db, { query }),
    seed: async (db, count) => {
      const casinos = Array.from({ length: 20 }, (_, i) => ({
        id: crypto.randomUUID(),
        name: `Ölçüm Casino ${i}`,
        slug: `olcum-casino-${i}`,
        url: `https://olcum-${i}.example`,
      }));
      await db.insertInto("casinos").values(casinos).execute();
      await insertAll(
        count,
        (i) => ({
          id: crypto.randomUUID(),
          title: titleOf(i, "İkramı"),
          slug: `ikram-${i}`,
          casino_id: casinos[i % casinos.length]?.id ?? null,
          promotion_code: `KOD${i}`,
          is_active: i % 3 !== 0,
          expiry_date: i % 5 === 0 ? new Date(BASE + i * 3_600_000).toISOString() : null,
          created_at: createdAt(i),
        }),
        (rows) => db.insertInto("promotions").values(rows).execute(),
      );
    },
  },
  {
    name: "blog",
    definition: BLOG_LIST,
    titleSort: "baslik",
    read: (db, query: AnyQuery) => listPostsForAdmin(db, { query }),
    seed: (db, count) =>
      insertAll(
        count,
        (i) => ({
          id: crypto.randomUUID(),
          title: titleOf(i, "Yazısı"),
          slug: `yazi-${i}`,
          category: "Rehber",
          content: "<p>Ölçüm yazısı.</p>",
          is_published: i % 2 === 0,
          created_at: createdAt(i),
        }),
        (rows) => db.insertInto("blog_posts").values(rows).execute(),
      ),
  },
  {
    name: "casinolar",
    definition: CASINO_LIST,
    titleSort: "ad",
    read: (db, query: AnyQuery) => listCasinosForAdmin(db, { query }),
    seed: (db, count) =>
      insertAll(
        count,
        (i) => ({
          id: crypto.randomUUID(),
          name: titleOf(i, "Casino"),
          slug: `casino-${i}`,
          url: `https://casino-${i}.example`,
          created_at: createdAt(i),
        }),
        (rows) => db.insertInto("casinos").values(rows).execute(),
      ),
  },
  {
    name: "kategoriler",
    definition: CATEGORY_LIST,
    titleSort: "ad",
    read: (db, query: AnyQuery) => listCategoriesForAdmin(db, { query }),
    seed: (db, count) =>
      insertAll(
        count,
        (i) => ({
          id: crypto.randomUUID(),
          name: titleOf(i, "Kategori"),
          slug: `kategori-${i}`,
          is_active: i % 4 !== 0,
          created_at: createdAt(i),
        }),
        (rows) => db.insertInto("promotion_categories").values(rows).execute(),
      ),
  },
  {
    name: "açılış reklamları",
    definition: SPLASH_LIST,
    titleSort: "baslik",
    read: (db, query: AnyQuery) => listSplashAdsForAdmin(db, { query }),
    seed: (db, count) =>
      insertAll(
        count,
        (i) => ({
          id: crypto.randomUUID(),
          title: titleOf(i, "Reklam"),
          href: `https://reklam-${i}.example`,
          image_url: `/uploads/reklam-${i}.webp`,
          is_active: i % 2 === 0,
          created_at: createdAt(i),
        }),
        (rows) => db.insertInto("splash_ads").values(rows).execute(),
      ),
  },
  {
    name: "yorumlar",
    definition: COMMENT_LIST,
    titleSort: "kullanici",
    read: (db, query: AnyQuery) => listCommentsForAdmin(db, { query }),
    seed: async (db, count) => {
      const promotions = Array.from({ length: 50 }, (_, i) => ({
        id: crypto.randomUUID(),
        title: `Yorumlu Bonus ${i}`,
        slug: `yorumlu-bonus-${i}`,
        is_active: true,
      }));
      await db.insertInto("promotions").values(promotions).execute();
      await insertAll(
        count,
        (i) => ({
          id: crypto.randomUUID(),
          promotion_id: promotions[i % promotions.length]?.id ?? "",
          user_name: titleOf(i, "Okur"),
          comment: `Ölçüm yorumu ${i}: bonus çevrimi makul görünüyor.`,
          rating: (i % 5) + 1,
          status: i % 4 === 0 ? ("pending" as const) : ("approved" as const),
          created_at: createdAt(i),
        }),
        (rows) => db.insertInto("promotion_comments").values(rows).execute(),
      );
    },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function time(read: () => Promise<unknown>): Promise<string> {
  await read();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 0.5).toFixed(1)} ms (p95 ${percentile(times, 0.95).toFixed(1)})`;
}

async function measure(engine: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  for (const list of LISTS) {
    for (const size of SIZES) {
      const { db, close } = await open();
      try {
        await list.seed(db, size);
        // PostgreSQL's planner figures for the fresh rows, as autovacuum gives them soon after a bulk write.
        if (engine === "PostgreSQL") await sql`analyze`.execute(db);
        const query = (change: Partial<ListQuery<string, string>>) => listQueryOf(list.definition, change);
        const figures: string[] = [];
        for (const change of [
          {},
          { search: "cilgin" },
          { sort: list.titleSort, direction: "artan" as const },
          { page: 1_000_000 },
        ]) {
          figures.push(await time(() => list.read(db, query(change))));
        }
        const matches = (await list.read(db, query({ search: "cilgin" }))).total;
        process.stdout.write(`${engine}\t${list.name}\t${size}\t${figures.join("\t")}\t${matches}\n`);
      } finally {
        await close();
      }
    }
  }
}

process.stdout.write("engine\tlist\trows\tfirst page\tsearch 'cilgin'\ttitle sort\tlast page\tmatches\n");

await measure("SQLite", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "admin-list-"));
  const handle = await openMigratedDatabase({ dataDir: dir });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

if (postgresUrl) {
  await measure("PostgreSQL", async () => {
    const name = `admin_list_${Date.now().toString(36)}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database "${name}"`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const dir = mkdtempSync(path.join(tmpdir(), "admin-list-"));
    const handle = await openMigratedDatabase({ dataDir: dir, databaseUrl: url.toString() });
    return {
      db: handle.db,
      close: async () => {
        await handle.close();
        await admin(`drop database if exists "${name}" with (force)`);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}
