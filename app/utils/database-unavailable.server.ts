import { errorText } from "./errors.ts";

/**
 * Whether an error means "the database cannot be reached right now" (a stopped, restarting or overloaded server, a
 * cut connection), as opposed to a bug or bad data. Such a request deserves 503 + Retry-After, not 500: the site
 * recovers by itself once the database is back (issue #7, design §11).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; typeof current === "object" && current !== null && depth < 5; depth++) {
    if (matches(current)) return true;
    current = "cause" in current ? current.cause : null;
  }
  return false;
}

/** Operating-system failures of the socket to the database server. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (administrator/crash shutdown, cannot connect
 * now) and 53300 (too many connections).
 */
const DATABASE_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * SQLite: a lock held past the busy timeout, or a read snapshot that another writer overtook. node:sqlite's `errcode`
 * is the extended result code; its low byte is the primary one (517 SQLITE_BUSY_SNAPSHOT → 5).
 */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/** node-postgres reports a lost or never-made connection as a plain Error with one of these messages. */
const PG_CLIENT_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
];

function matches(error: object): boolean {
  const code = "code" in error ? String(error.code) : "";
  if (SOCKET_CODES.has(code) || DATABASE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const primary = "errcode" in error ? Number(error.errcode) & 0xff : -1;
  if (primary === SQLITE_BUSY || primary === SQLITE_LOCKED) return true;
  const message = errorText(error, "");
  return PG_CLIENT_MESSAGES.some((text) => message.includes(text));
}

/** During an outage every request fails the same way: one line per interval says so, with the count it stands for. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;

interface OutageLogger {
  warn(details: object, message: string): void;
}

/**
 * The requests of this process that met the database away: logged one line per few seconds, and remembered, because
 * a request that failed while the database restarted may end after it answers again and its 5xx is still the
 * outage's (server/app.ts). One instance per process, handed to the routes in AppServices: the server build bundles
 * its own copy of this module, so module-level state would be two states.
 */
export class DatabaseOutages {
  readonly #logger: OutageLogger;
  readonly #now: () => number;
  #lastLineAt = Number.NEGATIVE_INFINITY;
  #unlogged = 0;
  #lastSeenAt = Number.NEGATIVE_INFINITY;

  constructor(logger: OutageLogger, now: () => number = Date.now) {
    this.#logger = logger;
    this.#now = now;
  }

  record(error: unknown, path: string): void {
    const now = this.#now();
    this.#lastSeenAt = Math.max(this.#lastSeenAt, now);
    if (now - this.#lastLineAt < OUTAGE_LOG_INTERVAL_MS) {
      this.#unlogged++;
      return;
    }
    this.#logger.warn({ err: error, path, alsoFailedSinceLastLine: this.#unlogged }, "veritabanına ulaşılamıyor");
    this.#lastLineAt = now;
    this.#unlogged = 0;
  }

  /** Whether a request met the database away in the last `ms`. */
  seenWithin(ms: number): boolean {
    return this.#now() - this.#lastSeenAt <= ms;
  }
}
