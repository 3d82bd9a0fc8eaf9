import type { AppServices } from "../app/context.ts";
import { runBackupSweep } from "../app/features/backup/backup-runs.server.ts";
import { publishDuePosts } from "../app/features/publishing/publish-runner.server.ts";

export const SWEEP_INTERVAL_MS = 60_000;

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/**
 * Design §6: the publishing sweep runs at start-up and every minute. The database is the only truth, so a missed
 * tick or a restart loses nothing; on PostgreSQL the sweep's advisory lock keeps instances from publishing twice.
 */
/** Told after every sweep run (metrics). */
export type SweepListener = (job: "publishing" | "backup", ok: boolean) => void;

export function startBackgroundJobs(
  services: AppServices,
  intervalMs = SWEEP_INTERVAL_MS,
  onSweep: SweepListener = () => {},
): BackgroundJobs {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = publishDuePosts(services)
      .then(
        () => onSweep("publishing", true),
        (error: unknown) => {
          onSweep("publishing", false);
          services.logger.error({ err: error }, "yayın taraması başarısız");
        },
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const backups = startBackupTimer(services, onSweep);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([running, backups.stop()]);
    },
  };
}

/**
 * Automatic backups (BACKUP_INTERVAL_HOURS, 0 = off): a check at start-up and every minute, or twice per interval
 * when that is shorter, takes the due slot's backup; the slot claim in the database keeps instances from doubling it.
 */
function startBackupTimer(services: AppServices, onSweep: SweepListener): BackgroundJobs {
  const intervalMs = services.config.backups.intervalHours * 3_600_000;
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runBackupSweep(services)
      .then(
        () => onSweep("backup", true),
        (error: unknown) => {
          onSweep("backup", false);
          services.logger.error({ err: error }, "yedekleme taraması başarısız");
        },
      )
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
