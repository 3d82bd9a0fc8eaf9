import type { ContentChange } from "../../utils/content-events.server.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { routerPathOf } from "../../utils/route-path.ts";
import { HIT_FLUSH_INTERVAL_MS, isBotProbe, REDIRECT_PATH_MAX } from "./redirect.schema.ts";
import { addNotFoundHits, addRedirectHits, loadRedirectEntries, type NotFoundHit } from "./redirects.server.ts";

/** Distinct unknown paths kept in memory between two flushes; more are dropped (a scan of random paths). */
const NOT_FOUND_BUFFER_LIMIT = 500;

export interface RedirectAnswer {
  status: 301 | 302;
  location: string;
}

interface Entry {
  id: string;
  to: string;
  status: 301 | 302;
}

/**
 * The redirects held in memory, so an old address is answered before the page cache
 * with no database read, reloaded at start-up and on every content change (local, or relayed from another instance
 * over LISTEN/NOTIFY). Redirect hits and 404s are counted here and written every HIT_FLUSH_INTERVAL_MS and at
 * shutdown, so a request never waits on a write.
 */
export class RedirectTable {
  readonly #db: Db;
  readonly #logger: Logger;
  #entries = new Map<string, Entry>();
  #hasQueryKeys = false;
  #hits = new Map<string, { count: number; lastAt: string }>();
  #notFound = new Map<string, NotFoundHit>();
  #loading: Promise<void> | null = null;
  #reloadAgain = false;
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();
  /** Resolves once the first load has finished (or failed). */
  readonly ready: Promise<void>;

  constructor(db: Db, logger: Logger) {
    this.#db = db;
    this.#logger = logger;
    this.ready = this.reload();
  }

  /** Reads every redirect again; calls while a read is under way make one more read after it. */
  reload(): Promise<void> {
    if (this.#loading) {
      this.#reloadAgain = true;
      return this.#loading;
    }
    this.#loading = (async () => {
      do {
        this.#reloadAgain = false;
        try {
          const rows = await loadRedirectEntries(this.#db);
          const entries = new Map<string, Entry>();
          for (const row of rows)
            entries.set(row.from, { id: row.id, to: row.to, status: row.status === 302 ? 302 : 301 });
          this.#entries = entries;
          this.#hasQueryKeys = rows.some((row) => row.from.includes("?"));
        } catch (error) {
          // The old table keeps answering; the next change or restart tries again.
          this.#logger.error({ err: error }, "yönlendirmeler yüklenemedi");
        }
      } while (this.#reloadAgain);
    })().finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  /** Every content change but a comment may have moved an address (a slug) or changed a redirect. */
  onContentChange(change: ContentChange | null): void {
    if (change?.kind !== "comment") void this.reload();
  }

  /** No redirect at all: the Node-level checks skip their path work (server/redirect-answer.ts). */
  get isEmpty(): boolean {
    return this.#entries.size === 0;
  }

  /**
   * Where a request for `pathAndQuery` goes, counting the hit; null when no redirect matches. The path is compared
   * as React Router matches it; a redirect whose old address has a query string matches that exact query first.
   */
  answer(pathAndQuery: string): RedirectAnswer | null {
    if (this.#entries.size === 0) return null;
    const mark = pathAndQuery.indexOf("?");
    const path = routerPathOf(mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark));
    const query = mark === -1 ? "" : pathAndQuery.slice(mark + 1);
    const exact = query && this.#hasQueryKeys ? this.#entries.get(`${path}?${query}`) : undefined;
    const entry = exact ?? this.#entries.get(path);
    if (!entry) return null;
    const hit = this.#hits.get(entry.id);
    const now = new Date().toISOString();
    if (hit) {
      hit.count += 1;
      hit.lastAt = now;
    } else this.#hits.set(entry.id, { count: 1, lastAt: now });
    // The visitor's query string goes along unless the redirect matched on it or names its own.
    const location = !query || exact || entry.to.includes("?") ? entry.to : `${entry.to}?${query}`;
    return { status: entry.status, location };
  }

  /** An unknown path sent to '/' (spec 1 §2): counted for the 404 log unless it is a bot probe. */
  recordNotFound(path: string, referrer: string | null): void {
    const key = routerPathOf(path).slice(0, REDIRECT_PATH_MAX);
    if (isBotProbe(key)) return;
    const now = new Date().toISOString();
    const seen = this.#notFound.get(key);
    const from = referrer && /^https?:\/\//i.test(referrer) ? referrer.slice(0, REDIRECT_PATH_MAX) : null;
    if (seen) {
      seen.count += 1;
      seen.lastAt = now;
      seen.referrer = from ?? seen.referrer;
    } else if (this.#notFound.size < NOT_FOUND_BUFFER_LIMIT) {
      this.#notFound.set(key, { count: 1, lastAt: now, referrer: from });
    }
  }

  /** Writes the counted hits and 404s; one flush at a time. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      const hits = this.#hits;
      const notFound = this.#notFound;
      if (hits.size === 0 && notFound.size === 0) return;
      this.#hits = new Map();
      this.#notFound = new Map();
      try {
        await addRedirectHits(this.#db, hits);
        await addNotFoundHits(this.#db, notFound);
      } catch (error) {
        // Counts are a guide, not a ledger: a failed write loses them rather than piling up in memory.
        this.#logger.warn({ err: error }, "yönlendirme ve 404 sayıları yazılamadı");
      }
    });
    return this.#flushing;
  }

  /** Flushes every HIT_FLUSH_INTERVAL_MS until stop(). */
  start(intervalMs = HIT_FLUSH_INTERVAL_MS): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), intervalMs);
    this.#timer.unref();
  }

  /** At shutdown, before the database closes: the last counts are written. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#loading;
    await this.flush();
  }
}
