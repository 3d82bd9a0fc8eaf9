import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { AppServices } from "../../context.ts";
import type { Db } from "../../utils/db.server.ts";
import { errorText } from "../../utils/errors.ts";
import { ISTANBUL_OFFSET_MS } from "../../utils/istanbul-time.ts";
import { createBackupObjectStore } from "../../utils/storage.server.ts";
import { recordAudit } from "../audit/public.server.ts";
import { backupFolderName, createBackup } from "./backup.server.ts";
import { BackupError, MANIFEST_FILE, readVerifiedManifest } from "./manifest.server.ts";

/** A failed automatic backup is tried again this much later, at most BACKUP_MAX_ATTEMPTS times per slot. */
export const BACKUP_RETRY_MINUTES = 15;
export const BACKUP_MAX_ATTEMPTS = 3;
/** A run still 'running' after this long was left by a stopped instance (see markInterruptedRuns). */
const STALE_RUN_MINUTES = 120;
/** Slots are BACKUP_HOUR o'clock Istanbul time on this day plus whole intervals, so 24 h falls on that hour daily. */
const SLOT_EPOCH_UTC = Date.UTC(2024, 0, 1);
const FOLDER_PATTERN = /^backup-\d{8}-\d{6}$/;

export const BACKUP_MESSAGES = {
  done: "Yedek alındı",
  failed: "Yedek alınamadı",
  checksumFailed: "Yedeğin sağlama toplamı doğrulanamadı",
  writeFailed: "Yedek yazılamadı",
  interrupted: "Yedekleme yarıda kaldı (sunucu durdu)",
  lastFailed: (error: string) => `Son yedekleme başarısız: ${error}`,
  notFound: "Bu yedek bu sunucuda bulunamadı",
} as const;

export type BackupServices = Pick<AppServices, "db" | "config" | "logger">;

export interface BackupRun {
  id: string;
  trigger: "schedule" | "manual";
  status: "running" | "success" | "error";
  attempt: number;
  slotAt: string | null;
  startedAt: string;
  finishedAt: string | null;
  folder: string | null;
  sizeBytes: number | null;
  checksumVerified: boolean | null;
  s3Copied: boolean | null;
  error: string | null;
}

/** The latest slot at or before `now`, or null when automatic backups are off (interval 0). */
export function latestBackupSlot(now: Date, intervalHours: number, hour: number): Date | null {
  const intervalMs = Math.round(intervalHours * 3_600_000);
  if (intervalMs <= 0) return null;
  const anchor = SLOT_EPOCH_UTC + hour * 3_600_000 - ISTANBUL_OFFSET_MS;
  return new Date(anchor + Math.floor((now.getTime() - anchor) / intervalMs) * intervalMs);
}

export function nextBackupSlot(now: Date, intervalHours: number, hour: number): Date | null {
  const latest = latestBackupSlot(now, intervalHours, hour);
  return latest && new Date(latest.getTime() + Math.round(intervalHours * 3_600_000));
}

/**
 * The automatic backup: takes the latest due slot's backup unless some instance already claimed it (the unique
 * slot_key insert is the claim, so of several instances exactly one backs up each slot). A failed attempt is
 * retried after BACKUP_RETRY_MINUTES. After downtime only the latest slot is taken, once. Null: nothing to do.
 */
export async function runBackupSweep(services: BackupServices, now = new Date()): Promise<BackupRun | null> {
  const { intervalHours, hour } = services.config.backups;
  const slot = latestBackupSlot(now, intervalHours, hour);
  if (!slot) return null;
  const slotAt = slot.toISOString();
  await markInterruptedRuns(services.db, now);
  const last = await services.db
    .selectFrom("backup_runs")
    .select(["attempt", "status", "finished_at"])
    .where("slot_at", "=", slotAt)
    .where("trigger", "=", "schedule")
    .orderBy("attempt", "desc")
    .executeTakeFirst();
  let attempt = 1;
  if (last) {
    const retryAt = last.finished_at ? Date.parse(last.finished_at) + BACKUP_RETRY_MINUTES * 60_000 : Number.NaN;
    if (last.status !== "error" || last.attempt >= BACKUP_MAX_ATTEMPTS || !(now.getTime() >= retryAt)) return null;
    attempt = last.attempt + 1;
  }
  const id = randomUUID();
  const slotKey = `${slotAt}#${attempt}`;
  await services.db
    .insertInto("backup_runs")
    .values({
      id,
      slot_key: slotKey,
      slot_at: slotAt,
      attempt,
      trigger: "schedule",
      status: "running",
      started_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column("slot_key").doNothing())
    .execute();
  const claimed = await services.db
    .selectFrom("backup_runs")
    .select("id")
    .where("slot_key", "=", slotKey)
    .executeTakeFirst();
  if (claimed?.id !== id) return null;
  return oneAtATime(() => performBackup(services, id, now));
}

/**
 * A run still 'running' after STALE_RUN_MINUTES belongs to an instance that stopped mid-backup (or came with a
 * restored database): it counts as a failed attempt, so its slot is retried and the list stops saying 'Sürüyor'.
 */
async function markInterruptedRuns(db: Db, now: Date) {
  await db
    .updateTable("backup_runs")
    .set({ status: "error", finished_at: now.toISOString(), error: BACKUP_MESSAGES.interrupted })
    .where("status", "=", "running")
    .where("started_at", "<", new Date(now.getTime() - STALE_RUN_MINUTES * 60_000).toISOString())
    .execute();
}

/** 'Şimdi yedekle': a backup outside the schedule, recorded like the others. */
export async function takeBackupNow(services: BackupServices): Promise<BackupRun> {
  const id = randomUUID();
  await markInterruptedRuns(services.db, new Date());
  await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("backup_runs")
      .values({ id, trigger: "manual", status: "running", started_at: new Date().toISOString() })
      .execute();
    await recordAudit(trx, { kind: "backup", itemId: id, action: "create", summary: "Elle yedekleme başlatıldı" });
  });
  return oneAtATime(async () => {
    // Folder names have whole seconds: a second click within the same second waits for the next one.
    let now = new Date();
    while (existsSync(path.join(services.config.backupsDir, backupFolderName(now)))) {
      await new Promise((resolve) => setTimeout(resolve, 1000 - now.getMilliseconds()));
      now = new Date();
    }
    return performBackup(services, id, now);
  });
}

let backupQueue: Promise<unknown> = Promise.resolve();

/** This process writes one backup at a time: two at once would compete for the disk and for a folder name. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const result = backupQueue.then(work, work);
  backupQueue = result.catch(() => {});
  return result;
}

/** Writes the backup through the one backup writer, verifies it, copies it to S3 when configured, then prunes. */
async function performBackup(services: BackupServices, id: string, now: Date): Promise<BackupRun> {
  const { config, logger, db } = services;
  const started = performance.now();
  // On the run's own clock, so a sweep given `now` (tests, catch-up) measures its retry delay consistently.
  const finishedAt = () => new Date(now.getTime() + (performance.now() - started)).toISOString();
  try {
    const result = await createBackup({
      dataDir: config.dataDir,
      uploadsDir: config.uploadsDir,
      databaseUrl: config.databaseUrl,
      outDir: config.backupsDir,
      now,
    });
    const folder = path.basename(result.dir);
    const checksumVerified = await readVerifiedManifest(result.dir).then(
      () => true,
      () => false,
    );
    const s3Copied = config.s3 && checksumVerified ? await copyToS3(services, result.dir) : null;
    await db
      .updateTable("backup_runs")
      .set({
        status: checksumVerified ? "success" : "error",
        finished_at: finishedAt(),
        folder,
        size_bytes: result.bytes,
        checksum_verified: checksumVerified,
        s3_copied: s3Copied,
        error: checksumVerified ? null : BACKUP_MESSAGES.checksumFailed,
      })
      .where("id", "=", id)
      .execute();
    if (checksumVerified) logger.info({ folder, bytes: result.bytes, s3: s3Copied }, "yedek alındı");
    else logger.error({ folder }, "yedeğin sağlama toplamı tutmuyor");
    await pruneBackups(services);
  } catch (error) {
    logger.error({ err: error }, "yedekleme başarısız");
    const text = error instanceof BackupError ? error.message : `${BACKUP_MESSAGES.writeFailed}: ${errorText(error)}`;
    await db
      .updateTable("backup_runs")
      .set({ status: "error", finished_at: finishedAt(), error: text.slice(0, 500) })
      .where("id", "=", id)
      .execute();
  }
  const row = await db.selectFrom("backup_runs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return toBackupRun(row);
}

/** Copies every file of the folder, the manifest last, so a copy with a manifest is whole. False on any failure. */
async function copyToS3(services: BackupServices, dir: string): Promise<boolean> {
  const s3 = services.config.s3;
  if (!s3) return false;
  const store = createBackupObjectStore(s3);
  const folder = path.basename(dir);
  try {
    const manifest = await readVerifiedManifest(dir);
    for (const file of manifest.files) await store.putFile(`${folder}/${file.path}`, path.join(dir, file.path));
    await store.putFile(`${folder}/${MANIFEST_FILE}`, path.join(dir, MANIFEST_FILE));
    return true;
  } catch (error) {
    services.logger.error({ err: error, folder }, "yedek S3'e kopyalanamadı");
    return false;
  }
}

/** Keeps the newest BACKUP_KEEP folders of DATA_DIR/backups; older ones go, with their S3 copies. */
export async function pruneBackups(services: BackupServices): Promise<string[]> {
  const { backupsDir, backups, s3 } = services.config;
  if (!existsSync(backupsDir)) return [];
  const folders = readdirSync(backupsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FOLDER_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const removed = folders.slice(backups.keep);
  const store = s3 ? createBackupObjectStore(s3) : null;
  for (const folder of removed) {
    const dir = path.join(backupsDir, folder);
    if (store) {
      // The manifest names every copied file; the bucket is never listed, so only our own keys are deleted.
      const manifest = await readVerifiedManifest(dir).catch(() => null);
      const keys = [...(manifest?.files.map((f) => f.path) ?? []), MANIFEST_FILE];
      try {
        for (const key of keys) await store.delete(`${folder}/${key}`);
      } catch (error) {
        services.logger.error({ err: error, folder }, "eski yedeğin S3 kopyası silinemedi");
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  if (removed.length > 0) {
    await services.db
      .updateTable("backup_runs")
      .set({ pruned_at: new Date().toISOString() })
      .where("folder", "in", removed)
      .execute();
    services.logger.info({ folders: removed }, "eski yedekler silindi");
  }
  return removed;
}

/** Runs newest first, without those whose folder was pruned. */
export async function listBackupRuns(db: Db, limit = 50): Promise<BackupRun[]> {
  const rows = await db
    .selectFrom("backup_runs")
    .selectAll()
    .where("pruned_at", "is", null)
    .orderBy("started_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toBackupRun);
}

/** The dashboard's warning: the latest finished run failed and none has succeeded since. */
export async function getBackupWarning(db: Db): Promise<string | null> {
  const last = await db
    .selectFrom("backup_runs")
    .select(["status", "error"])
    .where("status", "in", ["success", "error"])
    .orderBy("finished_at", "desc")
    .executeTakeFirst();
  return last?.status === "error" ? BACKUP_MESSAGES.lastFailed(last.error ?? BACKUP_MESSAGES.failed) : null;
}

/** The folder of a backup on this instance's disk, or null for a name that is not a backup folder here. */
export function findBackupFolder(backupsDir: string, name: string): string | null {
  if (!FOLDER_PATTERN.test(name)) return null;
  const dir = path.join(backupsDir, name);
  return existsSync(path.join(dir, MANIFEST_FILE)) ? dir : null;
}

function toBackupRun(row: {
  id: string;
  trigger: "schedule" | "manual";
  status: "running" | "success" | "error";
  attempt: number;
  slot_at: string | null;
  started_at: string;
  finished_at: string | null;
  folder: string | null;
  size_bytes: number | string | null;
  checksum_verified: boolean | null;
  s3_copied: boolean | null;
  error: string | null;
}): BackupRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    attempt: Number(row.attempt),
    slotAt: row.slot_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    folder: row.folder,
    // bigint: node-postgres returns int8 as a string.
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    checksumVerified: row.checksum_verified,
    s3Copied: row.s3_copied,
    error: row.error,
  };
}
