import { createCookie } from "react-router";
import { ADMIN_PATH } from "./admin-paths.ts";
import type { Config } from "./env.server.ts";

export type SignedCookieConfig = Pick<Config, "sessionSecret" | "secureCookies">;

/**
 * A cookie of the back office's own: signed with the session secret (a crafted one reads as absent), HTTP-only,
 * SameSite=Lax, sent to /admin only, and `__Secure-` under https. Without `maxAge` it lives for the browser session.
 */
export function signedAdminCookie(name: string, config: SignedCookieConfig, maxAge?: number) {
  return createCookie(config.secureCookies ? `__Secure-${name}` : name, {
    secrets: [config.sessionSecret],
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: ADMIN_PATH,
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}
