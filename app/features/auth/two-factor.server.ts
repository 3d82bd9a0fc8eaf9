import QRCode from "qrcode";
import type { AppServices } from "../../context.ts";
import { quoted, recordAudit } from "../../utils/audit.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { ServiceError } from "../../utils/errors.ts";
import { rateLimit, releaseRateLimit } from "../../utils/rate-limit.server.ts";
import { readAdminAccess } from "./admin-accounts.server.ts";
import type { AdminUser } from "./admin-session.server.ts";
import { LOGIN_MESSAGES } from "./auth-messages.ts";
import { knownDeviceCookie } from "./known-device.server.ts";
import { noteSignIn } from "./login.server.ts";
import { LOGIN_WINDOW_MS } from "./login-throttle.server.ts";
import { asBackupCode, type TwoFactorCodeInput } from "./two-factor.schema.ts";
import { TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

/** Wrong codes at the sign-in code step from one address in 15 minutes (decision 037), beside better-auth's own. */
export const CODE_ATTEMPT_LIMIT = 5;

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
  password: string,
): Promise<TwoFactorSetup> {
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
  const secret = new URL(body.totpURI).searchParams.get("secret") ?? "";
  const svg = await QRCode.toString(body.totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Confirms the set-up with a first code: 2FA is on from now, the session is renewed (its new cookie is returned)
 * and the ten backup codes are read once, to be shown once. The audit entry follows the change (better-auth
 * writes through its own adapter, outside our transactions; decision 037).
 */
export async function confirmTwoFactorSetup(
  services: Services,
  headers: Headers,
  user: AdminUser,
  code: string,
): Promise<{ setCookies: string[]; backupCodes: string[] }> {
  const response = await services.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true });
  const body = await jsonOf<object>(response);
  if (!response.ok) {
    if (body.code === "INVALID_CODE")
      throw new ServiceError("invalid", TWO_FACTOR_MESSAGES.wrongCode, { field: "code" });
    if (body.code === "TOTP_NOT_ENABLED") throw new ServiceError("conflict", TWO_FACTOR_MESSAGES.notStarted);
    throw new Error(`iki adımlı doğrulama onaylanamadı: ${response.status} ${body.code ?? ""}`);
  }
  const codes = await services.auth.api.viewBackupCodes({ body: { userId: user.id } });
  await recordAudit(services.db, {
    kind: "two-factor",
    itemId: user.id,
    action: "enable",
    summary: "İki adımlı doğrulama açıldı; yedek kodlar oluşturuldu",
  });
  return { setCookies: response.headers.getSetCookie(), backupCodes: codes.backupCodes };
}

/** Turns the account's own 2FA off after the password is checked again; returns the renewed session's cookies. */
export async function disableOwnTwoFactor(
  services: Services,
  headers: Headers,
  user: AdminUser,
  password: string,
): Promise<string[]> {
  const response = await services.auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true });
  const body = await jsonOf<object>(response);
  if (!response.ok) {
    if (body.code === "INVALID_PASSWORD")
      throw new ServiceError("invalid", TWO_FACTOR_MESSAGES.passwordWrong, { field: "password" });
    throw new Error(`iki adımlı doğrulama kapatılamadı: ${response.status} ${body.code ?? ""}`);
  }
  await recordAudit(services.db, {
    kind: "two-factor",
    itemId: user.id,
    action: "disable",
    summary: "İki adımlı doğrulama kapatıldı",
  });
  return response.headers.getSetCookie();
}

/**
 * A lost device (decision 037): a Yönetici resets another account's 2FA. Its secret, backup codes and remembered
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
    await trx.deleteFrom("twoFactor").where("userId", "=", user.id).execute();
    await trx.updateTable("user").set({ twoFactorEnabled: false }).where("id", "=", user.id).execute();
    await trx
      .deleteFrom("verification")
      .where("value", "=", user.id)
      .where("identifier", "like", "trust-device-%")
      .execute();
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
  | { ok: false; status: 400 | 401 | 403 | 429 | 500; message: string; expired?: boolean };

/**
 * The code step of sign-in, after the password step left better-auth's signed two_factor cookie: an app code or a
 * backup code, with 'Bu cihazı 30 gün hatırla'. Each attempt takes a place under our limit first (the one
 * rateLimit, CODE_ATTEMPT_LIMIT per address and 15 minutes); a right code gives it back. better-auth adds its own
 * five tries per challenge and a 15-minute account lock after ten wrong codes.
 */
export async function verifySignInCode(
  services: Services,
  input: TwoFactorCodeInput & { ip: string; headers: Headers },
): Promise<CodeOutcome> {
  const { db, auth, logger, config } = services;
  const key = `signin-2fa:ip:${input.ip}`;
  const verdict = await rateLimit(db, key, { limit: CODE_ATTEMPT_LIMIT, windowMs: LOGIN_WINDOW_MS });
  if (!verdict.allowed)
    return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.tooMany(minutesUntil(verdict.retryAt)) };
  const giveBack = () => releaseRateLimit(db, key, verdict.windowStart);
  const backup = asBackupCode(input.code);
  const actor = { id: null, name: null, address: input.ip };

  let response: Response;
  try {
    const body = { code: backup ?? input.code, trustDevice: input.trustDevice };
    response = backup
      ? await auth.api.verifyBackupCode({ body, headers: input.headers, asResponse: true })
      : await auth.api.verifyTOTP({ body, headers: input.headers, asResponse: true });
  } catch (error) {
    await giveBack();
    logger.error({ err: error }, "iki adımlı doğrulama servisi hata verdi");
    return { ok: false, status: 500, message: TWO_FACTOR_MESSAGES.unexpected };
  }
  const body = await jsonOf<{ token?: string; user?: { id?: string; name?: string; email?: string } }>(response);
  if (!response.ok) {
    if (body.code === "INVALID_CODE" || body.code === "INVALID_BACKUP_CODE") {
      const tripped = verdict.count >= CODE_ATTEMPT_LIMIT;
      await db.transaction().execute(async (trx) => {
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
    if (body.code === "ACCOUNT_TEMPORARILY_LOCKED")
      return { ok: false, status: 429, message: TWO_FACTOR_MESSAGES.tooMany(15) };
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
  await noteSignIn(services, userId, body.token, input.ip);
  const email = body.user?.email ?? "";
  await db.transaction().execute(async (trx) => {
    await releaseRateLimit(trx, key, verdict.windowStart);
    const summary = backup ? "Giriş yaptı (yedek kod ile)" : "Giriş yaptı (iki adımlı doğrulama ile)";
    const who = { id: userId, name: `${body.user?.name ?? ""} <${email}>`, address: input.ip };
    await recordAudit(trx, { kind: "session", itemId: userId, action: "sign-in", summary, actor: who });
  });
  logger.info({ userId }, "admin girişi (iki adımlı)");
  return { ok: true, setCookies: [...response.headers.getSetCookie(), await knownDeviceCookie(config, email)] };
}

function minutesUntil(at: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000));
}
