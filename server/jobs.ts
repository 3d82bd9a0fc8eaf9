import type { AppServices } from "../app/context.ts";
import { pruneAuditLog } from "../app/features/audit/audit-log.server.ts";
import { runBackupSweep } from "../app/features/backup/backup-runs.server.ts";
import { publishDuePosts } from "../app/features/publishing/publish-runner.server.ts";

export const SWEEP_INTERVAL_MS = 60_000;
/** The audit log's retention sweep (decision 038): at start-up and once a day. */
export const AUDIT_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/**
 * Design §6: the publishing sweep runs at start-up and every minute. The database is the only truth, so a missed
 * tick or a restart loses nothing; on PostgreSQL the sweep's advisory lock keeps instances from publishing twice.
 */
export function startBackgroundJobs(services: AppServices, intervalMs = SWEEP_INTERVAL_MS): BackgroundJobs {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = publishDuePosts(services)
      .catch((error: unknown) => services.logger.error({ err: error }, "yayın taraması başarısız"))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const backups = startBackupTimer(services);
  const audit = startAuditSweep(services);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([running, backups.stop(), audit.stop()]);
    },
  };
}

/**
 * Automatic backups (BACKUP_INTERVAL_HOURS, 0 = off): a check at start-up and every minute, or twice per interval
 * when that is shorter, takes the due slot's backup; the slot claim in the database keeps instances from doubling it.
 */
function startBackupTimer(services: AppServices): BackgroundJobs {
  const intervalMs = services.config.backups.intervalHours * 3_600_000;
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runBackupSweep(services)
      .catch((error: unknown) => services.logger.error({ err: error }, "yedekleme taraması başarısız"))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, Math.min(SWEEP_INTERVAL_MS, Math.max(1000, intervalMs / 2)));
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Deletes audit entries older than the retention setting ('Kayıt saklama süresi', default 365 days). */
function startAuditSweep(services: AppServices): BackgroundJobs {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = pruneAuditLog(services.db)
      .then((deleted) => {
        if (deleted > 0) services.logger.info({ deleted }, "eski etkinlik kayıtları silindi");
      })
      .catch((error: unknown) => services.logger.error({ err: error }, "etkinlik kaydı temizliği başarısız"))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, AUDIT_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
