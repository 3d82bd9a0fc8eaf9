import { createHash, timingSafeEqual } from "node:crypto";

/** Constant-time comparison of an Authorization header with `Bearer <token>` (both hashed: equal lengths). */
export function hasBearerToken(authorization: string | null | undefined, token: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${token}`));
}
