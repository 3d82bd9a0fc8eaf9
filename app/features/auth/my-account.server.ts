import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { AppServices } from "../../context.ts";
import { ServiceError } from "../../utils/errors.ts";
import { quoted, recordAudit } from "../audit/public.server.ts";
import { holdRateLimit, keepHeldPlace, releaseHeldPlace } from "../rate-limits/public.server.ts";
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from "./accounts.schema.ts";
import { credentialPasswordHash, setCredentialPassword } from "./admin-accounts.server.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "./admin-messages.ts";
import type { AdminUser } from "./admin-session.server.ts";
import { describeBrowser } from "./browser-name.ts";
import { LOGIN_WINDOW_MS } from "./login-throttle.server.ts";

type Services = Pick<AppServices, "db" | "authDb">;

/** Wrong current passwords allowed per account in LOGIN_WINDOW_MS: a stolen session cannot guess the password. */
export const PASSWORD_CHECK_LIMIT = 5;

/** Past the limit even the right password is refused until the window frees a place: this says for how long. */
export function passwordCheckLockedMessage(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  return `Çok fazla hatalı şifre denemesi. Güvenliğiniz için şifreniz ${minutes} dakika boyunca kabul edilmeyecek; lütfen sonra tekrar deneyin.`;
}

export interface SessionRow {
  id: string;
  browser: string;
  address: string | null;
  lastSeenAt: string;
  current: boolean;
}

/** The account's sessions that have not expired, the one in use first, then the most recently seen. */
export async function listMySessions(services: Services, user: AdminUser, now = new Date()): Promise<SessionRow[]> {
  const rows = await services.authDb
    .selectFrom("session")
    .select(["id", "userAgent", "ipAddress", "updatedAt", "expiresAt"])
    .where("userId", "=", user.id)
    .execute();
  return rows
    .filter((row) => new Date(row.expiresAt).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      browser: describeBrowser(row.userAgent),
      address: row.ipAddress,
      lastSeenAt: new Date(row.updatedAt).toISOString(),
      current: row.id === user.sessionId,
    }))
    .sort((a, b) => (a.current === b.current ? b.lastSeenAt.localeCompare(a.lastSeenAt) : a.current ? -1 : 1));
}

/** 'Oturumu kapat' on one of the account's own sessions (never another account's). */
export async function endMySession(services: Services, user: AdminUser, sessionId: string): Promise<void> {
  await services.authDb.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("session")
      .where("id", "=", sessionId)
      .where("userId", "=", user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0)
      throw new ServiceError("not_found", ACCOUNT_ADMIN_MESSAGES.sessionNotFound);
    await recordAudit(trx, { kind: "session", itemId: user.id, action: "sign-out", summary: "Bir oturumu kapattı" });
  });
}

/** 'Diğer tüm oturumları kapat': every session of the account but the one in use. */
export async function endMyOtherSessions(services: Services, user: AdminUser): Promise<void> {
  await services.authDb.transaction().execute(async (trx) => {
    await trx.deleteFrom("session").where("userId", "=", user.id).where("id", "<>", user.sessionId).execute();
    const summary = "Diğer tüm oturumlarını kapattı";
    await recordAudit(trx, { kind: "session", itemId: user.id, action: "sign-out", summary });
  });
}

export async function renameMe(services: Services, user: AdminUser, name: string): Promise<void> {
  await services.authDb.transaction().execute(async (trx) => {
    await trx
      .updateTable("user")
      .set({ name, updatedAt: new Date().toISOString() })
      .where("id", "=", user.id)
      .execute();
    const summary = `Adını değiştirdi: ${quoted(user.name)} → ${quoted(name)}`;
    await recordAudit(trx, { kind: "account", itemId: user.id, action: "update", summary });
  });
}

/**
 * A new password once the current one is given again (at most PASSWORD_CHECK_LIMIT wrong ones per window); every
 * other session of the account ends, the one in use stays.
 */
export async function changeMyPassword(services: Services, user: AdminUser, input: ChangePasswordInput) {
  await expectCurrentPassword(services, user, input.currentPassword, {
    field: "currentPassword",
    message: ACCOUNT_MESSAGES.currentPasswordWrong,
  });
  if (input.newPassword === input.currentPassword) {
    throw new ServiceError("invalid", ACCOUNT_MESSAGES.passwordUnchanged, { field: "newPassword" });
  }
  const newHash = await hashPassword(input.newPassword);
  await services.authDb.transaction().execute(async (trx) => {
    await setCredentialPassword(trx, user.id, newHash, new Date().toISOString());
    await trx.deleteFrom("session").where("userId", "=", user.id).where("id", "<>", user.sessionId).execute();
    const summary = "Şifresini değiştirdi; diğer oturumları kapandı";
    await recordAudit(trx, { kind: "account", itemId: user.id, action: "update", summary });
  });
}

/**
 * The account's current password, asked again before a sensitive change ('Hesabım', new backup codes, 2FA set-up
 * and turn-off): the one limiter for every such check. A place is held before the password is even looked at, so
 * after PASSWORD_CHECK_LIMIT wrong ones in LOGIN_WINDOW_MS (one count per account, whichever screen asked) every
 * attempt is refused, the right password too, and parallel attempts cannot slip past the count. A right password
 * gives its place back; a wrong one keeps it and is refused with `wrong` on its field.
 */
export async function expectCurrentPassword(
  services: Services,
  user: Pick<AdminUser, "id">,
  password: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const key = `password-check:${user.id}`;
  const hold = await holdRateLimit(services.db, key, { limit: PASSWORD_CHECK_LIMIT, windowMs: LOGIN_WINDOW_MS });
  if (!hold.allowed) throw new ServiceError("rate_limited", passwordCheckLockedMessage(hold.retryAt));
  let right: boolean;
  try {
    const hash = await credentialPasswordHash(services.authDb, user.id);
    right = hash !== null && (await verifyPassword({ hash, password }));
  } catch (error) {
    // A failure on our side is not a guess: the place goes back.
    await releaseHeldPlace(services.db, key, hold.windowStart);
    throw error;
  }
  if (right) return releaseHeldPlace(services.db, key, hold.windowStart);
  await keepHeldPlace(services.db, key, hold.windowStart, LOGIN_WINDOW_MS);
  throw new ServiceError("invalid", wrong.message, { field: wrong.field });
}
