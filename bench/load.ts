export interface LatencySample {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  statuses: number[];
  /**
   * The server's CPU milliseconds per measured request, when asked for: the figure that decides the uncached goal
   * (400 req/s on one core is 2.5 ms each), and one that other load on the machine changes far less than time.
   */
  serverCpuMsPerRequest: number | null;
}

/** Sequential requests, one at a time, timed to the last body byte: the render time a visitor waits for. */
export async function sampleLatency(
  url: string,
  options: {
    samples: number;
    warmup: number;
    headers?: Record<string, string>;
    /** The server's CPU seconds so far (bench/wrk.ts cpuSecondsOf): then its CPU per measured request is reported. */
    serverCpuSeconds?: () => number | null;
  },
): Promise<LatencySample> {
  const timings: number[] = [];
  const statuses = new Set<number>();
  let cpuBefore: number | null = null;
  for (let i = 0; i < options.warmup + options.samples; i++) {
    if (i === options.warmup) cpuBefore = options.serverCpuSeconds?.() ?? null;
    const started = performance.now();
    const response = await fetch(url, { headers: options.headers, redirect: "manual" });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    statuses.add(response.status);
    if (i >= options.warmup) timings.push(ms);
  }
  const cpuAfter = options.serverCpuSeconds?.() ?? null;
  timings.sort((a, b) => a - b);
  return {
    serverCpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && timings.length > 0
        ? ((cpuAfter - cpuBefore) * 1000) / timings.length
        : null,
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
