import type { AppServices } from "../app/context.ts";
import { publishDuePosts } from "../app/features/publishing/publish-runner.server.ts";

export const SWEEP_INTERVAL_MS = 60_000;

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
      .catch((error: unknown) =>
        services.logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          "yayın taraması başarısız",
        ),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
