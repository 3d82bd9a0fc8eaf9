import type { Db } from "../../utils/db.server.ts";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAt: Date };

const accountKey = (email: string) => `email:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** At most 5 failed sign-ins per account and 20 per IP address in any 15 minutes (issue #4). */
export async function checkLoginAllowed(
  db: Db,
  who: { email: string; ip: string },
  now = new Date(),
): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const limits: Array<[string, number]> = [
    [accountKey(who.email), ACCOUNT_FAILURE_LIMIT],
    [ipKey(who.ip), IP_FAILURE_LIMIT],
  ];
  let retryAt: Date | null = null;
  for (const [key, limit] of limits) {
    const failures = await db
      .selectFrom("login_failures")
      .select("created_at")
      .where("key", "=", key)
      .where("created_at", ">", since)
      .orderBy("created_at", "desc")
      .limit(limit)
      .execute();
    if (failures.length < limit) continue;
    // The limit frees up when the oldest of the last `limit` failures leaves the window.
    const oldest = failures[failures.length - 1]?.created_at ?? now.toISOString();
    const freedAt = new Date(new Date(oldest).getTime() + LOGIN_WINDOW_MS);
    if (!retryAt || freedAt > retryAt) retryAt = freedAt;
  }
  return retryAt ? { allowed: false, retryAt } : { allowed: true };
}

export async function recordLoginFailure(db: Db, who: { email: string; ip: string }, now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  await db
    .insertInto("login_failures")
    .values([
      { id: crypto.randomUUID(), key: accountKey(who.email), created_at: createdAt },
      { id: crypto.randomUUID(), key: ipKey(who.ip), created_at: createdAt },
    ])
    .execute();
  await db
    .deleteFrom("login_failures")
    .where("created_at", "<", new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .execute();
}

/** A successful sign-in forgives the account's failures (the IP's remain). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom("login_failures").where("key", "=", accountKey(email)).execute();
}

export function retryMessage(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`;
}
