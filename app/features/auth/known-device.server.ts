import { createHmac } from "node:crypto";
import { type SignedCookieConfig, signedAdminCookie } from "../../utils/signed-admin-cookie.server.ts";

const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

type CookieConfig = SignedCookieConfig;

interface KnownDevice {
  /** A keyed digest of the account's email, so the cookie neither shows the address nor fits another account. */
  account: string;
  issuedAt: number;
}

/**
 * The known-device cookie (issue #11, finding 4): set after a successful sign-in, signed with the session secret,
 * HTTP-only and sent to /admin only. A browser that carries it for an account may sign in while that account's
 * account-wide ceiling is tripped by a stranger; its own per-account+address limit still applies.
 */
function deviceCookie(config: CookieConfig) {
  return signedAdminCookie("known_device", config, MAX_AGE_SECONDS);
}

function accountDigest(config: CookieConfig, email: string): string {
  return createHmac("sha256", config.sessionSecret).update(`known-device:${email.toLowerCase()}`).digest("base64url");
}

export function knownDeviceCookie(config: CookieConfig, email: string, now = new Date()): Promise<string> {
  const value: KnownDevice = { account: accountDigest(config, email), issuedAt: now.getTime() };
  return deviceCookie(config).serialize(value);
}

/** Whether the request carries a valid, unexpired known-device cookie for this account. */
export async function isKnownDevice(config: CookieConfig, headers: Headers, email: string, now = new Date()) {
  const value: unknown = await deviceCookie(config).parse(headers.get("cookie"));
  if (!value || typeof value !== "object") return false;
  const { account, issuedAt } = value as Partial<KnownDevice>;
  if (typeof issuedAt !== "number" || now.getTime() - issuedAt > MAX_AGE_SECONDS * 1000) return false;
  return account === accountDigest(config, email);
}
