import { randomBytes } from "node:crypto";

/** The classes of issue #7's attack run; every case belongs to one, and the summary counts answers per class. */
export const FUZZ_CLASSES = [
  "malformed",
  "wrong-type",
  "oversize",
  "traversal",
  "xss",
  "sql",
  "encoding",
  "origin",
] as const;
export type FuzzClass = (typeof FUZZ_CLASSES)[number];

/**
 * Unique markers, one per payload, so that a stored or reflected payload can be traced to its case: `fuzz_<run>_<n>`.
 * A script payload sets `window.__fuzz_<run>_<n>`; a handler payload calls `fuzz_<run>_<n>()`.
 */
export class Markers {
  readonly run = randomBytes(3).toString("hex");
  private count = 0;
  next(): string {
    this.count += 1;
    return `fuzz_${this.run}_${this.count}`;
  }
}

/** Any marker of any run: what the database and page scans look for. */
export const MARKER_PATTERN = /fuzz_[0-9a-f]{6}_\d+/;

/**
 * One wrong value for one field. `append` keeps the field's valid value in front (so length minimums still pass
 * and the payload can actually be stored); `replace` sends the payload alone (URLs, ids, numbers).
 */
export interface ValuePayload {
  class: FuzzClass;
  name: string;
  mode: "replace" | "append";
  value: string;
}

/** Script payloads: each is live markup if it reaches a page unescaped (or a javascript: URL if it reaches an href). */
export function xssPayloads(markers: Markers): ValuePayload[] {
  const list: Array<[string, "replace" | "append", (m: string) => string]> = [
    ["script element", "append", (m) => `<script>window.__${m}=1</script>`],
    ["img onerror", "append", (m) => `<img src=x onerror="${m}()">`],
    ["attribute breakout to svg onload", "append", (m) => `"><svg onload=${m}()>`],
    ["single-quote breakout to iframe", "append", (m) => `'"><iframe src="javascript:${m}()"></iframe>`],
    ["script-closing breakout", "append", (m) => `</script><script>window.__${m}=1</script>`],
    ["link with javascript: href", "append", (m) => `<a href="javascript:${m}()">tıkla</a>`],
    ["handler on an allowed tag", "append", (m) => `<p onmouseover="${m}()">metin</p>`],
    ["entity-encoded javascript: href", "append", (m) => `<a href="&#106;avascript:${m}()">x</a>`],
    ["javascript: URL", "replace", (m) => `javascript:${m}()`],
    ["javascript: URL with tab and case", "replace", (m) => ` JaVa\tScRiPt:${m}()`],
  ];
  return list.map(([name, mode, make]) => ({ class: "xss", name, mode, value: make(markers.next()) }));
}

const SQL_PAYLOADS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE casinos; --",
  '" OR ""="',
  "1; SELECT pg_sleep(30)",
  '1\' UNION SELECT id, email FROM "user" --',
];

export function sqlPayloads(): ValuePayload[] {
  return SQL_PAYLOADS.map((value) => ({ class: "sql", name: value, mode: "append", value }));
}

/** Path traversal in values that name files or addresses (image URLs, slugs, ids). */
export function traversalPayloads(): ValuePayload[] {
  return [
    "../../../etc/passwd",
    "/uploads/../../session-secret",
    "/uploads/..%2f..%2fsite.db",
    "..\\..\\..\\windows\\win.ini",
    "file:///etc/passwd",
  ].map((value) => ({ class: "traversal", name: value, mode: "replace", value }));
}

/** Control characters, broken and unusual Unicode. */
export function encodingPayloads(): ValuePayload[] {
  return [
    ["NUL byte", "a\u0000b"],
    ["lone surrogate", "a\ud800b"],
    ["right-to-left override and zero-width", "\u202egnp.exe\u200b\ufeff"],
    ["CRLF header injection", "a\r\nSet-Cookie: fuzz=1"],
    ["Turkish letters and emoji", "İıŞşĞğÜüÖöÇç 🎰🎲"],
  ].map(([name = "", value = ""]) => ({ class: "encoding", name, mode: "append", value }));
}

export const KB = 1024;
export const MB = 1024 * KB;

export function oversizeValue(bytes: number): string {
  return "ş".repeat(Math.floor(bytes / 2));
}

/** The string a field takes under a payload, given its valid value. */
export function applyPayload(validValue: string, payload: ValuePayload): string {
  return payload.mode === "append" && validValue !== "" ? `${validValue} ${payload.value}` : payload.value;
}

/** JSON values of the wrong type for a JSON field. */
export const WRONG_JSON_TYPES: ReadonlyArray<[string, unknown]> = [
  ["a number", 12345],
  ["a negative float", -1.5],
  ["a huge number", 1e308],
  ["a boolean", true],
  ["null", null],
  ["an empty array", []],
  ["an array of strings", ["a", "b"]],
  ["an object", { $gt: "" }],
  ["a prototype-pollution object", JSON.parse('{"__proto__":{"polluted":true}}')],
  ["a string where a number is expected", "on"],
];

/** Dynamic URL segments: each is inserted into a route's path in place of one parameter, already encoded. */
export function pathParamPayloads(markers: Markers): Array<{ class: FuzzClass; raw: string }> {
  const encoded = (cls: FuzzClass, value: string) => ({ class: cls, raw: encodeURIComponent(value) });
  const raw = (cls: FuzzClass, value: string) => ({ class: cls, raw: value });
  return [
    encoded("sql", "' OR 1=1--"),
    encoded("sql", "'; DROP TABLE casinos; --"),
    encoded("sql", "1; SELECT pg_sleep(30)"),
    encoded("traversal", "../../etc/passwd"),
    raw("traversal", "..%2f..%2f..%2fpackage.json"),
    raw("traversal", "%2e%2e%2f%2e%2e%2fsession-secret"),
    raw("traversal", "%252e%252e%252fsite.db"),
    raw("traversal", "..%5c..%5cwindows"),
    encoded("wrong-type", "99999999999999999999999999999"),
    encoded("wrong-type", "-1"),
    encoded("wrong-type", "1.5e309"),
    raw("encoding", "%00"),
    raw("encoding", "%ff%fe%c0%af"),
    encoded("encoding", "şğüİı-🎰"),
    raw("encoding", "%E2%80%AE%00x"),
    encoded("oversize", "a".repeat(4000)),
    encoded("xss", `<script>window.__${markers.next()}=1</script>`),
    encoded("xss", `"><svg onload=${markers.next()}()>`),
  ];
}

/** Query-string values: the same classes, shorter (the URL is a header line, at most 16 KB in Node). */
export function queryValuePayloads(markers: Markers): Array<{ class: FuzzClass; raw: string }> {
  return [
    ...pathParamPayloads(markers).filter((p) => p.class !== "oversize"),
    { class: "oversize", raw: "9".repeat(6000) },
    { class: "malformed", raw: "%zz%%%" },
    { class: "wrong-type", raw: "1&sayfa=2&sayfa[]=3" },
  ];
}
