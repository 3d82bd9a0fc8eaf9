import type { Db } from "../../utils/db.server.ts";
import {
  clearRateLimit,
  holdRateLimit,
  keepHeldPlace,
  pruneRateLimits,
  releaseHeldPlace,
} from "../rate-limits/public.server.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins on one account from one address: the strict limit. */
export const ACCOUNT_ADDRESS_LIMIT = 5;
/** Failed sign-ins from one address, whichever accounts it tries. */
export const IP_FAILURE_LIMIT = 20;
/** Failed sign-ins on one account from every address together; a known device is not held by it. */
export const ACCOUNT_CEILING = 30;
/** Past this many account-wide failures, a browser that is not a known device waits before its password is checked. */
const DELAY_AFTER = ACCOUNT_ADDRESS_LIMIT;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

export type SignInLimit = "account-address" | "address" | "account";

interface Hold {
  limit: SignInLimit;
  key: string;
  windowStart: number;
  /** This attempt took the last place: if it fails, the limit is tripped. */
  last: boolean;
}

export type SignInReservation =
  | { allowed: true; holds: Hold[]; delayMs: number }
  | { allowed: false; limit: SignInLimit; retryAt: Date };

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The browser carries a valid known-device cookie for this account (known-device.server.ts). */
  knownDevice: boolean;
}

/**
 * Reserves a place for one sign-in under every limit BEFORE the password is checked (issue #11, finding 2), so
 * parallel attempts cannot all pass a check made before any of them failed. A refused attempt takes no place.
 * Every attempt holds its places until it is settled: a success gives them back (forgiveSignIn), a failure keeps them
 * as hits (settleFailedSignIn) in the transaction that writes its audit entry.
 */
export async function reserveSignInAttempt(db: Db, who: SignInAttempt, now = new Date()): Promise<SignInReservation> {
  const email = who.email.toLowerCase();
  const limits: Array<[SignInLimit, string, number]> = [
    ["account-address", `signin:account-ip:${email}|${who.ip}`, ACCOUNT_ADDRESS_LIMIT],
    ["address", `signin:ip:${who.ip}`, IP_FAILURE_LIMIT],
  ];
  if (!who.knownDevice) limits.push(["account", `signin:account:${email}`, ACCOUNT_CEILING]);
  const holds: Hold[] = [];
  let accountCount = 0;
  for (const [limit, key, max] of limits) {
    const verdict = await holdRateLimit(db, key, { limit: max, windowMs: LOGIN_WINDOW_MS, now });
    if (!verdict.allowed) {
      await releaseHolds(db, holds);
      return { allowed: false, limit, retryAt: verdict.retryAt };
    }
    holds.push({ limit, key, windowStart: verdict.windowStart, last: max - verdict.count < 1 });
    if (limit === "account") accountCount = Math.ceil(verdict.count - 1e-9);
  }
  return { allowed: true, holds, delayMs: delayFor(accountCount) };
}

/** A successful sign-in: the account's failures from this address are forgiven, the other places given back. */
export async function forgiveSignIn(db: Db, holds: readonly Hold[]): Promise<void> {
  for (const hold of holds) {
    if (hold.limit === "account-address") await clearRateLimit(db, hold.key);
    else await releaseHeldPlace(db, hold.key, hold.windowStart);
  }
}

/** An attempt that failed on our side (the sign-in service broke): it does not count against the visitor. */
export async function releaseHolds(db: Db, holds: readonly Hold[]): Promise<void> {
  for (const hold of holds) await releaseHeldPlace(db, hold.key, hold.windowStart);
}

/**
 * A failed attempt keeps its places as hits; returns the limits it has just tripped, for the lockout entries. Call it
 * with the transaction that writes the failure's audit entry (login.server.ts), so both are kept or neither.
 */
export async function settleFailedSignIn(db: Db, holds: readonly Hold[]): Promise<SignInLimit[]> {
  for (const hold of holds) await keepHeldPlace(db, hold.key, hold.windowStart, LOGIN_WINDOW_MS);
  return holds.filter((hold) => hold.last).map((hold) => hold.limit);
}

/** Drops the counters no window reads any more (at most once a minute; outside the failure's transaction). */
export async function pruneSignInCounters(db: Db, now = new Date()): Promise<void> {
  await pruneRateLimits(db, now);
}

/** Growing pauses while many addresses fail on one account: 250 ms, doubling, at most 4 s. */
function delayFor(accountFailures: number): number {
  if (accountFailures <= DELAY_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (accountFailures - DELAY_AFTER - 1));
}

export function retryMessage(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}
