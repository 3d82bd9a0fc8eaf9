import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { waitForItems } from "../support/wait.ts";

/** What the fake answers: 200 or 202 (IndexNow's two success codes), 500, or nothing at all. */
export type IndexNowMode = "ok" | "accepted" | "error" | "hang";

export interface IndexNowSubmission {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

export interface FakeIndexNow {
  /** The address to put in INDEXNOW_ENDPOINT: http://127.0.0.1:{port}/indexnow */
  endpoint: string;
  /** Every well-formed submission received, in order (also those answered with 500 or left hanging). */
  submissions: IndexNowSubmission[];
  /** Requests that were not a JSON POST /indexnow, as "METHOD path (reason)". */
  rejected: string[];
  setMode(mode: IndexNowMode): void;
  /** Resolves when `count` submissions have arrived (polls; for callers that do not await the submit). */
  waitForSubmissions(count: number, timeoutMs?: number): Promise<IndexNowSubmission[]>;
  close(): Promise<void>;
}

const STATUS: Record<Exclude<IndexNowMode, "hang">, number> = { ok: 200, accepted: 202, error: 500 };

/**
 * A local stand-in for an IndexNow endpoint (https://www.indexnow.org/documentation): it accepts
 * POST /indexnow with a JSON body {host, key, keyLocation, urlList} and answers 400 or 422 like the real one
 * when the body is malformed, then answers as told by its mode.
 */
export async function startFakeIndexNow(initialMode: IndexNowMode = "ok"): Promise<FakeIndexNow> {
  let mode = initialMode;
  const submissions: IndexNowSubmission[] = [];
  const rejected: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const reject = (status: number, reason: string) => {
      rejected.push(`${req.method} ${path} (${reason})`);
      res.writeHead(status).end();
    };
    if (req.method !== "POST" || path !== "/indexnow") return reject(404, "not POST /indexnow");
    if (!/^application\/json/i.test(req.headers["content-type"] ?? "")) return reject(400, "not JSON");
    const submission = parseSubmission(await readBody(req));
    if (!submission) return reject(422, "malformed body");
    submissions.push(submission);
    if (mode === "hang") return; // never answer: the client's timeout must end it
    res.writeHead(STATUS[mode]).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/indexnow`,
    submissions,
    rejected,
    setMode: (next) => {
      mode = next;
    },
    waitForSubmissions: (count, timeoutMs = 5000) =>
      waitForItems(submissions, count, timeoutMs, "IndexNow submissions"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseSubmission(body: string): IndexNowSubmission | null {
  try {
    const value = JSON.parse(body) as Partial<IndexNowSubmission>;
    const isText = (v: unknown): v is string => typeof v === "string" && v.length > 0;
    if (!isText(value.host) || !isText(value.key) || !isText(value.keyLocation)) return null;
    if (!Array.isArray(value.urlList) || value.urlList.length === 0 || !value.urlList.every(isText)) return null;
    return { host: value.host, key: value.key, keyLocation: value.keyLocation, urlList: value.urlList };
  } catch {
    return null;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
