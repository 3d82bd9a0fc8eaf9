import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import QRCode from "qrcode";
import type { AppServices } from "../../context.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { quoted, recordAudit } from "../audit/public.server.ts";
import { holdRateLimit, keepHeldPlace, rateLimit, releaseHeldPlace } from "../rate-limits/public.server.ts";
import { readAdminAccess } from "./admin-accounts.server.ts";
import type { AdminUser } from "./admin-session.server.ts";
import { BACKUP_CODE_COUNT } from "./auth.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import { knownDeviceCookie } from "./known-device.server.ts";
import { LOGIN_WINDOW_MS } from "./login-throttle.server.ts";
import { expectCurrentPassword } from "./my-account.server.ts";
import { type HeldSessions, holdingSignInSessions, openSignInSession } from "./sign-in-session.server.ts";
import { asBackupCode, type TwoFactorCodeInput } from "./two-factor.schema.ts";
import { clearTwoFactor, expectTwoFactorChange } from "./two-factor-flag.server.ts";
import { TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

/** Wrong codes at the sign-in code step from one address in 15 minutes, beside better-auth's own. */
export const CODE_ATTEMPT_LIMIT = 5;
/** Who a failed code-step entry names: the account is known only once a code is right. */
const UNKNOWN_VISITOR = "Kimliği doğrulanmamış ziyaretçi (kod adımı)";
/** How long a code that signed in stays spent: longer than the 90 seconds in which better-auth accepts it. */
const USED_CODE_MS = 2 * 60 * 1000;

type Services = Pick<AppServices, "db" | "authDb" | "auth" | "logger" | "config">;

interface AuthErrorBody {
  code?: string;
}

async function jsonOf<T>(response: Response): Promise<T & AuthErrorBody> {
  return (await response.json().catch(() => ({}))) as T & AuthErrorBody;
}

export interface TwoFactorSetup {
  /** The base32 secret, shown for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// address as a QR code: an SVG drawn here, as a data: URL (no outside service). */
  qrCode: string;
}

/**
 * Starts the set-up: the password is checked again, a new secret and backup codes are stored unconfirmed (an
 * earlier unconfirmed set-up is replaced). Nothing changes at sign-in until confirmTwoFactorSetup.
 */
export async function startTwoFactorSetup(
  services: Services,
  headers: Headers,
  user: Pick<AdminUser, "id">,
  password: string,
): Promise<TwoFactorSetup> {
  // Our limited check first: better-auth's own password check below has no limit.
  await expectCurrentPassword(services, user, password, {
    field: "password",
    message: TWO_FACTOR_MESSAGES.passwordWrong,
  });
  const response = await services.auth.api.enableTwoFactor({
    body: { password, method: "totp", issuer: services.config.siteName },
    headers,
    asResponse: true,
  });
  const body = await jsonOf<{ totpURI?: string }>(response);
  if (!response.ok || !body.totpURI) {
    if (body.code === "INVALID_PASSWORD")
      throw new ServiceError("invalid", TWO_FACTOR_MESSAGES.passwordWrong, { field: "password" });
    if (body.code === "TOTP_ALREADY_ENABLED") throw new ServiceError("conflict", TWO_FACTOR_MESSAGES.alreadyEnabled);
    throw new Error(`iki adımlı doğrulama başlatılamadı: ${response.status} ${body.code ?? ""}`);
  }
  return setupOf(body.totpURI);
}

/** The set-up's two forms of one otpauth:// address: its secret to type, and the QR code to scan. */
async function setupOf(totpURI: string): Promise<TwoFactorSetup> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps read a secret (and as better-auth writes it). */
function base32(text: string): string {
  let bits = "";
  for (const byte of new TextEncoder().encode(text)) bits += byte.toString(2).padStart(8, "0");
  let out = "";
  for (let at = 0; at < bits.length; at += 5) out += BASE32[Number.parseInt(bits.slice(at, at + 5).padEnd(5, "0"), 2)];
  return out;
}

/**
 * The set-up started and not yet confirmed, read again from where better-auth keeps it (its secret, encrypted with
 * the session secret, in the account's unconfirmed twoFactor row), so the scan step is a page that can be reloaded
 * rather than the answer to a post; null when no set-up is waiting. The address is the one better-auth made at the
 * start: issuer and account, the secret in base32, six digits every 30 seconds.
 */
export async function readPendingTwoFactorSetup(
  services: Pick<Services, "authDb" | "auth" | "config">,
  user: Pick<AdminUser, "id" | "email">,
): Promise<TwoFactorSetup | null> {
  const row = await services.authDb
    .selectFrom("twoFactor")
    .select("secret")
    .where("userId", "=", user.id)
    .where("verified", "=", false)
    .executeTakeFirst();
  if (!row?.secret) return null;
  const { secretConfig } = await services.auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const issuer = services.config.siteName;
  const params = new URLSearchParams({ secret: base32(secret), issuer, digits: "6", period: "30" });
  return setupOf(`otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(user.email)}?${params}`);
}

/** The account's backup codes as they are stored (encrypted), read to be shown once after they were made. */
export async function readBackupCodes(services: Pick<Services, "auth">, user: Pick<AdminUser, "id">) {
  const codes = await services.auth.api.viewBackupCodes({ body: { userId: user.id } });
  return codes.backupCodes;
}

/**
 * Confirms the set-up with a first code: 2FA is on from now and the session is renewed (its new cookies are
 * returned), with the ten backup codes made at the start (`readBackupCodes`). The flag, the
 * secret's confirmation and the audit entry are committed together in our transaction (two-factor-flag.server.ts).
 */
export async function confirmTwoFactorSetup(
  services: Services,
  headers: Headers,
  user: AdminUser,
  code: string,
): Promise<{ setCookies: string[]; backupCodes: string[] }> {
  const change = {
    userId: user.id,
    action: "enable" as const,
    summary: "İki adımlı doğrulama açıldı; yedek kodlar oluşturuldu",
  };
  const response = await expectTwoFactorChange(change, () =>
    services.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }),
  );
  const body = await jsonOf<object>(response);
  if (!response.ok) {
    if (body.code === "INVALID_CODE")
      throw new ServiceError("invalid", TWO_FACTOR_MESSAGES.wrongCode, { field: "code" });
    if (body.code === "TOTP_NOT_ENABLED") throw new ServiceError("conflict", TWO_FACTOR_MESSAGES.notStarted);
    throw new Error(`iki adımlı doğrulama onaylanamadı: ${response.status} ${body.code ?? ""}`);
  }
  return { setCookies: response.headers.getSetCookie(), backupCodes: await readBackupCodes(services, user) };
}

/** Turns the account's own 2FA off after the password is checked again; returns the renewed session's cookies. */
export async function disableOwnTwoFactor(
  services: Services,
  headers: Headers,
  user: AdminUser,
  password: string,
): Promise<string[]> {
  // Our limited check first: better-auth's own password check below has no limit.
  await expectCurrentPassword(services, user, password, {
    field: "password",
    message: TWO_FACTOR_MESSAGES.passwordWrong,
  });
  const change = { userId: user.id, action: "disable" as const, summary: "İki adımlı doğrulama kapatıldı" };
  const response = await expectTwoFactorChange(change, () =>
    services.auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
  );
  const body = await jsonOf<object>(response);
  if (!response.ok) {
    if (body.code === "INVALID_PASSWORD")
      throw new ServiceError("invalid", TWO_FACTOR_MESSAGES.passwordWrong, { field: "password" });
    throw new Error(`iki adımlı doğrulama kapatılamadı: ${response.status} ${body.code ?? ""}`);
  }
  return response.headers.getSetCookie();
}

/**
 * New backup codes for an account with 2FA on, after its password is given again: the ten old ones stop working
 * at once. Written by us, in one transaction with the audit entry (better-auth's own endpoint would write the codes
 * outside it); the codes are made and encrypted as better-auth makes them (`xxxxx-xxxxx`, the session secret), and
 * the tests sign in with one through better-auth's own backup-code check.
 */
export async function regenerateBackupCodes(services: Services, user: AdminUser, password: string): Promise<string[]> {
  await expectCurrentPassword(services, user, password, {
    field: "password",
    message: TWO_FACTOR_MESSAGES.passwordWrong,
  });
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const code = generateRandomString(10, "a-z", "0-9", "A-Z");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  const { secretConfig } = await services.auth.$context;
  const stored = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(codes) });
  await services.authDb.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("twoFactor")
      .set({ backupCodes: stored })
      .where("userId", "=", user.id)
      .where("verified", "=", true)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ServiceError("conflict", TWO_FACTOR_MESSAGES.notEnabled);
    await recordAudit(trx, {
      kind: "two-factor",
      itemId: user.id,
      action: "update",
      summary: "Yeni yedek kodlar oluşturuldu; eskileri artık geçersiz",
    });
  });
  return codes;
}

/**
 * A lost device: a Yönetici resets another account's 2FA. Its secret, backup codes and remembered
 * devices are deleted and the flag cleared, with the audit entry, in one transaction; the account signs in with its
 * password alone until it sets 2FA up again (at once, when the setting requires it for everyone).
 */
export async function resetTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "name", "email"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!user) throw new ServiceError("not_found", TWO_FACTOR_MESSAGES.accountNotFound);
    await clearTwoFactor(trx, user.id);
    await recordAudit(trx, {
      kind: "two-factor",
      itemId: user.id,
      action: "reset",
      summary: `${quoted(`${user.name} <${user.email}>`)} hesabının iki adımlı doğrulaması sıfırlandı`,
    });
  });
}

/** Whether the account has confirmed 2FA. */
export async function hasTwoFactor(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("twoFactor")
    .select("id")
    .where("userId", "=", userId)
    .where("verified", "=", true)
    .executeTakeFirst();
  return row !== undefined;
}

export type CodeOutcome =
  | { ok: true; setCookies: string[] }
  | { ok: false; status: 400 | 401 | 403 | 429 | 500 | 503; message: string; expired?: boolean };

/**
 * The code step of sign-in, after the password step left better-auth's signed two_factor cookie: an app code or a
 * backup code, with 'Bu cihazı 30 gün hatırla'. Each attempt holds a place under our limit first (the one
 * limiter, CODE_ATTEMPT_LIMIT per address and 15 minutes); a right code gives it back, a wrong one keeps it in the
 * transaction of its audit entry. better-auth adds its own
 * five tries per challenge and a 15-minute account lock after ten wrong codes.
 */
export async function verifySignInCode(
  services: Services,
  input: TwoFactorCodeInput & { ip: string; headers: Headers },
): Promise<CodeOutcome> {
  const { db, auth, logger, config } = services;
  const key = `signin-2fa:ip:${input.ip}`;
  const verdict = await holdRateLimit(db, key, { limit: CODE_ATTEMPT_LIMIT, windowMs: LOGIN_WINDOW_MS });
  if (!verdict.allowed)
    return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.tooMany(minutesUntil(verdict.retryAt)) };
  const giveBack = () => releaseHeldPlace(db, key, verdict.windowStart);
  const backup = asBackupCode(input.code);
  // Until a code is right the account is not known (better-auth's code-step cookie is opaque): the entry says so,
  // rather than showing the attempt as the system's.
  const actor = { id: null, name: UNKNOWN_VISITOR, address: input.ip };

  let response: Response;
  let held: HeldSessions;
  try {
    const body = { code: backup ?? input.code, trustDevice: input.trustDevice };
    ({ result: response, held } = await holdingSignInSessions(() =>
      backup
        ? auth.api.verifyBackupCode({ body, headers: input.headers, asResponse: true })
        : auth.api.verifyTOTP({ body, headers: input.headers, asResponse: true }),
    ));
  } catch (error) {
    await giveBack();
    logger.error({ err: error }, "iki adımlı doğrulama servisi hata verdi");
    return { ok: false, status: 500, message: TWO_FACTOR_MESSAGES.unexpected };
  }
  const body = await jsonOf<{ token?: string; user?: { id?: string; name?: string; email?: string } }>(response);
  if (!response.ok) {
    if (body.code === "INVALID_CODE" || body.code === "INVALID_BACKUP_CODE") {
      const tripped = verdict.count >= CODE_ATTEMPT_LIMIT;
      // The wrong code is kept under the limit and recorded in one transaction.
      await db.transaction().execute(async (trx) => {
        await keepHeldPlace(trx, key, verdict.windowStart, LOGIN_WINDOW_MS);
        const summary = backup ? "Hatalı yedek kod girildi" : "Hatalı doğrulama kodu girildi";
        await recordAudit(trx, { kind: "session", itemId: null, action: "sign-in-failed", summary, actor });
        if (tripped) {
          const lock = "İki adımlı doğrulama kilitlendi (adres sınırı)";
          await recordAudit(trx, { kind: "session", itemId: null, action: "lockout", summary: lock, actor });
        }
      });
      if (tripped) logger.warn({ ip: input.ip }, "iki adımlı doğrulama kilitlendi");
      const message = backup ? TWO_FACTOR_MESSAGES.wrongBackupCode : TWO_FACTOR_MESSAGES.wrongCode;
      return { ok: false, status: 401, message };
    }
    await giveBack();
    if (body.code === "ACCOUNT_TEMPORARILY_LOCKED") {
      // better-auth's own lock of the account (ten failed codes in a row, for 15 minutes) can come before this
      // address's limit: the operator sees it in the log all the same.
      const lock = "İki adımlı doğrulama kilitlendi (hesap sınırı)";
      await recordAudit(db, { kind: "session", itemId: null, action: "lockout", summary: lock, actor });
      logger.warn({ ip: input.ip }, "iki adımlı doğrulama hesap kilidinde");
      return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.tooMany(15) };
    }
    // No challenge (the cookie is missing, forged or past its 10 minutes) or its five tries are used up.
    return { ok: false, status: 401, message: TWO_FACTOR_MESSAGES.expired, expired: true };
  }

  const userId = body.user?.id;
  const access = userId ? await readAdminAccess(db, userId) : null;
  if (!userId || !access?.active) {
    await giveBack();
    if (body.token) await services.authDb.deleteFrom("session").where("token", "=", body.token).execute();
    return { ok: false, status: 403, message: access ? LOGIN_MESSAGES.deactivated : LOGIN_MESSAGES.notAdmin };
  }
  const email = body.user?.email ?? "";
  // A code from the app is good for about 90 seconds (its 30-second step and one either side): once it has signed
  // in, it is spent for this account until it can no longer be valid (the one rateLimit, one use per key).
  const spent = backup
    ? null
    : await rateLimit(db, `signin-2fa:used:${userId}:${input.code}`, { limit: 1, windowMs: USED_CODE_MS });
  if (spent && !spent.allowed) {
    await giveBack();
    if (body.token) await services.authDb.deleteFrom("session").where("token", "=", body.token).execute();
    await recordAudit(db, {
      kind: "session",
      itemId: userId,
      action: "sign-in-failed",
      summary: "Daha önce kullanılmış doğrulama kodu girildi",
      actor: { id: userId, name: `${body.user?.name ?? ""} <${email}>`, address: input.ip },
    });
    return { ok: false, status: 401, message: TWO_FACTOR_MESSAGES.usedCode, expired: true };
  }
  try {
    // Opened with its audit entry in one transaction, or not at all.
    await db.transaction().execute(async (trx) => {
      await releaseHeldPlace(trx, key, verdict.windowStart);
      const summary = backup ? "Giriş yaptı (yedek kod ile)" : "Giriş yaptı (iki adımlı doğrulama ile)";
      const actor = { id: userId, name: `${body.user?.name ?? ""} <${email}>`, address: input.ip };
      await openSignInSession(trx, held, { token: body.token, userId, summary, actor });
    });
  } catch (error) {
    if (body.token)
      await services.authDb
        .deleteFrom("session")
        .where("token", "=", body.token)
        .execute()
        .catch(() => {});
    await giveBack().catch(() => {});
    logger.error({ err: error }, "giriş kaydedilemedi");
    return { ok: false, status: 503, message: LOGIN_MESSAGES.notRecorded, expired: true };
  }
  logger.info({ userId }, "admin girişi (iki adımlı)");
  return { ok: true, setCookies: [...response.headers.getSetCookie(), await knownDeviceCookie(config, email)] };
}

function minutesUntil(at: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000));
}
