import { setTimeout as sleep } from "node:timers/promises";
import type { AppServices } from "../../context.ts";
import { readAdminAccess } from "./admin-accounts.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import { isKnownDevice, knownDeviceCookie } from "./known-device.server.ts";
import type { LoginInput } from "./login.schema.ts";
import {
  forgiveSignIn,
  releaseHolds,
  reserveSignInAttempt,
  retryMessage,
  settleFailedSignIn,
} from "./login-throttle.server.ts";

export type LoginOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: 401 | 403 | 429 | 500; message: string };

/**
 * Password sign-in, then the admin check of spec 1 §4: an account that is not in admin_users is signed out again
 * at once (its new session is deleted and no cookie leaves the server). The attempt takes its place under the
 * sign-in limits before the password is checked (login-throttle.server.ts).
 */
export async function signInAdmin(
  services: AppServices,
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
    for (const limit of await settleFailedSignIn(db, holds)) logger.warn({ ...who, limit }, "giriş kilitlendi");
    return { ok: false, status, message };
  };
  if (reservation.delayMs > 0) await sleep(reservation.delayMs);

  let response: Response;
  try {
    response = await auth.api.signInEmail({
      body: { email: who.email, password: input.password },
      headers: input.headers,
      asResponse: true,
    });
  } catch (error) {
    await releaseHolds(db, holds);
    logger.error({ err: error }, "giriş servisi hata verdi");
    return { ok: false, status: 500, message: LOGIN_MESSAGES.unexpected };
  }
  if (!response.ok) {
    logger.info(who, "başarısız giriş");
    return failed(401, LOGIN_MESSAGES.failed);
  }

  const body = (await response.json()) as { token?: string; user?: { id?: string } };
  const userId = body.user?.id;
  try {
    const access = userId ? await readAdminAccess(db, userId) : null;
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
    await noteSignIn(services, userId, body.token, who.ip);
  } catch (error) {
    await deleteSession(authDb, body.token).catch(() => {});
    await releaseHolds(db, holds).catch(() => {});
    logger.error({ err: error }, "admin kontrolü başarısız");
    return { ok: false, status: 500, message: LOGIN_MESSAGES.adminLookupFailed };
  }
  await forgiveSignIn(db, holds);
  logger.info({ userId }, "admin girişi");
  return { ok: true, setCookies: [...response.headers.getSetCookie(), await knownDeviceCookie(config, who.email)] };
}

/** Ends the current session; returns the Set-Cookie headers that clear the browser's cookies. */
export async function signOutAdmin(services: AppServices, headers: Headers): Promise<string[]> {
  try {
    const response = await services.auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch (error) {
    services.logger.warn({ err: error }, "çıkış sırasında hata");
    return [];
  }
}

/**
 * The account's last sign-in, and the session's address as our proxy rule reads it (server/client-address.ts),
 * not as better-auth guesses it from headers a client can write: both are shown on the accounts screens.
 */
async function noteSignIn(services: AppServices, userId: string, token: string | undefined, ip: string) {
  const now = new Date().toISOString();
  await services.db.updateTable("admin_users").set({ last_sign_in_at: now }).where("id", "=", userId).execute();
  if (token) await services.authDb.updateTable("session").set({ ipAddress: ip }).where("token", "=", token).execute();
}

async function deleteSession(authDb: AppServices["authDb"], token: string | undefined) {
  if (token) await authDb.deleteFrom("session").where("token", "=", token).execute();
}
