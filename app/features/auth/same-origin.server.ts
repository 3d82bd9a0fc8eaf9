import type { MiddlewareFunction } from "react-router";
import { getServices } from "../../context.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses mutating requests that a browser sent from another site (design §4): the Origin header, when present,
 * must be this request's own origin or SITE_URL's. Requests without Origin (curl, old clients) carry no cookie
 * risk from a foreign page, except when Sec-Fetch-Site says the browser came from another site.
 */
export const refuseForeignOriginMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (SAFE_METHODS.has(request.method)) return next();
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  const allowed = new Set([new URL(request.url).origin, new URL(getServices(context).config.siteUrl).origin]);
  const foreign = origin ? !allowed.has(origin) : fetchSite === "cross-site";
  if (foreign) {
    getServices(context).logger.warn(
      { origin, path: new URL(request.url).pathname },
      "yabancı kökenli istek reddedildi",
    );
    throw new Response("Bu istek başka bir siteden geldiği için reddedildi.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return next();
};
