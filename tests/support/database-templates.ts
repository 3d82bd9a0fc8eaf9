import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { TestProject } from "vitest/node";
import { openMigratedDatabase } from "../../app/utils/db.server.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "./postgres.ts";

/** The run's migrated, empty databases that fresh test databases are copied from (see tests/support/databases.ts). */
export interface DatabaseTemplates {
  /** A migrated SQLite file: a suite's database is a copy of it. */
  sqliteFile: string;
  /** A migrated PostgreSQL database: a suite's database is `create database … template` of it; unset without one. */
  postgresName?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Vitest's global setup: migrates one SQLite file and (with TEST_DATABASE_URL) one PostgreSQL database per run, so
 * that each of the hundreds of fresh databases the suites open is a copy instead of a run of every migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), "bonus-rehberi-template-"));
  const sqliteFile = path.join(dir, "template.db");
  const sqlite = await openMigratedDatabase({ dataDir: dir });
  try {
    // One self-contained file (no WAL beside it) that a copy can open as it is.
    await sql.raw(`vacuum into '${sqliteFile.replaceAll("'", "''")}'`).execute(sqlite.authDb);
  } finally {
    await sqlite.close();
  }
  const postgres = TEST_DATABASE_URL ? await createTestPostgresDatabase() : undefined;
  if (postgres) {
    const handle = await openMigratedDatabase({ dataDir: dir, databaseUrl: postgres.url });
    // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
    await handle.close();
  }
  project.provide("databaseTemplates", {
    sqliteFile,
    ...(postgres ? { postgresName: new URL(postgres.url).pathname.slice(1) } : {}),
  });
  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
