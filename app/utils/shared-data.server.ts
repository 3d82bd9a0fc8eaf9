/** How long a shared read is kept even if no change was announced: what depends on the clock (expiry dates). */
export const SHARED_DATA_TTL_MS = 60_000;

/**
 * Reads that many pages share and only a content change alters (the layout's texts, splash ads and footer posts,
 * the hero, SEO rows, category chips, the day's bonuses), kept per content generation: the first request after a
 * change reads them, the rest reuse that read (its promise, so concurrent requests share one query). Emptied by
 * every content event (server/app.ts subscribes it beside the page cache, on every instance), and each entry at
 * most SHARED_DATA_TTL_MS old. A failed read is not kept: the next request tries again, and each caller's own
 * fallback (orDefault) still applies. Callers must not mutate what they get.
 */
export class SharedData {
  readonly #entries = new Map<string, { value: Promise<unknown>; storedAt: number }>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? SHARED_DATA_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.storedAt < this.#ttlMs) return entry.value as Promise<T>;
    const value = load();
    this.#entries.set(key, { value, storedAt: this.#now() });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
