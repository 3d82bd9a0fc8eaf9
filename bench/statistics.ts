import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import {
  loadStatisticsPage,
  type StatisticsQuery,
  statisticsQueryOf,
} from "../app/features/statistics/statistics.server.ts";
import { statisticsCsvStream } from "../app/features/statistics/statistics-csv.server.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../app/utils/db.server.ts";
import { addDays, istanbulDay } from "../app/utils/istanbul-time.ts";
import { createLogger } from "../app/utils/logger.server.ts";
import { casinoRow, promotionRow } from "../tests/support/content-fixtures.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../tests/support/postgres.ts";

/**
 * `npm run bench:statistics` (issue #37 §4): seeds a year of daily counts for 2,000 casinos and their promotions (3
 * each unless `--promotions-per-casino` says otherwise): every casino clicked and viewed on every day, each promotion
 * on one day in three (`--promotion-day-every`; 1 is the worst case, ~3 times the rows and the seeding time), into a fresh SQLite data directory and, given TEST_DATABASE_URL, a scratch PostgreSQL
 * database (dropped after), then times what 'İstatistikler' reads: a screen page (count, totals, days, rows) for 7,
 * 30, 90 and 366 days, per promotion and per casino, by clicks and by name, and the casinos' whole CSV. Prints the
 * median wall time of `--runs` (5) runs after one warming run, and this process's CPU per run (the whole query cost
 * on SQLite, which runs in-process; only the client's share on PostgreSQL). Not part of `npm test`.
 */
const { values: args } = parseArgs({
  options: {
    engine: { type: "string" },
    runs: { type: "string", default: "5" },
    "promotions-per-casino": { type: "string", default: "3" },
    "promotion-day-every": { type: "string", default: "3" },
  },
});
const RUNS = Number(args.runs);
const CASINOS = 2000;
const PER_CASINO = Number(args["promotions-per-casino"]);
const DAYS = 365;
/** A promotion has clicks and views on one day in this many (casinos on every day). */
const PROMOTION_DAY_EVERY = Number(args["promotion-day-every"]);
const logger = createLogger("silent");

/** Integers 0 … n-1 as a table, in each engine's own way, so the database writes the rows itself. */
function series(engine: "sqlite" | "postgres", n: number) {
  return engine === "postgres"
    ? sql`select generate_series(0, ${n - 1}) as i`
    : sql`select value as i from (with recursive s(value) as (select 0 union all select value + 1 from s where value < ${n - 1}) select value from s)`;
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const engine = handle.engine;
  const casinos = Array.from({ length: CASINOS }, (_, i) =>
    casinoRow({ id: `c${String(i).padStart(5, "0")}`, slug: `casino-${i}`, name: `Casino ${i}` }),
  );
  for (let i = 0; i < casinos.length; i += 250)
    await db
      .insertInto("casinos")
      .values(casinos.slice(i, i + 250))
      .execute();
  const promotions = casinos.flatMap((casino, c) =>
    Array.from({ length: PER_CASINO }, (_, p) =>
      promotionRow({
        id: `p${String(c * PER_CASINO + p).padStart(6, "0")}`,
        slug: `promosyon-${c}-${p}`,
        title: `Promosyon ${c}-${p}`,
        casino_id: casino.id,
      }),
    ),
  );
  for (let i = 0; i < promotions.length; i += 250)
    await db
      .insertInto("promotions")
      .values(promotions.slice(i, i + 250))
      .execute();
  const today = istanbulDay(new Date());
  const first = addDays(today, -(DAYS - 1));
  const dayOf =
    engine === "postgres"
      ? sql`to_char(cast(${first} as date) + d.i, 'YYYY-MM-DD')`
      : sql`date(${first}, '+' || d.i || ' days')`;
  for (const [kind, count, prefix, width] of [
    ["casino", CASINOS, "c", 5],
    ["promotion", CASINOS * PER_CASINO, "p", 6],
  ] as const) {
    const id =
      engine === "postgres"
        ? sql`${prefix} || lpad(cast(x.i as text), ${width}, '0')`
        : sql`${prefix} || substr('000000' || x.i, -${width})`;
    for (const [table, column, spread] of [
      ["outbound_click_days", "clicks", 7],
      ["offer_view_days", "views", 90],
    ] as const) {
      const started = performance.now();
      await sql`insert into ${sql.table(table)} (kind, item_id, day, ${sql.ref(column)})
        select ${kind}, ${id}, ${dayOf}, 1 + (x.i * 31 + d.i * 17) % ${spread}
        from (${series(engine, count)}) x cross join (${series(engine, DAYS)}) d
        where (x.i + d.i) % ${kind === "casino" ? 1 : PROMOTION_DAY_EVERY} = 0`.execute(db);
      const rows = kind === "casino" ? count * DAYS : Math.round((count * DAYS) / PROMOTION_DAY_EVERY);
      console.log(`  ${table} ${kind}: ~${rows} rows in ${Math.round(performance.now() - started)} ms`);
    }
  }
  // The planner's statistics, as a running site has them after autovacuum (PostgreSQL) or `optimize` (SQLite).
  await sql`analyze`.execute(db);
}

async function time(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  await work();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await work();
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { ms: median(walls), cpuMs: median(cpus) };
}

async function measure(handle: DatabaseHandle): Promise<void> {
  const now = new Date();
  const query = (donem: "7" | "30" | "90", gorunum: "promosyon" | "casino", sirala: "tiklama" | "ad") =>
    statisticsQueryOf({ donem, gorunum, sirala }, now);
  const year = (gorunum: "promosyon" | "casino"): StatisticsQuery => {
    const today = istanbulDay(now);
    const from = addDays(today, -365);
    return statisticsQueryOf({ donem: "ozel", baslangic: from, bitis: today, gorunum }, now);
  };
  const cases: [string, () => Promise<unknown>][] = [];
  for (const view of ["casino", "promosyon"] as const) {
    for (const period of ["7", "30", "90"] as const)
      cases.push([
        `${view} ${period} gün, tıklama`,
        () => loadStatisticsPage(handle.db, query(period, view, "tiklama"), 1),
      ]);
    cases.push([`${view} 366 gün, tıklama`, () => loadStatisticsPage(handle.db, year(view), 1)]);
    cases.push([`${view} 30 gün, ad, sayfa 40`, () => loadStatisticsPage(handle.db, query("30", view, "ad"), 40)]);
  }
  cases.push([
    "casino CSV 90 gün (2.000 satır)",
    async () => new Response(await statisticsCsvStream(handle.db, query("90", "casino", "tiklama"), logger)).text(),
  ]);
  console.log(`  ${"what".padEnd(34)} ${"median ms".padStart(10)} ${"cpu ms".padStart(8)}`);
  for (const [what, work] of cases) {
    const { ms, cpuMs } = await time(work);
    console.log(`  ${what.padEnd(34)} ${ms.toFixed(0).padStart(10)} ${cpuMs.toFixed(0).padStart(8)}`);
  }
}

async function run(engine: "sqlite" | "postgres"): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-statistics-"));
  const postgres = engine === "postgres" ? await createTestPostgresDatabase() : undefined;
  const handle = await openMigratedDatabase({ dataDir: dir, databaseUrl: postgres?.url });
  try {
    console.log(`${engine}: ${CASINOS} casinos, ${CASINOS * PER_CASINO} promotions, ${DAYS} days`);
    await seed(handle);
    await measure(handle);
  } finally {
    await handle.close();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const engines: ("sqlite" | "postgres")[] =
  args.engine === "sqlite" || args.engine === "postgres"
    ? [args.engine]
    : ["sqlite", ...(TEST_DATABASE_URL ? (["postgres"] as const) : [])];
for (const engine of engines) await run(engine);
