import { describe, expect, it, onTestFinished } from "vitest";
import { BUSY_TEXT } from "../../server/render-queue.ts";
import { type SiteEnv, targetOf } from "../support/admin.ts";
import { type KeepAliveLoadResult, type LoadRequest, runKeepAliveLoad } from "../support/keep-alive-load.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL } from "../support/postgres.ts";
import { type RunningServer, startServerForTest } from "../support/server.ts";
import { sitemapPaths } from "../support/sitemap-pages.ts";
import { tempDirForTest } from "../support/temp-dir.ts";
import { activePromotionIds, commentsLike, visitorAddress } from "../support/writes.ts";

/**
 * Issue #7, load: 200 connections for 30 s on a mix of public pages and comment posts. Proves that no error comes
 * back but the comment rate limiter's 429 and, for a page view, the server's busy answer (503 with the Turkish busy
 * text, from the render queue or the bound on requests in flight; issue #12 asks for it instead of an unbounded
 * wait), that most page views are served all the same, and that
 * every accepted comment is stored exactly once; prints requests per second and p99 for the closing note.
 * RESILIENCE_LOAD_SECONDS shortens the run while developing.
 */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 30);
/** One comment post in this many requests; the rest are page views. */
const COMMENT_EVERY = Number(process.env.RESILIENCE_COMMENT_EVERY ?? 10);
/** Visitors' addresses (X-Forwarded-For behind TRUST_PROXY=1), so the per-IP comment limit rarely applies… */
const VISITOR_ADDRESSES = 400;
/** …except for one flooding visitor, who sends every 10th comment and must meet the limiter's 429. */
const FLOODING_VISITOR = "10.99.0.1";
const COMMENT_MARK = "yük-testi";

interface LoadMixResult extends KeepAliveLoadResult {
  commentsAccepted: string[];
  /** Comments held for approval (a burst from one address): answered 201 without the comment, stored as pending. */
  commentsHeld: number;
  commentsRefused: number;
  /** Comment posts sent, answered or not. */
  commentsSent: number;
  /** 503 answers that were not the busy answer to a page view (a database outage's 503, or any to a comment post). */
  otherUnavailable: number;
}

/** Every public page the sitemap's files list, plus searches that miss the page cache. */
async function publicPaths(baseUrl: string): Promise<string[]> {
  const paths = await sitemapPaths(baseUrl);
  expect(paths.length).toBeGreaterThan(10);
  return paths;
}

const SEARCH_TERMS = ["bonus", "deneme", "kayıp", "çevrimsiz", "hoş geldin", "freespin", "yatırım", "ışık"];

/** The k-th request's visitor: one of VISITOR_ADDRESSES distinct addresses (10.0.0.0 to 10.0.1.143). */
function visitorOf(k: number): string {
  return visitorAddress(k % VISITOR_ADDRESSES);
}

function commentPost(origin: string, promotionId: string, n: number, visitor: string): LoadRequest {
  return {
    method: "POST",
    path: `/api/promotions/${promotionId}/comments`,
    headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": visitor },
    body: JSON.stringify({
      userName: `Ziyaretçi ${n % 97}`,
      comment: `${COMMENT_MARK} ${n}: çevrim şartları açık, ödeme hızlıydı.`,
      rating: (n % 5) + 1,
    }),
  };
}

function pageView(path: string, visitor: string): LoadRequest {
  return { method: "GET", path, headers: { "X-Forwarded-For": visitor, "Accept-Encoding": "br, gzip" } };
}

/** A search the page cache has not seen in a while: the uncached path through the database. */
function searchPath(n: number): string {
  const term = SEARCH_TERMS[n % SEARCH_TERMS.length] ?? "bonus";
  return `/bonuslar?q=${encodeURIComponent(term)}&sayfa=${(n % 3) + 1}`;
}

async function runLoadMix(server: RunningServer, promotionIds: readonly string[]): Promise<LoadMixResult> {
  const pages = await publicPaths(server.url);
  const accepted: string[] = [];
  // A burst from one address is held for approval (issue #15): 201 without the comment, stored as pending.
  let held = 0;
  let refused = 0;
  let sent = 0;
  let otherUnavailable = 0;

  const load = await runKeepAliveLoad({
    url: server.url,
    connections: CONNECTIONS,
    seconds: SECONDS,
    timeoutMs: 20_000,
    next(n) {
      const visitor = visitorOf(n);
      if (n % COMMENT_EVERY !== 0)
        return pageView(n % 7 === 1 ? searchPath(n) : (pages[n % pages.length] ?? "/"), visitor);
      // Comment posts are every COMMENT_EVERY-th request: number them on their own, or they would all come from
      // the few addresses that n % VISITOR_ADDRESSES gives for multiples of COMMENT_EVERY.
      const post = Math.floor(n / COMMENT_EVERY);
      const commenter = post % 10 === 0 ? FLOODING_VISITOR : visitorOf(post);
      sent++;
      return commentPost(server.url, promotionIds[n % promotionIds.length] ?? "", n, commenter);
    },
    onResponse(request, status, body) {
      if (status === 503 && (request.method !== "GET" || body !== BUSY_TEXT)) otherUnavailable++;
      if (request.method !== "POST") return;
      if (status === 201) {
        const answer = JSON.parse(body) as { comment?: { id: string }; held?: boolean };
        if (answer.comment) accepted.push(answer.comment.id);
        else if (answer.held) held++;
      }
      if (status === 429) refused++;
    },
  });
  return {
    ...load,
    commentsAccepted: accepted,
    commentsHeld: held,
    commentsRefused: refused,
    commentsSent: sent,
    otherUnavailable,
  };
}

async function provesTheLoadMix(engine: string, env: SiteEnv) {
  const server = await startServerForTest({ ...env, TRUST_PROXY: "1" });
  const target = targetOf(env);
  const promotionIds = await activePromotionIds(target);
  expect(promotionIds.length).toBeGreaterThan(0);

  const load = await runLoadMix(server, promotionIds);
  console.log(
    `[load ${engine}] ${CONNECTIONS} connections × ${SECONDS} s: ${load.requests} requests, ` +
      `${load.requestsPerSecond} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, max ${load.maxMs} ms; ` +
      `statuses ${JSON.stringify(load.statuses)}; failed ${JSON.stringify(load.errors)}; ` +
      `comments accepted ${load.commentsAccepted.length}, held ${load.commentsHeld}, ` +
      `refused by the limiter ${load.commentsRefused}`,
  );

  expect(load.connectionsOpened, "keep-alive connections open when the clock started").toBe(CONNECTIONS);
  expect(load.errors, `failed requests (socket errors, timeouts)\n${server.output().slice(-4000)}`).toEqual({});
  const unexpected = Object.keys(load.statuses).filter((status) => !["200", "201", "429", "503"].includes(status));
  expect(unexpected, `statuses other than 200/201/429/503:\n${server.output().slice(-4000)}`).toEqual([]);
  expect(load.otherUnavailable, "503s that were not the busy answer to a page view").toBe(0);
  const served = load.statuses["200"] ?? 0;
  expect(served, "page views served outnumber those told to come back").toBeGreaterThan(load.statuses["503"] ?? 0);
  expect(load.commentsAccepted.length).toBeGreaterThan(0);
  expect(load.commentsRefused, "the mix should trip the comment limiter").toBeGreaterThan(0);

  // Every accepted comment is stored exactly once, and nothing else is: every post was answered (a failed one
  // would be in load.errors), so a refused post must have stored nothing.
  const stored = await commentsLike(target, `${COMMENT_MARK} `);
  const storedIds = new Set(stored.map((row) => row.id));
  expect(storedIds.size, "no comment stored twice").toBe(stored.length);
  expect(new Set(stored.map((row) => row.comment)).size, "each posted text stored once").toBe(stored.length);
  const lost = load.commentsAccepted.filter((id) => !storedIds.has(id));
  expect(lost, "accepted comments missing from the database").toEqual([]);
  expect(
    load.commentsAccepted.length + load.commentsHeld + load.commentsRefused,
    "every comment post answered 201 (live or held) or 429",
  ).toBe(load.commentsSent);
  expect(stored.length, "nothing stored but the accepted and held comments").toBe(
    load.commentsAccepted.length + load.commentsHeld,
  );

  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

describe("load mix: public pages and comment posts", () => {
  it(`answers ${CONNECTIONS} connections for ${SECONDS} s on SQLite with nothing but 200/201/429 and the busy 503 to a page view, and stores every accepted comment once`, async () => {
    await provesTheLoadMix("SQLite", { DATA_DIR: tempDirForTest() });
  });

  it.skipIf(!TEST_DATABASE_URL)(
    `answers ${CONNECTIONS} connections for ${SECONDS} s on PostgreSQL with nothing but 200/201/429 and the busy 503 to a page view, and stores every accepted comment once`,
    async () => {
      const database = await createTestPostgresDatabase();
      onTestFinished(() => database.drop());
      await provesTheLoadMix("PostgreSQL", { DATA_DIR: tempDirForTest(), DATABASE_URL: database.url });
    },
  );
});
