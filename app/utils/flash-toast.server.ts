import { randomUUID } from "node:crypto";
import { redirect, replace } from "react-router";
import { type SignedCookieConfig, signedAdminCookie } from "./signed-admin-cookie.server.ts";

/** A toast carried across a redirect: shown once by the next admin page, whether or not the browser runs scripts. */
export interface FlashToast {
  /** Unique per toast, so the page shows it once even when its loader runs again. */
  id: string;
  kind: "success" | "error";
  message: string;
}

export type FlashConfig = SignedCookieConfig;

/**
 * Signed with the session secret, so a crafted cookie cannot put words on the admin's screen; sent to the admin
 * only, so the public pages (and their cache) never see it. A session cookie: it lives for one redirect.
 */
function flashCookie(config: FlashConfig) {
  return signedAdminCookie("admin_toast", config);
}

/**
 * A redirect to `to` whose next page shows `toast`: a save's answer, the same with or without JavaScript. `replace`
 * (a list's answer, back to the list itself) keeps a hydrated browser's history from gaining a copy of the page.
 */
export async function redirectWithToast(
  to: string,
  toast: Omit<FlashToast, "id">,
  config: FlashConfig,
  init?: { headers?: Headers; replace?: boolean },
): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await flashCookie(config).serialize({ ...toast, id: randomUUID() }));
  return (init?.replace ? replace : redirect)(to, { headers });
}

function isFlashToast(value: unknown): value is FlashToast {
  if (typeof value !== "object" || value === null) return false;
  const { id, kind, message } = value as Record<string, unknown>;
  return typeof id === "string" && (kind === "success" || kind === "error") && typeof message === "string";
}

/**
 * The toast a redirect left for this request, and the header that clears it (so a reload does not show it again);
 * none, and no header, when there is none or its signature does not hold.
 */
export async function takeFlashToast(
  request: Request,
  config: FlashConfig,
): Promise<{ toast: FlashToast | null; headers: Headers | undefined }> {
  const cookie = flashCookie(config);
  const header = request.headers.get("Cookie");
  if (!header?.includes(cookie.name)) return { toast: null, headers: undefined };
  const value: unknown = await cookie.parse(header);
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: isFlashToast(value) ? value : null, headers };
}
