import { createHash, timingSafeEqual } from "node:crypto";

const SCHEME = "bearer ";

/**
 * Constant-time comparison of an Authorization header with `Bearer <token>` (both hashed: equal lengths).
 * The scheme is matched without regard to case, as RFC 7235 says auth schemes are case-insensitive (some
 * scrapers send `bearer`); the token itself stays exact.
 */
export function hasBearerToken(authorization: string | null | undefined, token: string): boolean {
  const header = authorization ?? "";
  const scheme = header.slice(0, SCHEME.length).toLowerCase();
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(`${scheme}${header.slice(SCHEME.length)}`), digest(`${SCHEME}${token}`));
}
