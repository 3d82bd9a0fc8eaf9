import { data, type MiddlewareFunction } from "react-router";
import { getRequestInfo, getServices } from "../../context.ts";
import { FOREIGN_ORIGIN_MESSAGES } from "./auth-messages.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses mutating requests that a browser sent from another site (design §4): the Origin header, when present,
 * must be this request's own origin or SITE_URL's. Requests without Origin (curl, old clients) carry no cookie
 * risk from a foreign page, except when Sec-Fetch-Site says the browser came from another site. A page's form gets
 * the refusal page with the reason (most often the site opened at an address SITE_URL does not name, e.g. another
 * port); an API client gets one line of text.
 */
export const refuseForeignOriginMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const { config, logger } = getServices(context);
  const siteOrigin = new URL(config.siteUrl).origin;
  // A post from SITE_URL's host at another port comes at the address it was posted to: served as the site, it is not.
  const served = getRequestInfo(context).otherAddress?.served ?? new URL(request.url).origin;
  const allowed = new Set([served, siteOrigin]);
  const foreign = origin ? !allowed.has(origin) : fetchSite === "cross-site";
  if (!foreign) return next();
  const path = new URL(request.url).pathname;
  logger.warn({ origin, siteOrigin, path }, "yabancı kökenli istek reddedildi");
  if (path.startsWith("/api/")) {
    throw new Response(FOREIGN_ORIGIN_MESSAGES.refused, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  throw data(foreignOriginRefusal(origin, siteOrigin), { status: 403 });
};

/** The refusal page's texts (the root error page shows a 403's `message` and `detail`). */
export function foreignOriginRefusal(origin: string | null, siteOrigin: string): { message: string; detail: string } {
  const used = webOrigin(origin);
  return {
    message: FOREIGN_ORIGIN_MESSAGES.title,
    detail: used
      ? FOREIGN_ORIGIN_MESSAGES.otherAddress(siteOrigin, used)
      : FOREIGN_ORIGIN_MESSAGES.otherSite(siteOrigin),
  };
}

/** The Origin header as an http(s) origin to show, or null ("null", not an address, or absurdly long). */
function webOrigin(origin: string | null): string | null {
  if (!origin || origin.length > 300) return null;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}
