/**
 * The address the visitor typed, for the Request that React Router sees. Behind a TLS-terminating proxy Node's
 * socket speaks plain http, so the URL the adapter builds says `http://` while the browser's `Origin` says
 * `https://`; React Router's own check of a form post compares the two origins scheme included and refuses every
 * page action with 400. The check stays on: the request is given the origin the visitor really used instead.
 *
 * - A request for SITE_URL's host is a request for the site: it takes SITE_URL's scheme (and port).
 * - Behind `trustedProxies` proxies, `X-Forwarded-Proto` and `X-Forwarded-Host` name the scheme and host the
 *   visitor used. Like X-Forwarded-For, a header with several values is read N-th from the right: the value the
 *   outermost trusted proxy wrote, never one the visitor could have put in front of it.
 * - Without a trusted proxy the headers are ignored: a visitor who reaches Node directly could write them.
 *
 * That address is `url`; `otherAddress` is set when the visitor's host differs from it only because SITE_URL names
 * another port for the same host name (a port mapping, a proxy on another port): `visited` is the origin the browser
 * used, `served` the one the request is served as, `visitedUrl` the request's address as the browser used it. A form
 * posted from such a page names `visited` as its Origin, and is refused as coming from another site.
 */
export function publicAddresses(
  requestUrl: string,
  headers: Headers,
  site: PublicSite,
): { url: string; visitedUrl?: string; otherAddress?: { visited: string; served: string } } {
  const url = new URL(requestUrl);
  if (site.trustedProxies > 0) {
    const host = trustedValue(headers.get("x-forwarded-host"), site.trustedProxies);
    const proto = trustedValue(headers.get("x-forwarded-proto"), site.trustedProxies)?.toLowerCase();
    if (host && isHost(host)) url.host = host;
    if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  }
  const visited = new URL(url.href);
  // The site's own name is the site, whatever port the proxy left in the Host header (nginx's `$host` has none).
  const siteUrl = new URL(site.siteOrigin);
  if (url.hostname === siteUrl.hostname) {
    url.protocol = siteUrl.protocol;
    url.port = siteUrl.port;
  }
  // Only the port tells: behind a TLS proxy Node sees http:// for the https:// address the browser used.
  if (visited.host === url.host) return { url: url.href };
  return { url: url.href, visitedUrl: visited.href, otherAddress: { visited: visited.origin, served: url.origin } };
}

export interface PublicSite {
  /** SITE_URL's origin, e.g. `https://ornek.example`. */
  siteOrigin: string;
  /** TRUST_PROXY: how many proxies in front of the server are trusted (0: none). */
  trustedProxies: number;
}

function trustedValue(header: string | null, trustedProxies: number): string | undefined {
  if (!header) return undefined;
  const values = header.split(",").map((value) => value.trim());
  return values[Math.max(0, values.length - trustedProxies)] || undefined;
}

/** A host name or address with an optional port: nothing that would change the path of the URL. */
function isHost(value: string): boolean {
  return /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(value);
}

/** The same request at another address: method, headers, body (streamed on) and abort signal. */
export function requestAt(url: string, request: Request): Request {
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // A streamed body must say it is sent half-duplex (fetch's rule for ReadableStream bodies).
    duplex: request.body ? "half" : undefined,
  } as RequestInit);
}
