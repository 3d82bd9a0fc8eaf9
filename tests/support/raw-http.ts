import http from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export interface RawRequest {
  method: string;
  /** Sent exactly as given: `fetch` would normalise `/uploads/../x` and re-encode `%2e`, which is what we test. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  /** 0 when the connection failed or was dropped without an answer. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
  error?: string;
}

const TIMEOUT_MS = 60_000;

/** An HTTP/1.1 client over keep-alive connections, at most `connections` at a time. */
export function createRawClient(baseUrl: string, connections: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    /**
     * Sends once; when a reused keep-alive connection turns out to be closed (the server ended it between two
     * requests), sends again once on a new connection, so that only a request that itself kills connections fails.
     */
    async send(request: RawRequest): Promise<RawResponse> {
      const first = await sendOnce(request, agent);
      if (first.status !== 0 || !/socket hang up|ECONNRESET|EPIPE/.test(first.error ?? "")) return first;
      return sendOnce(request, false);
    },
    close() {
      agent.destroy();
    },
  };

  function sendOnce(request: RawRequest, via: http.Agent | false): Promise<RawResponse> {
    const started = performance.now();
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) {
      headers["Content-Length"] = String(Buffer.byteLength(request.body));
    }
    return new Promise((resolve) => {
      const failed = (error: Error) =>
        resolve({
          status: 0,
          headers: {},
          body: Buffer.alloc(0),
          ms: performance.now() - started,
          error: error.message,
        });
      const req = http.request(
        { hostname, port, path: request.path, method: request.method, headers, agent: via, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", failed);
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
      req.on("error", failed);
      req.end(request.body);
    });
  }
}

export type RawClient = ReturnType<typeof createRawClient>;

/** The body as text, decompressed as its Content-Encoding says (br, gzip, deflate); throws when it does not inflate. */
export function decodeBody(response: Pick<RawResponse, "headers" | "body">): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  if (encoding === "deflate") return inflateSync(response.body).toString("utf8");
  return response.body.toString("utf8");
}

/** Runs `work` over `items` with at most `concurrency` in flight. */
export async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}
