import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_MESSAGES } from "../../app/integrations/ai-messages.ts";
import { VARIANT_WIDTHS } from "../../app/utils/image-variants.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp-server.ts";
import { createAdmin, type DatabaseTarget, sessionCookieFor, signIn } from "../support/admin.ts";
import { CHROMIUM_PATH, launchBrowser } from "../support/browser.ts";
import { addedFiles, listFiles } from "../support/file-snapshot.ts";
import { buildFuzzCases, type FuzzCase } from "../support/fuzz-cases.ts";
import { leaksIn, liveFuzzMarkup, markersIn, securityHeaderProblems } from "../support/fuzz-checks.ts";
import {
  type DatabaseSnapshot,
  type DemoIds,
  findStoredText,
  readDemoIds,
  snapshotDatabase,
} from "../support/fuzz-database.ts";
import { pagesShowingStoredPayloads } from "../support/fuzz-pages.ts";
import { MARKER_PATTERN, Markers } from "../support/fuzz-payloads.ts";
import { type Allowed5xx, type FuzzReport, formatReport, runFuzzCases } from "../support/fuzz-run.ts";
import { createTestPostgresDatabase, TEST_DATABASE_URL, type TestPostgresDatabase } from "../support/postgres.ts";
import { createRawClient, type RawClient, runPool } from "../support/raw-http.ts";
import { listManifestRoutes } from "../support/route-manifest.ts";
import { logEntries, type RunningServer, startServer } from "../support/server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

/**
 * Issue #7, attack: every route of app/routes.ts, public and admin, anonymous and signed in, gets malformed bodies,
 * wrong types, oversize fields, path traversal (URLs and upload names), script and SQL payloads. No answer may be a
 * 5xx (bar the list below), leak a stack trace or lack a security header; nothing may store a live script or write
 * a file outside the upload directory; the server must be healthy afterwards with every table and demo row intact.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = path.join(ROOT, process.env.BUILD_DIR ?? "build");
const CONCURRENCY = 8;
const ADMIN = { email: "fuzz-admin@example.com", password: "fuzz-sifresi-123" };

/** The only 5xx answers the run accepts, each with its reason. */
const ALLOWED_5XX: readonly Allowed5xx[] = [
  {
    status: 503,
    applies: (requestPath, body) =>
      requestPath.startsWith("/api/admin/ai/") && body.includes(AI_MESSAGES.notConfigured),
    why: "503 from /api/admin/ai/* saying AI is not configured: the run has no AI_API_KEY (spec 2 §9)",
  },
];

/** React Router's own origin check answers a refused cross-site page POST with a bare 400 "Bad Request". */
const ENGLISH_BY_DESIGN = /^400 POST [^\n]*(?:Origin|Sec-Fetch-Site)[^\n]*: Bad Request$/;

/** Columns shown as HTML (dangerouslySetInnerHTML after sanitizeRichText): they must hold sanitised markup only. */
const RICH_TEXT_COLUMNS = new Set([
  "casinos.description",
  "casinos.details",
  "promotions.description",
  "blog_posts.content",
  "settings.blog_section_text",
]);
/** Every table an admin form or the comment form writes text to: the payloads must reach each of them. */
const TABLES_THE_FORMS_WRITE = [
  "casinos",
  "promotions",
  "promotion_categories",
  "promotion_comments",
  "blog_posts",
  "splash_ads",
  "hero_section",
  "settings",
  "seo_settings",
];
/**
 * Tables whose demo rows the run changes only where a form names the row (the ids in DemoIds): every other row must
 * be byte for byte what it was. Blog posts are left out: the publishing functions the run calls publish drafts.
 */
const UNTOUCHED_UNLESS_AIMED_AT = [
  "casinos",
  "promotions",
  "promotion_categories",
  "promotion_comments",
  "splash_ads",
  "seo_settings",
  "admin_users",
  "user",
  "account",
];
/** Routes of app/routes.ts with an action when this was written; more is fine, fewer means the detection broke. */
const MIN_ACTION_ROUTES = 27;
/**
 * Tables the app prunes or rewrites by itself (sessions end at logout, counters expire), and a casino's payment
 * methods, which every casino save replaces (a form with none ticked clears them, as in the browser): their rows may go.
 */
const HOUSEKEEPING_TABLES = new Set(["session", "verification", "rate_limits", "casino_payment_methods"]);

describe("the detectors the attack run relies on", () => {
  it("see live markup a payload created, and not the same payload escaped or inside the page's own JSON", () => {
    const m = "fuzz_abcdef_1";
    expect(liveFuzzMarkup(`<p>x</p><img src=x onerror="${m}()">`)).toHaveLength(1);
    expect(liveFuzzMarkup(`<meta content=""><svg onload=${m}()>">`)).toHaveLength(1);
    expect(liveFuzzMarkup(`<a href="&#106;avascript:${m}()">x</a>`)).toHaveLength(1);
    expect(
      liveFuzzMarkup(`<script type="application/ld+json">{}</script><script>window.__${m}=1</script>`),
    ).toHaveLength(1);
    expect(
      liveFuzzMarkup(`<p>&lt;img src=x onerror="${m}()"&gt;</p><input value="&quot;&gt;&lt;svg onload=${m}()&gt;">`),
    ).toEqual([]);
    expect(liveFuzzMarkup(`<script>enqueue("[\\"\\u003cscript>window.__${m}=1\\u003c/script>\\"]")</script>`)).toEqual(
      [],
    );
  });

  it("see a stack trace, a database error or a secret in a body, and a missing or weak security header", () => {
    expect(leaksIn("Error: boom\n    at run (/work/main/server/app.ts:10:5)", [])).toContain("a stack frame");
    expect(leaksIn("SQLITE_CONSTRAINT: UNIQUE", [])).toContain("a SQLite error code");
    expect(leaksIn("gizli-anahtar", ["gizli-anahtar"])).toHaveLength(1);
    expect(leaksIn("<p>Kategori bulunamadı</p>", ["gizli-anahtar"])).toEqual([]);
    // A refused form drawn again with what was typed shows the sender's own text; a file URL elsewhere still leaks.
    const echoed = `<input value="file:///etc/passwd"><script>x("{\\"url\\":\\"file:///etc/passwd\\"}")</script>`;
    expect(leaksIn(echoed, [], "file:///etc/passwd")).toEqual([]);
    expect(leaksIn(`${echoed}<p>file:///work/main/server/app.ts</p>`, [], "file:///etc/passwd")).toEqual([
      "a file:// URL",
    ]);
    expect(leaksIn(echoed, [])).toEqual(["a file:// URL"]);
    expect(securityHeaderProblems({})).toContain("Content-Security-Policy: missing");
    expect(
      securityHeaderProblems({
        "content-security-policy": "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'unsafe-inline'",
      }),
    ).toContain("Content-Security-Policy lacks object-src 'none'");
  });
});

describe("the attack run on SQLite", () => defineFuzzSuite("sqlite"));
describe.skipIf(!TEST_DATABASE_URL)("the attack run on PostgreSQL", () => defineFuzzSuite("postgres"));

function defineFuzzSuite(engine: "sqlite" | "postgres") {
  let dataDir: TempDir;
  let postgres: TestPostgresDatabase | null = null;
  let target: DatabaseTarget;
  let server: RunningServer;
  let client: RawClient;
  let adminCookie: string;
  let demo: DemoIds;
  let cases: FuzzCase[];
  let report: FuzzReport;
  let databaseBefore: DatabaseSnapshot;
  let filesBefore: FileSnapshot;
  let secrets: string[];
  let outputBeforeRun = 0;
  let smtp: FakeSmtp;

  beforeAll(async () => {
    dataDir = createTempDir("bonus-fuzz-");
    postgres = engine === "postgres" ? await createTestPostgresDatabase() : null;
    target = { dataDir: dataDir.path, ...(postgres ? { databaseUrl: postgres.url } : {}) };
    // TRUST_PROXY: each case comes from its own X-Forwarded-For address, so the comment limit (5 a minute per
    // address) does not turn the stored-payload cases into 429s.
    // A local SMTP server, so that /bulten (the alert sign-up) is fuzzed as a working form, its mails sent.
    smtp = await startFakeSmtp();
    server = await startServer({
      env: {
        DATA_DIR: dataDir.path,
        DATABASE_URL: postgres?.url,
        SEED_DEMO: "1",
        TRUST_PROXY: "1",
        SMTP_URL: smtp.url,
      },
    });
    await createAdmin(target, ADMIN.email, ADMIN.password);
    adminCookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    // /admin/logout ends the session it is sent with: it gets one of its own.
    const logoutCookie = await sessionCookieFor(target, ADMIN.email, ADMIN.password);
    const sentinel = `fuzz-sentinel-${randomBytes(12).toString("hex")}`;
    writeFileSync(path.join(dataDir.path, "sentinel.txt"), sentinel);
    secrets = [readFileSync(path.join(dataDir.path, "session-secret"), "utf8").trim(), sentinel, "SQLite format 3"];
    secrets.push('"name": "bonus-rehberi"', "root:x:0:0");

    demo = await readDemoIds(target);
    databaseBefore = await snapshotDatabase(target);
    filesBefore = snapshotFiles(dataDir.path);
    const markers = new Markers();
    cases = buildFuzzCases({
      baseUrl: server.url,
      routes: listManifestRoutes(),
      demo,
      markers,
      images: await images(),
    });
    client = createRawClient(server.url, CONCURRENCY);
    outputBeforeRun = server.output().length;
    report = await runFuzzCases(cases, {
      client,
      cookies: { admin: adminCookie, "logout-session": logoutCookie },
      secrets,
      allowed5xx: ALLOWED_5XX,
      concurrency: CONCURRENCY,
    });
    console.log(formatReport(engine === "sqlite" ? "SQLite" : "PostgreSQL", report));
    writeReport(engine, report);
  }, 600_000);

  afterAll(async () => {
    client?.close();
    await server?.stop("SIGKILL");
    await smtp?.close();
    dataDir?.remove();
    await postgres?.drop();
  });

  const failuresAbout = (pattern: RegExp) =>
    report.failures
      .filter((f) => f.problems.some((p) => pattern.test(p)))
      .map((f) => `${f.label} → ${f.status}: ${f.problems.filter((p) => pattern.test(p)).join("; ")}`);

  it("sends cases of every class, and field payloads to every action of app/routes.ts", () => {
    const actionRoutes = listManifestRoutes().filter((route) => route.hasAction);
    // So that a miss of route-manifest.ts's `export function action` pattern cannot leave nothing to check.
    expect(actionRoutes.length, "routes with an action").toBeGreaterThanOrEqual(MIN_ACTION_ROUTES);
    for (const route of actionRoutes) {
      expect(
        cases.some((c) => c.label.startsWith(`POST ${route.path} `) || c.label.startsWith(`POST /${route.path}?`)),
        `no field payload for the action of /${route.path}`,
      ).toBe(true);
    }
    for (const [cls, statuses] of report.statuses) expect(statuses.size, `no ${cls} case`).toBeGreaterThan(0);
  });

  it("answers no case with a 5xx (AI-not-configured's 503 aside) or a dropped connection", () => {
    expect(failuresAbout(/^status 5|^no answer/)).toEqual([]);
  });

  it("leaks no stack trace, database error, secret or file content in any answer", () => {
    expect(failuresAbout(/^leaks /)).toEqual([]);
  });

  it("puts the security headers of design §4 on every answer: pages, 4xx, redirects and files", () => {
    expect(failuresAbout(/^header /)).toEqual([]);
  });

  it("answers refused input in Turkish", () => {
    const english = report.untranslated4xx.filter((answer) => !ENGLISH_BY_DESIGN.test(answer));
    expect(english).toEqual([]);
  });

  it("reflects no payload as live markup in any page it answers with", () => {
    expect(failuresAbout(/^live markup/)).toEqual([]);
  });

  it("refuses anonymous admin requests and cross-site writes, and lets same-site writes without Origin through", () => {
    expect(failuresAbout(/anonymous request got|cross-site request got|same-site request/)).toEqual([]);
  });

  // On SQLite pg_sleep does not exist: a payload that ran as SQL would fail, not sleep, so the check proves nothing.
  it.runIf(engine === "postgres")("lets no SQL payload run: no pg_sleep answer takes 30 s", () => {
    expect(failuresAbout(/the sleep may have run/)).toEqual([]);
  });

  it("logs no error while it is attacked: refusals are info or warning lines, never errors", () => {
    const errors = new Map<string, number>();
    for (const entry of logEntries(server.output().slice(outputBeforeRun))) {
      if ((entry.level ?? 0) < 50) continue;
      const key = `${entry.msg}: ${entry.err?.message ?? entry.status ?? ""}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(errors)).toEqual({});
  });

  it("stores no live script: rich-text columns hold sanitised HTML, URL columns no javascript: address", async () => {
    const stored = await findStoredText(target, MARKER_PATTERN);
    expect(stored.length, "no payload was stored at all: the valid bodies are wrong").toBeGreaterThan(0);
    const live: string[] = [];
    for (const { table, column, id, value } of stored) {
      const key = `${table}.${column}`;
      if (RICH_TEXT_COLUMNS.has(key)) {
        for (const markup of liveFuzzMarkup(value)) live.push(`${key} ${id}: ${markup}`);
      } else if (/(?:^|_)(?:url|href)$/.test(column) && /^\s*(?:javascript|data|vbscript):/i.test(value)) {
        live.push(`${key} ${id}: ${value.slice(0, 80)}`);
      }
    }
    expect(live).toEqual([]);
    const reached = new Set(stored.map((s) => s.table));
    expect(
      TABLES_THE_FORMS_WRITE.filter((table) => !reached.has(table)),
      "the run stored no payload in these tables: their valid bodies are wrong",
    ).toEqual([]);
    console.log(
      `stored payload markers on ${engine}: ${stored.length} values in ${[...new Set(stored.map((s) => `${s.table}.${s.column}`))].join(", ")}`,
    );
  });

  it("shows the stored payloads of every table as text on the public pages and the admin screens", async () => {
    const pages = await pagesShowingStoredPayloads(target, demo);
    const problems: string[] = [];
    const seen = new Set<string>();
    await runPool(pages, CONCURRENCY, async ({ path: pagePath, admin }) => {
      const response = await client.send({
        method: "GET",
        path: pagePath,
        headers: admin ? { Cookie: adminCookie } : {},
      });
      const html = response.body.toString("utf8");
      if (response.status >= 500) problems.push(`${pagePath}: ${response.status}`);
      for (const header of securityHeaderProblems(response.headers)) problems.push(`${pagePath}: ${header}`);
      for (const markup of liveFuzzMarkup(html)) problems.push(`${pagePath}: ${markup}`);
      for (const marker of markersIn(html)) seen.add(marker);
    });
    expect(problems).toEqual([]);
    const stored = await findStoredText(target, MARKER_PATTERN);
    const unseen = TABLES_THE_FORMS_WRITE.filter(
      (table) => !stored.some((s) => s.table === table && markersIn(s.value).some((m) => seen.has(m))),
    );
    expect(unseen, "no checked page showed a payload stored in these tables").toEqual([]);
    console.log(`${pages.length} pages checked on ${engine}: ${seen.size} stored payload markers shown, all as text`);
  });

  it.skipIf(!existsSync(CHROMIUM_PATH))(
    "runs no payload in Chromium on a public and an admin page of each kind",
    async () => {
      const all = await pagesShowingStoredPayloads(target, demo);
      const pages = BROWSER_PAGES.flatMap((pattern) => all.find((page) => pattern.test(page.path)) ?? []);
      const browser = await launchBrowser();
      const executed: string[] = [];
      try {
        const context = await browser.newContext({ baseURL: server.url });
        await context.addCookies(
          adminCookie.split("; ").map((pair) => {
            const [name = "", ...value] = pair.split("=");
            return { name, value: value.join("="), url: server.url };
          }),
        );
        const page = await context.newPage();
        page.on("pageerror", (error) => {
          if (MARKER_PATTERN.test(error.message)) executed.push(`${page.url()}: ${error.message}`);
        });
        page.on("console", (message) => {
          // A blocked inline script or handler means markup got in, even though the policy stopped it.
          if (/Content Security Policy/.test(message.text()) && /inline|javascript:/.test(message.text())) {
            executed.push(`${page.url()}: ${message.text().slice(0, 160)}`);
          }
        });
        for (const { path: pagePath } of pages) {
          await page.goto(pagePath, { waitUntil: "load" });
          const flags = await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith("__fuzz_")));
          for (const flag of flags) executed.push(`${pagePath}: window.${flag} was set`);
        }
      } finally {
        await browser.close();
      }
      expect(pages.length).toBe(BROWSER_PAGES.length);
      expect(executed).toEqual([]);
    },
  );

  it("serves each accepted upload as an image with nosniff, under a generated name", async () => {
    expect(report.uploadedUrls.length, "no upload was accepted").toBeGreaterThan(0);
    for (const url of report.uploadedUrls) {
      expect(url).toMatch(/^\/uploads\/[a-z]+_\d+_[0-9a-f]{12}\.(?:png|jpg|gif|webp)$/);
      const response = await client.send({ method: "GET", path: url });
      expect(response.status, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^image\//);
      expect(securityHeaderProblems(response.headers), url).toEqual([]);
    }
  });

  it("writes no file outside the upload directory, and none named after a payload anywhere", () => {
    const after = snapshotFiles(dataDir.path);
    // Besides uploads, the admin's 'Şimdi yedekle' (/admin/backups) writes backups under generated folder names.
    const backup = new RegExp(`^backups(?:\\${path.sep}backup-\\d{8}-\\d{6}(?:\\${path.sep}.*)?)?$`);
    // …and the image variants of the uploads and demo images the run's pages showed: folders of the
    // allowed widths holding only AVIF or WebP files (named after an existing original, never after the address).
    const isVariant = (name: string) => {
      const [top, width, ...rest] = name.split(path.sep);
      if (top !== "image-variants") return false;
      if (width === undefined) return true;
      if (!VARIANT_WIDTHS.includes(Number(width)) || String(Number(width)) !== width) return false;
      return (
        rest.length === 0 || statSync(path.join(dataDir.path, name)).isDirectory() || /\.(?:avif|webp)$/.test(name)
      );
    };
    const strayInData = addedFiles(filesBefore.data, after.data).filter(
      (name) => !name.startsWith(`uploads${path.sep}`) && name !== "uploads" && !backup.test(name) && !isVariant(name),
    );
    expect(strayInData).toEqual([]);
    expect(addedFiles(filesBefore.build, after.build)).toEqual([]);
    const named = (files: Set<string>) => [...files].filter((name) => MARKER_PATTERN.test(name));
    expect([
      ...named(after.data),
      ...named(after.build),
      ...named(after.tmp),
      ...named(after.repo),
      ...named(after.root),
    ]).toEqual([]);
  });

  it("is healthy afterwards and lost no table, no demo row and no admin session", async () => {
    expect(server.child.exitCode).toBeNull();
    expect((await client.send({ method: "GET", path: "/healthz" })).status).toBe(200);
    expect((await client.send({ method: "GET", path: "/" })).status).toBe(200);
    const dashboard = await client.send({ method: "GET", path: "/admin/dashboard", headers: { Cookie: adminCookie } });
    expect(dashboard.status).toBe(200);
    const after = await snapshotDatabase(target);
    const lost: string[] = [];
    for (const [table, before] of databaseBefore.tables) {
      const now = after.tables.get(table);
      if (!now) {
        lost.push(`table ${table}`);
        continue;
      }
      if (HOUSEKEEPING_TABLES.has(table)) continue;
      if (now.count < before.count) lost.push(`${table}: ${before.count} → ${now.count} rows`);
      for (const id of before.rows.keys()) if (!now.rows.has(id)) lost.push(`${table} row ${id}`);
    }
    expect(lost).toEqual([]);
  });

  it("changed no row it did not aim at: no id full of SQL or traversal matched another row", async () => {
    const after = await snapshotDatabase(target);
    const aimedAt = new Set(Object.values(demo));
    const changed: string[] = [];
    const nothingToCompare: string[] = [];
    for (const table of UNTOUCHED_UNLESS_AIMED_AT) {
      const rows = [...(databaseBefore.tables.get(table)?.rows ?? [])].filter(([id]) => !aimedAt.has(id));
      if (rows.length === 0) nothingToCompare.push(table);
      for (const [id, row] of rows) {
        const now = after.tables.get(table)?.rows.get(id);
        if (now !== row) changed.push(`${table} ${id}: ${changedColumns(row, now)}`);
      }
    }
    expect(nothingToCompare, "tables with no row the run does not aim at: the check would pass on nothing").toEqual([]);
    expect(changed).toEqual([]);
  });
}

/** The whole list of failures and untranslated refusals, for reading after a failed run (test-results/ is ignored). */
function writeReport(engine: string, report: FuzzReport) {
  const dir = path.join(ROOT, "test-results");
  mkdirSync(dir, { recursive: true });
  const { failures, untranslated4xx, uploadedUrls } = report;
  writeFileSync(
    path.join(dir, `fuzz-${engine}.json`),
    JSON.stringify({ total: report.total, failures, untranslated4xx, uploadedUrls }, null, 2),
  );
}

interface FileSnapshot {
  data: Set<string>;
  build: Set<string>;
  tmp: Set<string>;
  repo: Set<string>;
  root: Set<string>;
}

/** The data directory and the build in full; /tmp, the repository and / at the top level (others share those). */
function snapshotFiles(dataDir: string): FileSnapshot {
  return {
    data: listFiles(dataDir, true),
    build: listFiles(BUILD_DIR, true),
    tmp: listFiles(tmpdir(), false),
    repo: listFiles(ROOT, false),
    root: listFiles("/", false),
  };
}

async function images() {
  const base = sharp({ create: { width: 24, height: 16, channels: 3, background: "#0b3b5c" } });
  return { png: await base.clone().png().toBuffer(), gif: await base.clone().gif().toBuffer() };
}

/** One page of each kind for Chromium (a browser per page is slow): public lists and details, admin screens. */
const BROWSER_PAGES = [
  /^\/$/,
  /^\/promotion\//,
  /^\/casino\//,
  /^\/blog\/.+/,
  /^\/bonuslar\?kategori=/,
  /^\/admin\/comments$/,
  /^\/admin\/settings$/,
  /^\/admin\/seo-settings$/,
  /^\/admin\/casinos$/,
  /^\/admin\/blog\/edit\//,
  /^\/admin\/promotions\/edit\//,
  /^\/admin\/splash-ads\/edit\//,
];

/** The columns in which two snapshots of one row differ, to say what a stray write changed. */
function changedColumns(before: string, after: string | undefined): string {
  if (after === undefined) return "deleted";
  const was = JSON.parse(before) as Record<string, unknown>;
  const now = JSON.parse(after) as Record<string, unknown>;
  return Object.keys({ ...was, ...now })
    .filter((column) => JSON.stringify(was[column]) !== JSON.stringify(now[column]))
    .join(", ");
}
