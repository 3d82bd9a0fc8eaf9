import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a preview address works (issue #15: short-lived). */
export const PREVIEW_TTL_MS = 15 * 60 * 1000;
/** The public preview page: /onizleme/<token> (app/routes.ts). */
export const PREVIEW_PATH_PREFIX = "/onizleme/";

export interface PreviewClaim {
  kind: string;
  entityId: string;
  adminId: string;
  /** Epoch milliseconds after which the address is refused. */
  expires: number;
}

function sign(secret: string, body: string): string {
  // A purpose prefix keeps these signatures apart from any other HMAC made with the session secret.
  return createHmac("sha256", secret).update(`preview:${body}`).digest("base64url");
}

/** A signed, short-lived token naming one admin's view of one item. */
export function signPreviewToken(secret: string, claim: Omit<PreviewClaim, "expires">, now: Date = new Date()): string {
  const full: PreviewClaim = { ...claim, expires: now.getTime() + PREVIEW_TTL_MS };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

export function previewPath(token: string): string {
  return `${PREVIEW_PATH_PREFIX}${token}`;
}

/** The claim of a token that was signed with this secret and has not expired; null for anything else. */
export function verifyPreviewToken(secret: string, token: string, now: Date = new Date()): PreviewClaim | null {
  if (typeof token !== "string" || token.length > 2000) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<PreviewClaim>;
    if (
      typeof claim.kind !== "string" ||
      typeof claim.entityId !== "string" ||
      typeof claim.adminId !== "string" ||
      typeof claim.expires !== "number" ||
      claim.expires <= now.getTime()
    ) {
      return null;
    }
    return { kind: claim.kind, entityId: claim.entityId, adminId: claim.adminId, expires: claim.expires };
  } catch {
    return null;
  }
}
