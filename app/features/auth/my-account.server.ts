import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { AppServices } from "../../context.ts";
import { quoted, recordAudit } from "../../utils/audit.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { rateLimit } from "../../utils/rate-limit.server.ts";
import { ACCOUNT_MESSAGES, type ChangePasswordInput } from "./accounts.schema.ts";
import { credentialPasswordHash, setCredentialPassword } from "./admin-accounts.server.ts";
import { ACCOUNT_ADMIN_MESSAGES } from "./admin-messages.ts";
import type { AdminUser } from "./admin-session.server.ts";
import { describeBrowser } from "./browser-name.ts";
import { LOGIN_WINDOW_MS, retryMessage } from "./login-throttle.server.ts";

type Services = Pick<AppServices, "db" | "authDb">;

/** Wrong current passwords allowed per account in LOGIN_WINDOW_MS: a stolen session cannot guess the password. */
export const PASSWORD_CHECK_LIMIT = 5;

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
 * The account's current password, asked again before a sensitive change. A wrong one is refused with `wrong` on its
 * field; after PASSWORD_CHECK_LIMIT wrong ones in LOGIN_WINDOW_MS (one count per account, whichever screen asked)
 * the answer is to wait, so a stolen session cannot guess the password.
 */
export async function expectCurrentPassword(
  services: Services,
  user: Pick<AdminUser, "id">,
  password: string,
  wrong: { field: string; message: string },
): Promise<void> {
  const hash = await credentialPasswordHash(services.authDb, user.id);
  if (hash !== null && (await verifyPassword({ hash, password }))) return;
  const verdict = await rateLimit(services.db, `password-check:${user.id}`, {
    limit: PASSWORD_CHECK_LIMIT,
    windowMs: LOGIN_WINDOW_MS,
  });
  if (!verdict.allowed) throw new ServiceError("rate_limited", retryMessage(verdict.retryAt));
  throw new ServiceError("invalid", wrong.message, { field: wrong.field });
}
