import type { DemoIds } from "./fuzz-database.ts";
import { type BodyEncoding, concretePath, type EndpointSpec, endpointSpecs } from "./fuzz-endpoints.ts";
import {
  applyPayload,
  encodingPayloads,
  type FuzzClass,
  KB,
  type Markers,
  MB,
  oversizeValue,
  pathParamPayloads,
  queryValuePayloads,
  sqlPayloads,
  traversalPayloads,
  type ValuePayload,
  WRONG_JSON_TYPES,
  xssPayloads,
} from "./fuzz-payloads.ts";
import type { RawRequest } from "./raw-http.ts";
import { type ManifestRoute, queryNamesIn } from "./route-manifest.ts";

/** Who sends a case: nobody, the signed-in admin, or a throwaway admin session (for /admin/logout, which ends it). */
export type Auth = "anonymous" | "admin" | "logout-session";

export interface FuzzCase {
  n: number;
  class: FuzzClass;
  /** What was sent, for the failure list: method, path, who, field and payload. */
  label: string;
  auth: Auth;
  request: RawRequest;
  /**
   * What the answer must be besides "no 5xx, no leak, every security header": an admin route asked anonymously
   * must refuse; a request from another site must get 403; a same-site request without Origin must not.
   */
  expect?: "refused-anonymous" | "forbidden-origin" | "not-forbidden-origin";
  /** An upload whose answer names a stored file: the run fetches it back. */
  upload?: boolean;
  /**
   * The text put into a field: a form refused without JavaScript is drawn again with what its sender typed, so the
   * answer may show it back (escaped). It is the request's own text, not something the server revealed.
   */
  echoes?: string;
  /** Sent after all others, so that what it stores is what the pages show at the end (single rows: settings). */
  last?: boolean;
}

interface CaseContext {
  baseUrl: string;
  routes: readonly ManifestRoute[];
  demo: DemoIds;
  markers: Markers;
  images: { png: Buffer; gif: Buffer };
}

type Draft = Omit<FuzzCase, "n" | "request"> & { request: (n: number) => RawRequest };

/** Every attack of the run, numbered; `{n}` in a body becomes the case's number (unique names and slugs). */
export function buildFuzzCases(ctx: CaseContext): FuzzCase[] {
  const drafts: Draft[] = [
    ...specCases(ctx),
    ...paramCases(ctx),
    ...queryCases(ctx),
    ...malformedCases(ctx),
    ...originCases(ctx),
    ...uploadCases(ctx),
    ...headerCases(ctx),
    ...staticTraversalCases(),
    ...storedPayloadCases(ctx),
  ];
  return drafts.map((draft, index) => ({ ...draft, n: index + 1, request: draft.request(index + 1) }));
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The folder the server runs its build from (BUILD_DIR, as server/production.mjs reads it). */
const BUILD_DIR_NAME = process.env.BUILD_DIR ?? "build";

/** The usual auth of a route: the admin for guarded routes, a throwaway session for logout, else nobody. */
function authFor(route: ManifestRoute): Auth {
  if (route.guarded) return "admin";
  return route.path === "admin/logout" ? "logout-session" : "anonymous";
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

type FilePart = { file: Buffer; filename: string; type: string };
type FormValue = string | FilePart | Array<string | FilePart>;
type Mutation =
  | { kind: "value"; payload: ValuePayload }
  | { kind: "json"; value: unknown }
  | { kind: "repeat" }
  | { kind: "file" }
  | { kind: "missing" };

const withN = (text: string, n: number) => text.replaceAll("{n}", String(n));

function formValues(valid: Record<string, unknown>, n: number): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [
      key,
      withN(typeof value === "string" ? value : JSON.stringify(value), n),
    ]),
  );
}

function urlencoded(fields: Record<string, FormValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === "string" ? item : item.filename);
    }
  }
  return params.toString();
}

function multipart(fields: Record<string, FormValue>): { body: Buffer; contentType: string } {
  const boundary = `----fuzz${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const part = (name: string, value: FormValue) => {
    if (Array.isArray(value)) {
      for (const item of value) part(name, item);
      return;
    }
    if (typeof value === "string") {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      return;
    }
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
          `Content-Type: ${value.type}\r\n\r\n`,
      ),
      value.file,
      Buffer.from("\r\n"),
    );
  };
  for (const [name, value] of Object.entries(fields)) part(name, value);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown, remove = false) {
  const keys = dotted.split(".");
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== "object") return;
    node = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? "";
  if (remove) delete node[last];
  else node[last] = value;
}

function getPath(source: Record<string, unknown>, dotted: string): unknown {
  return dotted.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], source);
}

function jsonWithN(value: unknown, n: number): unknown {
  return JSON.parse(withN(JSON.stringify(value), n));
}

/** The request for one spec, one encoding, with one field mutated (or none). */
function specRequest(
  spec: EndpointSpec,
  encoding: BodyEncoding,
  field: string | null,
  mutation: Mutation | null,
  headers: Record<string, string>,
): (n: number) => RawRequest {
  return (n) => {
    if (encoding === "json") {
      const body = jsonWithN(spec.valid, n) as Record<string, unknown>;
      if (field && mutation) {
        const current = getPath(body, field);
        if (mutation.kind === "missing") setPath(body, field, undefined, true);
        else if (mutation.kind === "json") setPath(body, field, mutation.value);
        else if (mutation.kind === "value") {
          const base = typeof current === "string" ? current : "";
          setPath(body, field, applyPayload(base, mutation.payload));
        } else if (mutation.kind === "repeat") setPath(body, field, [current, current]);
      }
      return {
        method: "POST",
        path: spec.path,
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      };
    }
    const fields = formValues(spec.valid, n);
    let asMultipart = encoding === "multipart";
    if (field && mutation) {
      const base = typeof fields[field] === "string" ? (fields[field] as string) : "";
      if (mutation.kind === "missing") delete fields[field];
      else if (mutation.kind === "repeat") fields[field] = [base, "ikinci değer"];
      else if (mutation.kind === "file") {
        fields[field] = { file: Buffer.from(base || "dosya"), filename: "alan.txt", type: "text/plain" };
        asMultipart = true;
      } else if (mutation.kind === "value") fields[field] = applyPayload(base, mutation.payload);
      else fields[field] = JSON.stringify(mutation.value);
    }
    if (asMultipart) {
      const { body, contentType } = multipart(fields);
      return { method: "POST", path: spec.path, headers: { "Content-Type": contentType, ...headers }, body };
    }
    return {
      method: "POST",
      path: spec.path,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: urlencoded(fields),
    };
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One wrong field at a time, for every action

type FieldKind = "text" | "url" | "control";
const CONTROL_FIELDS =
  /^(intent|js|id|active|isActive|rating|casinoId|categoryId|expiryDate|nextPublishAt|dailyPublishCount|publishCount|count|dailyPublish|manual|posts|keywords|website)$/;

function fieldKind(field: string): FieldKind {
  const name = field.split(".").pop() ?? field;
  if (/(?:^url|Url|href)$/.test(name)) return "url";
  return CONTROL_FIELDS.test(name) ? "control" : "text";
}

function mutationsFor(field: string, encoding: BodyEncoding, markers: Markers, light: boolean): Mutation[] {
  const value = (payload: ValuePayload): Mutation => ({ kind: "value", payload });
  const oversize: Mutation = {
    kind: "value",
    payload: { class: "oversize", name: "100 KB", mode: "replace", value: oversizeValue(100 * KB) },
  };
  const xss = xssPayloads(markers);
  const sql = sqlPayloads();
  const encodings = encodingPayloads();
  const json = encoding === "json";
  const wrongTypes = (count: number): Mutation[] =>
    json
      ? [...WRONG_JSON_TYPES.slice(0, count).map(([, v]) => ({ kind: "json" as const, value: v })), { kind: "missing" }]
      : [
          { kind: "repeat" },
          { kind: "file" },
          { kind: "missing" },
          ...wrongTextTypes().slice(0, Math.max(0, count - 3)),
        ];
  if (light) return [value(xss[0] as ValuePayload), value(sql[0] as ValuePayload), ...wrongTypes(1), oversize];
  switch (fieldKind(field)) {
    case "text":
      return [...xss.map(value), ...sql.map(value), ...encodings.map(value), ...wrongTypes(5), oversize];
    case "url":
      return [
        ...xss.filter((p) => /javascript: URL|script element|svg/.test(p.name)).map(value),
        ...sql.slice(0, 2).map(value),
        ...traversalPayloads().map(value),
        ...encodings.slice(0, 4).map(value),
        ...wrongTypes(4),
        oversize,
      ];
    default:
      return [
        ...xss.filter((p) => /script element|svg/.test(p.name)).map(value),
        ...sql.map(value),
        ...(/id$|Id$/.test(field) ? traversalPayloads().slice(0, 2).map(value) : []),
        ...encodings.slice(0, 2).map(value),
        ...wrongTypes(7),
        oversize,
      ];
  }
}

function wrongTextTypes(): Mutation[] {
  return ["12345", "-1", "1e309", "[object Object]", '{"$gt":""}'].map((text) => ({
    kind: "value" as const,
    payload: { class: "wrong-type" as const, name: `the text ${text}`, mode: "replace" as const, value: text },
  }));
}

function classOf(mutation: Mutation): FuzzClass {
  return mutation.kind === "value" ? mutation.payload.class : "wrong-type";
}

function describeMutation(mutation: Mutation): string {
  if (mutation.kind === "value") return `${mutation.payload.class}: ${mutation.payload.name.slice(0, 60)}`;
  if (mutation.kind === "json") return `wrong JSON type ${JSON.stringify(mutation.value)?.slice(0, 40)}`;
  return `${mutation.kind} field`;
}

function specCases(ctx: CaseContext): Draft[] {
  const drafts: Draft[] = [];
  const origin = { Origin: ctx.baseUrl };
  for (const spec of endpointSpecs(ctx.routes, ctx.demo)) {
    const auth = authFor(spec.route);
    const [primary = "form", ...others] = spec.encodings;
    for (const field of spec.fields) {
      for (const mutation of mutationsFor(field, primary, ctx.markers, spec.light ?? false)) {
        drafts.push({
          class: classOf(mutation),
          label: `POST ${spec.name} [${auth}] ${field} ← ${describeMutation(mutation)}`,
          auth,
          request: specRequest(spec, primary, field, mutation, origin),
          ...(mutation.kind === "value" ? { echoes: mutation.payload.value } : {}),
        });
      }
      // The other encodings: the script and SQL payloads only, to see that every parser path validates the same.
      for (const encoding of others) {
        for (const payload of [xssPayloads(ctx.markers)[0], sqlPayloads()[0]]) {
          if (!payload) continue;
          drafts.push({
            class: payload.class,
            label: `POST ${spec.name} as ${encoding} [${auth}] ${field} ← ${payload.name}`,
            auth,
            request: specRequest(spec, encoding, field, { kind: "value", payload }, origin),
            echoes: payload.value,
          });
        }
      }
    }
    const firstText = spec.fields.find((f) => fieldKind(f) === "text") ?? spec.fields[0] ?? "alan";
    drafts.push(
      {
        class: "oversize",
        label: `POST ${spec.name} [${auth}] ${firstText} ← 2 MB`,
        auth,
        request: specRequest(
          spec,
          primary,
          firstText,
          {
            kind: "value",
            payload: { class: "oversize", name: "2 MB", mode: "replace", value: oversizeValue(2 * MB) },
          },
          origin,
        ),
      },
      {
        class: "oversize",
        label: `POST ${spec.name} [${auth}] 10,000 extra fields`,
        auth,
        request: (n) => {
          const base = specRequest(spec, "form", null, null, origin)(n);
          const extra = Array.from({ length: 10_000 }, (_, i) => `ek${i}=${i}`).join("&");
          return spec.encodings[0] === "json"
            ? {
                ...base,
                headers: { "Content-Type": "application/json", ...origin },
                body: JSON.stringify({
                  ...(jsonWithN(spec.valid, n) as object),
                  ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`ek${i}`, i])),
                }),
              }
            : { ...base, body: `${String(base.body)}&${extra}` };
        },
      },
      // Same-site requests without an Origin header (curl, old browsers) are allowed; foreign ones are not.
      {
        class: "origin",
        label: `POST ${spec.name} [${auth}] without Origin`,
        auth,
        expect: "not-forbidden-origin",
        request: specRequest(spec, primary, null, null, {}),
      },
      ...foreignOrigins(ctx.baseUrl).map(
        ([name, headers]): Draft => ({
          class: "origin",
          label: `POST ${spec.name} [${auth}] valid body, ${name}`,
          auth,
          expect: "forbidden-origin",
          request: specRequest(spec, primary, null, null, headers),
        }),
      ),
    );
    if (spec.route.guarded) {
      // Anonymous: the guard must refuse before any field is looked at.
      for (const mutation of [null, ...mutationsFor(firstText, primary, ctx.markers, true).slice(0, 2)]) {
        drafts.push({
          class: mutation ? classOf(mutation) : "origin",
          label: `POST ${spec.name} [anonymous] ${mutation ? `${firstText} ← ${describeMutation(mutation)}` : "valid body"}`,
          auth: "anonymous",
          expect: "refused-anonymous",
          request: specRequest(spec, primary, mutation ? firstText : null, mutation, origin),
        });
      }
    }
  }
  return drafts;
}

/**
 * One valid body per action with a different script payload appended to every text field: the last word on rows
 * that are edited in place (hero, settings, SEO, a demo casino), so the page checks find payloads in every table.
 */
function storedPayloadCases(ctx: CaseContext): Draft[] {
  return endpointSpecs(ctx.routes, ctx.demo).map((spec): Draft => {
    const payloads = xssPayloads(ctx.markers).filter((p) => p.mode === "append");
    const valid = { ...spec.valid };
    spec.fields.forEach((field, index) => {
      const value = valid[field];
      if (fieldKind(field) !== "text" || typeof value !== "string" || field.includes(".")) return;
      valid[field] = applyPayload(value, payloads[index % payloads.length] as ValuePayload);
    });
    const auth = authFor(spec.route);
    return {
      class: "xss",
      label: `POST ${spec.name} [${auth}] a valid body with a script payload in every text field`,
      auth,
      last: true,
      request: specRequest({ ...spec, valid }, spec.encodings[0] ?? "form", null, null, { Origin: ctx.baseUrl }),
    };
  });
}

function foreignOrigins(baseUrl: string): Array<[string, Record<string, string>]> {
  const port = Number(new URL(baseUrl).port);
  return [
    ["Origin of another site", { Origin: "https://kotu-site.example" }],
    ["Origin: null (sandboxed frame)", { Origin: "null" }],
    ["Origin on another port", { Origin: `http://127.0.0.1:${port === 1 ? 2 : 1}` }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Route parameters and query strings

function paramCases(ctx: CaseContext): Draft[] {
  const drafts: Draft[] = [];
  const specsByRoute = new Map<ManifestRoute, EndpointSpec>();
  for (const spec of endpointSpecs(ctx.routes, ctx.demo))
    if (!specsByRoute.has(spec.route)) specsByRoute.set(spec.route, spec);
  for (const route of ctx.routes) {
    for (const param of route.params) {
      for (const [index, payload] of pathParamPayloads(ctx.markers).entries()) {
        const path = concretePath(route, ctx.demo, { [param]: payload.raw });
        const auth = authFor(route);
        drafts.push({
          class: payload.class,
          label: `GET /${route.path} [${auth}] :${param} = ${payload.raw.slice(0, 60)}`,
          auth,
          request: () => ({ method: "GET", path }),
        });
        if (route.guarded && index < 4) {
          drafts.push({
            class: payload.class,
            label: `GET /${route.path} [anonymous] :${param} = ${payload.raw.slice(0, 60)}`,
            auth: "anonymous",
            expect: "refused-anonymous",
            request: () => ({ method: "GET", path }),
          });
        }
        const spec = specsByRoute.get(route);
        if (spec) {
          drafts.push({
            class: payload.class,
            label: `POST /${route.path} [${auth}] valid body, :${param} = ${payload.raw.slice(0, 60)}`,
            auth,
            request: (n) => ({
              ...specRequest(spec, spec.encodings[0] ?? "form", null, null, { Origin: ctx.baseUrl })(n),
              path,
            }),
          });
        }
      }
    }
  }
  return drafts;
}

/** React Router's data requests: `/x.data`, and `/_root.data` for the home page. */
function dataPath(path: string): string {
  return path === "/" ? "/_root.data" : `${path}.data`;
}

function queryCases(ctx: CaseContext): Draft[] {
  const drafts: Draft[] = [];
  for (const route of ctx.routes) {
    const path = concretePath(route, ctx.demo);
    const auth = authFor(route);
    const names = queryNamesIn(route.source);
    if (/readPageParam|PAGE_PARAM/.test(route.source)) names.push("sayfa");
    const payloads = queryValuePayloads(ctx.markers);
    // Every route gets a few hostile names and values; the parameters it actually reads get the whole list.
    const targets: Array<[string, typeof payloads]> =
      names.length > 0
        ? names.map((name) => [name, payloads])
        : [[encodeURIComponent(`<script>window.__${ctx.markers.next()}=1</script>`), payloads.slice(0, 4)]];
    for (const [name, values] of targets) {
      for (const payload of values) {
        drafts.push({
          class: payload.class,
          label: `GET /${route.path}?${name.slice(0, 40)}=${payload.raw.slice(0, 50)} [${auth}]`,
          auth,
          request: () => ({ method: "GET", path: `${path}?${name}=${payload.raw}` }),
        });
      }
    }
    if (route.path.startsWith("api/") || route.path.endsWith(".xml") || route.path.endsWith(".txt")) continue;
    const routesParam: Array<[FuzzClass, string]> = [
      ["xss", encodeURIComponent(`<script>window.__${ctx.markers.next()}=1</script>`)],
      ["traversal", encodeURIComponent("../../server/app,root")],
      ["wrong-type", "root,routes%2Fadmin%2Flayout,routes%2Fadmin%2Fdashboard"],
      ["oversize", "root,".repeat(1000)],
    ];
    for (const [cls, value] of routesParam) {
      drafts.push({
        class: cls,
        label: `GET ${dataPath(path)}?_routes=${value.slice(0, 50)} [${auth}]`,
        auth,
        request: () => ({ method: "GET", path: `${dataPath(path)}?_routes=${value}` }),
      });
    }
  }
  return drafts;
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies that are not what any endpoint expects, on every route

function malformedCases(ctx: CaseContext): Draft[] {
  const boundary = "----fuzzkesik";
  const truncated = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="userName"\r\n\r\nFuzz\r\n--${boundary}\r\n` +
      `Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
  );
  const bodies: Array<[FuzzClass, string, string, Record<string, string>, Buffer | string | undefined]> = [
    ["malformed", "broken JSON", "POST", { "Content-Type": "application/json" }, '{"userName": "x", "comment": '],
    ["wrong-type", "a JSON array", "POST", { "Content-Type": "application/json" }, "[1,2,3]"],
    ["wrong-type", "a JSON string", "POST", { "Content-Type": "application/json" }, '"metin"'],
    ["wrong-type", "JSON null", "POST", { "Content-Type": "application/json" }, "null"],
    ["malformed", "text/plain body", "POST", { "Content-Type": "text/plain" }, "userName=x&comment=y"],
    [
      "malformed",
      "truncated multipart",
      "POST",
      { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      truncated,
    ],
    ["malformed", "multipart without a boundary", "POST", { "Content-Type": "multipart/form-data" }, "a=b"],
    ["malformed", "empty form body", "POST", { "Content-Type": "application/x-www-form-urlencoded" }, ""],
    ["malformed", "empty body without a content type", "POST", {}, ""],
    [
      "encoding",
      "invalid UTF-8 in a form body",
      "POST",
      { "Content-Type": "application/x-www-form-urlencoded" },
      Buffer.from([
        0x61, 0x3d, 0xff, 0xfe, 0xc0, 0xaf, 0x26, 0x69, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x3d, 0xed, 0xa0, 0x80,
      ]),
    ],
    [
      "malformed",
      "invalid percent escapes",
      "POST",
      { "Content-Type": "application/x-www-form-urlencoded" },
      "a=%zz&%%%=b&intent=%",
    ],
    [
      "malformed",
      "JSON nested 50,000 deep",
      "POST",
      { "Content-Type": "application/json" },
      `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
    ],
    [
      "malformed",
      "a charset the server does not speak",
      "POST",
      { "Content-Type": "application/x-www-form-urlencoded; charset=utf-7" },
      "a=+ADw-script+AD4-",
    ],
    [
      "oversize",
      "10,000 form fields",
      "POST",
      { "Content-Type": "application/x-www-form-urlencoded" },
      Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join("&"),
    ],
    [
      "oversize",
      "a 2 MB form body",
      "POST",
      { "Content-Type": "application/x-www-form-urlencoded" },
      `a=${"x".repeat(2 * MB)}`,
    ],
    [
      "malformed",
      "PUT with a form body",
      "PUT",
      { "Content-Type": "application/x-www-form-urlencoded" },
      "intent=delete&id=1",
    ],
    ["malformed", "PATCH with JSON", "PATCH", { "Content-Type": "application/json" }, '{"id":"1"}'],
    ["malformed", "DELETE", "DELETE", {}, undefined],
    ["malformed", "OPTIONS", "OPTIONS", {}, undefined],
    ["malformed", "HEAD", "HEAD", {}, undefined],
  ];
  const drafts: Draft[] = [];
  for (const route of ctx.routes) {
    const path = concretePath(route, ctx.demo);
    const auth = authFor(route);
    for (const [cls, name, method, headers, body] of bodies) {
      const request = () => ({
        method,
        path,
        headers: MUTATING.has(method) ? { ...headers, Origin: ctx.baseUrl } : headers,
        body,
      });
      drafts.push({ class: cls, label: `${method} /${route.path} [${auth}] ${name}`, auth, request });
      if (route.guarded && MUTATING.has(method) && /broken JSON|truncated|10,000|PUT|DELETE/.test(name)) {
        drafts.push({
          class: cls,
          label: `${method} /${route.path} [anonymous] ${name}`,
          auth: "anonymous",
          expect: "refused-anonymous",
          request,
        });
      }
    }
  }
  return drafts;
}

function originCases(ctx: CaseContext): Draft[] {
  return ctx.routes.flatMap((route) =>
    foreignOrigins(ctx.baseUrl).map(
      ([name, headers]): Draft => ({
        class: "origin",
        label: `POST /${route.path} [${authFor(route)}] ${name}`,
        auth: authFor(route),
        expect: "forbidden-origin",
        request: () => ({
          method: "POST",
          path: concretePath(route, ctx.demo),
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=delete&id=1",
        }),
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Files

const UPLOAD_PATH = "/api/admin/uploads";

function uploadCases(ctx: CaseContext): Draft[] {
  const route = ctx.routes.find((r) => r.path === UPLOAD_PATH.slice(1));
  if (!route) return [];
  const origin = { Origin: ctx.baseUrl };
  const names: Array<(m: string) => string> = [
    (m) => `../../../${m}.png`,
    (m) => `..\\..\\..\\${m}.png`,
    (m) => `/tmp/${m}.png`,
    (m) => `%2e%2e%2f%2e%2e%2f${m}.png`,
    (m) => `....//....//${m}.png`,
    (m) => `${m}.png\u0000.html`,
    (m) => `../../../${BUILD_DIR_NAME}/client/${m}.html`,
    (m) => `../${m}<script>.png`,
  ];
  const files: Array<[string, Buffer, string]> = [
    ["a valid PNG", ctx.images.png, "image/png"],
    ["a valid GIF", ctx.images.gif, "image/gif"],
    ["text claiming to be a PNG", Buffer.from("bu bir resim değil"), "image/png"],
    [
      "an SVG with a script",
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>`),
      "image/svg+xml",
    ],
    [
      "PNG magic bytes then HTML",
      Buffer.concat([ctx.images.png.subarray(0, 16), Buffer.from("<html><script>alert(1)</script>")]),
      "image/png",
    ],
  ];
  const drafts: Draft[] = [];
  for (const makeName of names) {
    for (const [fileName, bytes, type] of files) {
      const marker = ctx.markers.next();
      const filename = makeName(marker);
      drafts.push({
        class: "traversal",
        label: `POST ${UPLOAD_PATH}?kind=promotion [admin] ${fileName} named ${JSON.stringify(filename)}`,
        auth: "admin",
        upload: true,
        request: () => {
          const { body, contentType } = multipart({ file: { file: bytes, filename, type } });
          return {
            method: "POST",
            path: `${UPLOAD_PATH}?kind=promotion`,
            headers: { ...origin, "Content-Type": contentType },
            body,
          };
        },
      });
    }
  }
  const png = { file: ctx.images.png, filename: "gorsel.png", type: "image/png" };
  const variants: Array<[FuzzClass, string, string, Record<string, FormValue>]> = [
    ["traversal", "kind=../../etc", "../../etc", { file: png }],
    ["traversal", "kind=..%2f..%2fdata", "..%2f..%2fdata", { file: png }],
    ["wrong-type", "kind twice", "promotion&kind=blog", { file: png }],
    ["wrong-type", "kind as an array", "", { file: png }],
    ["encoding", "kind with a NUL", "promotion%00", { file: png }],
    ["wrong-type", "the file as a text field", "blog", { file: "iVBORw0KGgo=" }],
    ["wrong-type", "the file under another name", "blog", { resim: png }],
    ["wrong-type", "two files", "splash", { file: [png, png] }],
    [
      "oversize",
      "a 2.5 MB promotion image",
      "promotion",
      { file: { ...png, file: Buffer.concat([ctx.images.png, Buffer.alloc(2.5 * MB)]) } },
    ],
  ];
  for (const [cls, name, kind, fields] of variants) {
    const query = name === "kind as an array" ? "kind[]=promotion" : `kind=${kind}`;
    drafts.push({
      class: cls,
      label: `POST ${UPLOAD_PATH}?${query} [admin] ${name}`,
      auth: "admin",
      upload: true,
      request: () => {
        const { body, contentType } = multipart(fields);
        return {
          method: "POST",
          path: `${UPLOAD_PATH}?${query}`,
          headers: { ...origin, "Content-Type": contentType },
          body,
        };
      },
    });
  }
  drafts.push({
    class: "traversal",
    label: `POST ${UPLOAD_PATH}?kind=promotion [anonymous] a valid PNG named ../../x.png`,
    auth: "anonymous",
    expect: "refused-anonymous",
    request: () => {
      const { body, contentType } = multipart({ file: { ...png, filename: `../../${ctx.markers.next()}.png` } });
      return {
        method: "POST",
        path: `${UPLOAD_PATH}?kind=promotion`,
        headers: { ...origin, "Content-Type": contentType },
        body,
      };
    },
  });
  return drafts;
}

function staticTraversalCases(): Draft[] {
  const paths = [
    "/uploads/..%2f..%2fserver.pid",
    "/uploads/..%2fsession-secret",
    "/uploads/%2e%2e/session-secret",
    "/uploads/%2e%2e%2fsite.db",
    "/uploads/%252e%252e%252fsession-secret",
    "/uploads/..%5csession-secret",
    "/uploads/....//....//session-secret",
    "/uploads/%c0%ae%c0%ae/session-secret",
    "/uploads/../session-secret",
    "/uploads/../data/site.db",
    "/uploads//etc/passwd",
    "/uploads/%00.png",
    "/uploads/x.png%00.html",
    "/assets/..%2f..%2fpackage.json",
    "/assets/%2e%2e%2f%2e%2e%2fserver%2fapp.ts",
    "/assets/../../package.json",
    "/assets/..%5c..%5cpackage.json",
    "/..%2f..%2fetc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "//etc/passwd",
    "/favicon.svg/..%2f..%2fpackage.json",
    "/..%2fpackage.json",
    "/.env",
    "/.git/config",
    "/node_modules/.package-lock.json",
    "/server/app.ts",
    `/${BUILD_DIR_NAME}/server/index.js`,
  ];
  return paths.map(
    (path): Draft => ({
      class: "traversal",
      label: `GET ${path} [anonymous]`,
      auth: "anonymous",
      request: () => ({ method: "GET", path }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Headers

function headerCases(ctx: CaseContext): Draft[] {
  const targets: Array<[string, Auth]> = [
    ["/", "anonymous"],
    ["/bonuslar", "anonymous"],
    ["/favicon.svg", "anonymous"],
    ["/admin/dashboard", "admin"],
    ["/api/admin/check-settings", "admin"],
  ];
  const headers: Array<[FuzzClass, string, Record<string, string>]> = [
    ["malformed", "a Host header that is not a host", { Host: "<script>" }],
    ["malformed", "a Host with an impossible port", { Host: "127.0.0.1:99999" }],
    ["malformed", "a broken session cookie", { Cookie: "better-auth.session_token=%%%;;; =; a" }],
    ["oversize", "an 8 KB cookie", { Cookie: `better-auth.session_token=${"a".repeat(8 * KB)}` }],
    ["sql", "SQL in X-Forwarded-For", { "X-Forwarded-For": "' OR 1=1 --, 10.0.0.1" }],
    ["malformed", "a nonsense Accept-Encoding", { "Accept-Encoding": "br;q=x, *;q=-1, gzip;q=2" }],
    ["malformed", "a nonsense If-None-Match", { "If-None-Match": '"""' }],
    ["malformed", "an impossible Range", { Range: "bytes=999999999-1" }],
    ["malformed", "a multipart content type on a GET", { "Content-Type": "multipart/form-data" }],
    [
      "xss",
      "script in the User-Agent and Referer",
      { "User-Agent": `<script>window.__${ctx.markers.next()}=1</script>`, Referer: "javascript:alert(1)" },
    ],
  ];
  return targets.flatMap(([path, auth]) =>
    headers.map(
      ([cls, name, extra]): Draft => ({
        class: cls,
        label: `GET ${path} [${auth}] ${name}`,
        auth,
        request: () => ({ method: "GET", path, headers: extra }),
      }),
    ),
  );
}
