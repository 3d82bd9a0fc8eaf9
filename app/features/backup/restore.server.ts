import { chmodSync, constants, copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { findLockHolder } from "../../utils/data-dir-lock.server.ts";
import { SQLITE_FILE_NAME } from "../../utils/db.server.ts";
import { makePrivateDir } from "../../utils/private-files.server.ts";
import {
  BackupError,
  type BackupManifest,
  POSTGRES_BACKUP_FILE,
  readVerifiedManifest,
  SQLITE_BACKUP_FILE,
  UPLOADS_FOLDER,
} from "./manifest.server.ts";
import { requirePostgresTool, runPostgresTool } from "./postgres-tools.server.ts";

export interface RestoreBackupOptions {
  backupDir: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  now?: Date;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the previous database file and uploads were kept (SQLite database; uploads on both engines). */
  keptDatabase: string | null;
  keptUploads: string | null;
  durationMs: number;
}

/** The PID in DATA_DIR/server.pid when that process still runs (a SQLite server holds this lock). */
/**
 * Restores a backup into a stopped site. Everything is checked before anything changes: the server lock, the
 * manifest, every checksum and the engine. The previous database file and uploads are kept beside the new ones.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoreResult> {
  const started = performance.now();
  const running = findLockHolder(options.dataDir);
  if (running !== null) {
    throw new BackupError(
      `Site çalışıyor (PID ${running}); geri yüklemeden önce sunucuyu durdurun. Hiçbir şey değiştirilmedi.`,
    );
  }
  const manifest = await readVerifiedManifest(options.backupDir);
  const targetEngine = options.databaseUrl ? "postgres" : "sqlite";
  if (manifest.engine !== targetEngine) {
    throw new BackupError(
      manifest.engine === "sqlite"
        ? "Bu bir SQLite yedeği, ama DATABASE_URL ayarlı: önce SQLite sitesine geri yükleyip sonra npm run db:migrate-to-postgres çalıştırın."
        : "Bu bir PostgreSQL yedeği: geri yüklemek için DATABASE_URL ayarlayın.",
    );
  }
  if (manifest.engine === "postgres") requirePostgresTool("pg_restore");
  const stamp = (options.now ?? new Date()).toISOString().replace(/[-:]/g, "").replace(/\..*$/, "");

  let keptDatabase: string | null = null;
  if (options.databaseUrl) {
    await runPostgresTool("pg_restore", options.databaseUrl, [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      path.join(options.backupDir, POSTGRES_BACKUP_FILE),
    ]);
  } else {
    keptDatabase = replaceSqliteFile(path.join(options.backupDir, SQLITE_BACKUP_FILE), options.dataDir, stamp);
  }
  const uploads = manifest.files.filter((f) => f.path.startsWith(`${UPLOADS_FOLDER}/`)).map((f) => f.path);
  const keptUploads = replaceUploads(options.backupDir, uploads, options.uploadsDir, stamp);
  return { manifest, keptDatabase, keptUploads, durationMs: performance.now() - started };
}

function replaceSqliteFile(backupFile: string, dataDir: string, stamp: string): string | null {
  makePrivateDir(dataDir);
  const live = path.join(dataDir, SQLITE_FILE_NAME);
  const incoming = `${live}.restoring`;
  try {
    copyFileSync(backupFile, incoming);
    // A copy keeps the backup's mode (older backups: 0644); SQLite gives the WAL and SHM the database's.
    chmodSync(incoming, 0o600);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  let kept: string | null = null;
  if (existsSync(live)) {
    // Fold the WAL into the old file first, so the kept copy holds every committed write.
    const old = new DatabaseSync(live);
    try {
      old.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    } finally {
      old.close();
    }
    kept = `${live}.before-restore-${stamp}`;
    renameSync(live, kept);
  }
  rmSync(`${live}-wal`, { force: true });
  rmSync(`${live}-shm`, { force: true });
  renameSync(incoming, live);
  return kept;
}

/** Copies exactly the uploads the manifest lists (checked: regular files, no links); nothing else in the folder. */
function replaceUploads(
  backupDir: string,
  listed: readonly string[],
  uploadsDir: string,
  stamp: string,
): string | null {
  let kept: string | null = null;
  if (existsSync(uploadsDir)) {
    kept = `${uploadsDir}.before-restore-${stamp}`;
    renameSync(uploadsDir, kept);
  }
  makePrivateDir(uploadsDir);
  for (const relative of listed) {
    const target = path.join(uploadsDir, relative.slice(UPLOADS_FOLDER.length + 1));
    makePrivateDir(path.dirname(target));
    copyFileSync(path.join(backupDir, relative), target, constants.COPYFILE_EXCL);
  }
  return kept;
}
