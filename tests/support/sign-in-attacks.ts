import { postLogin } from "./admin.ts";
import { sleep } from "./wait.ts";
import { postComment } from "./writes.ts";

/**
 * The attacks of issue #11 (findings 2-4) against a running server started with TRUST_PROXY=1, shared by the
 * integration proof (tests/integration/sign-in-limits.test.ts) and the figures of the resilience suite.
 */

export interface BurstResult {
  /** How many answers had each status. */
  statuses: Record<number, number>;
  ms: number;
}

/** Sends `count` requests at once and tallies their statuses. */
export async function burst(count: number, send: (i: number) => Promise<{ status: number }>): Promise<BurstResult> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { statuses, ms: Math.round(performance.now() - started) };
}

/** X-Forwarded-For as a trusted proxy passes it on: a hop the client forged, then the address the proxy saw. */
export function forgedHops(i: number, realAddress: string): string {
  return `198.51.${(i >> 8) & 255}.${i & 255}, ${realAddress}`;
}

/** A wrong-password sign-in from `xff`, with `cookie` when given. */
export function wrongSignIn(url: string, email: string, xff: string, cookie?: string) {
  return postLogin(
    url,
    { email, password: "yanlis-parola-00" },
    { "X-Forwarded-For": xff, ...(cookie ? { Cookie: cookie } : {}) },
  );
}

/** A wrong-password sign-in from `xff` whose visitor hangs up 100 ms after sending it, without reading an answer. */
export async function hangUpDuringSignIn(url: string, email: string, xff: string): Promise<void> {
  const controller = new AbortController();
  const sent = fetch(`${url}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, "X-Forwarded-For": xff },
    body: new URLSearchParams({ email, password: "yanlis-parola-00" }),
    signal: controller.signal,
  }).catch(() => null);
  await sleep(100);
  controller.abort();
  await sent;
}

/** `count` comments at once on `promotionId`, each with a forged leftmost hop before `realAddress`. */
export function forgedCommentBurst(url: string, promotionId: string, count: number, realAddress: string) {
  return burst(count, (i) =>
    postComment(url, promotionId, {
      ip: forgedHops(i, realAddress),
      userName: "Sahte Vekil",
      comment: `sahte adres ${i}`,
      rating: 3,
    }),
  );
}
