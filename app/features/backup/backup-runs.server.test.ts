import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../../tests/fakes/s3-server.ts";
import { createFreshDatabase, ENGINES, type FreshDatabase } from "../../../tests/support/databases.ts";
import { capturingLogger, type LogLine } from "../../../tests/support/log-lines.ts";
import { tempDirForTest } from "../../../tests/support/temp-dir.ts";
import { type DatabaseHandle, openMigratedDatabase } from "../../utils/db.server.ts";
import { loadConfig } from "../../utils/env.server.ts";
import {
  BACKUP_RETRY_MINUTES,
  type BackupServices,
  getBackupWarning,
  latestBackupSlot,
  listBackupRuns,
  nextBackupSlot,
  runBackupSweep,
  takeBackupNow,
} from "./backup-runs.server.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 04:00 Istanbul time on 24 November 2026 (UTC+3). */
const SLOT = new Date("2026-11-24T01:00:00.000Z");

describe("the backup schedule", () => {
  it("puts a daily slot at BACKUP_HOUR o'clock Istanbul time, the latest at or before now", () => {
    expect(latestBackupSlot(new Date("2026-11-24T00:59:59.000Z"), 24, 4)?.toISOString()).toBe(
      "2026-11-23T01:00:00.000Z",
    );
    expect(latestBackupSlot(SLOT, 24, 4)?.toISOString()).toBe(SLOT.toISOString());
    expect(nextBackupSlot(new Date("2026-11-24T12:00:00.000Z"), 24, 4)?.toISOString()).toBe("2026-11-25T01:00:00.000Z");
    // Midnight in Istanbul is 21:00 UTC the day before.
    expect(latestBackupSlot(new Date("2026-11-24T10:00:00.000Z"), 24, 0)?.toISOString()).toBe(
      "2026-11-23T21:00:00.000Z",
    );
  });

  it("spaces shorter intervals from the same hour, and has no slot when the interval is 0", () => {
    // Every 6 hours from 04:00 Istanbul: 04, 10, 16, 22; 15:00 Istanbul falls in the 10:00 slot.
    expect(latestBackupSlot(new Date("2026-11-24T12:00:00.000Z"), 6, 4)?.toISOString()).toBe(
      "2026-11-24T07:00:00.000Z",
    );
    expect(latestBackupSlot(SLOT, 0, 4)).toBeNull();
    expect(nextBackupSlot(SLOT, 0, 4)).toBeNull();
  });
});

interface Site {
  dataDir: string;
  handle: DatabaseHandle;
  services: BackupServices;
  logLines: LogLine[];
}

for (const engine of ENGINES) {
  describe.skipIf(engine.skip)(`automatic backups on ${engine.name}`, () => {
    const handles: DatabaseHandle[] = [];
    const databases: FreshDatabase[] = [];
    afterAll(async () => {
      for (const h of handles) await h.close();
      for (const d of databases) await d.remove();
    });

    /** A new empty database on this engine: its URL on PostgreSQL, none on SQLite (the site's data directory). */
    async function databaseUrl(): Promise<string | undefined> {
      const database = await createFreshDatabase(engine.name);
      databases.push(database);
      return database.databaseUrl;
    }

    async function openSite(env: Record<string, string> = {}, shared?: { dataDir: string; url: string | undefined }) {
      const dataDir = shared?.dataDir ?? tempDirForTest();
      const url = shared ? shared.url : await databaseUrl();
      const handle = await openMigratedDatabase({ dataDir, databaseUrl: url });
      handles.push(handle);
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        SESSION_SECRET: "s".repeat(32),
        BACKUP_INTERVAL_HOURS: "24",
        ...env,
      });
      const { logger, lines: logLines } = capturingLogger();
      const site: Site = {
        dataDir,
        handle,
        logLines,
        services: { db: handle.db, config, logger },
      };
      return site;
    }

    const backupFolders = (site: Site) =>
      existsSync(site.services.config.backupsDir) ? readdirSync(site.services.config.backupsDir).sort() : [];

    it("takes the due slot's backup once, verified, and a later sweep in the same slot does nothing", async () => {
      const site = await openSite();
      const run = await runBackupSweep(site.services, new Date(SLOT.getTime() + 5 * MINUTE));
      expect(run).toMatchObject({ status: "success", trigger: "schedule", attempt: 1, checksumVerified: true });
      expect(run?.slotAt).toBe(SLOT.toISOString());
      expect(run?.folder).toBe("backup-20261124-010500");
      expect(run?.sizeBytes).toBeGreaterThan(0);
      expect(backupFolders(site)).toEqual(["backup-20261124-010500"]);

      expect(await runBackupSweep(site.services, new Date(SLOT.getTime() + 6 * 60 * MINUTE))).toBeNull();
      expect(await listBackupRuns(site.handle.db)).toHaveLength(1);
    });

    it("keeps the newest BACKUP_KEEP backups and deletes older folders with their copies in the bucket", async () => {
      const s3 = await startFakeS3({ bucket: "yedek-kovasi", accessKeyId: "test-key" });
      try {
        const site = await openSite({
          BACKUP_KEEP: "2",
          S3_ENDPOINT: s3.endpoint,
          S3_BUCKET: "yedek-kovasi",
          S3_ACCESS_KEY_ID: "test-key",
          S3_SECRET_ACCESS_KEY: "test-secret",
        });
        mkdirSync(site.services.config.uploadsDir, { recursive: true });
        writeFileSync(path.join(site.services.config.uploadsDir, "logo.png"), "png bytes");
        for (let day = 0; day < 3; day++) {
          const run = await runBackupSweep(site.services, new Date(SLOT.getTime() + day * DAY));
          expect(run).toMatchObject({ status: "success", s3Copied: true });
        }
        expect(backupFolders(site)).toEqual(["backup-20261125-010000", "backup-20261126-010000"]);
        const keys = [...s3.objects.keys()].sort();
        expect(keys.some((k) => k.startsWith("backups/backup-20261124-010000/"))).toBe(false);
        for (const folder of ["backup-20261125-010000", "backup-20261126-010000"]) {
          expect(keys).toContain(`backups/${folder}/manifest.json`);
          expect(keys).toContain(`backups/${folder}/uploads/logo.png`);
          expect(s3.objects.get(`backups/${folder}/uploads/logo.png`)?.body.toString()).toBe("png bytes");
        }
        const listed = await listBackupRuns(site.handle.db);
        expect(listed.map((r) => r.folder)).toEqual(["backup-20261126-010000", "backup-20261125-010000"]);
      } finally {
        await s3.close();
      }
    });

    it("logs a failed backup, warns on the dashboard, retries it after the delay and clears the warning", async () => {
      const site = await openSite();
      // A file where the backups folder should be: the backup writer cannot create its folder.
      writeFileSync(site.services.config.backupsDir, "not a folder");
      const failed = await runBackupSweep(site.services, SLOT);
      expect(failed).toMatchObject({ status: "error", attempt: 1 });
      expect(failed?.error).toBeTruthy();
      const logged = site.logLines.find((line) => line.msg === "yedekleme başarısız");
      expect(logged?.level).toBe(50);
      expect(logged?.err?.message).toBeTruthy();
      expect(await getBackupWarning(site.handle.db)).toBe(`Son yedekleme başarısız: ${failed?.error}`);

      expect(await runBackupSweep(site.services, new Date(SLOT.getTime() + 5 * MINUTE))).toBeNull();
      rmSync(site.services.config.backupsDir);
      const retried = await runBackupSweep(
        site.services,
        new Date(Date.parse(failed?.finishedAt ?? "") + (BACKUP_RETRY_MINUTES + 1) * MINUTE),
      );
      expect(retried).toMatchObject({ status: "success", attempt: 2, slotAt: SLOT.toISOString() });
      expect(await getBackupWarning(site.handle.db)).toBeNull();
    });

    it("marks a run left unfinished for two hours as interrupted and retries its slot after the delay", async () => {
      const site = await openSite();
      await site.handle.db
        .insertInto("backup_runs")
        .values({
          id: "yarim-kalan",
          slot_key: `${SLOT.toISOString()}#1`,
          slot_at: SLOT.toISOString(),
          attempt: 1,
          trigger: "schedule",
          status: "running",
          started_at: SLOT.toISOString(),
        })
        .execute();
      expect(await runBackupSweep(site.services, new Date(SLOT.getTime() + 60 * MINUTE))).toBeNull();
      expect(await runBackupSweep(site.services, new Date(SLOT.getTime() + 121 * MINUTE))).toBeNull();
      const retried = await runBackupSweep(
        site.services,
        new Date(SLOT.getTime() + (121 + BACKUP_RETRY_MINUTES) * MINUTE),
      );
      expect(retried).toMatchObject({ status: "success", attempt: 2 });
      const interrupted = await site.handle.db
        .selectFrom("backup_runs")
        .select(["status", "error"])
        .where("id", "=", "yarim-kalan")
        .executeTakeFirstOrThrow();
      expect(interrupted).toEqual({ status: "error", error: "Yedekleme yarıda kaldı (sunucu durdu)" });
    });

    it("lets exactly one of two instances take a slot's backup when both sweep at the same moment", async () => {
      const first = await openSite();
      const second = await openSite({}, { dataDir: first.dataDir, url: first.services.config.databaseUrl });
      const results = await Promise.all([
        runBackupSweep(first.services, SLOT),
        runBackupSweep(second.services, SLOT),
        runBackupSweep(first.services, SLOT),
        runBackupSweep(second.services, SLOT),
      ]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await listBackupRuns(first.handle.db)).toHaveLength(1);
      expect(backupFolders(first)).toEqual(["backup-20261124-010000"]);
    });

    it("takes a backup on demand outside the schedule", async () => {
      const site = await openSite({ BACKUP_INTERVAL_HOURS: "0" });
      expect(await runBackupSweep(site.services, SLOT)).toBeNull();
      const run = await takeBackupNow(site.services);
      expect(run).toMatchObject({ status: "success", trigger: "manual", checksumVerified: true, s3Copied: null });
      expect(backupFolders(site)).toEqual([run.folder]);
    });

    it("takes two on-demand backups asked for in the same second one after the other, both kept", async () => {
      const site = await openSite({ BACKUP_INTERVAL_HOURS: "0" });
      const runs = await Promise.all([takeBackupNow(site.services), takeBackupNow(site.services)]);
      expect(runs.map((run) => run.status)).toEqual(["success", "success"]);
      expect(new Set(runs.map((run) => run.folder)).size).toBe(2);
      expect(backupFolders(site)).toHaveLength(2);
    });
  });
}
