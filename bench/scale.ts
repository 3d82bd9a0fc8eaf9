import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { listQueryOf } from "../app/admin-kit/list-query.ts";
import { listPostsForAdmin } from "../app/features/blog/blog-admin.server.ts";
import { BLOG_LIST } from "../app/features/blog/blog-list.ts";
import { listCasinosForAdmin } from "../app/features/casinos/casino-admin.server.ts";
import { CASINO_LIST } from "../app/features/casinos/casino-list.ts";
import { listPromotionsForAdmin } from "../app/features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST } from "../app/features/promotions/promotion-list.ts";
import { searchPromotions } from "../app/features/promotions/promotions.server.ts";
import { searchSite } from "../app/features/search/site-search.server.ts";
import { type Db, openDatabase, openMigratedDatabase, openSqliteConnection } from "../app/utils/db.server.ts";
import { asKyselySqliteDatabase } from "../db/node-sqlite-database.ts";
import type { Database } from "../db/schema.ts";
import { ValuesPlugin } from "../db/values-plugin.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../tests/support/postgres.ts";
import { median } from "./median.ts";
import { startProductionServer } from "./production-server.ts";
import { type BenchDataset, BROWSER_HEADERS, FULL_DATASET, seedBenchDatabase, signInBenchAdmin } from "./seed.ts";
import { cpuSecondsOf } from "./wrk.ts";

/**
 * `npm run bench:scale` (issue #36): seeds the bench's volumes and the scale volumes (100,000 posts, 20,000 promotions,
 * 2,000 casinos) into fresh data directories, on SQLite and, given TEST_DATABASE_URL, on PostgreSQL (a scratch database
 * each, dropped after), starts the production server on each and times every public page kind, the search, the sitemap,
 * every admin list (first page, search, last page) and the CSV exports: the median of 20 sequential requests to the
 * last byte, after one that warms it, each rendered (the server runs with PAGE_CACHE_MB=0: a signed-in visitor's public
 * page comes from the page cache too), the CPU ms per request of the server and, on PostgreSQL, of the database's
 * backends that serve it (/proc), and the bytes sent to a phone (brotli).
 * Prints one table per engine with both volumes side by side and the goals: nothing at the scale volumes costs more
 * than 2× the bench volumes' CPU per request, and no public page sends more than 50 KB. Not part of `npm test`.
 * `--engine sqlite|postgres` runs one engine; `--requests N` changes the 20. Each run also times the site search's
 * service in-process on the seeded database (its queries' time); `--search-only` seeds the scale volumes and times only
 * that, with its queries' own database time (PostgreSQL's `explain (analyze)`; SQLite's statements timed in the search
 * and alone, `sqliteDatabaseMs`), and `/bonuslar?q=` (on PostgreSQL with its database time); `--admin-search-only`
 * seeds them and times only the admin lists' searches in-process. With either, `--data-dir DIR` keeps the seeded
 * database in DIR (see `scaleDatabase`) and reuses it on the next run.
 */
const { values: args } = parseArgs({
  options: {
    engine: { type: "string" },
    requests: { type: "string", default: "20" },
    "search-only": { type: "boolean", default: false },
    "admin-search-only": { type: "boolean", default: false },
    "data-dir": { type: "string" },
  },
});
const REQUESTS = Number(args.requests);
export const SCALE_DATASET: BenchDataset = { promotions: 20_000, casinos: 2000, posts: 100_000 };
const VOLUMES = [
  { name: "bench", dataset: FULL_DATASET },
  { name: "scale", dataset: SCALE_DATASET },
] as const;
const PUBLIC_PAGE_BYTES = 50 * 1024;
const RATIO_GOAL = 2;

interface Measured {
  what: string;
  /** A public page: at most 50 KB sent. */
  public: boolean;
  /**
   * What holds every row by definition (an export, a sitemap file of up to 50,000 addresses, and the sitemap index,
   * whose lastmod per file is the newest update among that file's rows, so it reads every listed row's key once): it
   * grows with the data, and is reported without the 2× goal.
   */
  whole?: boolean;
  ms: number;
  /** The server's CPU ms per request, and on PostgreSQL its database backends' too. */
  cpuMs: number;
  /** The PostgreSQL backends' share of `cpuMs` (0 on SQLite, which runs in the server's process). */
  databaseCpuMs: number;
  bytes: number;
}

/** A visitor's requests: no cookie (the page cache is off, so each is rendered). */
const UNCACHED_COOKIE = "";
const ADMIN_LISTS = [
  "promotions",
  "blog",
  "casinos",
  "comments",
  "categories",
  "splash-ads",
  "ranked-lists",
  "redirects",
  "audit-log",
];

/** A process's CPU ms so far (10 ms ticks); 0 for a PostgreSQL backend that has ended since it was listed. */
function cpuMs(pid: number): number {
  return (cpuSecondsOf(pid) ?? 0) * 1000;
}

/** The CPU ms the server has used so far and, on PostgreSQL, each of its database's backends (by process id). */
interface CpuReading {
  server: number;
  backends: Map<number, number>;
}

/**
 * Reads the CPU the server and its database have used: on PostgreSQL a query runs in a backend process of the
 * database server, whose time the Node process's own CPU leaves out. The backends are those connected to the
 * server's database (pg_stat_activity), apart from this reading's own connection.
 */
function cpuClock(serverPid: number, monitor: pg.Client | null) {
  const read = async (): Promise<CpuReading> => {
    const backends = new Map<number, number>();
    if (monitor) {
      const { rows } = await monitor.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      for (const { pid } of rows) backends.set(pid, cpuMs(pid));
    }
    return { server: cpuMs(serverPid), backends };
  };
  /** The CPU ms used since `before`: the server's, and the database's (a backend opened since counts whole). */
  const since = async (before: CpuReading) => {
    const after = await read();
    let database = 0;
    for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
    return { server: after.server - before.server, database };
  };
  return { read, since };
}

async function fetchText(url: string, cookie: string): Promise<string> {
  const response = await fetch(url, { headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The highest `sayfa=` a page links to: the last page of its list. */
function lastPageOf(html: string): number {
  const pages = [...html.matchAll(/[?&;]sayfa=(\d+)/g)].map((m) => Number(m[1]));
  return Math.max(1, ...pages);
}

async function measure(
  baseUrl: string,
  clock: ReturnType<typeof cpuClock>,
  what: string,
  address: string,
  cookie: string,
  isPublic: boolean,
): Promise<Measured> {
  const once = async () => {
    const started = performance.now();
    // Raw bytes as sent: Node's fetch decodes brotli, so the length is read from a request that keeps them.
    const response = await fetch(baseUrl + address, { headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${address}: ${response.status}`);
    return performance.now() - started;
  };
  await once();
  const before = await clock.read();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  const cpu = await clock.since(before);
  return {
    what,
    public: isPublic,
    ms: median(times),
    cpuMs: (cpu.server + cpu.database) / REQUESTS,
    databaseCpuMs: cpu.database / REQUESTS,
    bytes: await sentBytes(baseUrl + address, cookie),
  };
}

/** The bytes on the wire for a phone that takes brotli (Content-Length, or the compressed body counted). */
async function sentBytes(url: string, cookie: string): Promise<number> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * What a visitor types: a casino's name (the scale volumes' casino 1234), an offer kind, a word in every row, and a
 * word no document holds.
 */
const SITE_SEARCHES = [
  ["a casino's name", "Örnek Casino 1234"],
  ["an offer kind and a number", "hoş geldin 1500"],
  ["a word every post and offer holds", "bonus"],
  ["a word nothing holds", "qwxz"],
] as const;

interface SearchTime {
  what: string;
  q: string;
  /** One grouped search (three kinds, their counts and first results), and a page of one kind: median ms, CPU ms. */
  grouped: { ms: number; cpuMs: number };
  kindPage: { ms: number; cpuMs: number };
  /** The grouped search's database time: PostgreSQL's `databaseMs`, or SQLite's `sqliteDatabaseMs`. */
  databaseMs: DatabaseTime | SqliteTime;
  found: string;
}

/**
 * `work` run REQUESTS times after one warming run, in-process: the median wall ms and this process's CPU ms per run.
 * Wall time moves with the machine's other load; this process's CPU time does not, and on SQLite (queried in this
 * process) it is the database's time.
 */
async function timeWork(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  await work();
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { ms: median(times), cpuMs: (cpu.user + cpu.system) / 1000 / REQUESTS };
}

/** The site search's service on the seeded database, in-process: the time of its queries (and a few highlights). */
async function timeSiteSearch(options: { dataDir: string; databaseUrl?: string }): Promise<SearchTime[]> {
  const handle = openDatabase(options);
  try {
    const times: SearchTime[] = [];
    for (const [what, q] of SITE_SEARCHES) {
      const result = await searchSite(handle.db, { q });
      times.push({
        what,
        q,
        grouped: await timeWork(() => searchSite(handle.db, { q })),
        kindPage: await timeWork(() => searchSite(handle.db, { q, kind: "promotion", page: 2 })),
        databaseMs: options.databaseUrl
          ? await databaseMs(options.databaseUrl, (db) => searchSite(db, { q }))
          : await sqliteDatabaseMs(options.dataDir, (db) => searchSite(db, { q })),
        found: result.groups.map((group) => `${group.kind} ${group.total}`).join(", "),
      });
    }
    return times;
  } finally {
    await handle.close();
  }
}

function printSearchTimes(engine: string, volume: string, times: SearchTime[]): void {
  console.log(
    `\n### ${engine}, ${volume}: the site search's time (median of ${REQUESTS}, in-process), load ${loadAverage()}\n`,
  );
  const pair = (m: { ms: number; cpuMs: number }) => `${m.ms.toFixed(1)} / ${m.cpuMs.toFixed(1)}`;
  if (engine !== "SQLite") {
    console.log(
      "| query | found | grouped page: ms / CPU ms | promotions page 2: ms / CPU ms | grouped page: database ms |",
    );
    console.log("|---|---|---:|---:|---:|");
  } else {
    console.log(
      "| query | found | grouped page: ms / CPU ms | promotions page 2: ms / CPU ms | grouped page, CPU ms: whole / its queries (their wall ms) / the rest | its queries alone, warm: database CPU ms (wall) |",
    );
    console.log("|---|---|---:|---:|---:|---:|");
  }
  for (const t of times) {
    const time = t.databaseMs;
    const database =
      "alone" in time
        ? ` ${time.cpuMs.toFixed(1)} / ${time.inSearch.ms.toFixed(1)} (${time.inSearch.wallMs.toFixed(1)}) / ${time.restMs.toFixed(1)} | ${time.alone.text} (${time.alone.wallMs.toFixed(1)}) |`
        : ` ${time.text} |`;
    console.log(`| ${t.what}: "${t.q}" | ${t.found} | ${pair(t.grouped)} | ${pair(t.kindPage)} |${database}`);
  }
}

/** The machine's load average over 1, 5 and 15 minutes, printed beside each figure (it is shared). */
function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}

/**
 * Seeds `dataset` into a fresh data directory (and PostgreSQL database, given its URL) and has PostgreSQL vacuum it and
 * gather its statistics, as a server that has run a while would have them; prints how long that took.
 */
async function seedMeasuredDatabase(options: { dataDir: string; databaseUrl?: string; dataset: BenchDataset }) {
  const started = performance.now();
  const paths = await seedBenchDatabase({ ...options, uploadsDir: path.join(options.dataDir, "uploads") });
  if (options.databaseUrl) {
    const handle = openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
    // Autovacuum's work on a running server after a bulk write: without it (this test cluster runs with autovacuum
    // off) a count reads every row's page instead of the index alone, several times slower than in production.
    await sql`vacuum analyze`.execute(handle.db);
    await handle.close();
  }
  console.error(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return paths;
}

async function measureSite(options: { dataDir: string; databaseUrl?: string; dataset: BenchDataset }) {
  const paths = await seedMeasuredDatabase(options);
  const searchTimes = await timeSiteSearch(options);
  const startedAt = performance.now();
  const server = await startProductionServer(
    {
      DATA_DIR: options.dataDir,
      PORT: "0",
      SEED_DEMO: "0",
      // Every public request rendered: the page cache stores nothing.
      PAGE_CACHE_MB: "0",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    120_000,
  );
  const startMs = performance.now() - startedAt;
  const monitor = options.databaseUrl ? new pg.Client({ connectionString: options.databaseUrl }) : null;
  await monitor?.connect();
  const clock = cpuClock(server.pid, monitor);
  try {
    const admin = await signInBenchAdmin(server.url);
    const results: Measured[] = [];
    const run = async (what: string, address: string, cookie: string, isPublic: boolean, whole = false) => {
      results.push({ ...(await measure(server.url, clock, what, address, cookie, isPublic)), whole });
      console.error(`  ${what}: ${results.at(-1)?.ms.toFixed(1)} ms`);
    };
    const lastPromotions = lastPageOf(await fetchText(`${server.url}/bonuslar`, UNCACHED_COOKIE));
    const lastPosts = lastPageOf(await fetchText(`${server.url}/blog`, UNCACHED_COOKIE));
    const publicPages: [string, string][] = [
      ["home", "/"],
      ["/bonuslar", "/bonuslar"],
      ["/bonuslar last page", `/bonuslar?sayfa=${lastPromotions}`],
      ["/bonuslar?q=bonus (search)", "/bonuslar?q=bonus"],
      ["/ara?q=Örnek Casino 1234 (site search)", `/ara?q=${encodeURIComponent(SITE_SEARCHES[0][1])}`],
      ["/ara?q=bonus (site search, every row)", "/ara?q=bonus"],
      ["promotion", paths.promotion],
      ["/guvenilir-siteler", "/guvenilir-siteler"],
      ["casino", paths.casino],
      ["/blog", "/blog"],
      ["/blog last page", `/blog?sayfa=${lastPosts}`],
      ["post", paths.post],
      ["/listeler", "/listeler"],
      ["/karsilastir", "/karsilastir"],
    ];
    for (const [what, address] of publicPages) await run(what, address, UNCACHED_COOKIE, true);
    await run("/sitemap.xml (index)", "/sitemap.xml", UNCACHED_COOKIE, false, true);
    await run("/sitemap-posts-1.xml", "/sitemap-posts-1.xml", UNCACHED_COOKIE, false, true);
    for (const list of ADMIN_LISTS) {
      const first = `/admin/${list}`;
      const last = lastPageOf(await fetchText(server.url + first, admin));
      await run(`admin ${list}: first page`, first, admin, false);
      await run(`admin ${list}: search`, `${first}?q=bonus`, admin, false);
      await run(`admin ${list}: last page`, `${first}?sayfa=${last}`, admin, false);
    }
    await run("CSV export: promotions", "/admin/csv/export/promotions", admin, false, true);
    await run("CSV export: casinos", "/admin/csv/export/casinos", admin, false, true);
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
    return { results, startMs, rssMb, searchTimes };
  } finally {
    await monitor?.end();
    await server.stop();
  }
}

async function measureEngine(engine: "SQLite" | "PostgreSQL") {
  const byVolume = [];
  for (const volume of VOLUMES) {
    console.error(`${engine}, ${volume.name} volumes (${JSON.stringify(volume.dataset)})`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `bench-scale-${volume.name}-`));
    const postgres = engine === "PostgreSQL" ? await createTestPostgresDatabase() : null;
    try {
      byVolume.push(await measureSite({ dataDir, databaseUrl: postgres?.url, dataset: volume.dataset }));
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const [small, large] = byVolume;
  if (!small || !large) return [];
  printSearchTimes(engine, "bench volumes", small.searchTimes);
  printSearchTimes(engine, "scale volumes", large.searchTimes);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const cpuCell = (m: Measured) =>
    engine === "PostgreSQL" ? `${m.cpuMs.toFixed(1)} (${m.databaseCpuMs.toFixed(1)})` : m.cpuMs.toFixed(1);
  console.log(`\n### ${engine}: ${REQUESTS} sequential requests each, median ms to the last byte\n`);
  console.log(
    `Start-up to listening: ${small.startMs.toFixed(0)} ms → ${large.startMs.toFixed(0)} ms; RSS after the run: ${small.rssMb.toFixed(0)} → ${large.rssMb.toFixed(0)} MB\n`,
  );
  if (engine === "PostgreSQL") {
    console.log("CPU ms: the server's and its database backends' together (the database's share in brackets).\n");
  }
  console.log("| what | 2,000 posts: ms / CPU ms / KB sent | 100,000 posts: ms / CPU ms / KB sent | CPU × | goal |");
  console.log("|---|---:|---:|---:|---|");
  const misses: string[] = [];
  for (const [i, a] of small.results.entries()) {
    const b = large.results[i];
    if (!b) continue;
    // Judged on the CPU per request (the server's and PostgreSQL's backends'): wall time on a shared machine moves
    // with everyone else's load. Under two milliseconds apart, a ratio says nothing (the CPU clock counts 10 ms ticks
    // over 20 requests).
    const ratio = b.cpuMs / Math.max(a.cpuMs, 0.5);
    const flat = a.whole || ratio <= RATIO_GOAL || b.cpuMs - a.cpuMs < 2;
    const light = !a.public || b.bytes <= PUBLIC_PAGE_BYTES;
    if (!flat) misses.push(`${engine} ${a.what}: ${ratio.toFixed(1)}×`);
    if (!light) misses.push(`${engine} ${a.what}: ${kb(b.bytes)} KB`);
    console.log(
      `| ${a.what} | ${a.ms.toFixed(1)} / ${cpuCell(a)} / ${kb(a.bytes)} | ${b.ms.toFixed(1)} / ${cpuCell(b)} / ${kb(b.bytes)} | ${ratio.toFixed(1)} | ${a.whole ? "grows with the rows" : flat && light ? "met" : "**missed**"} |`,
    );
  }
  return misses;
}

const engines: ("SQLite" | "PostgreSQL")[] = [];
if (!args.engine || args.engine === "sqlite") engines.push("SQLite");
if ((!args.engine && TEST_DATABASE_URL) || args.engine === "postgres") {
  if (!TEST_DATABASE_URL) throw new Error("--engine postgres needs TEST_DATABASE_URL");
  engines.push("PostgreSQL");
}
/** `/bonuslar?q=` timed by `--search-only`: in every offer, in a sixth of them, in one, and too short to index. */
const LISTING_SEARCHES = ["bonus", "hos geldin", "kisa aciklama 12345", "x"];

/** `/bonuslar?q=`'s service on the seeded database, in-process: its first page and count, newest first. */
async function timeListingSearch(engine: string, options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const handle = openDatabase(options);
  try {
    console.log(
      `\n### ${engine}, scale volumes: /bonuslar?q= first page and count (median of ${REQUESTS}, in-process)\n`,
    );
    console.log(`| query | found | ms | CPU ms |${options.databaseUrl ? " database ms |" : ""}`);
    console.log(`|---|---:|---:|---:|${options.databaseUrl ? "---:|" : ""}`);
    for (const q of LISTING_SEARCHES) {
      const { total, capped } = await searchPromotions(handle.db, { q });
      const time = await timeWork(() => searchPromotions(handle.db, { q }));
      const database = options.databaseUrl
        ? ` ${(await databaseMs(options.databaseUrl, (db) => searchPromotions(db, { q }))).text} |`
        : "";
      console.log(
        `| "${q}" | ${total}${capped ? "+" : ""} | ${time.ms.toFixed(1)} | ${time.cpuMs.toFixed(1)} |${database}`,
      );
    }
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL's own time for `work`'s queries: each query it sends is run again under `explain (analyze)` REQUESTS
 * times, and the median of its planning + execution time is taken; the sum, with each query's share ("12.3 (9.8 +
 * 2.5)"). The wall time in this process also holds the round trips and, on a shared machine, everyone's load.
 */
async function databaseMs(databaseUrl: string, work: (db: Db) => Promise<unknown>): Promise<DatabaseTime> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const sent: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      sent.push(event.query);
    },
  }).withPlugin(new ValuesPlugin("postgres"));
  try {
    await work(db);
    const each: number[] = [];
    for (const query of sent) {
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const { rows } = await pool.query(`explain (analyze, format json) ${query.sql}`, [...query.parameters]);
        const plans = rows[0]?.["QUERY PLAN"] as { "Planning Time": number; "Execution Time": number }[] | undefined;
        const plan = plans?.[0];
        times.push((plan?.["Planning Time"] ?? 0) + (plan?.["Execution Time"] ?? 0));
      }
      each.push(median(times));
    }
    return databaseTime(each, each);
  } finally {
    await db.destroy();
  }
}

/** A database's time of one piece of work's queries: their summed medians, and that sum with each query's share. */
interface DatabaseTime {
  ms: number;
  /** SQLite: the summed medians of the wall time; PostgreSQL's figure is the database's own, like `ms`. */
  wallMs: number;
  text: string;
}

function databaseTime(each: readonly number[], wall: readonly number[]): DatabaseTime {
  const ms = each.reduce((a, b) => a + b, 0);
  const text = each.length > 1 ? `${ms.toFixed(1)} (${each.map((q) => q.toFixed(1)).join(" + ")})` : ms.toFixed(1);
  return { ms, wallMs: wall.reduce((a, b) => a + b, 0), text };
}

/**
 * SQLite's time for `work`'s queries, two ways. In the search: `work` runs REQUESTS times after one that warms it, on
 * a connection opened as the application opens it, each statement timed as it runs; SQLite runs in this process and
 * each statement synchronously, so this process's CPU time around a statement is the database's (with the rows made
 * into objects, as the application's driver makes them), and the rest of the run's CPU is the search's own (building
 * the queries, the hits' text, highlighting). Alone: as `databaseMs` measures PostgreSQL's, each query the search sent
 * is run again REQUESTS times by itself, its pages warm in SQLite's cache, and the medians summed. The wall times
 * beside them move with the machine's other load.
 */
async function sqliteDatabaseMs(dataDir: string, work: (db: Db) => Promise<unknown>): Promise<SqliteTime> {
  const { database } = openSqliteConnection(dataDir);
  const statements = asKyselySqliteDatabase(database);
  const run = { cpuMs: 0, wallMs: 0 };
  const timed = <T>(execute: () => T): T => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    try {
      return execute();
    } finally {
      run.wallMs += performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      run.cpuMs += (used.user + used.system) / 1000;
    }
  };
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        close: () => statements.close(),
        prepare: (sqlText) => {
          const statement = statements.prepare(sqlText);
          return {
            reader: statement.reader,
            all: (parameters) => timed(() => statement.all(parameters)),
            run: (parameters) => timed(() => statement.run(parameters)),
            iterate: (parameters) => statement.iterate(parameters),
          };
        },
      },
    }),
    log: (event) => {
      sent.push(event.query);
    },
  }).withPlugin(new ValuesPlugin("sqlite"));
  try {
    await work(db);
    const queries = [...sent];
    const totals: number[] = [];
    const inSearch: number[] = [];
    const inSearchWall: number[] = [];
    const rest: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      Object.assign(run, { cpuMs: 0, wallMs: 0 });
      const cpuBefore = process.cpuUsage();
      await work(db);
      const used = process.cpuUsage(cpuBefore);
      const total = (used.user + used.system) / 1000;
      totals.push(total);
      inSearch.push(run.cpuMs);
      inSearchWall.push(run.wallMs);
      rest.push(total - run.cpuMs);
    }
    const alone: number[] = [];
    const aloneWall: number[] = [];
    for (const query of queries) {
      const cpuTimes: number[] = [];
      const wallTimes: number[] = [];
      timed(() => statements.prepare(query.sql).all(query.parameters));
      for (let i = 0; i < REQUESTS; i++) {
        Object.assign(run, { cpuMs: 0, wallMs: 0 });
        timed(() => statements.prepare(query.sql).all(query.parameters));
        cpuTimes.push(run.cpuMs);
        wallTimes.push(run.wallMs);
      }
      alone.push(median(cpuTimes));
      aloneWall.push(median(wallTimes));
    }
    return {
      cpuMs: median(totals),
      inSearch: { ms: median(inSearch), wallMs: median(inSearchWall) },
      restMs: median(rest),
      alone: databaseTime(alone, aloneWall),
    };
  } finally {
    await db.destroy();
  }
}

/** `sqliteDatabaseMs`: medians of the whole work's CPU, its statements' share and the rest; the queries alone. */
interface SqliteTime {
  cpuMs: number;
  inSearch: { ms: number; wallMs: number };
  restMs: number;
  alone: DatabaseTime;
}

/** `--search-only`: the scale volumes seeded, and the site search and `/bonuslar?q=` timed on them. */
async function measureSearchOnly(engine: "SQLite" | "PostgreSQL") {
  const scale = await scaleDatabase(engine, "bench-search-");
  try {
    printSearchTimes(engine, "scale volumes", await timeSiteSearch(scale.options));
    await timeListingSearch(engine, scale.options);
  } finally {
    await scale.release();
  }
}

/**
 * The scale volumes seeded for the in-process timings: into a scratch directory (and PostgreSQL database) dropped
 * after, or, given `--data-dir DIR`, kept in DIR (PostgreSQL: a database named after DIR beside TEST_DATABASE_URL's)
 * and seeded only when DIR does not hold them yet, so a change can be timed again without seeding for minutes.
 */
async function scaleDatabase(engine: "SQLite" | "PostgreSQL", prefix: string) {
  const kept = args["data-dir"];
  if (!kept) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
    const postgres = engine === "PostgreSQL" ? await createTestPostgresDatabase() : null;
    const options = { dataDir, databaseUrl: postgres?.url };
    console.error(`${engine}, scale volumes`);
    await seedMeasuredDatabase({ ...options, dataset: SCALE_DATASET });
    return {
      options,
      release: async () => {
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = path.resolve(kept, engine.toLowerCase());
  const databaseUrl =
    engine === "PostgreSQL" ? await keptPostgresDatabase(path.basename(path.resolve(kept))) : undefined;
  const options = { dataDir, databaseUrl };
  const marker = path.join(dataDir, "scale-seeded");
  if (!existsSync(marker)) {
    console.error(`${engine}, scale volumes, seeded into ${dataDir}${databaseUrl ? ` and ${databaseUrl}` : ""}`);
    mkdirSync(dataDir, { recursive: true });
    await seedMeasuredDatabase({ ...options, dataset: SCALE_DATASET });
    writeFileSync(marker, new Date().toISOString());
  } else {
    // Migrations added since the seeding still run, as they would on a server's upgrade.
    await (await openMigratedDatabase(options)).close();
  }
  return { options, release: async () => {} };
}

/** A PostgreSQL database named `name` beside TEST_DATABASE_URL's (created when missing, never dropped): its URL. */
async function keptPostgresDatabase(name: string): Promise<string> {
  if (!TEST_DATABASE_URL) throw new Error("--engine postgres needs TEST_DATABASE_URL");
  const database = `bench_${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}`;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The admin searches timed by `--admin-search-only`: a word in every row, a rare one, and one too short to index. */
const ADMIN_SEARCHES = ["bonus", "yazisi 12345", "cevrim sartlari", "12"];

/** `--admin-search-only`: the scale volumes seeded, and the admin blog, promotion and casino searches timed in-process. */
async function measureAdminSearchOnly(engine: "SQLite" | "PostgreSQL") {
  const scale = await scaleDatabase(engine, "bench-admin-search-");
  try {
    const handle = openDatabase(scale.options);
    try {
      const lists = [
        ["blog", (search: string) => listPostsForAdmin(handle.db, { query: listQueryOf(BLOG_LIST, { search }) })],
        [
          "promotions",
          (search: string) => listPromotionsForAdmin(handle.db, { query: listQueryOf(PROMOTION_LIST, { search }) }),
        ],
        [
          "casinos",
          (search: string) => listCasinosForAdmin(handle.db, { query: listQueryOf(CASINO_LIST, { search }) }),
        ],
      ] as const;
      console.log(
        `\n### ${engine}, scale volumes: an admin list's search, first page and counts (median of ${REQUESTS}, in-process)\n`,
      );
      console.log("| list | query | matches | ms | CPU ms |");
      console.log("|---|---|---:|---:|---:|");
      for (const [list, read] of lists) {
        for (const q of ADMIN_SEARCHES) {
          const page = await read(q);
          const time = await timeWork(() => read(q));
          console.log(`| ${list} | "${q}" | ${page.total} | ${time.ms.toFixed(1)} | ${time.cpuMs.toFixed(1)} |`);
        }
      }
    } finally {
      await handle.close();
    }
  } finally {
    await scale.release();
  }
}

const misses: string[] = [];
if (args["admin-search-only"]) {
  for (const engine of engines) await measureAdminSearchOnly(engine);
} else if (args["search-only"]) {
  for (const engine of engines) await measureSearchOnly(engine);
} else {
  for (const engine of engines) misses.push(...(await measureEngine(engine)));
  console.log(misses.length === 0 ? "\nEvery goal met." : `\nMissed:\n${misses.map((m) => `- ${m}`).join("\n")}`);
}
if (misses.length > 0) process.exitCode = 1;
