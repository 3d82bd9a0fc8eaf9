import type { Db } from "./db.server.ts";

/** What changed, so listeners (the public page cache) can drop what depends on it. */
export type ContentChange =
  | { kind: "promotion"; id?: string }
  | { kind: "casino"; id?: string }
  | { kind: "category"; id?: string }
  | { kind: "comment"; promotionId: string }
  | { kind: "blog"; id?: string }
  | { kind: "settings" }
  | { kind: "seo" }
  | { kind: "splash-ad" }
  /** A ranked list (issue #14): its page, the index and the sitemap. */
  | { kind: "ranked-list"; id?: string }
  /** A page ("Sayfa", issue #35): its page, the sitemap and the contact page's intro. */
  | { kind: "page"; id?: string }
  /** A redirect was added, changed or removed: every instance reloads its redirect table. */
  | { kind: "redirect" };

type Listener = (change: ContentChange) => void;

/**
 * In-process notice board for content changes. Services announce every successful write here; the page cache
 * listens (and, on PostgreSQL, relays changes to other instances).
 */
export class ContentEvents {
  readonly #listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  contentChanged(change: ContentChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}

/** What a service that writes content takes: the database, and the board its writes are announced on. */
export interface ContentWriteDeps {
  db: Db;
  events: Pick<ContentEvents, "contentChanged">;
}
