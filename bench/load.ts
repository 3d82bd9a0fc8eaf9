import autocannon from "autocannon";

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Paths to cycle through on every connection; the URL's own path when absent. */
  paths?: string[];
}

/** One run of autocannon (keep-alive HTTP/1.1 connections, each sending its next request as the last completes). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    ...(options.paths ? { requests: options.paths.map((path) => ({ method: "GET", path })) } : {}),
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface LatencySample {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  statuses: number[];
}

/** Sequential requests, one at a time, timed to the last body byte: the render time a visitor waits for. */
export async function sampleLatency(
  url: string,
  options: { samples: number; warmup: number; headers?: Record<string, string> },
): Promise<LatencySample> {
  const timings: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < options.warmup + options.samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: options.headers, redirect: "manual" });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    statuses.add(response.status);
    if (i >= options.warmup) timings.push(ms);
  }
  timings.sort((a, b) => a - b);
  return {
    samples: timings.length,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: timings.at(-1) ?? 0,
    statuses: [...statuses],
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] ?? 0;
}
