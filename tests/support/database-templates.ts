import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { TestProject } from "vitest/node";
import { openMigratedDatabase, SQLITE_FILE_NAME } from "../../app/utils/db.server.ts";
import { VARIANT_WIDTHS } from "../../app/utils/image-variants.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "./postgres.ts";

/**
 * The demo content's database file and images, and the run's one folder of their image variants: every site on a
 * copy of the demo shares the variants (written then renamed, so two servers may make one at once), so each demo
 * image is encoded once per run and not once per site (an AVIF of a desktop width takes a core for ~0.2 s).
 */
export interface DemoTemplate {
  file: string;
  uploadsDir: string;
  variantsDir: string;
}

/** The run's migrated, empty databases that fresh test databases are copied from (see tests/support/databases.ts). */
export interface DatabaseTemplates {
  /** A migrated SQLite file: a suite's database is a copy of it. */
  sqliteFile: string;
  /**
   * The same file with the demo content seeded, and its images: what a server seeds on a fresh site at start-up,
   * made once for the run when it has browser or integration tests (tests/support/databases.ts' `demo`).
   */
  sqliteDemo?: DemoTemplate;
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
  const sqliteDemo = runsSites(project) ? await seedDemoTemplate(dir, sqliteFile) : undefined;
  const postgres = TEST_DATABASE_URL ? await createTestPostgresDatabase() : undefined;
  if (postgres) {
    const handle = await openMigratedDatabase({ dataDir: dir, databaseUrl: postgres.url });
    // Closed before any copy: PostgreSQL copies only a template nobody is connected to.
    await handle.close();
  }
  project.provide("databaseTemplates", {
    sqliteFile,
    ...(sqliteDemo ? { sqliteDemo } : {}),
    ...(postgres ? { postgresName: new URL(postgres.url).pathname.slice(1) } : {}),
  });
  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Whether the run has projects whose sites start on the demo content (the unit project alone never does). */
function runsSites(project: TestProject): boolean {
  return project.vitest.projects.some((each) => each.name === "e2e" || each.name === "integration");
}

/**
 * Seeds the demo content once into a copy of the migrated file, as a server does on a fresh site (its images
 * included), so that each site started on it copies what would take seconds of image work to make again.
 */
async function seedDemoTemplate(dir: string, sqliteFile: string): Promise<DemoTemplate> {
  const work = path.join(dir, "demo");
  mkdirSync(work);
  copyFileSync(sqliteFile, path.join(work, SQLITE_FILE_NAME));
  const uploadsDir = path.join(work, "uploads");
  const file = path.join(dir, "demo.db");
  const handle = await openMigratedDatabase({ dataDir: work });
  try {
    await seedDemoContent(handle.db, { uploadsDir });
    await sql.raw(`vacuum into '${file.replaceAll("'", "''")}'`).execute(handle.authDb);
  } finally {
    await handle.close();
  }
  const variantsDir = path.join(dir, "demo-variants");
  for (const width of VARIANT_WIDTHS) mkdirSync(path.join(variantsDir, String(width), "demo"), { recursive: true });
  return { file, uploadsDir, variantsDir };
}
