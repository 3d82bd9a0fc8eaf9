import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { plainTextAnswer } from "./security-headers.ts";

/**
 * Admission control for the uncached render path, so that under saturation every client waits about as long as
 * the others and a flood delays only itself: at most
 * `concurrency` renders at once. Signed-in visitors (the back office) wait in a lane of their own that is served
 * first, so anonymous load cannot starve them. Anonymous requests wait per client and are served round-robin, one
 * client's oldest request at a time, so a client that sends many only delays its own; one past its share
 * (`perClientLimit` renders waiting or in progress) is refused at once with 429. A request that finds its lane full,
 * or so long that at the recent pace of renders it would wait past `maxWaitMs`, is answered at once with 503 and
 * Retry-After; one that has waited `maxWaitMs` all the same gets the same answer then: never an unbounded wait.
 */
export interface RenderQueueOptions {
  /** Renders allowed at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Requests allowed to wait in each lane (RENDER_QUEUE_LIMIT); one more is refused at once. */
  limit: number;
  /** Renders one anonymous client may have waiting or in progress; one more is refused with 429. */
  perClientLimit?: number | undefined;
  /** A request that has waited this long is refused instead of rendered (its visitor is better told to retry). */
  maxWaitMs: number;
  /** The clock, in ms (performance.now by default; a test's own). */
  now?: (() => number) | undefined;
  /** Told of every admission (seconds waited) and every refusal, for the metrics. */
  onAdmit?: ((waitedSeconds: number) => void) | undefined;
  onShed?: ((reason: ShedReason) => void) | undefined;
}

/** `client`: the client was past its share (429); the others: the server was (503). */
export type ShedReason = "full" | "timeout" | "client";

/** Who asks for a render. */
export interface Requester {
  /** The client's address, an IPv6 one by its /64 (fairShareKeyOf): the unit of the fair share. */
  client: string;
  /** A visitor with a session cookie the server signed: the back office's lane. */
  signedIn: boolean;
}

interface Waiter {
  requester: Requester;
  enqueuedAt: number;
  admit(): void;
  shed(reason: ShedReason): void;
  timer: ReturnType<typeof setTimeout>;
}

export const RENDER_QUEUE_MAX_WAIT_MS = 5_000;
/**
 * A browser opens at most six connections to a site, and a page view needs one render: eight leaves room for a few
 * visitors behind one address (an office, a mobile carrier's NAT) while one client cannot hold the queue.
 */
export const RENDERS_PER_CLIENT = 8;
/** How much the newest render's time counts in the running estimate of how long a place is held. */
const PACE_WEIGHT = 0.2;
export const BUSY_TEXT = "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.";
export const TOO_MANY_RENDERS_TEXT = "Çok fazla istek gönderdiniz. Lütfen birkaç saniye sonra tekrar deneyin.";
export const BUSY_RETRY_AFTER_SECONDS = "2";

const ANONYMOUS: Requester = { client: "", signedIn: false };

export class RenderQueue {
  readonly #options: RenderQueueOptions;
  readonly #perClientLimit: number;
  #active = 0;
  /** Signed-in visitors' requests, in arrival order: served before any anonymous one. */
  readonly #signedIn: Waiter[] = [];
  /** Anonymous requests per client; the Map's order is the round: a client served goes to its end. */
  readonly #byClient = new Map<string, Waiter[]>();
  #anonymousWaiting = 0;
  /** Anonymous renders per client, waiting or in progress. */
  readonly #held = new Map<string, number>();
  readonly #now: () => number;
  /** How long a place has recently been held, in ms (a moving average); undefined before the first release. */
  #holdMs: number | undefined;

  constructor(options: RenderQueueOptions) {
    this.#options = options;
    this.#perClientLimit = options.perClientLimit ?? RENDERS_PER_CLIENT;
    this.#now = options.now ?? (() => performance.now());
  }

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#signedIn.length + this.#anonymousWaiting;
  }

  /**
   * Resolves with a release function once the request may render, or with the reason it is refused. `cancel` (a
   * visitor who hung up while waiting) takes its place out of the queue.
   */
  enter(requester: Requester = ANONYMOUS): { ticket: Promise<(() => void) | ShedReason>; cancel(): void } {
    const refusal = this.#refusalOf(requester);
    if (refusal) {
      this.#options.onShed?.(refusal);
      return { ticket: Promise.resolve(refusal), cancel: () => {} };
    }
    this.#hold(requester, 1);
    if (this.#active < this.#options.concurrency && this.waiting === 0) {
      this.#active++;
      this.#options.onAdmit?.(0);
      return { ticket: Promise.resolve(this.#releaser(requester)), cancel: () => {} };
    }
    let waiter: Waiter | undefined;
    const ticket = new Promise<(() => void) | ShedReason>((resolve) => {
      const enqueuedAt = this.#now();
      waiter = {
        requester,
        enqueuedAt,
        admit: () => {
          this.#options.onAdmit?.((this.#now() - enqueuedAt) / 1000);
          resolve(this.#releaser(requester));
        },
        shed: (reason) => {
          this.#options.onShed?.(reason);
          resolve(reason);
        },
        timer: setTimeout(() => {
          if (waiter && this.#remove(waiter)) waiter.shed("timeout");
        }, this.#options.maxWaitMs),
      };
      this.#push(waiter);
    });
    return {
      ticket,
      cancel: () => {
        if (waiter && this.#remove(waiter)) clearTimeout(waiter.timer);
      },
    };
  }

  #refusalOf(requester: Requester): ShedReason | null {
    if (!requester.signedIn && (this.#held.get(requester.client) ?? 0) >= this.#perClientLimit) return "client";
    if (this.#active < this.#options.concurrency && this.waiting === 0) return null;
    const lane = requester.signedIn ? this.#signedIn.length : this.#anonymousWaiting;
    if (lane >= this.#options.limit || this.#expectedWaitMs(requester) > this.#options.maxWaitMs) return "full";
    return null;
  }

  /**
   * How long one more request would wait at the recent pace: the requests served before it, taken `concurrency` at a
   * time. Before a signed-in one, the signed-in lane; before an anonymous client's k-th, the signed-in lane and up to
   * k requests of every client (one per client per round).
   */
  #expectedWaitMs(requester: Requester): number {
    if (this.#holdMs === undefined) return 0;
    let ahead = this.#signedIn.length;
    if (!requester.signedIn) {
      const rounds = (this.#byClient.get(requester.client)?.length ?? 0) + 1;
      for (const waiters of this.#byClient.values()) ahead += Math.min(waiters.length, rounds);
    }
    return ((ahead + 1) * this.#holdMs) / this.#options.concurrency;
  }

  #push(waiter: Waiter): void {
    if (waiter.requester.signedIn) {
      this.#signedIn.push(waiter);
      return;
    }
    const waiters = this.#byClient.get(waiter.requester.client);
    if (waiters) waiters.push(waiter);
    else this.#byClient.set(waiter.requester.client, [waiter]);
    this.#anonymousWaiting++;
  }

  /** The next request to admit: the oldest signed-in one, else the next client's oldest in the round. */
  #shift(): Waiter | undefined {
    const signedIn = this.#signedIn.shift();
    if (signedIn) return signedIn;
    for (const [client, waiters] of this.#byClient) {
      const waiter = waiters.shift();
      this.#byClient.delete(client);
      // Served: to the end of the round, if it has more waiting.
      if (waiters.length > 0) this.#byClient.set(client, waiters);
      if (waiter) {
        this.#anonymousWaiting--;
        return waiter;
      }
    }
    return undefined;
  }

  #hold(requester: Requester, change: 1 | -1): void {
    if (requester.signedIn) return;
    const held = (this.#held.get(requester.client) ?? 0) + change;
    if (held > 0) this.#held.set(requester.client, held);
    else this.#held.delete(requester.client);
  }

  /** Frees a place once, then hands it to the next request. */
  #releaser(requester: Requester): () => void {
    let released = false;
    const admittedAt = this.#now();
    return () => {
      if (released) return;
      released = true;
      const held = this.#now() - admittedAt;
      this.#holdMs = this.#holdMs === undefined ? held : this.#holdMs + PACE_WEIGHT * (held - this.#holdMs);
      this.#active--;
      this.#hold(requester, -1);
      this.#next();
    };
  }

  #next(): void {
    while (this.#active < this.#options.concurrency) {
      const waiter = this.#shift();
      if (!waiter) return;
      clearTimeout(waiter.timer);
      this.#active++;
      waiter.admit();
    }
  }

  /** Takes a waiting request out (hung up, or waited too long); false when it was no longer waiting. */
  #remove(waiter: Waiter): boolean {
    const { requester } = waiter;
    const lane = requester.signedIn ? this.#signedIn : this.#byClient.get(requester.client);
    const index = lane?.indexOf(waiter) ?? -1;
    if (!lane || index === -1) return false;
    lane.splice(index, 1);
    if (!requester.signedIn) {
      this.#anonymousWaiting--;
      if (lane.length === 0) this.#byClient.delete(requester.client);
    }
    this.#hold(requester, -1);
    return true;
  }
}

/**
 * The unit of a client's fair share: its address, an IPv4-mapped one as IPv4, an IPv6 one by its first 64 bits
 * (one subscriber's prefix: an attacker holds every address of it).
 */
export function fairShareKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = address.toLowerCase().split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

type Env = {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: { headersComplete: boolean };
};

/**
 * Puts every GET and HEAD that reaches React Router through the queue; the place is held until the answer's last byte
 * has left (React streams the page after the handler returns). Other methods pass: a form post's body arrives at the
 * visitor's pace and must not hold a render place meanwhile; the server's bound on requests in flight still counts them.
 */
export function renderQueueMiddleware(
  queue: RenderQueue,
  options: {
    https: boolean;
    /** Who asks (their address and whether they hold a session); everyone is one anonymous client without it. */
    requesterOf?: ((c: Context<Env>) => Requester) | undefined;
  },
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const outgoing = c.env?.outgoing;
    const { ticket, cancel } = queue.enter(options.requesterOf?.(c));
    // A visitor who hangs up while waiting gives the place back; 'close' comes once for the response in any case.
    outgoing?.once("close", cancel);
    const release = await ticket;
    // Even with a place free, the render starts in a later turn of the event loop: a page whose data is all in
    // memory renders without a pause, and the requests that arrived meanwhile must be read and queued first.
    await new Promise((resolve) => setImmediate(resolve));
    if (typeof release !== "function") {
      c.set("headersComplete", true);
      return release === "client" ? tooManyRendersResponse(options) : busyResponse(options);
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

/** 429 with Retry-After: this client has its share of renders under way; the others are still served. */
export function tooManyRendersResponse(options: { https: boolean }): Response {
  const answer = plainTextAnswer(429, TOO_MANY_RENDERS_TEXT, options);
  return new Response(answer.body, {
    status: 429,
    headers: { ...answer.headers, "Retry-After": BUSY_RETRY_AFTER_SECONDS },
  });
}
