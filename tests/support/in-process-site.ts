import { mkdirSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openMigratedDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import { seedDemoContent } from "../../db/seed/seed-demo.ts";
import type * as AppModule from "../../server/app.ts";
import { createFreshDatabase } from "./databases.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");

export interface InProcessSite {
  url: string;
  /** The site's data directory (its SQLite database), for the helpers that open it directly. */
  dataDir: string;
  app: typeof AppModule;
  /** Stops jobs, closes the socket, writes gathered views, closes the database and removes the data directory. */
  close(): Promise<void>;
}

/**
 * The BUILT app (BUILD_DIR) served in-process by the production listener on a real socket, over a fresh SQLite
 * data directory with the demo content (none with `SEED_DEMO: "0"`); `env` adds settings, `deps` listener options.
 */
export async function startInProcessSite(
  env: Record<string, string> = {},
  deps: Partial<Parameters<typeof AppModule.createRequestListener>[0]> = {},
): Promise<InProcessSite> {
  // The demo content unless `SEED_DEMO: "0"`, as the server: the run's copy that has it, or seeded here (outside a
  // Vitest run).
  const demo = env.SEED_DEMO !== "0";
  const dir = await createFreshDatabase("SQLite", { migrated: true, demo });
  const config = loadConfig({ DATA_DIR: dir.dataDir, SITE_URL: "http://localhost:3000", LOG_LEVEL: "silent", ...env });
  const database = await openMigratedDatabase({ dataDir: config.dataDir });
  if (demo && !dir.demoSeeded) await seedDemoContent(database.db, { uploadsDir: config.uploadsDir });
  // Where the demo images would be: the static handler serving /uploads wants its folder to exist.
  mkdirSync(config.uploadsDir, { recursive: true });
  const app = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as typeof AppModule;
  const listener = await app.createRequestListener({
    config,
    logger: createLogger("silent"),
    database,
    mode: "production",
    clientDir: path.join(BUILD_DIR, "client"),
    ...deps,
  });
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataDir: dir.dataDir,
    app,
    close: async () => {
      await listener.stopBackgroundJobs();
      await new Promise((resolve) => server.close(resolve));
      await listener.flushViews();
      await database.close();
      await dir.remove();
    },
  };
}
