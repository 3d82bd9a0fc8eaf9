import { betterAuth } from "better-auth";
import { getCookies } from "better-auth/cookies";
import { twoFactor } from "better-auth/plugins/two-factor";
import { ValuesPlugin } from "../../../db/values-plugin.ts";
import type { Db, Engine } from "../../utils/db.server.ts";
import type { Config } from "../../utils/env.server.ts";
import { holdSignInSession } from "./sign-in-session.server.ts";
import { writeTwoFactorFlag } from "./two-factor-flag.server.ts";

const SEVEN_DAYS = 60 * 60 * 24 * 7;
const ONE_DAY = 60 * 60 * 24;
/** 'Bu cihazı 30 gün hatırla'. */
export const TRUST_DEVICE_DAYS = 30;
/** How long the code step of a sign-in stays open after the password. */
const TWO_FACTOR_STEP_SECONDS = 10 * 60;
export const BACKUP_CODE_COUNT = 10;

/**
 * better-auth for email + password sessions stored in the database (design §2). Its HTTP handler is not mounted:
 * our own login action and guard call `auth.api` directly, so sign-up and every other endpoint simply do not exist.
 * Rate limiting is ours too (login-throttle.server.ts): per account and per IP, stored in the database.
 */
export function createAuth(options: { authDb: Db; engine: Engine; config: Config }) {
  const { config } = options;
  const db = options.authDb.withPlugin(new ValuesPlugin(options.engine));
  return betterAuth({
    appName: config.siteName,
    database: { db: options.authDb, type: options.engine === "postgres" ? "postgres" : "sqlite" },
    secret: config.sessionSecret,
    baseURL: config.siteUrl,
    trustedOrigins: [config.siteUrl],
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 256 },
    // No cookie cache: every request reads its session row, so a session ended (signed out, ended from 'Hesabım',
    // by a deactivation or a password reset) is refused at once on every instance.
    session: { expiresIn: SEVEN_DAYS, updateAge: ONE_DAY, cookieCache: { enabled: false } },
    // Sign-in is limited by the one rateLimit() (login-throttle.server.ts), kept in the database for every
    // instance; better-auth's own limiter stays off so that there is one limiter with one set of rules.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // TOTP two-factor sign-in: secret and backup codes encrypted with the session secret.
    plugins: [
      twoFactor({
        issuer: config.siteName,
        trustDeviceMaxAge: TRUST_DEVICE_DAYS * ONE_DAY,
        twoFactorCookieMaxAge: TWO_FACTOR_STEP_SECONDS,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT, length: 10 },
      }),
    ],
    // Turning 2FA on or off is committed by us with its audit entry, in one transaction (two-factor-flag.server.ts);
    // a sign-in's session is written held, and opened with its audit entry in one transaction
    // (sign-in-session.server.ts), so neither can happen without its audit entry.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => holdSignInSession(session),
        },
      },
      user: {
        update: {
          before: async (data) => {
            if ("twoFactorEnabled" in data) await writeTwoFactorFlag(db, Boolean(data.twoFactorEnabled));
          },
        },
      },
    },
    logger: { disabled: true },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.secureCookies },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The exact name of the session cookie createAuth sets: `__Secure-` prefixed under https (SITE_URL). */
export function sessionCookieName(config: Pick<Config, "siteUrl" | "secureCookies">): string {
  return getCookies({ baseURL: config.siteUrl, advanced: { useSecureCookies: config.secureCookies } }).sessionToken
    .name;
}
