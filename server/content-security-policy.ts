import { createHash, randomBytes } from "node:crypto";

export const CSP_HEADER = "Content-Security-Policy";
/** Development sends the same policy as a report: Vite's hot reload must keep working, violations still show. */
export const CSP_REPORT_ONLY_HEADER = "Content-Security-Policy-Report-Only";

/** Design §4. Styles stay 'unsafe-inline' for Tailwind's style attributes and react-hot-toast's injected sheet. */
const FIXED_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

function policy(scriptSources: readonly string[]): string {
  return [...FIXED_DIRECTIVES, `script-src 'self'${scriptSources.map((s) => ` ${s}`).join("")}`].join("; ");
}

/** For responses that are not HTML pages (JSON, files, redirects): no inline script may run. */
export const CSP_WITHOUT_INLINE_SCRIPTS = policy([]);

/** A fresh, unguessable nonce (128 bits) for one rendered response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** A page rendered for one visitor only: its inline scripts carry this response's nonce. */
export function cspWithNonce(nonce: string): string {
  return policy([`'nonce-${nonce}'`]);
}

/**
 * A page stored in the page cache or by a CDN: the same bytes go to many visitors, so a nonce would be shared.
 * The policy lists the SHA-256 of each inline script instead, which stays true for every copy of the page.
 */
export function cspWithHashes(hashes: readonly string[]): string {
  return policy(hashes.map((hash) => `'sha256-${hash}'`));
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NON_JS_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[^"'\s>]+/i;

/**
 * Prepares a rendered page for storing: the SHA-256 (base64) of every inline script the render marked with its
 * nonce, and the HTML without the nonce. A script without the nonce (say, injected into content) is not listed, so
 * the browser refuses it; data blocks such as JSON-LD are not scripts and are not listed either.
 */
export function hashNoncedScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  if (!nonce) return { html, hashes: [] };
  const marked = ` nonce="${nonce}" `;
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    if (!` ${attributes} `.includes(marked)) continue;
    if (/\bsrc\s*=/i.test(attributes) || NON_JS_TYPE.test(attributes)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser hashes the script's text.
    const text = removeNonce(match[2] ?? "", nonce).replace(/\r\n?/g, "\n");
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return { html: removeNonce(html, nonce), hashes: [...hashes] };
}

/** Removes the render's nonce attributes, so a stored page carries no nonce at all. */
export function removeNonce(html: string, nonce: string): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}
