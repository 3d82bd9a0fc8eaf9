import type { AppServices } from "../../context.ts";
import { isAdmin } from "./admin-accounts.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import type { LoginInput } from "./login.schema.ts";
import { checkLoginAllowed, clearAccountFailures, recordLoginFailure, retryMessage } from "./login-throttle.server.ts";

export type LoginOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: 401 | 403 | 429 | 500; message: string };

/**
 * Password sign-in, then the admin check of spec 1 §4: an account that is not in admin_users is signed out again
 * at once (its new session is deleted and no cookie leaves the server).
 */
export async function signInAdmin(
  services: AppServices,
  input: LoginInput & { ip: string; headers: Headers },
): Promise<LoginOutcome> {
  const { db, authDb, auth, logger } = services;
  const who = { email: input.email.toLowerCase(), ip: input.ip };
  const verdict = await checkLoginAllowed(db, who);
  if (!verdict.allowed) return { ok: false, status: 429, message: retryMessage(verdict.retryAt) };

  let response: Response;
  try {
    response = await auth.api.signInEmail({
      body: { email: who.email, password: input.password },
      headers: input.headers,
      asResponse: true,
    });
  } catch (error) {
    logger.error({ err: describeError(error) }, "giriş servisi hata verdi");
    return { ok: false, status: 500, message: LOGIN_MESSAGES.unexpected };
  }
  if (!response.ok) {
    await recordLoginFailure(db, who);
    logger.info({ email: who.email, ip: who.ip }, "başarısız giriş");
    return { ok: false, status: 401, message: LOGIN_MESSAGES.failed };
  }

  const body = (await response.json()) as { token?: string; user?: { id?: string } };
  const userId = body.user?.id;
  try {
    if (!userId || !(await isAdmin(db, userId))) {
      await deleteSession(authDb, body.token);
      await recordLoginFailure(db, who);
      logger.warn({ email: who.email }, "admin olmayan hesap giriş denedi");
      return { ok: false, status: 403, message: LOGIN_MESSAGES.notAdmin };
    }
  } catch (error) {
    await deleteSession(authDb, body.token).catch(() => {});
    logger.error({ err: describeError(error) }, "admin kontrolü başarısız");
    return { ok: false, status: 500, message: LOGIN_MESSAGES.adminLookupFailed };
  }
  await clearAccountFailures(db, who.email);
  logger.info({ userId }, "admin girişi");
  return { ok: true, setCookies: response.headers.getSetCookie() };
}

/** Ends the current session; returns the Set-Cookie headers that clear the browser's cookies. */
export async function signOutAdmin(services: AppServices, headers: Headers): Promise<string[]> {
  try {
    const response = await services.auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch (error) {
    services.logger.warn({ err: describeError(error) }, "çıkış sırasında hata");
    return [];
  }
}

async function deleteSession(authDb: AppServices["authDb"], token: string | undefined) {
  if (token) await authDb.deleteFrom("session").where("token", "=", token).execute();
}

function describeError(error: unknown) {
  return error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
}
