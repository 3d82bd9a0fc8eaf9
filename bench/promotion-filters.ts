import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CompiledQuery } from "kysely";
import { readPromotionListState } from "../app/features/promotions/promotion-list-params.ts";
import { searchPromotions } from "../app/features/promotions/promotions.server.ts";
import { openDatabase } from "../app/utils/db.server.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../tests/support/postgres.ts";
import { explainQuery, recordingQueries } from "../tests/support/recorded-queries.ts";
import { startProductionServer } from "./production-server.ts";
import { FULL_DATASET, seedBenchDatabase } from "./seed.ts";

/**
 * `node bench/promotion-filters.ts` (after `npm run build`): the /bonuslar render cost with issue #14's filters at
 * the bench volumes (1,000 promotions, 200 casinos). Seeds a SQLite bench site, starts the production server, and
 * for each address sends sequential uncached requests (a session cookie bypasses the page cache), reading the
 * server's CPU time from /proc: CPU ms per request, which a shared machine disturbs less than wall time.
 * With TEST_DATABASE_URL set it also seeds PostgreSQL and prints EXPLAIN ANALYZE of each filtered list query, to
 * check each filter reads its rows by its own index.
 */
const REQUESTS = Number(process.env.REQUESTS ?? 40);
const ADDRESSES = [
  "/bonuslar",
  "/bonuslar?kategori=hos-geldin-bonusu",
  "/bonuslar?casino=atlas-casino",
  "/bonuslar?odeme=papara",
  "/bonuslar?cevrim=0",
  "/bonuslar?cevrim=30&yatirim=100",
  "/bonuslar?kod=yok&sirala=tutar",
  "/bonuslar?sirala=bitis",
  "/bonuslar?sirala=cevrim&sayfa=5",
  "/bonuslar?odeme=kripto&cevrim=30&yatirim=250&kod=var&sirala=tutar",
];
const UNCACHED = { cookie: "better-auth.session_token=bench-uncached", "accept-encoding": "br" };

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measureRender() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-filters-"));
  try {
    await seedBenchDatabase({ dataDir, uploadsDir: path.join(dataDir, "uploads"), dataset: FULL_DATASET });
    const server = await startProductionServer({ DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "0" });
    try {
      console.log(`| Address | CPU ms / request | median wall ms |`);
      console.log(`| --- | ---: | ---: |`);
      for (const address of ADDRESSES) {
        for (let i = 0; i < 5; i++) await (await fetch(server.url + address, { headers: UNCACHED })).arrayBuffer();
        const before = cpuMs(server.pid);
        const walls: number[] = [];
        for (let i = 0; i < REQUESTS; i++) {
          const start = performance.now();
          const response = await fetch(server.url + address, { headers: UNCACHED });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
          walls.push(performance.now() - start);
        }
        const cpu = (cpuMs(server.pid) - before) / REQUESTS;
        walls.sort((a, b) => a - b);
        console.log(`| ${address} | ${cpu.toFixed(1)} | ${(walls[Math.floor(walls.length / 2)] ?? 0).toFixed(1)} |`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function explainOnPostgres() {
  const database = await createTestPostgresDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-filters-pg-"));
  try {
    await seedBenchDatabase({
      dataDir,
      uploadsDir: path.join(dataDir, "uploads"),
      dataset: FULL_DATASET,
      databaseUrl: database.url,
    });
    const handle = openDatabase({ dataDir, databaseUrl: database.url });
    try {
      await handle.db.executeQuery(CompiledQuery.raw("analyze"));
      for (const address of ADDRESSES.slice(1)) {
        const recorded = recordingQueries(handle.db);
        const state = readPromotionListState(new URL(address, "http://x").searchParams);
        await searchPromotions(recorded.db, state);
        for (const query of recorded.queries) {
          const plan = await explainQuery<{ "QUERY PLAN": string }>(
            handle.db,
            query,
            "explain (analyze, costs off, timing off, summary on)",
          );
          console.log(`\n### ${address} — ${query.sql.startsWith("select count") ? "count" : "page"}\n`);
          console.log(plan.map((row) => row["QUERY PLAN"]).join("\n"));
        }
      }
    } finally {
      await handle.close();
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes("--explain")) {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  await explainOnPostgres();
} else {
  await measureRender();
}
