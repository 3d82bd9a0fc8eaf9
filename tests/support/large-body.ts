import net from "node:net";

export interface LargeBodyRequest {
  path: string;
  headers: Record<string, string>;
  /** The body is `prefix`, then `fillerBytes` bytes of "x", then `suffix` (e.g. a JSON string's opening and end). */
  prefix: string;
  fillerBytes: number;
  suffix: string;
  /** true: Transfer-Encoding: chunked, no Content-Length, as a client streaming a body of unknown size. */
  chunked: boolean;
}

export interface LargeBodyAnswer {
  /** 0 when the connection ended without an answer. */
  status: number;
  body: string;
  /** How much of the body had been handed to the socket when the answer came or the connection ended. */
  sentBytes: number;
  totalBytes: number;
  ms: number;
  /** A write that failed because the server had closed the connection (after answering, as a rule). */
  error?: string;
}

const CHUNK = Buffer.alloc(64 * 1024, "x");

/**
 * POSTs a large body over a plain socket in 64 KB writes, waiting for the socket to drain between them, and stops
 * writing as soon as an answer starts to arrive: an attacker's upload, and how much the server let through. A plain
 * socket because Node's HTTP client drops an answer it has already received when a later write fails (EPIPE).
 */
export function sendLargeBody(baseUrl: string, request: LargeBodyRequest): Promise<LargeBodyAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const prefix = Buffer.from(request.prefix);
  const suffix = Buffer.from(request.suffix);
  const totalBytes = prefix.length + request.fillerBytes + suffix.length;
  const headers: Record<string, string> = {
    Host: `${hostname}:${port}`,
    ...request.headers,
    ...(request.chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(totalBytes) }),
  };
  const head = [`POST ${request.path} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "", ""];
  const started = performance.now();
  const received: Buffer[] = [];
  let sentBytes = 0;
  let error: string | undefined;
  const socket = net.connect(Number(port), hostname);
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  socket.on("error", (e) => {
    error ??= e.message;
  });
  const answered = () => received.length > 0 || socket.destroyed;
  const write = async (bytes: Buffer): Promise<boolean> => {
    if (answered()) return false;
    const framed = request.chunked
      ? [Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]
      : [bytes];
    let flushed = true;
    for (const part of framed) flushed = socket.write(part) && flushed;
    sentBytes += bytes.length;
    if (!flushed) {
      await new Promise<void>((next) => {
        const done = () => {
          socket.off("drain", done);
          socket.off("data", done);
          socket.off("close", done);
          next();
        };
        socket.on("drain", done);
        socket.on("data", done);
        socket.on("close", done);
      });
    }
    return !answered();
  };
  return new Promise((resolve) => {
    const settle = () => {
      const answer = parseAnswer(Buffer.concat(received)) ?? { status: 0, body: "" };
      resolve({ ...answer, sentBytes, totalBytes, ms: performance.now() - started, error });
    };
    socket.on("data", () => {
      if (parseAnswer(Buffer.concat(received))) socket.destroy();
    });
    socket.on("close", settle);
    socket.once("connect", async () => {
      socket.write(head.join("\r\n"));
      if (!(await write(prefix))) return;
      for (let left = request.fillerBytes; left > 0; left -= CHUNK.length) {
        if (!(await write(left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left)))) return;
      }
      if (!(await write(suffix))) return;
      if (request.chunked) socket.write("0\r\n\r\n");
    });
  });
}

/** Status and body of one complete HTTP/1.1 answer (Content-Length or chunked); null while it is incomplete. */
function parseAnswer(bytes: Buffer): { status: number; body: string } | null {
  const text = bytes.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  const headers = text.slice(0, end);
  const body = bytes.subarray(end + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(headers)?.[1];
  if (length !== undefined) {
    return body.length >= Number(length) ? { status, body: body.subarray(0, Number(length)).toString("utf8") } : null;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(headers)) return null;
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd === -1) return null;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return { status, body: Buffer.concat(parts).toString("utf8") };
    if (body.length < lineEnd + 2 + size + 2) return null;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Times GET /healthz over and over until `work` settles: the slowest answer is what a visitor waited while the
 * server handled the work (a large body blocking the event loop shows here).
 */
export async function slowestHealthzDuring<T>(
  baseUrl: string,
  work: Promise<T>,
): Promise<{ result: T; slowestMs: number; probes: number }> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  let slowestMs = 0;
  let probes = 0;
  do {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    probes++;
  } while (!settled);
  return { result: await done, slowestMs, probes };
}
