import { isIP } from "node:net";

/**
 * The visitor's address (issue #11, finding 3). Without trusted proxies it is the socket's. Behind `trustedProxies`
 * proxies that each APPEND the address they received from to X-Forwarded-For, the hop the outermost trusted proxy
 * added is the N-th from the right; everything left of it was written by the client and is ignored. A missing or
 * malformed hop (not an IP address, header shorter than N) falls back to the socket's address.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string {
  const fallback = socketAddress ?? "unknown";
  if (trustedProxies < 1 || !forwardedFor) return fallback;
  const hops = forwardedFor.split(",").map((hop) => hop.trim());
  const hop = hops[hops.length - trustedProxies];
  return hop !== undefined && isIP(hop) !== 0 ? hop : fallback;
}
