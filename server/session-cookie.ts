import { createHmac, timingSafeEqual } from "node:crypto";

/** What the server needs to recognise a session cookie without a database read. */
export interface SessionCookieSettings {
  /** better-auth's session cookie exactly: `__Secure-better-auth.session_token` under https. */
  sessionCookie: string;
  /** SESSION_SECRET: better-auth signs the cookie's token with it. */
  sessionSecret: string;
}

/** better-call writes a signature as standard base64 of an HMAC-SHA256: 44 characters ending in '='. */
const SIGNATURE_LENGTH = 44;

/**
 * Whether the Cookie header carries a session cookie that the server itself signed: better-auth's
 * `<token>.<base64 HMAC-SHA256(token)>`, URI-encoded. A made-up or altered cookie fails here for the price of one
 * HMAC, without asking the database; better-auth would refuse it too. A signed token may still belong to a session
 * that has ended: only a past sign-in gives one, and the page it asks for still checks the session itself.
 */
export function hasSignedSession(cookieHeader: string | null | undefined, settings: SessionCookieSettings): boolean {
  const value = cookieValue(cookieHeader, settings.sessionCookie);
  if (value === null) return false;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return false;
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return false;
  const expected = createHmac("sha256", settings.sessionSecret).update(value.slice(0, dot)).digest("base64");
  const given = Buffer.from(signature);
  // A non-ASCII character makes the bytes longer than the characters: no signature of ours.
  return given.length === SIGNATURE_LENGTH && timingSafeEqual(given, Buffer.from(expected));
}

/** The first cookie of exactly this name, decoded as better-call reads it; null when there is none. */
function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header?.includes(name)) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
