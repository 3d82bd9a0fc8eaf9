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

/** Design §4: once a browser has seen the site over https, it never tries plain http again (a year). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** SITE_URL says whether visitors reach the site over https. */
export function isHttpsSite(siteUrl: string): boolean {
  return siteUrl.startsWith("https:");
}

/**
 * The headers every response carries: SECURITY_HEADERS, plus Strict-Transport-Security when SITE_URL is https
 * (TLS usually ends at a reverse proxy, so the request itself cannot tell).
 */
export function securityHeadersFor(options: { https: boolean }): Readonly<Record<string, string>> {
  return options.https
    ? { ...SECURITY_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }
    : SECURITY_HEADERS;
}

/**
 * Adds the security headers to every response. Pages arrive with their own policy (a nonce, or the hashes of a
 * cached page); anything else gets the policy that allows no inline script at all.
 */
export function securityHeaders(options: { reportOnly: boolean; https: boolean }): MiddlewareHandler<{
  Variables: { headersComplete: boolean };
}> {
  const cspHeader = options.reportOnly ? CSP_REPORT_ONLY_HEADER : CSP_HEADER;
  const always = Object.entries(securityHeadersFor(options));
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
    for (const [name, value] of always) headers.set(name, value);
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
  options: { https: boolean },
): { status: number; headers: Record<string, string>; body: string } {
  return {
    status,
    body: text,
    headers: {
      ...securityHeadersFor(options),
      [CSP_HEADER]: CSP_WITHOUT_INLINE_SCRIPTS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  };
}

export const BAD_REQUEST_TEXT = "Geçersiz istek.";
