import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../../utils/db.server.ts";
import { type AuditActor, recordAudit } from "../audit/public.server.ts";

/**
 * The sessions a better-auth sign-in endpoint created while we held them, by token, with the expiry better-auth
 * meant them to have. Until openSignInSession gives a held session that expiry, it is already expired: better-auth
 * refuses it (and deletes it) on the first request that shows its cookie, and 'Hesabım' does not list it.
 */
export type HeldSessions = Map<string, Date>;

const holding = new AsyncLocalStorage<HeldSessions>();

/** The moment a held session expired: long before any real sign-in. */
const HELD_EXPIRY = new Date(0);

/**
 * Runs a better-auth sign-in endpoint (password or code step) so that the session it creates is written held,
 * for openSignInSession to open in the transaction of the sign-in's audit entry. Sessions made
 * outside this (a 2FA change renewing the session) are written as better-auth means them.
 */
export async function holdingSignInSessions<T>(work: () => Promise<T>): Promise<{ result: T; held: HeldSessions }> {
  const held: HeldSessions = new Map();
  const result = await holding.run(held, work);
  return { result, held };
}

/** createAuth's session create hook: a session made inside holdingSignInSessions is written already expired. */
export function holdSignInSession(session: {
  token: string;
  expiresAt: Date;
}): { data: { expiresAt: Date } } | undefined {
  const held = holding.getStore();
  if (!held) return undefined;
  held.set(session.token, new Date(session.expiresAt));
  return { data: { expiresAt: HELD_EXPIRY } };
}

/**
 * The sign-in happens here, in one transaction: the held session gets its expiry (and the address by our proxy rule,
 * server/client-address.ts, not better-auth's guess from headers a client can write), the account's last sign-in is
 * noted, and the 'Giriş yaptı' entry is written. If any of it fails, nothing of it is committed and the session
 * stays expired, unusable.
 */
export async function openSignInSession(
  trx: Db,
  held: HeldSessions,
  sign: { token: string | undefined; userId: string; summary: string; actor: AuditActor },
): Promise<void> {
  const expiresAt = sign.token ? held.get(sign.token) : undefined;
  if (!sign.token || !expiresAt) throw new Error("giriş oturumu bulunamadı");
  const opened = await trx
    .updateTable("session")
    .set({ expiresAt: expiresAt.toISOString(), ipAddress: sign.actor.address ?? null })
    .where("token", "=", sign.token)
    .where("userId", "=", sign.userId)
    .executeTakeFirst();
  if (Number(opened.numUpdatedRows) !== 1) throw new Error("giriş oturumu bulunamadı");
  await trx
    .updateTable("admin_users")
    .set({ last_sign_in_at: new Date().toISOString() })
    .where("id", "=", sign.userId)
    .execute();
  await recordAudit(trx, {
    kind: "session",
    itemId: sign.userId,
    action: "sign-in",
    summary: sign.summary,
    actor: sign.actor,
  });
}
