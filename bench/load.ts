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
