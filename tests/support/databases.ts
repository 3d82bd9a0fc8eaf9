import { chmodSync, copyFileSync, cpSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, inject, onTestFinished } from "vitest";
import { imageVariantsDir } from "../../app/features/uploads/image-variants.server.ts";
import { type DatabaseHandle, type Db, openMigratedDatabase, SQLITE_FILE_NAME } from "../../app/utils/db.server.ts";
import { VARIANT_WIDTHS } from "../../app/utils/image-variants.ts";
import type { DatabaseTemplates } from "./database-templates.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "./postgres.ts";
import { createTempDir } from "./temp-dir.ts";

/** The engines a service suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES = [
  { name: "SQLite", skip: false },
  { name: "PostgreSQL", skip: !TEST_DATABASE_URL },
] as const;

export type EngineName = (typeof ENGINES)[number]["name"];

/**
 * A database of one engine that nothing has opened yet, empty or (asked for `migrated`) migrated: its data directory
 * and, on PostgreSQL, its URL.
 */
export interface FreshDatabase<Engine extends EngineName = EngineName> {
  dataDir: string;
  databaseUrl: Engine extends "PostgreSQL" ? string : undefined;
  /** Drops the PostgreSQL database and removes the data directory. */
  remove(): Promise<void>;
}

/**
 * The one way a test gets a database of its own: a suite calls it in beforeAll and `remove()`s it afterwards (or
 * uses `useFreshDatabase`); a single test calls `freshDatabaseForTest`. Nothing else creates test databases.
 */
export async function createFreshDatabase<Engine extends EngineName>(
  engine: Engine,
  options: { migrated?: boolean; demo?: boolean } = {},
): Promise<FreshDatabase<Engine> & { demoSeeded: boolean }> {
  const dir = createTempDir();
  // `migrated`: a copy of the run's migrated template (tests/support/database-templates.ts), when the run made one.
  const templates = options.migrated || options.demo ? runTemplates() : undefined;
  // `demo` (SQLite): the copy has the demo content and its images already, when the run made that template.
  const demo = engine === "SQLite" && options.demo ? templates?.sqliteDemo : undefined;
  if (engine === "SQLite" && templates) {
    const file = path.join(dir.path, SQLITE_FILE_NAME);
    copyFileSync(demo?.file ?? templates.sqliteFile, file);
    chmodSync(file, 0o600);
    if (demo) {
      // The originals keep the template's times, so the run's shared variants (newer) are not made again.
      cpSync(demo.uploadsDir, path.join(dir.path, "uploads"), { recursive: true, preserveTimestamps: true });
      shareDemoVariants(dir.path, demo.variantsDir);
    }
  }
  // The data directory holds the site's own files (secrets, uploads) beside a PostgreSQL database too.
  const postgres = engine === "PostgreSQL" ? await createTestPostgresDatabase(templates?.postgresName) : undefined;
  return {
    dataDir: dir.path,
    databaseUrl: postgres?.url as FreshDatabase<Engine>["databaseUrl"],
    demoSeeded: demo !== undefined,
    remove: async () => {
      await postgres?.drop();
      dir.remove();
    },
  };
}

/** Links each width's folder of demo-image variants in the site's cache to the run's (database-templates.ts). */
function shareDemoVariants(dataDir: string, runVariantsDir: string): void {
  for (const width of VARIANT_WIDTHS) {
    const folder = path.join(imageVariantsDir(dataDir), String(width));
    mkdirSync(folder, { recursive: true });
    symlinkSync(path.join(runVariantsDir, String(width), "demo"), path.join(folder, "demo"));
  }
}

/** The templates of this run, or undefined outside a run whose global setup made them. */
function runTemplates(): DatabaseTemplates | undefined {
  try {
    return inject("databaseTemplates");
  } catch {
    return undefined;
  }
}

/** A fresh database for the running test only, removed when the test finishes (a server may start on it). */
export async function freshDatabaseForTest<Engine extends EngineName>(engine: Engine): Promise<FreshDatabase<Engine>> {
  const fresh = await createFreshDatabase(engine);
  onTestFinished(() => fresh.remove());
  return fresh;
}

/**
 * A fresh database opened and migrated (a copy of the run's migrated template; migrating it again finds nothing to
 * do); `close()` closes it and removes it again.
 */
export async function openFreshDatabase(
  engine: EngineName,
): Promise<{ handle: DatabaseHandle; dataDir: string; close(): Promise<void> }> {
  const fresh = await createFreshDatabase(engine, { migrated: true });
  const handle = await openMigratedDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
  return {
    handle,
    dataDir: fresh.dataDir,
    close: async () => {
      await handle.close();
      await fresh.remove();
    },
  };
}

/** A fresh, migrated, empty database for one suite (call it inside its describe), closed and removed afterwards. */
export function useFreshDatabase(engine: EngineName): { readonly db: Db; readonly handle: DatabaseHandle } {
  let opened: Awaited<ReturnType<typeof openFreshDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openFreshDatabase(engine);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get db() {
      return this.handle.db;
    },
    get handle() {
      if (!opened) throw new Error("the database is opened in beforeAll");
      return opened.handle;
    },
  };
}

/**
 * Makes the database itself refuse every insert and update of `table` with `message`, on either engine: a real
 * failure of the real database, not a validation error. Returns the function that lifts the refusal again.
 */
export async function refuseWrites(
  handle: DatabaseHandle,
  table: string,
  message: string,
): Promise<() => Promise<void>> {
  const name = `refuse_${table}_writes`;
  const text = `'${message.replaceAll("'", "''")}'`;
  const run = (statement: string) => sql.raw(statement).execute(handle.db);
  if (handle.engine === "postgres") {
    await run(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception ${text}; end $$`);
    await run(`create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`);
    return async () => {
      await run(`drop trigger ${name} on ${table}`);
      await run(`drop function ${name}()`);
    };
  }
  for (const event of ["insert", "update"]) {
    await run(`create trigger ${name}_${event} before ${event} on ${table} begin select raise(abort, ${text}); end`);
  }
  return async () => {
    for (const event of ["insert", "update"]) await run(`drop trigger ${name}_${event}`);
  };
}
