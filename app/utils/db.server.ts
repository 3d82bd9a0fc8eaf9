import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Engine } from "../../db/engine.ts";
import { migrateToLatest } from "../../db/migrator.ts";
import { asKyselySqliteDatabase } from "../../db/node-sqlite-database.ts";
import { type Database, SEARCH_DOCUMENT_KINDS } from "../../db/schema.ts";
import { ValuesPlugin } from "../../db/values-plugin.ts";
import { createPrivateFile, makePrivateDir } from "./private-files.server.ts";

export type { Engine } from "../../db/engine.ts";
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  /** The application's handle: ISO timestamps, real booleans, parsed JSON on both engines. */
  db: Db;
  /** The same connection without value normalisation, for better-auth, which converts values itself. */
  authDb: Db;
  engine: Engine;
  /** Path of the SQLite file, or null on PostgreSQL. */
  sqlitePath: string | null;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Calls the listener after every query with its duration (metrics); returns the unsubscribe. */
  onQuery(listener: QueryListener): () => void;
}

export type QueryListener = (durationMs: number, failed: boolean) => void;

/** Kysely's log hook, feeding the handle's query listeners (none: nothing but a size check per query). */
function queryLog(listeners: Set<QueryListener>): (event: LogEvent) => void {
  return (event) => {
    if (listeners.size === 0) return;
    for (const listener of listeners) listener(event.queryDurationMillis, event.level === "error");
  };
}

function subscribe(listeners: Set<QueryListener>) {
  return (listener: QueryListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Called when an idle PostgreSQL connection fails (the server logs it; the pool replaces the client). */
  onPoolError?: (error: Error) => void;
}

export const SQLITE_FILE_NAME = "site.db";

/**
 * SQLite's page cache of the connection, in KiB (SQLite's default is 2,000). A site search reads the newest entries
 * of a word's lists in four kinds' indexes, their vocabularies and the documents' covering index: at 100,000 posts
 * more than 2 MB, so each of its statements pushed out pages the next one, or the next search, read again, and its
 * statements cost about twice what each costs alone ("bonus": 7.3–8.4 ms of CPU against 3.4–3.8). With 8 MB they
 * cost 4.5–5.3; 16, 32 or 64 MB gained nothing more. Pages are held only once read: at most 8 MB more memory.
 */
const SQLITE_CACHE_KIB = 8192;

/** The one database factory: SQLite in DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onPoolError) : openSqlite(options.dataDir);
}

export async function openMigratedDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = openDatabase(options);
  try {
    await migrateToLatest(handle.authDb, handle.engine);
    await refreshPlannerStatistics(handle.authDb, handle.engine);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/** Rows SQLite samples per index when it gathers statistics: bounded time on a table of any size. */
const ANALYSIS_LIMIT = 2000;

/**
 * SQLite's planner statistics (`sqlite_stat1`), kept as SQLite advises for a long-lived connection: checked once the
 * database is opened and migrated, and hourly after (server/jobs.ts). A table of our own with rows and no statistics,
 * or one that grew or shrank tenfold since its last, is analysed with a bounded sample (0.6 s of CPU the first time
 * at 100,000 posts). Without them SQLite cannot tell a rare search's few matches from a common word's and reads whole
 * indexes for both. This is `PRAGMA optimize`'s rule, written out so that two kinds of table are never analysed: an
 * empty one, and the full-text indexes' own shadow tables. Statistics of either, taken on a fresh database, told the
 * planner those tables hold a row or two, and each insert into a full-text-indexed table then cost more the more rows
 * it had (50,000 posts: 13 s to insert became 75 s). PostgreSQL's autovacuum gathers its own.
 */
export async function refreshPlannerStatistics(db: Db, engine: Engine): Promise<void> {
  if (engine !== "sqlite") return;
  const tables = await sql<{ name: string }>`
    select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite%'`.execute(
    db,
  );
  const kept = await sql`select 1 from sqlite_schema where name = 'sqlite_stat1'`.execute(db);
  const analysedRows = new Map<string, number>();
  if (kept.rows.length > 0) {
    // Shadow tables' statistics from an earlier `PRAGMA optimize` are dropped (they take effect on the next open).
    await sql`delete from sqlite_stat1 where tbl in (select name from pragma_table_list where type = 'shadow')`.execute(
      db,
    );
    const { rows } = await sql<{ tbl: string; stat: string }>`select tbl, stat from sqlite_stat1`.execute(db);
    for (const row of rows) analysedRows.set(row.tbl, Number.parseInt(row.stat, 10) || 0);
  }
  await sql.raw(`PRAGMA analysis_limit=${ANALYSIS_LIMIT}`).execute(db);
  for (const { name } of tables.rows) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.raw(quoted)}`.execute(db);
    const count = Number(rows[0]?.n ?? 0);
    const before = analysedRows.get(name);
    if (count === 0) continue;
    if (before === undefined || count >= before * 10 || count * 10 <= before) {
      await sql.raw(`ANALYZE ${quoted}`).execute(db);
    }
  }
}

/**
 * The SQLite connection as the application opens it (its settings and the search's per-connection vocabularies),
 * before Kysely wraps it: `openDatabase` and the scale bench's timing of the site search's queries (bench/scale.ts).
 */
export function openSqliteConnection(dataDir: string): { database: DatabaseSync; sqlitePath: string } {
  makePrivateDir(dataDir);
  const sqlitePath = path.join(dataDir, SQLITE_FILE_NAME);
  createPrivateFile(sqlitePath);
  const database = new DatabaseSync(sqlitePath);
  // WAL lets the admin CLI and backups read and write beside the server; FULL makes every commit durable.
  database.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    PRAGMA foreign_keys = ON;
    PRAGMA cache_size = -${SQLITE_CACHE_KIB};
  `);
  // The words of the site search's index of each kind, for its word-beginning questions
  // (app/features/search/site-search.server.ts): this connection's own, never stored or backed up; each finds its
  // index only when asked, so before the migrations too.
  for (const kind of SEARCH_DOCUMENT_KINDS) {
    database.exec(
      `CREATE VIRTUAL TABLE temp.search_terms_${kind} USING fts5vocab(main, search_index_${kind}, 'instance')`,
    );
  }
  return { database, sqlitePath };
}

function openSqlite(dataDir: string): DatabaseHandle {
  const { database, sqlitePath } = openSqliteConnection(dataDir);
  const listeners = new Set<QueryListener>();
  const base = new Kysely<Database>({
    dialect: new SqliteDialect({ database: asKyselySqliteDatabase(database) }),
    log: queryLog(listeners),
  });
  return {
    db: base.withPlugin(new ValuesPlugin("sqlite")),
    authDb: base,
    engine: "sqlite",
    sqlitePath,
    ping: async () => {
      await sql`select 1`.execute(base);
    },
    close: () => base.destroy(),
    onQuery: subscribe(listeners),
  };
}

function openPostgres(connectionString: string, onPoolError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    types: {
      // count(*) and other int8 values as numbers: our counts stay far below 2^53.
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === 20
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", (error) => onPoolError?.(error));
  // A connection that dies while checked out emits on the client itself; without a listener that ends the process.
  pool.on("connect", (client) => client.on("error", (error) => onPoolError?.(error)));
  const listeners = new Set<QueryListener>();
  const base = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(listeners) });
  return {
    db: base.withPlugin(new ValuesPlugin("postgres")),
    authDb: base,
    engine: "postgres",
    sqlitePath: null,
    ping: async () => {
      await sql`select 1`.execute(base);
    },
    close: () => base.destroy(),
    onQuery: subscribe(listeners),
  };
}
