import { serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import { hasSignedSession, type SessionCookieSettings } from "./session-cookie.ts";

const SETTINGS: SessionCookieSettings = {
  sessionCookie: "better-auth.session_token",
  sessionSecret: "oturum-sırrı-en-az-otuz-iki-karakter-uzunluğunda",
};

/** The Cookie header a browser sends back after better-auth (better-call) set the session cookie. */
async function signedCookie(token: string, settings = SETTINGS): Promise<string> {
  const setCookie = await serializeSignedCookie(settings.sessionCookie, token, settings.sessionSecret);
  return setCookie.split(";")[0] ?? "";
}

describe("hasSignedSession", () => {
  it("recognises the session cookie better-auth signs, among other cookies", async () => {
    const cookie = await signedCookie("b1d0c7e2a9f84e7c");
    expect(hasSignedSession(cookie, SETTINGS)).toBe(true);
    expect(hasSignedSession(`tema=koyu; ${cookie}; dil=tr`, SETTINGS)).toBe(true);
  });

  it("refuses a made-up, altered or foreign-signed cookie without asking anyone", async () => {
    const cookie = await signedCookie("b1d0c7e2a9f84e7c");
    const foreign = await signedCookie("b1d0c7e2a9f84e7c", { ...SETTINGS, sessionSecret: "baska-bir-sir".repeat(4) });
    for (const header of [
      `${SETTINGS.sessionCookie}=oturum`,
      `${SETTINGS.sessionCookie}=x.${"A".repeat(43)}=`,
      cookie.replace("b1d0", "b1d1"),
      foreign,
      `${SETTINGS.sessionCookie}=x.${"ğ".repeat(43)}=`,
      `foo_session_token=${cookie.split("=").slice(1).join("=")}`,
      `x=${cookie}`,
      "",
    ]) {
      expect(hasSignedSession(header, SETTINGS), header).toBe(false);
    }
    expect(hasSignedSession(undefined, SETTINGS)).toBe(false);
  });

  it("reads the cookie by its exact name: the __Secure- name under https only", async () => {
    const secure = { ...SETTINGS, sessionCookie: "__Secure-better-auth.session_token" };
    expect(hasSignedSession(await signedCookie("t0k3n", secure), secure)).toBe(true);
    expect(hasSignedSession(await signedCookie("t0k3n"), secure)).toBe(false);
    expect(hasSignedSession(await signedCookie("t0k3n", secure), SETTINGS)).toBe(false);
  });
});
