/**
 * `node bench/admin-list-timing.ts [POSTGRES_URL]`: the promotion list service (decision 033/034) at 20 and at 10,000
 * promotions, on SQLite and, given a PostgreSQL server's URL (a scratch database is created and dropped there), on
 * PostgreSQL. For each size it prints the median and p95 of 30 reads of: the first page, a page deep in the list, a
 * Turkish-insensitive search, a tab with a casino filter, and a title sort.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { listQueryOf } from "../app/components/admin/list-query.ts";
import { listPromotionsForAdmin } from "../app/features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST, type PromotionListQuery } from "../app/features/promotions/promotion-list.ts";
import { type Db, openMigratedDatabase } from "../app/utils/db.server.ts";

const postgresUrl = process.argv[2];
const SIZES = [20, 10_000];
const ROUNDS = 30;

async function seed(db: Db, count: number): Promise<string> {
  const casinos = Array.from({ length: 20 }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Ölçüm Casino ${i}`,
    slug: `olcum-casino-${i}`,
    url: `https://olcum-${i}.example`,
  }));
  await db.insertInto("casinos").values(casinos).execute();
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    title: `${i % 7 === 0 ? "Çılgın" : "Hafta Sonu"} İkramı ${i}`,
    slug: `ikram-${i}`,
    casino_id: casinos[i % casinos.length]?.id ?? null,
    promotion_code: `KOD${i}`,
    is_active: i % 3 !== 0,
    expiry_date: i % 5 === 0 ? new Date(base + i * 3_600_000).toISOString() : null,
    created_at: new Date(base + i * 60_000).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("promotions")
      .values(rows.slice(i, i + 500))
      .execute();
  return casinos[0]?.id ?? "";
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

async function time(db: Db, query: PromotionListQuery): Promise<string> {
  await listPromotionsForAdmin(db, { query });
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await listPromotionsForAdmin(db, { query });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 0.5).toFixed(1)} ms (p95 ${percentile(times, 0.95).toFixed(1)})`;
}

async function measure(engine: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  for (const size of SIZES) {
    const { db, close } = await open();
    try {
      const casinoId = await seed(db, size);
      const cases: [string, Partial<PromotionListQuery>][] = [
        ["ilk sayfa", {}],
        ["derin sayfa", { page: Math.max(1, Math.floor(size / 40)) }],
        ["arama 'cilgin'", { search: "cilgin" }],
        ["sekme + casino", { tab: "aktif", casino: casinoId }],
        ["başlığa göre", { sort: "baslik", direction: "artan" }],
      ];
      for (const [name, change] of cases) {
        const figure = await time(db, listQueryOf(PROMOTION_LIST, change));
        process.stdout.write(`${engine}\t${size}\t${name}\t${figure}\n`);
      }
    } finally {
      await close();
    }
  }
}

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
