/**
 * A request's path as React Router matches it against app/routes.ts: `.data` (its single-fetch suffix) dropped,
 * percent-decoded per segment, trailing slashes dropped and ASCII letters lower-cased (no route is case-sensitive).
 * Every guard that compares paths compares this, or `/ADMIN/…` would reach a route its guard did not recognise.
 */
export function routerPathOf(pathname: string): string {
  let path = pathname;
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path.includes("%")) path = decodeSegments(path);
  // Only ASCII: React Router's case-insensitive RegExp never folds another letter into an ASCII one.
  return path.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()).replace(/(.)\/+$/, "$1");
}

/** Whether the path is `prefix` itself or below it (`/admin`, `/admin/…`), compared as React Router matches. */
export function isPathWithin(pathname: string, prefix: string): boolean {
  const path = routerPathOf(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** As React Router's decodePath: each segment decoded, a decoded "/" kept inside its segment; malformed as is. */
function decodeSegments(path: string): string {
  try {
    return path
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return path;
  }
}
