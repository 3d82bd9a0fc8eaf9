import { cpSync, existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { Engine } from "../../../db/engine.ts";
import { SQLITE_FILE_NAME } from "../../utils/db.server.ts";
import { createPrivateFile, makePrivateDir, makeTreePrivate } from "../../utils/private-files.server.ts";
import {
  BackupError,
  type BackupManifest,
  describeFiles,
  listFilesRecursively,
  MANIFEST_FILE,
  POSTGRES_BACKUP_FILE,
  SQLITE_BACKUP_FILE,
  UPLOADS_FOLDER,
} from "./manifest.server.ts";
import { requirePostgresTool, runPostgresTool } from "./postgres-tools.server.ts";

export interface CreateBackupOptions {
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** Folder that receives backup-YYYYMMDD-HHMMSS/ (DATA_DIR/backups by default). */
  outDir: string;
  now?: Date;
}

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
  bytes: number;
  durationMs: number;
}

/** backup-20261121-164800 in UTC, so names sort by time on every machine. */
export function backupFolderName(now: Date): string {
  const iso = now.toISOString();
  return `backup-${iso.slice(0, 10).replaceAll("-", "")}-${iso.slice(11, 19).replaceAll(":", "")}`;
}

/**
 * Writes one consistent backup while the site runs: SQLite through VACUUM INTO (a read transaction on the WAL
 * database), PostgreSQL through pg_dump's custom format, plus a copy of the uploads and a manifest with checksums.
 * The folder is written under a temporary name and renamed at the end, so a half-written backup never looks whole.
 */
export async function createBackup(options: CreateBackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const engine: Engine = options.databaseUrl ? "postgres" : "sqlite";
  if (engine === "postgres") requirePostgresTool("pg_dump");
  const finalDir = path.join(options.outDir, backupFolderName(now));
  if (existsSync(finalDir)) throw new BackupError(`Yedek klasörü zaten var: ${finalDir}`);
  const workDir = `${finalDir}.partial`;
  // Backups hold password hashes and sessions: owner-only, like DATA_DIR itself.
  makePrivateDir(workDir);
  try {
    let rowCounts: Record<string, number>;
    if (options.databaseUrl) {
      rowCounts = await countPostgresRows(options.databaseUrl);
      await runPostgresTool("pg_dump", options.databaseUrl, [
        "--format=custom",
        "--no-owner",
        `--file=${path.join(workDir, POSTGRES_BACKUP_FILE)}`,
      ]);
    } else {
      const target = path.join(workDir, SQLITE_BACKUP_FILE);
      createPrivateFile(target);
      vacuumSqliteInto(path.join(options.dataDir, SQLITE_FILE_NAME), target);
      rowCounts = countSqliteRows(target);
    }
    if (existsSync(options.uploadsDir))
      cpSync(options.uploadsDir, path.join(workDir, UPLOADS_FOLDER), { recursive: true });
    const databaseFile = engine === "sqlite" ? SQLITE_BACKUP_FILE : POSTGRES_BACKUP_FILE;
    const uploads = listFilesRecursively(path.join(workDir, UPLOADS_FOLDER)).map((f) => `${UPLOADS_FOLDER}/${f}`);
    const files = await describeFiles(workDir, [databaseFile, ...uploads]);
    const manifest: BackupManifest = {
      format: "bonus-rehberi-backup",
      version: 1,
      engine,
      created_at: now.toISOString(),
      row_counts: rowCounts,
      files,
    };
    writeFileSync(path.join(workDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    makeTreePrivate(workDir);
    renameSync(workDir, finalDir);
    return {
      dir: finalDir,
      manifest,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
      durationMs: performance.now() - started,
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}

function vacuumSqliteInto(source: string, target: string) {
  if (!existsSync(source)) throw new BackupError(`Veritabanı bulunamadı: ${source}`);
  const database = new DatabaseSync(source, { readOnly: true });
  try {
    database.exec("PRAGMA busy_timeout = 5000");
    database.prepare("VACUUM INTO ?").run(target);
  } finally {
    database.close();
  }
}

/** Row counts of every user table of a SQLite file (read from the backup itself, so they match it exactly). */
export function countSqliteRows(file: string): Record<string, number> {
  const database = new DatabaseSync(file, { readOnly: true });
  try {
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as Array<{ name: string }>;
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const row = database.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number };
      counts[name] = Number(row.n);
    }
    return counts;
  } finally {
    database.close();
  }
}

export async function countPostgresRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One snapshot for all counts; pg_dump takes its own, so counts of tables written meanwhile may differ by a few.
    await client.query("begin isolation level repeatable read read only");
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from "${name.replaceAll('"', '""')}"`);
      counts[name] = Number(result.rows[0]?.n ?? 0);
    }
    await client.query("commit");
    return counts;
  } finally {
    await client.end();
  }
}
