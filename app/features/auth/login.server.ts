import { setTimeout as sleep } from "node:timers/promises";
import type { AppServices } from "../../context.ts";
import { recordAudit } from "../audit/public.server.ts";
import { readAdminAccess } from "./admin-accounts.server.ts";
import { readAdminSession } from "./admin-session.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import { isKnownDevice, knownDeviceCookie } from "./known-device.server.ts";
import type { LoginInput } from "./login.schema.ts";
import {
  forgiveSignIn,
  pruneSignInCounters,
  releaseHolds,
  reserveSignInAttempt,
  retryMessage,
  settleFailedSignIn,
} from "./login-throttle.server.ts";
import { type HeldSessions, holdingSignInSessions, openSignInSession } from "./sign-in-session.server.ts";

const LOCKOUT_LIMIT_NAMES = {
  "account-address": "hesap ve adres sınırı",
  address: "adres sınırı",
  account: "hesap sınırı",
} as const;

export type LoginOutcome =
  /** `twoFactor`: the password was right and the account has 2FA: the code step comes next. */
  | { ok: true; setCookies: string[]; twoFactor?: boolean }
  | { ok: false; status: 401 | 403 | 429 | 500 | 503; message: string };

/**
 * Password sign-in, then the admin check of spec 1 §4: an account that is not in admin_users is signed out again
 * at once (its new session is deleted and no cookie leaves the server). The attempt takes its place under the
 * sign-in limits before the password is checked (login-throttle.server.ts).
 */
export async function signInAdmin(
  services: Pick<AppServices, "db" | "authDb" | "auth" | "logger" | "config">,
  input: LoginInput & { ip: string; headers: Headers },
): Promise<LoginOutcome> {
  const { db, authDb, auth, logger, config } = services;
  const who = { email: input.email.toLowerCase(), ip: input.ip };
  const knownDevice = await isKnownDevice(config, input.headers, who.email);
  const reservation = await reserveSignInAttempt(db, { ...who, knownDevice });
  if (!reservation.allowed) {
    logger.debug({ ...who, limit: reservation.limit }, "giriş sınırı: deneme reddedildi");
    return { ok: false, status: 429, message: retryMessage(reservation.retryAt) };
  }
  const { holds } = reservation;
  const failed = async (status: 401 | 403, message: string): Promise<LoginOutcome> => {
    const actor = { id: null, name: who.email, address: who.ip };
    // The failure is kept under the limits and recorded in one transaction: both or neither.
    const tripped = await db.transaction().execute(async (trx) => {
      const tripped = await settleFailedSignIn(trx, holds);
      const summary = `Başarısız giriş: ${who.email}${status === 403 ? " (admin olmayan hesap)" : ""}`;
      await recordAudit(trx, { kind: "session", itemId: null, action: "sign-in-failed", summary, actor });
      for (const limit of tripped) {
        const lockSummary = `Giriş kilitlendi: ${who.email} (${LOCKOUT_LIMIT_NAMES[limit]})`;
        await recordAudit(trx, { kind: "session", itemId: null, action: "lockout", summary: lockSummary, actor });
      }
      return tripped;
    });
    for (const limit of tripped) logger.warn({ ...who, limit }, "giriş kilitlendi");
    await pruneSignInCounters(db);
    return { ok: false, status, message };
  };
  if (reservation.delayMs > 0) await sleep(reservation.delayMs);

  let response: Response;
  let held: HeldSessions;
  try {
    ({ result: response, held } = await holdingSignInSessions(() =>
      auth.api.signInEmail({
        body: { email: who.email, password: input.password },
        headers: input.headers,
        asResponse: true,
      }),
    ));
  } catch (error) {
    await releaseHolds(db, holds);
    logger.error({ err: error }, "giriş servisi hata verdi");
    return { ok: false, status: 500, message: LOGIN_MESSAGES.unexpected };
  }
  if (!response.ok) {
    logger.info(who, "başarısız giriş");
    return failed(401, LOGIN_MESSAGES.failed);
  }

  const body = (await response.json()) as {
    token?: string;
    user?: { id?: string; name?: string };
    twoFactorRedirect?: boolean;
  };
  if (body.twoFactorRedirect) {
    // The password was right: its failures are forgiven as on a sign-in; the session waits for the code (the
    // two-factor plugin has already deleted the one this step made).
    await forgiveSignIn(db, holds);
    return { ok: true, twoFactor: true, setCookies: response.headers.getSetCookie() };
  }
  const userId = body.user?.id;
  let access: Awaited<ReturnType<typeof readAdminAccess>>;
  try {
    access = userId ? await readAdminAccess(db, userId) : null;
  } catch (error) {
    await deleteSession(authDb, body.token).catch(() => {});
    await releaseHolds(db, holds).catch(() => {});
    logger.error({ err: error }, "admin kontrolü başarısız");
    return { ok: false, status: 500, message: LOGIN_MESSAGES.adminLookupFailed };
  }
  // The session is still held (expired): these refusals delete it, and it would be refused if they could not.
  if (!userId || !access) {
    await deleteSession(authDb, body.token);
    logger.warn({ email: who.email }, "admin olmayan hesap giriş denedi");
    return failed(403, LOGIN_MESSAGES.notAdmin);
  }
  if (!access.active) {
    await deleteSession(authDb, body.token);
    logger.warn({ email: who.email }, "devre dışı hesap giriş denedi");
    return failed(403, LOGIN_MESSAGES.deactivated);
  }
  try {
    // The session is opened, the account's last sign-in noted, its failures forgiven and 'Giriş yaptı' written in
    // one transaction: a session nobody can see in the log cannot exist.
    await db.transaction().execute(async (trx) => {
      await forgiveSignIn(trx, holds);
      const actor = { id: userId, name: `${body.user?.name ?? ""} <${who.email}>`, address: who.ip };
      await openSignInSession(trx, held, { token: body.token, userId, summary: "Giriş yaptı", actor });
    });
  } catch (error) {
    await deleteSession(authDb, body.token).catch(() => {});
    await releaseHolds(db, holds).catch(() => {});
    logger.error({ err: error }, "giriş kaydedilemedi");
    return { ok: false, status: 503, message: LOGIN_MESSAGES.notRecorded };
  }
  logger.info({ userId }, "admin girişi");
  return { ok: true, setCookies: [...response.headers.getSetCookie(), await knownDeviceCookie(config, who.email)] };
}

/**
 * Ends the current session; returns the Set-Cookie headers that clear the browser's cookies. An admin's session row
 * is deleted with its audit entry in one transaction; better-auth then clears the cookies.
 */
export async function signOutAdmin(services: AppServices, headers: Headers, ip: string): Promise<string[]> {
  try {
    const session = await readAdminSession(services, headers);
    if (session.status === "admin") {
      const { user } = session;
      const actor = { id: user.id, name: `${user.name} <${user.email}>`, address: ip };
      await services.db.transaction().execute(async (trx) => {
        await trx.deleteFrom("session").where("id", "=", user.sessionId).execute();
        await recordAudit(trx, { kind: "session", itemId: user.id, action: "sign-out", summary: "Çıkış yaptı", actor });
      });
    }
    const response = await services.auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch (error) {
    services.logger.warn({ err: error }, "çıkış sırasında hata");
    return [];
  }
}

async function deleteSession(authDb: AppServices["authDb"], token: string | undefined) {
  if (token) await authDb.deleteFrom("session").where("token", "=", token).execute();
}
