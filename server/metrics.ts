import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { routerPathOf } from "../app/utils/route-path.ts";
import type { SweepName } from "./jobs.ts";
import type { RenderQueue, ShedReason } from "./render-queue.ts";

/**
 * `GET /metrics` (Prometheus text format, prom-client): requests and their latency by route pattern and status, page
 * cache hits and misses, render time, database query time, event-loop lag and the Node process figures, sweep runs
 * and blog view flushes. Only with METRICS_TOKEN set, and only for `Authorization: Bearer <token>`; the server imports
 * this module (and prom-client, 6 MB) only then, so a site without metrics does not hold them in memory.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({
    name: "http_requests_total",
    help: "Answered HTTP requests by route pattern, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [this.registry],
  });
  readonly #latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern and status.",
    labelNames: ["route", "status"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly #cache = new Counter({
    name: "page_cache_requests_total",
    help: "Public page requests by page cache outcome: hit, or miss (rendered, then stored if storable).",
    labelNames: ["result"] as const,
    registers: [this.registry],
  });
  readonly #render = new Histogram({
    name: "render_duration_seconds",
    help: "Time React Router took to answer (loaders, actions and the render), by route pattern.",
    labelNames: ["route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly #queries = new Histogram({
    name: "db_query_duration_seconds",
    help: "Database query time, by outcome.",
    labelNames: ["outcome"] as const,
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1],
    registers: [this.registry],
  });
  readonly #sweeps = new Counter({
    name: "background_sweep_runs_total",
    help: "Background sweeps run (publishing, backup), by outcome.",
    labelNames: ["job", "outcome"] as const,
    registers: [this.registry],
  });
  readonly #flushes = new Counter({
    name: "blog_view_flushes_total",
    help: "Writes of gathered blog views, by outcome.",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly #flushedViews = new Counter({
    name: "blog_views_flushed_total",
    help: "Blog views written to the database.",
    registers: [this.registry],
  });

  readonly #queueWaits = new Histogram({
    name: "render_queue_wait_seconds",
    help: "Time a page render waited for its place in the render queue (0 when one was free).",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly #shed = new Counter({
    name: "render_queue_shed_total",
    help: "Page renders refused with 503 and Retry-After: the queue was full, or the wait too long.",
    labelNames: ["reason"] as const,
    registers: [this.registry],
  });

  constructor() {
    // Process CPU, memory, GC, handles and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
  }

  request(method: string, url: string, status: number, seconds: number): void {
    const route = routePatternOf(url);
    const code = String(status);
    this.#requests.inc({ route, method: KNOWN_METHODS.has(method) ? method : "other", status: code });
    this.#latency.observe({ route, status: code }, seconds);
  }

  cache(result: "hit" | "miss"): void {
    this.#cache.inc({ result });
  }

  render(url: string, seconds: number): void {
    this.#render.observe({ route: routePatternOf(url) }, seconds);
  }

  query(durationMs: number, failed: boolean): void {
    this.#queries.observe({ outcome: failed ? "error" : "ok" }, durationMs / 1000);
  }

  sweep(job: SweepName, ok: boolean): void {
    this.#sweeps.inc({ job, outcome: ok ? "ok" : "error" });
  }

  viewFlush(outcome: { views: number; ok: boolean }): void {
    this.#flushes.inc({ outcome: outcome.ok ? "ok" : "error" });
    if (outcome.views > 0) this.#flushedViews.inc(outcome.views);
  }

  renderQueueWait(seconds: number): void {
    this.#queueWaits.observe(seconds);
  }

  renderShed(reason: ShedReason): void {
    this.#shed.inc({ reason });
  }

  /** The queue's length and renders in progress, read at each scrape. */
  watchRenderQueue(queue: RenderQueue): void {
    new Gauge({
      name: "render_queue_waiting",
      help: "Page renders waiting for a place in the render queue.",
      registers: [this.registry],
      collect() {
        this.set(queue.waiting);
      },
    });
    new Gauge({
      name: "render_queue_active",
      help: "Page renders in progress (at most RENDER_CONCURRENCY).",
      registers: [this.registry],
      collect() {
        this.set(queue.active);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route pattern of app/routes.ts a path belongs to, so labels stay few whatever addresses are asked for
 * (a made-up one is "other", never its own series).
 */
const ROUTE_PATTERNS: readonly [RegExp, string][] = [
  [/^\/$/, "/"],
  [/^\/bonuslar$/, "/bonuslar"],
  [/^\/bonuslar\/[^/]+\/[^/]+$/, "/bonuslar/:casinoSlug/:promotionSlug"],
  [/^\/bonuslar\/[^/]+$/, "/bonuslar/:id"],
  [/^\/promotion\/[^/]+$/, "/promotion/:id"],
  [/^\/guvenilir-siteler$/, "/guvenilir-siteler"],
  [/^\/casino\/[^/]+$/, "/casino/:idOrSlug"],
  [/^\/blog$/, "/blog"],
  [/^\/blog\/[^/]+$/, "/blog/:slugOrId"],
  [/^\/admin\/login$/, "/admin/login"],
  [/^\/admin(?:\/|$)/, "/admin/*"],
  [/^\/api\/admin\//, "/api/admin/*"],
  [/^\/api\/promotions\/[^/]+\/comments$/, "/api/promotions/:id/comments"],
  [/^\/api\/auth\//, "/api/auth/*"],
  [/^\/git\//, "/git/*"],
  [/^\/sitemap(?:\.xml)?$/, "/sitemap.xml"],
  [/^\/sitemap-[a-z]+-[0-9]+\.xml$/, "/sitemap-:kind-:n.xml"],
  [/^\/robots\.txt$/, "/robots.txt"],
  [/^\/healthz$/, "/healthz"],
  [/^\/metrics$/, "/metrics"],
  [/^\/assets\//, "/assets/*"],
  [/^\/uploads\//, "/uploads/*"],
  [/^\/img\//, "/img/*"],
];

export function routePatternOf(url: string): string {
  const mark = url.indexOf("?");
  const raw = mark === -1 ? url : url.slice(0, mark);
  const data = raw.endsWith(".data");
  let path = routerPathOf(raw);
  if (path === "/_root") path = "/";
  for (const [pattern, route] of ROUTE_PATTERNS) if (pattern.test(path)) return data ? `${route}.data` : route;
  return "other";
}
