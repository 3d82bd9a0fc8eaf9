import http from "node:http";

/**
 * A load generator for a fixed set of keep-alive connections, opened before the clock starts, the way a reverse
 * proxy holds its upstream connections (docs/deploy.md). autocannon opens all its connections while it sends, and
 * Node accepts one new connection per event-loop turn: under full load the last of 200 simultaneous connections
 * waited 20-40 s in the kernel's accept queue, which measures the accept queue instead of the site.
 */
export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface KeepAliveLoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** A request without a complete answer after this long counts as a timeout. */
  timeoutMs: number;
  /** The k-th request of the run. */
  next(k: number): LoadRequest;
  onResponse(request: LoadRequest, status: number, body: string): void;
}

export interface KeepAliveLoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statuses: Record<string, number>;
  /** Failed requests by socket error code ("timeout" for timeouts). */
  errors: Record<string, number>;
  /** Connections open when the clock started (each had answered the warm-up request). */
  connectionsOpened: number;
}

interface Answer {
  status: number;
  body: string;
}

function send(agent: http.Agent, base: URL, request: LoadRequest, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
    req.on("error", reject);
    req.end(request.body);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

/**
 * Opens `connections` keep-alive connections, then keeps one request in flight on each for `seconds`; requests
 * still in flight at the deadline are waited for and counted.
 */
export async function runKeepAliveLoad(options: KeepAliveLoadOptions): Promise<KeepAliveLoadResult> {
  const base = new URL(options.url);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
    scheduling: "fifo",
  });
  try {
    // Every connection answers a cheap request first, all at once, while the server is otherwise idle.
    const warmUp = { method: "GET", path: "/healthz", headers: {} } as const;
    await Promise.all(Array.from({ length: options.connections }, () => send(agent, base, warmUp, options.timeoutMs)));
    const connectionsOpened = Object.values(agent.freeSockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);

    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const errors: Record<string, number> = {};
    let k = 0;
    const startedAt = performance.now();
    const deadline = startedAt + options.seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const request = options.next(k++);
        const sentAt = performance.now();
        try {
          const answer = await send(agent, base, request, options.timeoutMs);
          latencies.push(performance.now() - sentAt);
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          options.onResponse(request, answer.status, answer.body);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? String(error);
          errors[code] = (errors[code] ?? 0) + 1;
        }
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    const elapsedSeconds = (performance.now() - startedAt) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      maxMs: Math.round(latencies.at(-1) ?? Number.NaN),
      statuses,
      errors,
      connectionsOpened,
    };
  } finally {
    agent.destroy();
  }
}
