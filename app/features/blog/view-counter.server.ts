import { isbot } from "isbot";
import type { Db } from "../../utils/db.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { type OfferKind, type OfferViews, recordOfferViews } from "../statistics/public.server.ts";
import { type PostViews, recordPostViews, viewDayOf } from "./blog.server.ts";

/** How often gathered views are written; a crash loses at most this much counting. */
export const DEFAULT_VIEW_FLUSH_MS = 5000;

/** The page cache tag of a post's page: every answer of a page carrying it, from the cache or not, is one view. */
export const POST_VIEW_TAG_PREFIX = "views:";

export function postViewTag(postId: string): string {
  return `${POST_VIEW_TAG_PREFIX}${postId}`;
}

/** The post a page's tags name for counting, if any. */
export function viewedPostOf(tags: readonly string[]): string | null {
  for (const tag of tags) if (tag.startsWith(POST_VIEW_TAG_PREFIX)) return tag.slice(POST_VIEW_TAG_PREFIX.length);
  return null;
}

/**
 * Design §10: people's page views count, bots' and browsers' speculative prefetches do not. Takes the header
 * reader of a Fetch Request or of a Node IncomingMessage alike, so the page cache's hit path asks the same thing.
 */
export function isCountableView(method: string, header: (name: string) => string | null | undefined): boolean {
  if (method !== "GET") return false;
  const purpose = `${header("sec-purpose") ?? ""} ${header("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !isbot(header("user-agent") ?? "");
}

export interface FlushOutcome {
  views: number;
  ok: boolean;
}

/**
 * Page views (a blog post's, and a promotion's or a casino's for the statistics) gathered in memory and written every
 * few seconds and at shutdown, so a view costs no write (and no fsync) of its own and the page can come from the page
 * cache. Each instance counts and flushes its own views: the database adds them up (view_count + n). A crash loses at
 * most the last interval's views; a flush that fails keeps its views for the next one.
 */
export class ViewCounter {
  readonly #db: Db;
  readonly #logger: Logger;
  readonly #intervalMs: number;
  readonly #now: () => Date;
  /** `${day}\n${postId}` → views not yet written. */
  #pending = new Map<string, number>();
  /** `${day}\n${kind}\n${itemId}` → views of offer pages (statistics) not yet written. */
  #pendingOffers = new Map<string, number>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<FlushOutcome> | null = null;
  #listeners = new Set<(outcome: FlushOutcome) => void>();

  constructor(options: { db: Db; logger: Logger; intervalMs?: number; now?: () => Date }) {
    this.#db = options.db;
    this.#logger = options.logger;
    this.#intervalMs = options.intervalMs ?? DEFAULT_VIEW_FLUSH_MS;
    this.#now = options.now ?? (() => new Date());
  }

  /** One view of the post, now. */
  add(postId: string): void {
    const key = `${viewDayOf(this.#now())}\n${postId}`;
    this.#pending.set(key, (this.#pending.get(key) ?? 0) + 1);
  }

  /** One view of an offer's page (a promotion's or a casino's), now: the statistics screen's daily views. */
  addOffer(kind: OfferKind, itemId: string): void {
    const key = `${viewDayOf(this.#now())}\n${kind}\n${itemId}`;
    this.#pendingOffers.set(key, (this.#pendingOffers.get(key) ?? 0) + 1);
  }

  /** Views of the post gathered but not yet written: a render adds them to the stored count it shows. */
  pendingFor(postId: string): number {
    let views = 0;
    for (const [key, n] of this.#pending) if (key.endsWith(`\n${postId}`)) views += n;
    return views;
  }

  /** Called after every flush (metrics). */
  onFlush(listener: (outcome: FlushOutcome) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), this.#intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left (the shutdown path). */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#flushing;
    await this.flush();
  }

  /** Writes every gathered view (a transaction for the posts', one for the offers'); one flush at a time. */
  flush(): Promise<FlushOutcome> {
    if (this.#flushing) return this.#flushing;
    if (this.#pending.size === 0 && this.#pendingOffers.size === 0) return Promise.resolve({ views: 0, ok: true });
    const taken = this.#pending;
    const takenOffers = this.#pendingOffers;
    this.#pending = new Map();
    this.#pendingOffers = new Map();
    const batch: PostViews[] = [...taken].map(([key, views]) => {
      const cut = key.indexOf("\n");
      return { day: key.slice(0, cut), postId: key.slice(cut + 1), views };
    });
    const offerBatch: OfferViews[] = [...takenOffers].map(([key, views]) => {
      const [day = "", kind = "", itemId = ""] = key.split("\n");
      return { day, kind: kind as OfferKind, itemId, views };
    });
    const putBack = (from: Map<string, number>, into: Map<string, number>) => {
      for (const [key, views] of from) into.set(key, (into.get(key) ?? 0) + views);
    };
    const failed = (error: unknown, entries: number, views: number): FlushOutcome => {
      // The views not written are back in front of anything gathered meanwhile; the next flush tries again.
      this.#logger.warn({ err: error, views: entries }, "görüntülenmeler yazılamadı, sonra denenecek");
      return { views, ok: false };
    };
    const write = async (): Promise<FlushOutcome> => {
      let postViews: number;
      try {
        postViews = await recordPostViews(this.#db, batch);
      } catch (error) {
        putBack(taken, this.#pending);
        putBack(takenOffers, this.#pendingOffers);
        return failed(error, batch.length + offerBatch.length, 0);
      }
      try {
        return { views: postViews + (await recordOfferViews(this.#db, offerBatch)), ok: true };
      } catch (error) {
        // The posts' views are written and stay so: the outcome counts them, only the offers' wait for the next flush.
        putBack(takenOffers, this.#pendingOffers);
        return failed(error, offerBatch.length, postViews);
      }
    };
    this.#flushing = write().then((outcome) => {
      this.#flushing = null;
      for (const listener of this.#listeners) listener(outcome);
      return outcome;
    });
    return this.#flushing;
  }
}
