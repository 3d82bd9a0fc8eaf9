import type { RequestListener } from "node:http";
import path from "node:path";
import { getRequestListener, type HttpBindings, RequestError } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, requestInfoContext, servicesContext } from "../app/context.ts";
import { createAuth, sessionCookieName } from "../app/features/auth/auth.server.ts";
import { ViewCounter } from "../app/features/blog/view-counter.server.ts";
import { RedirectTable } from "../app/features/redirects/redirect-table.server.ts";
import { createImageVariants, imageVariantsDir } from "../app/features/uploads/image-variants.server.ts";
import { promotionCommentsTag } from "../app/utils/cache-tags.ts";
import { type ContentChange, ContentEvents } from "../app/utils/content-events.server.ts";
import { DatabaseOutages, isDatabaseUnavailable } from "../app/utils/database-unavailable.server.ts";
import type { DatabaseHandle } from "../app/utils/db.server.ts";
import type { Config } from "../app/utils/env.server.ts";
import { countSectionFallbacks } from "../app/utils/load-or-fail.server.ts";
import type { Logger } from "../app/utils/logger.server.ts";
import { SharedData } from "../app/utils/shared-data.server.ts";
import { createStorage } from "../app/utils/storage.server.ts";
import { hasBearerToken } from "./bearer-token.ts";
import { requestBodyLimit } from "./body-limit.ts";
import { clientAddress } from "./client-address.ts";
import { compression } from "./compression.ts";
import { relayContentEvents } from "./content-events-relay.ts";
import { CSP_HEADER, CSP_REPORT_ONLY_HEADER, createNonce, cspWithNonce } from "./content-security-policy.ts";
import { answerKindOf, databaseUnavailableResponse, RETRY_AFTER_SECONDS } from "./database-unavailable-response.ts";
import { type BackgroundJobs, startBackgroundJobs } from "./jobs.ts";
import type { Metrics } from "./metrics.ts";
import { DEFAULT_PAGE_CACHE_OPTIONS, PageCache, type PageCacheOptions } from "./page-cache.ts";
import { serveFromPageCache } from "./page-cache-hit.ts";
import type { PageCacheSettings } from "./page-cache-http.ts";
import { type PageCacheVariables, PRIVATE_CACHE_CONTROL, pageCacheMiddleware } from "./page-cache-middleware.ts";
import { publicAddresses, requestAt } from "./public-origin.ts";
import { findRedirect, redirectHeaders, serveRedirect } from "./redirect-answer.ts";
import {
  BUSY_RETRY_AFTER_SECONDS,
  BUSY_TEXT,
  busyResponse,
  fairShareKeyOf,
  RENDER_QUEUE_MAX_WAIT_MS,
  RenderQueue,
  type Requester,
  renderQueueMiddleware,
  tooManyRendersResponse,
} from "./render-queue.ts";
import { BAD_REQUEST_TEXT, isHttpsSite, plainTextAnswer, securityHeaders } from "./security-headers.ts";
import { hasSignedSession } from "./session-cookie.ts";

/** Methods that change nothing: no form post, so no origin to check. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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
  /**
   * Requests past the page cache allowed in the server at once; one more is answered at once with 503 and
   * Retry-After instead of waiting behind them (MAX_REQUESTS_IN_FLIGHT by default).
   */
  maxRequestsInFlight?: number;
  /** Page renders at once and requests allowed to wait for one (RENDER_CONCURRENCY, RENDER_QUEUE_LIMIT by default). */
  renderQueue?: { concurrency: number; limit: number; maxWaitMs?: number };
  /** `false` turns the shared loader reads cache off: every request reads the database (tests of failing reads). */
  sharedData?: false;
  /** The blog view counter; one per process (the dev server makes one for its per-request apps). */
  views?: ViewCounter;
}

type AppEnv = { Bindings: HttpBindings; Variables: PageCacheVariables };

const HEALTH_TIMEOUT_MS = 2000;
/** A 500 this soon after a request met the database away belongs to the outage: the 503's own Retry-After. */
const RECENT_OUTAGE_MS = RETRY_AFTER_SECONDS * 1000;
const SERVER_ERROR_TEXT = "Sunucu hatası. Lütfen daha sonra tekrar deneyin.";
const ONE_YEAR = "public, max-age=31536000, immutable";
/**
 * Far above what a healthy server holds: past it, a fast 503 tells a client or balancer to come back instead of adding
 * to a wait nobody is served within. Page renders have their own, smaller queue (render-queue.ts).
 */
export const MAX_REQUESTS_IN_FLIGHT = 256;
const IMAGE_ENCODES_AT_ONCE = 2;
const IMAGE_ENCODES_WAITING = 64;
/** A first visitor's image that waited this long is refused with Retry-After; the browser shows the alt text. */
const IMAGE_ENCODE_MAX_WAIT_MS = 10_000;

export { BUSY_TEXT };

/** The whole HTTP surface: health, static files, uploads, then every page and action through React Router. */
export function createApp(deps: AppDependencies): Hono<AppEnv> {
  return buildApp(deps).app;
}

/**
 * The production listener and, with `runJobs`, the handle that stops the background jobs before the database closes,
 * and the last flush of gathered blog views, after the last request has been answered.
 */
export type AppRequestListener = RequestListener & {
  stopBackgroundJobs(): Promise<void>;
  flushViews(): Promise<void>;
};

/** The production listener: page-cache hits are answered before Hono (server/page-cache-http.ts), the rest by it. */
export async function createRequestListener(deps: AppDependencies): Promise<AppRequestListener> {
  // Once per process (the production listener): the registry, the query listener and the timers live as long.
  // prom-client (6 MB) is loaded only when metrics are on: a site without them should not hold it in memory.
  const metrics = deps.config.metricsToken ? new (await import("./metrics.ts")).Metrics() : null;
  const { app, pageCache, jobs, views, redirects } = buildApp(deps, metrics);
  const stopBackgroundJobs = async () => {
    await jobs?.stop();
    await redirects.stop();
  };
  const flushViews = () => views.stop();
  const pageCacheSettings = pageCacheSettingsOf(deps.config);
  const handle = getRequestListener(app.fetch, {
    // A request that cannot become a Request (a Host that is not a host, a path with a backslash): 400 in Turkish,
    // with the security headers, instead of the adapter's empty answer.
    errorHandler: (error) => {
      if (!(error instanceof RequestError)) deps.logger.error({ err: error }, "beklenmeyen hata");
      const answer = plainTextAnswer(
        error instanceof RequestError ? 400 : 500,
        error instanceof RequestError ? BAD_REQUEST_TEXT : SERVER_ERROR_TEXT,
        { https: isHttpsSite(deps.config.siteUrl) },
      );
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  });
  const maxInFlight = deps.maxRequestsInFlight ?? MAX_REQUESTS_IN_FLIGHT;
  const https = isHttpsSite(deps.config.siteUrl);
  let inFlight = 0;
  const done = () => {
    inFlight--;
  };
  const listener: RequestListener = (req, res) => {
    if (metrics) {
      const started = performance.now();
      res.once("finish", () =>
        metrics.request(req.method ?? "GET", req.url ?? "/", res.statusCode, (performance.now() - started) / 1000),
      );
    }
    // Redirects are answered first, before the page cache, so a cached page never hides a redirect.
    if (serveRedirect(redirects, https, req, res)) return;
    if (pageCache && serveFromPageCache(pageCache, pageCacheSettings, req, res, views)) {
      metrics?.cache("hit");
      return;
    }
    if (inFlight >= maxInFlight) {
      const answer = plainTextAnswer(503, BUSY_TEXT, { https });
      res.writeHead(503, { ...answer.headers, "Retry-After": BUSY_RETRY_AFTER_SECONDS });
      res.end(answer.body);
      return;
    }
    inFlight++;
    res.once("close", done);
    void handle(req, res);
  };
  return Object.assign(listener, { stopBackgroundJobs, flushViews });
}

function buildApp(
  deps: AppDependencies,
  metrics: Metrics | null = null,
): {
  app: Hono<AppEnv>;
  pageCache: PageCache | null;
  jobs: BackgroundJobs | null;
  views: ViewCounter;
  redirects: RedirectTable;
} {
  const { config, logger, database } = deps;
  const app = new Hono<AppEnv>();
  const redirects = new RedirectTable(database.db, logger);
  const services: AppServices = {
    db: database.db,
    authDb: database.authDb,
    engine: database.engine,
    config,
    logger,
    outages: new DatabaseOutages(logger),
    events: deps.events ?? new ContentEvents(),
    auth: createAuth({ authDb: database.authDb, engine: database.engine, config }),
    storage: createStorage(config),
    views: deps.views ?? new ViewCounter({ db: database.db, logger, intervalMs: config.viewFlushMs }),
    shared: new SharedData(deps.sharedData === false ? { ttlMs: 0 } : {}),
    redirects,
  };
  // A comment shows on its promotion's page alone; every other change may alter what the shared reads return.
  services.events.subscribe((change) => {
    if (change.kind !== "comment") services.shared.clear();
    redirects.onContentChange(change);
  });
  if (deps.runJobs) {
    services.views.start();
    redirects.start();
  }
  const handleRequest = requestHandlerFor(deps.mode);
  const publicSite = { siteOrigin: new URL(config.siteUrl).origin, trustedProxies: config.trustProxy };
  const jobs = deps.runJobs ? startBackgroundJobs(services, undefined, (job, ok) => metrics?.sweep(job, ok)) : null;
  if (metrics) {
    database.onQuery((ms, failed) => metrics.query(ms, failed));
    services.views.onFlush((outcome) => metrics.viewFlush(outcome));
  }

  // Outermost: every answer below, from the page cache's already-encoded ones to an export's stream, passes it.
  app.use(compression());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    // A visitor who hung up before the answer gets a 500 from React Router that nobody reads; no fault of ours
    // (entry.server.tsx skips it too). 503 is a known state (database away: logged where it is detected).
    if (c.req.raw.signal.aborted) logger.info({ ...line, aborted: true }, "istek: ziyaretçi yanıtı beklemedi");
    else if (c.res.status >= 500 && c.res.status !== 503) logger.error(line, "istek");
    else logger.debug(line, "istek");
  });
  const development = deps.mode === "development";
  const cspHeader = development ? CSP_REPORT_ONLY_HEADER : CSP_HEADER;
  const https = isHttpsSite(config.siteUrl);
  app.use(securityHeaders({ reportOnly: development, https }));
  app.use(requestBodyLimit({ https }));
  // The same check as the production listener's, for the apps that run without it (development, tests).
  app.use(async (c, next) => {
    const answer = findRedirect(redirects, c.req.method, new URL(c.req.url).pathname + new URL(c.req.url).search);
    if (!answer) return next();
    c.set("headersComplete", true);
    return new Response(null, { status: answer.status, headers: redirectHeaders(answer, https) });
  });
  const pageCacheOptions = deps.pageCache ?? { ...DEFAULT_PAGE_CACHE_OPTIONS, maxBytes: config.pageCacheBytes };
  const pageCache = !development && pageCacheOptions ? new PageCache(pageCacheOptions) : null;
  if (pageCache) {
    // A change empties the cache, a comment only its promotion's page (invalidatePages).
    services.events.subscribe((change) => invalidatePages(pageCache, change));
    app.use(
      pageCacheMiddleware({
        cache: pageCache,
        settings: pageCacheSettingsOf(config),
        logger,
        views: services.views,
        onAnswer: metrics ? (state) => metrics.cache(state === "HIT" ? "hit" : "miss") : undefined,
      }),
    );
    if (deps.relayContentChanges && config.databaseUrl) {
      relayContentEvents({
        connectionString: config.databaseUrl,
        db: database.db,
        events: services.events,
        // null: the listener reconnected and may have missed changes.
        onRemoteChange: (change) => {
          if (change?.kind !== "comment") services.shared.clear();
          redirects.onContentChange(change);
          if (change) invalidatePages(pageCache, change);
          else pageCache.clear();
        },
        logger,
      }).catch((error: unknown) =>
        // The TTL still bounds staleness; the server keeps serving.
        logger.error({ err: error }, "içerik değişikliği dinleyicisi başlatılamadı"),
      );
    }
  }

  // IndexNow proves ownership by fetching /{key}.txt, which must contain the key (design §7).
  const indexNowKey = config.indexNow.key;
  if (indexNowKey) {
    app.get(`/${indexNowKey}.txt`, (c) => c.text(indexNowKey, 200, { "Cache-Control": "public, max-age=86400" }));
  }

  const metricsToken = config.metricsToken;
  // METRICS_TOKEN unset: the address does not exist (404, not the catch-all's redirect to the home page); set, only
  // the bearer of the token reads it.
  app.get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!metrics || !metricsToken) return c.text("Bulunamadı", 404);
    if (!hasBearerToken(c.req.header("authorization"), metricsToken)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Yetkisiz: geçerli bir erişim anahtarı gerekli.", 401);
    }
    return c.body(await metrics.text(), 200, { "Content-Type": metrics.contentType });
  });

  const pingDatabase = () => withTimeout(database.ping(), HEALTH_TIMEOUT_MS);
  /** Asked after a failure only; a database that does not answer in time is an outage like any other. */
  const databaseAnswers = (path: string) =>
    pingDatabase().then(
      () => true,
      (error: unknown) => {
        services.outages.record(error, path);
        return false;
      },
    );

  app.get("/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    return (await databaseAnswers("/healthz")) ? c.json({ status: "ok" }) : c.json({ status: "unavailable" }, 503);
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

  const sessionSettings = pageCacheSettingsOf(config);
  // Per address after TRUST_PROXY, as the sign-in limits count; a signed session cookie skips ahead.
  const requesterOf = (c: {
    req: { header(name: string): string | undefined };
    env?: { incoming?: { socket?: { remoteAddress?: string | undefined } } } | undefined;
  }): Requester => ({
    client: fairShareKeyOf(
      clientAddress(c.req.header("x-forwarded-for"), c.env?.incoming?.socket?.remoteAddress, config.trustProxy),
    ),
    signedIn: hasSignedSession(c.req.header("cookie"), sessionSettings),
  });

  // Local uploads in a few fixed widths and formats (so a phone is sent no desktop-sized image), made on first
  // request (every earlier upload gets them, with no migration) and kept on disk. Their
  // encodes wait in an admission queue of their own: two at once (AVIF takes a core for a moment), each client in
  // turn, and one client may hold as many as a page's images, since its browser asks for them all at once.
  const imageVariants = createImageVariants({
    uploadsDir: config.uploadsDir,
    cacheDir: imageVariantsDir(config.dataDir),
    logger: deps.logger,
    queue: new RenderQueue({
      concurrency: IMAGE_ENCODES_AT_ONCE,
      limit: IMAGE_ENCODES_WAITING,
      perClientLimit: IMAGE_ENCODES_WAITING,
      maxWaitMs: IMAGE_ENCODE_MAX_WAIT_MS,
    }),
    // Uploads stored in the S3 bucket get variants too, read from it; without a bucket, such an address (one left by
    // uploads moved to a bucket once) is sent to the image's stored address, as the media library records it.
    bucket: {
      read: services.storage.read?.bind(services.storage),
      addressOf: async (key) =>
        services.storage.addressOf?.(key) ??
        (await services.db.selectFrom("media").select("url").where("storage_key", "=", key).executeTakeFirst())?.url ??
        null,
    },
  });
  app.get("/img/:width/*", async (c) => {
    const prefix = `/img/${c.req.param("width")}/`;
    const file = c.req.path.slice(prefix.length);
    const answer = await imageVariants.answer(c.req.param("width"), file, c.req.header("accept"), requesterOf(c));
    if (answer.status === "busy") {
      return answer.refusal === "client" ? tooManyRendersResponse({ https }) : busyResponse({ https });
    }
    if (answer.status === 302) return c.body(null, 302, { ...answer.headers, Location: answer.location });
    if (answer.status === 200) return c.body(answer.body, 200, answer.headers);
    return c.text(answer.text, answer.status, answer.headers);
  });
  app.all("/img/*", (c) => c.text("Bulunamadı", 404));

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

  // Production only: the development server's per-request apps would each have a queue of their own.
  if (!development) {
    const settings = deps.renderQueue ?? config.renderQueue;
    const queue = new RenderQueue({
      concurrency: settings.concurrency,
      limit: settings.limit,
      maxWaitMs: deps.renderQueue?.maxWaitMs ?? RENDER_QUEUE_MAX_WAIT_MS,
      onAdmit: metrics ? (seconds) => metrics.renderQueueWait(seconds) : undefined,
      onShed: metrics ? (reason) => metrics.renderShed(reason) : undefined,
    });
    metrics?.watchRenderQueue(queue);
    app.use(renderQueueMiddleware(queue, { https, requesterOf }));
  }

  app.all("*", async (c) => {
    const nonce = createNonce();
    c.set("cspNonce", nonce);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    const ip = clientAddress(
      c.req.header("x-forwarded-for"),
      c.env?.incoming?.socket?.remoteAddress,
      config.trustProxy,
    );
    // A cached page is rendered for SITE_URL's origin and its cache key; any other request for the address the
    // visitor used, so that React Router's check of a form post's Origin holds behind a TLS proxy.
    const renderUrl = c.get("renderUrl");
    const addresses = renderUrl ? { url: renderUrl } : publicAddresses(c.req.url, c.req.raw.headers, publicSite);
    const { otherAddress } = addresses;
    context.set(requestInfoContext, { ip, nonce, otherAddress });
    // A form posted from the page at SITE_URL's host but another port would be refused by React Router's check with
    // a bare 400; given the address it was posted to, it reaches the site's own origin check, which refuses it too
    // and says why (the address SITE_URL names, the one used).
    const postedFromOtherAddress =
      otherAddress !== undefined && !READ_METHODS.has(c.req.method) && c.req.header("origin") === otherAddress.visited;
    const url = postedFromOtherAddress ? (addresses.visitedUrl ?? addresses.url) : addresses.url;
    const renderStarted = performance.now();
    const { result: response, fallbacks } = await countSectionFallbacks(() =>
      handleRequest(url === c.req.url ? c.req.raw : requestAt(url, c.req.raw), context),
    );
    metrics?.render(new URL(c.req.url).pathname, (performance.now() - renderStarted) / 1000);
    const isPage = (response.headers.get("content-type") ?? "").startsWith("text/html");
    // A failed loader renders as 500 however it wrapped the error. If the database was away moments ago (the request
    // may have failed while it restarted) or does not answer now, the failure is temporary: say 503 + Retry-After.
    // Asked only on the (rare) 500 path; other 5xx (the AI's 502/503) are answers of their own.
    if (
      response.status === 500 &&
      (services.outages.seenWithin(RECENT_OUTAGE_MS) || !(await databaseAnswers(c.req.path)))
    ) {
      await response.body?.cancel();
      return databaseUnavailableResponse(answerKindOf(c.req.path, isPage));
    }
    if (!isPage) return response;
    const page = new Response(response.body, response);
    page.headers.set(cspHeader, cspWithNonce(nonce));
    if (fallbacks > 0) page.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return page;
  });

  app.onError(async (error, c) => {
    const away = isDatabaseUnavailable(error);
    if (away) services.outages.record(error, c.req.path);
    if (away || !(await databaseAnswers(c.req.path))) {
      const wantsHtml = (c.req.header("accept") ?? "").includes("text/html");
      return databaseUnavailableResponse(answerKindOf(c.req.path, wantsHtml));
    }
    logger.error({ err: error, path: c.req.path }, "beklenmeyen hata");
    return c.text(SERVER_ERROR_TEXT, 500);
  });

  return { app, pageCache, jobs, views: services.views, redirects };
}

/**
 * A promotion's comments show on its own page only, so a comment drops that page; any other change may show on
 * every page (menus, lists, the sitemap) and empties the cache: simpler than tracking which pages show what.
 */
function invalidatePages(pageCache: PageCache, change: ContentChange): void {
  if (change.kind === "comment") pageCache.invalidate(promotionCommentsTag(change.promotionId));
  else pageCache.clear();
}

/** The page cache keys on the configured site and recognises a session cookie by its exact name and signature. */
function pageCacheSettingsOf(config: Config): PageCacheSettings {
  return {
    siteOrigin: new URL(config.siteUrl).origin,
    sessionCookie: sessionCookieName(config),
    sessionSecret: config.sessionSecret,
  };
}

async function loadServerBuild(): Promise<ServerBuild> {
  return (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
}

/**
 * React Router's handler. Given a function, `createRequestHandler` calls it on every request and derives its route
 * tables and static handler again each time (all ~60 routes, their matchers): 4–5% of an uncached render's CPU and
 * its garbage. In production the build never changes, so the handler is made once, from the build
 * itself; in development the function form keeps Vite's module reloading.
 */
function requestHandlerFor(mode: AppDependencies["mode"]): ReturnType<typeof createRequestHandler> {
  if (mode === "development") return createRequestHandler(loadServerBuild, mode);
  let handler: Promise<ReturnType<typeof createRequestHandler>> | null = null;
  return async (request, context) => {
    handler ??= loadServerBuild().then((build) => createRequestHandler(build, mode));
    return (await handler)(request, context);
  };
}

export function defaultClientDir(): string {
  return path.resolve(import.meta.dirname, "../client");
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
