import type { AppServices } from "../app/context.ts";
import { runAlertSweep } from "../app/features/alerts/alert-queue.server.ts";
import { announceNewPromotions } from "../app/features/announcements/promotion-announcements.server.ts";
import { pruneAuditLog } from "../app/features/audit/audit-log.server.ts";
import { runBackupSweep } from "../app/features/backup/backup-runs.server.ts";
import { pruneClickVisitors } from "../app/features/promotions/outbound-clicks.server.ts";
import { publishDuePosts } from "../app/features/publishing/publish-runner.server.ts";
import { pruneAutosaves } from "../app/features/revisions/revisions.server.ts";
import { AUTOSAVE_ITEM_TABLES } from "../app/features/revisions/versioned-kinds.server.ts";
import { sendMail } from "../app/integrations/mail.server.ts";
import { sendTelegramMessage } from "../app/integrations/telegram.server.ts";
import { refreshPlannerStatistics } from "../app/utils/db.server.ts";

export const SWEEP_INTERVAL_MS = 60_000;
/** The audit log's retention sweep, so the log keeps only its set number of days: at start-up and once a day. */
export const AUDIT_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Told after every sweep run (metrics). */
export type SweepListener = (job: SweepName, ok: boolean) => void;
export type SweepName = "publishing" | "backup" | "audit" | "retention" | "announcements" | "alerts" | "statistics";
/** SQLite's planner statistics are checked hourly, as SQLite advises for a long-lived connection. */
export const STATISTICS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Design §6: the publishing sweep runs at start-up and every minute. The database is the only truth, so a missed
 * tick or a restart loses nothing; on PostgreSQL the sweep's advisory lock keeps instances from publishing twice.
 * Beside it: automatic backups and the audit log's retention sweep, each on the same kind of timer.
 */
export function startBackgroundJobs(
  services: AppServices,
  intervalMs = SWEEP_INTERVAL_MS,
  onSweep: SweepListener = () => {},
): BackgroundJobs {
  const { logger } = services;
  const jobs: BackgroundJobs[] = [
    startSweep("publishing", intervalMs, () => publishDuePosts(services), onSweep, logger, "yayın taraması başarısız"),
    startBackupTimer(services, onSweep),
    startSweep(
      "audit",
      AUDIT_SWEEP_INTERVAL_MS,
      async () => {
        const deleted = await pruneAuditLog(services.db);
        if (deleted > 0) logger.info({ deleted }, "eski etkinlik kayıtları silindi");
      },
      onSweep,
      logger,
      "etkinlik kaydı temizliği başarısız",
    ),
    // What anonymous or forgotten use leaves behind: old and orphaned autosaved forms, past days' click visitors.
    startSweep(
      "retention",
      AUDIT_SWEEP_INTERVAL_MS,
      async () => {
        const autosaves = await pruneAutosaves(services.db, AUTOSAVE_ITEM_TABLES);
        const clickVisitors = await pruneClickVisitors(services.db);
        if (autosaves + clickVisitors > 0) logger.info({ autosaves, clickVisitors }, "eski kayıtlar temizlendi");
      },
      onSweep,
      logger,
      "eski kayıt temizliği başarısız",
    ),
  ];
  if (services.engine === "sqlite") {
    jobs.push(
      startSweep(
        "statistics",
        STATISTICS_INTERVAL_MS,
        () => refreshPlannerStatistics(services.db, services.engine),
        onSweep,
        logger,
        "sorgu istatistikleri güncellenemedi",
      ),
    );
  }
  const telegram = services.config.telegram;
  if (telegram) {
    const announcements = startSweep(
      "announcements",
      intervalMs,
      () =>
        announceNewPromotions({ ...services, send: (html) => sendTelegramMessage(telegram, html) }).then((run) => {
          if (run.queued > 0 || run.sent > 0) logger.info(run, "yeni bonuslar Telegram'a bildirildi");
        }),
      onSweep,
      logger,
      "Telegram duyuru taraması başarısız",
    );
    // A promotion saved on this instance is told within a second, not at the next minute's sweep; the sweep still
    // catches offers that begin by their start date and those saved on another instance.
    const unsubscribe = services.events.subscribe((change) => {
      if (change.kind === "promotion") announcements.runSoon();
    });
    jobs.push({
      stop: async () => {
        unsubscribe();
        await announcements.stop();
      },
    });
  }
  const mail = services.config.mail;
  if (mail) {
    // New-offer e-mail alerts: hand new offers out to subscribers, send what is due, every minute
    // and soon after a promotion is saved here; expired unconfirmed sign-ups are deleted on the same sweep.
    const alerts = startSweep(
      "alerts",
      intervalMs,
      async () => {
        const run = await runAlertSweep({ ...services, send: (message) => sendMail(mail, message) });
        if (run.offers > 0 || run.sent > 0 || run.failed > 0) logger.info(run, "yeni bonus e-postaları işlendi");
      },
      onSweep,
      logger,
      "bülten taraması başarısız",
    );
    const unsubscribe = services.events.subscribe((change) => {
      if (change.kind === "promotion") alerts.runSoon();
    });
    jobs.push({
      stop: async () => {
        unsubscribe();
        await alerts.stop();
      },
    });
  }
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
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
  const every = Math.min(SWEEP_INTERVAL_MS, Math.max(1000, intervalMs / 2));
  return startSweep(
    "backup",
    every,
    () => runBackupSweep(services),
    onSweep,
    services.logger,
    "yedekleme taraması başarısız",
  );
}

/** How soon `runSoon` starts a run: changes saved together are swept together. */
const RUN_SOON_MS = 500;

/**
 * Runs `run` at once and every `everyMs`, never two at a time; a failure is logged and told to `onSweep`, and the
 * next tick tries again. `runSoon()` asks for a run shortly (once more after the one under way, if any). `stop()`
 * clears the timers and waits for a run under way.
 */
function startSweep(
  name: SweepName,
  everyMs: number,
  run: () => Promise<unknown>,
  onSweep: SweepListener,
  logger: AppServices["logger"],
  failureLog: string,
): BackgroundJobs & { runSoon(): void } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  let again = false;
  let soon: NodeJS.Timeout | null = null;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(
        () => onSweep(name, true),
        (error: unknown) => {
          onSweep(name, false);
          logger.error({ err: error }, failureLog);
        },
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    runSoon() {
      if (soon || stopped) return;
      soon = setTimeout(() => {
        soon = null;
        tick();
      }, RUN_SOON_MS);
      soon.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
