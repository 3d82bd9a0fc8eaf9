import type { RequestListener } from "node:http";
import path from "node:path";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, requestInfoContext, servicesContext } from "../app/context.ts";
import { createAuth } from "../app/features/auth/auth.server.ts";
import { ContentEvents } from "../app/utils/content-events.server.ts";
import type { DatabaseHandle } from "../app/utils/db.server.ts";
import type { Config } from "../app/utils/env.server.ts";
import type { Logger } from "../app/utils/logger.server.ts";
import { createStorage } from "../app/utils/storage.server.ts";
import { relayContentEvents } from "./content-events-relay.ts";
import { CSP_HEADER, CSP_REPORT_ONLY_HEADER, createNonce, cspWithNonce } from "./content-security-policy.ts";
import { startBackgroundJobs } from "./jobs.ts";
import { DEFAULT_PAGE_CACHE_OPTIONS, PageCache, type PageCacheOptions } from "./page-cache.ts";
import { serveFromPageCache } from "./page-cache-http.ts";
import { type PageCacheVariables, pageCacheMiddleware } from "./page-cache-middleware.ts";
import { securityHeaders } from "./security-headers.ts";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  mode: "production" | "development";
  /** Folder of the built browser assets; null in development, where Vite serves them. */
  clientDir: string | null;
  events?: ContentEvents;
  /** The public page cache (production only); `false` turns it off. */
  pageCache?: PageCacheOptions | false;
  /** Start the publishing sweep (design §6); once per process, so never for the per-request dev apps. */
  runJobs?: boolean;
  /** On PostgreSQL, share content changes with the other instances (LISTEN/NOTIFY); once per process. */
  relayContentChanges?: boolean;
}

type AppEnv = { Bindings: HttpBindings; Variables: PageCacheVariables };

const HEALTH_TIMEOUT_MS = 2000;
const ONE_YEAR = "public, max-age=31536000, immutable";

/** The whole HTTP surface: health, static files, uploads, then every page and action through React Router. */
export function createApp(deps: AppDependencies): Hono<AppEnv> {
  return buildApp(deps).app;
}

/** The production listener: page-cache hits are answered before Hono (server/page-cache-http.ts), the rest by it. */
export function createRequestListener(deps: AppDependencies): RequestListener {
  const { app, pageCache } = buildApp(deps);
  const handle = getRequestListener(app.fetch);
  if (!pageCache) return handle;
  return (req, res) => {
    if (!serveFromPageCache(pageCache, req, res)) void handle(req, res);
  };
}

function buildApp(deps: AppDependencies): { app: Hono<AppEnv>; pageCache: PageCache | null } {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();
  const services: AppServices = {
    db: database.db,
    authDb: database.authDb,
    engine: database.engine,
    config,
    logger,
    events: deps.events ?? new ContentEvents(),
    auth: createAuth({ authDb: database.authDb, engine: database.engine, config }),
    storage: createStorage(config),
  };
  const handleRequest = createRequestHandler(loadServerBuild, deps.mode);
  if (deps.runJobs) startBackgroundJobs(services);

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) logger.error(line, "istek");
    else logger.debug(line, "istek");
  });
  const development = deps.mode === "development";
  const cspHeader = development ? CSP_REPORT_ONLY_HEADER : CSP_HEADER;
  app.use(securityHeaders({ reportOnly: development }));
  const pageCacheOptions = deps.pageCache ?? DEFAULT_PAGE_CACHE_OPTIONS;
  const pageCache = !development && pageCacheOptions ? new PageCache(pageCacheOptions) : null;
  if (pageCache) {
    // Any content change empties the whole cache: simple and never stale (docs/decisions/004-page-cache.md).
    services.events.subscribe(() => pageCache.clear());
    app.use(pageCacheMiddleware({ cache: pageCache, logger }));
    if (deps.relayContentChanges && config.databaseUrl) {
      relayContentEvents({
        connectionString: config.databaseUrl,
        db: database.db,
        events: services.events,
        onRemoteChange: () => pageCache.clear(),
        logger,
      }).catch((error: unknown) =>
        // The TTL still bounds staleness; the server keeps serving.
        logger.error({ err: String(error) }, "içerik değişikliği dinleyicisi başlatılamadı"),
      );
    }
  }

  // IndexNow proves ownership by fetching /{key}.txt, which must contain the key (design §7).
  const indexNowKey = config.indexNow.key;
  if (indexNowKey) {
    app.get(`/${indexNowKey}.txt`, (c) => c.text(indexNowKey, 200, { "Cache-Control": "public, max-age=86400" }));
  }

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
      return c.json({ status: "ok" });
    } catch (error) {
      logger.warn({ err: errorSummary(error) }, "sağlık kontrolü: veritabanı yanıt vermiyor");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.use(
    "/uploads/*",
    serveStatic({
      root: config.uploadsDir,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_p, c) => {
        c.header("Cache-Control", ONE_YEAR);
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );
  app.get("/uploads/*", (c) => c.text("Bulunamadı", 404));

  if (deps.clientDir) {
    const clientDir = deps.clientDir;
    app.use(
      "/assets/*",
      serveStatic({ root: clientDir, precompressed: true, onFound: (_p, c) => c.header("Cache-Control", ONE_YEAR) }),
    );
    app.get("/assets/*", (c) => c.text("Bulunamadı", 404));
    app.use(
      "*",
      serveStatic({ root: clientDir, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600") }),
    );
  }

  app.all("*", async (c) => {
    const nonce = createNonce();
    c.set("cspNonce", nonce);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, { ip: clientIp(c, config.trustProxy), nonce });
    const response = await handleRequest(c.req.raw, context);
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
    const page = new Response(response.body, response);
    page.headers.set(cspHeader, cspWithNonce(nonce));
    return page;
  });

  app.onError((error, c) => {
    logger.error({ err: errorSummary(error), path: c.req.path }, "beklenmeyen hata");
    return c.text("Sunucu hatası. Lütfen daha sonra tekrar deneyin.", 500);
  });

  return { app, pageCache };
}

async function loadServerBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}

export function defaultClientDir(): string {
  return path.resolve(import.meta.dirname, "../client");
}

/** The socket's address, or the first X-Forwarded-For hop when a trusted reverse proxy sets it. */
function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? "unknown";
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`zaman aşımı (${ms} ms)`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function errorSummary(error: unknown) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}
