import { bodyRuleFor } from "../../server/body-limit.ts";
import type { Auth, FuzzCase } from "./fuzz-cases.ts";
import { leaksIn, liveFuzzMarkup, securityHeaderProblems } from "./fuzz-checks.ts";
import { FUZZ_CLASSES, type FuzzClass } from "./fuzz-payloads.ts";
import { decodeBody, type RawClient, type RawResponse, runPool } from "./raw-http.ts";
import { visitorAddress } from "./writes.ts";

/** A 5xx the run expects, with the reason it is right; anything else from 500 to 599 fails the run. */
export interface Allowed5xx {
  status: number;
  /** Which answers it covers: the request path and the body. */
  applies: (path: string, body: string) => boolean;
  why: string;
}

interface RunOptions {
  client: RawClient;
  cookies: Partial<Record<Auth, string>>;
  /** Strings no response may contain: the session secret, a sentinel file's content. */
  secrets: readonly string[];
  allowed5xx: readonly Allowed5xx[];
  concurrency: number;
}

interface FuzzFailure {
  label: string;
  status: number;
  problems: string[];
}

export interface FuzzReport {
  total: number;
  /** Class → status → number of answers. */
  statuses: Map<FuzzClass, Map<number, number>>;
  failures: FuzzFailure[];
  /** Where the accepted uploads were stored (from their answers). */
  uploadedUrls: string[];
  /** 4xx answers without a word of Turkish in their body (HEAD and empty bodies aside). */
  untranslated4xx: string[];
  /** Answers that were a 5xx on the allowed list, by reason. */
  allowed5xxSeen: Map<string, number>;
  /** Over-limit bodies refused by closing the connection under them (see cutOffOverLimit). */
  cutOffOverLimit: number;
  slowestSqlMs: number;
  ms: number;
}

const TURKISH = /[çğıöşüÇĞİÖŞÜ]|\b(?:Bilinmeyen|Geçersiz|Bulunamadı|hata|istek|lütfen|olmalı|olabilir|gerekli)/i;
// A payload that reached PostgreSQL as code would sleep 30 s; a parameter is answered long before, even on a busy
// machine.
const PG_SLEEP_MS = 30_000;

export async function runFuzzCases(cases: readonly FuzzCase[], options: RunOptions): Promise<FuzzReport> {
  const started = performance.now();
  const report: FuzzReport = {
    total: cases.length,
    statuses: new Map(FUZZ_CLASSES.map((c) => [c, new Map()])),
    failures: [],
    uploadedUrls: [],
    untranslated4xx: [],
    allowed5xxSeen: new Map(),
    cutOffOverLimit: 0,
    slowestSqlMs: 0,
    ms: 0,
  };
  const send = async (fuzzCase: FuzzCase) => {
    const response = await options.client.send(withIdentity(fuzzCase, options.cookies));
    const body = decodedBody(response);
    const perClass = report.statuses.get(fuzzCase.class);
    perClass?.set(response.status, (perClass.get(response.status) ?? 0) + 1);
    const problems = judge(fuzzCase, response, body, options, report);
    if (problems.length > 0) report.failures.push({ label: fuzzCase.label, status: response.status, problems });
    if (fuzzCase.upload && response.status === 201) {
      const url = (JSON.parse(body) as { url?: unknown }).url;
      if (typeof url === "string") report.uploadedUrls.push(url);
    }
  };
  await runPool(
    cases.filter((c) => !c.last),
    options.concurrency,
    send,
  );
  await runPool(
    cases.filter((c) => c.last),
    options.concurrency,
    send,
  );
  report.ms = performance.now() - started;
  return report;
}

/** The case's request with who sends it: its cookie, and an address of its own (comments allow 5 a minute per IP). */
function withIdentity(fuzzCase: FuzzCase, cookies: Partial<Record<Auth, string>>) {
  const cookie = cookies[fuzzCase.auth];
  return {
    ...fuzzCase.request,
    headers: {
      "X-Forwarded-For": visitorAddress(fuzzCase.n),
      ...(cookie ? { Cookie: cookie } : {}),
      ...fuzzCase.request.headers,
    },
  };
}

/** The body as text; one that claims an encoding it does not have is still searched, byte for byte. */
function decodedBody(response: RawResponse): string {
  try {
    return decodeBody(response);
  } catch {
    return response.body.toString("latin1");
  }
}

/**
 * A body over its route's limit that the server refused by closing the connection. The server
 * answers such a body 413 at once and drains the rest for @hono/node-server's 500 ms; on a loaded machine a
 * multi-megabyte body can outlast that, the connection is closed under it, and Node's client then drops the 413
 * it already had (write EPIPE). The refusal itself is proven with a plain socket by body-size.test.ts.
 */
function cutOffOverLimit(fuzzCase: FuzzCase, response: RawResponse): boolean {
  const { body, path } = fuzzCase.request;
  if (body === undefined || !/EPIPE|ECONNRESET/.test(response.error ?? "")) return false;
  const url = new URL(path, "http://fuzz.invalid");
  return Buffer.byteLength(body) > bodyRuleFor(url.pathname, url.searchParams.get("kind")).maxBytes;
}

function judge(fuzzCase: FuzzCase, response: RawResponse, body: string, options: RunOptions, report: FuzzReport) {
  const problems: string[] = [];
  const { status } = response;
  const path = fuzzCase.request.path;
  if (status === 0) {
    if (cutOffOverLimit(fuzzCase, response)) {
      report.cutOffOverLimit += 1;
      return [];
    }
    return [`no answer: ${response.error ?? "connection closed"}`];
  }
  if (status >= 500) {
    const allowed = options.allowed5xx.find((a) => a.status === status && a.applies(path, body));
    if (allowed) report.allowed5xxSeen.set(allowed.why, (report.allowed5xxSeen.get(allowed.why) ?? 0) + 1);
    else problems.push(`status ${status}: ${body.slice(0, 160)}`);
  }
  for (const leak of leaksIn(body, options.secrets, fuzzCase.echoes)) problems.push(`leaks ${leak}`);
  for (const header of securityHeaderProblems(response.headers)) problems.push(`header ${header}`);
  if ((response.headers["content-type"] ?? "").startsWith("text/html")) {
    for (const live of liveFuzzMarkup(body)) problems.push(`live markup in the answer: ${live}`);
  }
  const location = String(response.headers.location ?? "");
  switch (fuzzCase.expect) {
    case "refused-anonymous": {
      const toLogin = (status === 302 || status === 303) && location.includes("/admin/login");
      if (!toLogin && ![401, 403, 405].includes(status)) problems.push(`an anonymous request got ${status}`);
      break;
    }
    case "forbidden-origin":
      // Pages and their data requests meet React Router's own origin check first (400 "Bad Request"); everything
      // else the root middleware (403 in Turkish).
      if (status !== 403 && !(status === 400 && body.trim() === "Bad Request")) {
        problems.push(`a cross-site request got ${status}: ${body.slice(0, 80)}`);
      }
      break;
    case "not-forbidden-origin":
      if (status === 403) problems.push("a same-site request without Origin was refused");
      break;
  }
  if (fuzzCase.class === "sql") {
    report.slowestSqlMs = Math.max(report.slowestSqlMs, response.ms);
    if (fuzzCase.label.includes("pg_sleep") && response.ms >= PG_SLEEP_MS) {
      problems.push(`took ${Math.round(response.ms)} ms: the sleep may have run`);
    }
  }
  if (status >= 400 && status < 500 && fuzzCase.request.method !== "HEAD" && body.trim() && !TURKISH.test(body)) {
    report.untranslated4xx.push(`${status} ${fuzzCase.label}: ${body.slice(0, 100)}`);
  }
  return problems;
}

/** The summary printed at the end of a run: cases per class and how each class was answered. */
export function formatReport(engine: string, report: FuzzReport): string {
  const lines = [`Fuzz run on ${engine}: ${report.total} cases in ${(report.ms / 1000).toFixed(1)} s`];
  const width = Math.max(...FUZZ_CLASSES.map((c) => c.length));
  for (const cls of FUZZ_CLASSES) {
    const statuses = report.statuses.get(cls) ?? new Map<number, number>();
    const count = [...statuses.values()].reduce((a, b) => a + b, 0);
    const answers = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    lines.push(`  ${cls.padEnd(width)}  ${String(count).padStart(5)}  ${answers}`);
  }
  for (const [why, count] of report.allowed5xxSeen) lines.push(`  allowed 5xx (${count}): ${why}`);
  if (report.cutOffOverLimit > 0) {
    lines.push(`  over-limit bodies refused by closing the connection under them: ${report.cutOffOverLimit}`);
  }
  lines.push(`  slowest SQL-payload answer: ${Math.round(report.slowestSqlMs)} ms`);
  return lines.join("\n");
}
