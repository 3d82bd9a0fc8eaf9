import type { IncomingHttpHeaders } from "node:http";
// sanitize-html's own parser (a dependency of a dependency): the same reading of HTML as the sanitiser's, and close
// enough to a browser's to tell live markup from escaped text without starting one per page.
import { Parser } from "htmlparser2";
import { CSP_HEADER } from "../../server/content-security-policy.ts";
import { SECURITY_HEADERS } from "../../server/security-headers.ts";
import { MARKER_PATTERN } from "./fuzz-payloads.ts";

/** Directives design §4 requires of every policy, whatever the response. */
const REQUIRED_CSP_DIRECTIVES = [
  "default-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** Names of the security headers a response lacks or carries with another value (design §4). */
export function securityHeaderProblems(headers: IncomingHttpHeaders): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const actual = headers[name.toLowerCase()];
    if (actual !== value) problems.push(`${name}: ${actual === undefined ? "missing" : String(actual)}`);
  }
  const csp = headers[CSP_HEADER.toLowerCase()];
  if (typeof csp !== "string") return [...problems, `${CSP_HEADER}: missing`];
  for (const directive of REQUIRED_CSP_DIRECTIVES) {
    if (!csp.includes(directive)) problems.push(`${CSP_HEADER} lacks ${directive}`);
  }
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  if (/'unsafe-inline'|'unsafe-eval'|\*/.test(scriptSrc)) problems.push(`${CSP_HEADER} allows ${scriptSrc}`);
  return problems;
}

/** What a stack trace or a raw database error looks like when it leaks into a response. */
const LEAK_PATTERNS: ReadonlyArray<[string, RegExp]> = [
  ["a stack frame", /\n\s*at [^\n]*\(?(?:file:\/\/|\/)[^\n]*:\d+:\d+\)?/],
  ["a node_modules path", /node_modules[/\\]/],
  // React Router's "Invalid request method" (an OPTIONS or PROPFIND) names only the method the client sent.
  ["an Error: line", /\b(?:[A-Z][A-Za-z]*)?Error: (?!Invalid request method)/],
  ["a SQLite error code", /\bSQLITE_[A-Z]+/],
  ["a PostgreSQL syntax error", /syntax error at or near|invalid input syntax for/i],
  ["a file:// URL", /file:\/\/\//],
];

/**
 * The kinds of leaked internals found in a body; `secrets` are strings (a session secret, a file's content).
 * `echoed` is the text the request itself sent (a refused form drawn again shows it): its copies in the body, raw,
 * escaped as HTML or as JSON, are not looked at, so `file:///etc/passwd` typed into a field is no leaked file URL,
 * while the same URL anywhere else in the answer still is.
 */
export function leaksIn(body: string, secrets: readonly string[], echoed?: string): string[] {
  const read = echoed ? withoutCopies(body, echoed) : body;
  const found = LEAK_PATTERNS.filter(([, pattern]) => pattern.test(read)).map(([name]) => name);
  for (const secret of secrets) if (body.includes(secret)) found.push(`the secret "${secret.slice(0, 24)}…"`);
  return found;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** The body with every copy of `text` taken out: as sent, escaped as HTML, and inside a JSON string. */
function withoutCopies(body: string, text: string): string {
  const json = JSON.stringify(text).slice(1, -1);
  const forms = new Set([
    text,
    text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c),
    json,
    JSON.stringify(json).slice(1, -1),
  ]);
  let rest = body;
  for (const form of forms) if (form) rest = rest.split(form).join("");
  return rest;
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "srcdoc", "poster"]);
/** A script element whose whole text is one of the payloads' code: markup that broke out of where it was put. */
const INJECTED_SCRIPT = /^\s*window\.__fuzz_[0-9a-f]{6}_\d+=1\s*$/;
// Browsers ignore ASCII whitespace and control characters inside a URL's scheme.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const SCHEME_NOISE = /[\u0000-\u0020]/g;

/**
 * Live markup carrying a fuzz marker: an element the payload created (script, handler attribute, javascript: URL).
 * Escaped text, attribute values that stayed values and JSON inside the page's own scripts are not live.
 */
export function liveFuzzMarkup(html: string): string[] {
  const findings: string[] = [];
  let scriptText: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!MARKER_PATTERN.test(value)) continue;
          if (attribute.startsWith("on")) findings.push(`<${name} ${attribute}="${value.slice(0, 80)}">`);
          const url = value.replace(SCHEME_NOISE, "").toLowerCase();
          if (URL_ATTRIBUTES.has(attribute) && (url.startsWith("javascript:") || url.startsWith("data:text/html"))) {
            findings.push(`<${name} ${attribute}="${value.slice(0, 80)}">`);
          }
        }
        if (name === "script") scriptText = "";
      },
      ontext(text) {
        if (scriptText !== null) scriptText += text;
      },
      onclosetag(name) {
        if (name !== "script" || scriptText === null) return;
        if (INJECTED_SCRIPT.test(scriptText)) findings.push(`<script>${scriptText.trim()}</script>`);
        scriptText = null;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}

/** Every fuzz marker in a text: evidence that a scan saw the stored payloads at all. */
export function markersIn(text: string): string[] {
  return text.match(new RegExp(MARKER_PATTERN.source, "g")) ?? [];
}
