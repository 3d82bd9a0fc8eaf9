import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { plainTextAnswer } from "./security-headers.ts";

/**
 * Admission control for the uncached render path (docs/decisions/052-fair-queueing-and-memory.md): at most
 * `concurrency` renders at once, the rest wait in arrival order. A request that finds the queue full, or so long
 * that at the recent pace of renders it would wait past `maxWaitMs`, is answered at once with 503 and Retry-After;
 * one that has waited `maxWaitMs` all the same gets the same answer then: never an unbounded wait.
 */
export interface RenderQueueOptions {
  /** Renders allowed at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Requests allowed to wait (RENDER_QUEUE_LIMIT); one more is refused at once. */
  limit: number;
  /** A request that has waited this long is refused instead of rendered (its visitor is better told to retry). */
  maxWaitMs: number;
  /** The clock, in ms (performance.now by default; a test's own). */
  now?: (() => number) | undefined;
  /** Told of every admission (seconds waited) and every refusal, for the metrics. */
  onAdmit?: ((waitedSeconds: number) => void) | undefined;
  onShed?: ((reason: ShedReason) => void) | undefined;
}

export type ShedReason = "full" | "timeout";

interface Waiter {
  enqueuedAt: number;
  admit(): void;
  shed(reason: ShedReason): void;
  timer: ReturnType<typeof setTimeout>;
}

export const RENDER_QUEUE_MAX_WAIT_MS = 5_000;
/** How much the newest render's time counts in the running estimate of how long a place is held. */
const PACE_WEIGHT = 0.2;
export const BUSY_TEXT = "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.";
export const BUSY_RETRY_AFTER_SECONDS = "2";

export class RenderQueue {
  readonly #options: RenderQueueOptions;
  #active = 0;
  readonly #waiting: Waiter[] = [];
  readonly #now: () => number;
  /** How long a place has recently been held, in ms (a moving average); undefined before the first release. */
  #holdMs: number | undefined;

  constructor(options: RenderQueueOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Resolves with a release function once the request may render, or with the reason it is refused. `cancel` (a
   * visitor who hung up while waiting) takes its place out of the queue.
   */
  enter(): { ticket: Promise<(() => void) | ShedReason>; cancel(): void } {
    if (this.#active < this.#options.concurrency && this.#waiting.length === 0) {
      this.#active++;
      this.#options.onAdmit?.(0);
      return { ticket: Promise.resolve(this.#releaser()), cancel: () => {} };
    }
    if (this.#waiting.length >= this.#options.limit || this.#expectedWaitMs() > this.#options.maxWaitMs) {
      this.#options.onShed?.("full");
      return { ticket: Promise.resolve("full"), cancel: () => {} };
    }
    let waiter: Waiter | undefined;
    const ticket = new Promise<(() => void) | ShedReason>((resolve) => {
      const enqueuedAt = this.#now();
      waiter = {
        enqueuedAt,
        admit: () => {
          this.#options.onAdmit?.((this.#now() - enqueuedAt) / 1000);
          resolve(this.#releaser());
        },
        shed: (reason) => {
          this.#options.onShed?.(reason);
          resolve(reason);
        },
        timer: setTimeout(() => {
          if (waiter && this.#remove(waiter)) waiter.shed("timeout");
        }, this.#options.maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
    return {
      ticket,
      cancel: () => {
        if (waiter && this.#remove(waiter)) clearTimeout(waiter.timer);
      },
    };
  }

  /** How long one more request would wait at the recent pace: the places ahead of it, taken `concurrency` at a time. */
  #expectedWaitMs(): number {
    if (this.#holdMs === undefined) return 0;
    return ((this.#waiting.length + 1) * this.#holdMs) / this.#options.concurrency;
  }

  /** Frees a place once, then hands it to the longest-waiting request. */
  #releaser(): () => void {
    let released = false;
    const admittedAt = this.#now();
    return () => {
      if (released) return;
      released = true;
      const held = this.#now() - admittedAt;
      this.#holdMs = this.#holdMs === undefined ? held : this.#holdMs + PACE_WEIGHT * (held - this.#holdMs);
      this.#active--;
      this.#next();
    };
  }

  #next(): void {
    while (this.#active < this.#options.concurrency) {
      const waiter = this.#waiting.shift();
      if (!waiter) return;
      clearTimeout(waiter.timer);
      this.#active++;
      waiter.admit();
    }
  }

  #remove(waiter: Waiter): boolean {
    const index = this.#waiting.indexOf(waiter);
    if (index === -1) return false;
    this.#waiting.splice(index, 1);
    return true;
  }
}

type Env = { Bindings: { outgoing?: ServerResponse }; Variables: { headersComplete: boolean } };

/**
 * Puts every GET and HEAD that reaches React Router through the queue; the place is held until the answer's last byte
 * has left (React streams the page after the handler returns). Other methods pass: a form post's body arrives at the
 * visitor's pace and must not hold a render place meanwhile; the server's bound on requests in flight still counts them.
 */
export function renderQueueMiddleware(queue: RenderQueue, options: { https: boolean }): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const outgoing = c.env?.outgoing;
    const { ticket, cancel } = queue.enter();
    // A visitor who hangs up while waiting gives the place back; 'close' comes once for the response in any case.
    outgoing?.once("close", cancel);
    const release = await ticket;
    // Even with a place free, the render starts in a later turn of the event loop: a page whose data is all in
    // memory renders without a pause, and the requests that arrived meanwhile must be read and queued first.
    await new Promise((resolve) => setImmediate(resolve));
    if (typeof release !== "function") {
      c.set("headersComplete", true);
      return busyResponse(options);
    }
    if (!outgoing) {
      // Without Node's response (an app called through fetch): the place is held until the handler returns.
      try {
        return await next();
      } finally {
        release();
      }
    }
    outgoing.once("close", release);
    // Hung up while waiting, between the cancel and the admission: nobody reads a render.
    if (outgoing.closed) {
      release();
      return busyResponse(options);
    }
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    // Only a page is rendered while its body streams. A download (a backup, an export) is I/O at the visitor's
    // pace once its handler has answered: it must not hold a render place for minutes.
    if (!/^text\/html\b/i.test(c.res.headers.get("content-type") ?? "")) release();
  };
}

/** 503 with Retry-After, the security headers and a short Turkish text: come back in a moment. */
export function busyResponse(options: { https: boolean }): Response {
  const answer = plainTextAnswer(503, BUSY_TEXT, options);
  return new Response(answer.body, {
    status: 503,
    headers: { ...answer.headers, "Retry-After": BUSY_RETRY_AFTER_SECONDS },
  });
}
