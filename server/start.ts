import { createServer } from "node:http";
import { type ListenFor, listen, runServer } from "./boot.ts";

/**
 * The production server. `npm run build` bundles this entry with the app into `<build>/server/start.js`, so that
 * production runs JavaScript only: Node never loads its TypeScript stripper, some 17 MB of memory and 4 MB of heap
 * that every garbage collection would walk. `npm start` runs it through `server/production.mjs`.
 */
const listenProduction: ListenFor = async (config, logger, database) => {
  // After NODE_ENV is settled (server/production.mjs): React picks its production build when it is first loaded.
  const app = await import("./app.ts");
  const listener = await app.createRequestListener({
    config,
    logger,
    database,
    mode: "production",
    clientDir: app.defaultClientDir(),
    runJobs: true,
    relayContentChanges: true,
  });
  return {
    server: await listen(createServer(listener), config),
    stopBackgroundJobs: listener.stopBackgroundJobs,
    flushViews: listener.flushViews,
  };
};

await runServer(listenProduction);
