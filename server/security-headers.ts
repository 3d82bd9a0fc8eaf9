import type { MiddlewareHandler } from "hono";
import { CACHE_TAGS_HEADER } from "../app/utils/cache-tags.ts";
import { CSP_HEADER, CSP_REPORT_ONLY_HEADER, CSP_WITHOUT_INLINE_SCRIPTS } from "./content-security-policy.ts";

/** Headers every response carries (design §4), besides its Content-Security-Policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * Adds the security headers to every response. Pages arrive with their own policy (a nonce, or the hashes of a
 * cached page); anything else gets the policy that allows no inline script at all.
 */
export function securityHeaders(options: { reportOnly: boolean }): MiddlewareHandler<{
  Variables: { headersComplete: boolean };
}> {
  const cspHeader = options.reportOnly ? CSP_REPORT_ONLY_HEADER : CSP_HEADER;
  return async (c, next) => {
    await next();
    if (c.get("headersComplete")) return;
    let headers = c.res.headers;
    try {
      headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // Headers of a Response.redirect() are immutable: copy the response once.
      const copy = new Response(c.res.body, c.res);
      c.res = undefined;
      c.res = copy;
      headers = copy.headers;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
    if (!headers.has(cspHeader)) headers.set(cspHeader, CSP_WITHOUT_INLINE_SCRIPTS);
    // The page cache's tags are for the server alone, with the page cache on or off (development).
    headers.delete(CACHE_TAGS_HEADER);
  };
}

/**
 * A short Turkish plain-text answer carrying every security header, for the places that answer before Hono runs
 * (a request Node or @hono/node-server cannot even turn into a Request).
 */
export function plainTextAnswer(
  status: number,
  text: string,
): { status: number; headers: Record<string, string>; body: string } {
  return {
    status,
    body: text,
    headers: {
      ...SECURITY_HEADERS,
      [CSP_HEADER]: CSP_WITHOUT_INLINE_SCRIPTS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  };
}

export const BAD_REQUEST_TEXT = "Geçersiz istek.";
