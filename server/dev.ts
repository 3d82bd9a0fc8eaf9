import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { ViewCounter } from "../app/features/blog/view-counter.server.ts";
import type * as AppModule from "./app.ts";
import { type ListenFor, listen, runServer } from "./boot.ts";

/** `npm run dev`: the same start-up as production, with Vite building the app on every request (hot reload). */
process.env.NODE_ENV ??= "development";

const listenDev: ListenFor = async (config, logger, database) => {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  // One counter for the whole process: the dev server builds a new app for every request.
  const views = new ViewCounter({ db: database.db, logger, intervalMs: config.viewFlushMs });
  views.start();
  const listener = getRequestListener(async (request) => {
    const app = (await vite.ssrLoadModule("/server/app.ts")) as typeof AppModule;
    return app.createApp({ config, logger, database, mode: "development", clientDir: null, views }).fetch(request);
  });
  const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
  server.on("close", () => void vite.close());
  return { server: await listen(server, config), stopBackgroundJobs: async () => {}, flushViews: () => views.stop() };
};

await runServer(listenDev);
