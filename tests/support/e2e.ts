import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";
import type { AdminRole } from "../../app/utils/admin-access.ts";
import { createAdmin, type DatabaseTarget, signInCookies } from "./admin.ts";
import { launchBrowser, openWatchedPage, type WatchedPage } from "./browser.ts";
import { createFreshDatabase, ENGINES, type EngineName, type FreshDatabase } from "./databases.ts";
import { type RunningServer, startServer } from "./server.ts";

/** The account `setUpSite` creates unless a spec names its own. */
export const ADMIN = { email: "admin@example.com", password: "e2e-yonetici-sifre-1" } as const;

/**
 * The engines a browser spec runs on: SQLite only. The browser cannot see the engine; what a screen stores is proved
 * on both engines by the services' and routes' own tests (`ENGINES` in tests/support/databases.ts; docs/testing.md
 * lists them). `E2E_POSTGRES=1` with TEST_DATABASE_URL set runs the wrapped specs on PostgreSQL too, for a spec
 * that proves something only a browser against PostgreSQL can.
 */
export const E2E_ENGINES = ENGINES.filter(({ name }) => name === "SQLite" || process.env.E2E_POSTGRES === "1");

/**
 * Runs a spec's body (its `setUpSite({ engine, … })`, hooks and describes) once per engine of `E2E_ENGINES`, each in
 * its own "on SQLite" / "on PostgreSQL" suite with its own server and database: SQLite alone unless E2E_POSTGRES=1.
 */
export function describeOnEachEngine(body: (engine: EngineName) => void): void {
  for (const { name, skip } of E2E_ENGINES) describe.skipIf(skip)(`on ${name}`, () => body(name));
}

interface SiteOptions {
  /** The database the server runs on: SQLite in DATA_DIR unless a spec says PostgreSQL (see `describeOnEachEngine`). */
  engine?: EngineName;
  /** The server's environment beside DATA_DIR; a function when it needs values made in an earlier hook (a fake's URL). */
  env?: Record<string, string | undefined> | (() => Record<string, string | undefined>);
  /**
   * Fills the fresh database before the server starts on it (content a spec needs from the first request): seed it
   * through `database` (`withDatabase(database, …)`), which names the engine's database, so the hook works on both
   * engines; `dataDir` is for files beside it.
   */
  prepare?: (dataDir: string, database: DatabaseTarget) => Promise<void>;
  /** The admin account to create (a Yönetici unless `role` says otherwise); `false` for a spec that signs in nowhere. */
  admin?: { email: string; password: string; role?: AdminRole } | false;
}

export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's base URL. */
  readonly url: string;
  /** The engine the server runs on. */
  readonly engine: EngineName;
  /** The server's DATA_DIR (its SQLite database, uploads, backups; secrets and uploads beside PostgreSQL too). */
  readonly dataDir: string;
  /** Where the server's data lives, as `openDatabase` takes it: a spec reads and seeds the database through this. */
  readonly database: DatabaseTarget;
  readonly admin: { email: string; password: string };
  /** A new watched page at `viewport`, signed in (by the login action's cookies) and on the dashboard. */
  signInAt(viewport: { width: number; height: number }): Promise<WatchedPage>;
  /**
   * A new page at `viewport` in a context with JavaScript off, signed in the same way (on no page yet): what a
   * screen does without a script. The caller closes its context (`page.context().close()`).
   */
  signInWithoutScript(viewport: { width: number; height: number }): Promise<Page>;
}

/**
 * The e2e fixture: one real server on a fresh DATA_DIR for the spec file, the run's Chromium, an admin account, and
 * signing in by cookie. Call it at the top of a spec; it registers its own beforeAll/afterAll hooks.
 */
export function setUpSite(options: SiteOptions = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let fresh: FreshDatabase | undefined;
  const engine = options.engine ?? "SQLite";
  const admin: { email: string; password: string; role?: AdminRole } =
    options.admin === false ? ADMIN : (options.admin ?? ADMIN);

  beforeAll(async () => {
    const env = typeof options.env === "function" ? options.env() : (options.env ?? {});
    // A copy of the run's migrated database: the server finds nothing to migrate. Where the server would seed the
    // demo content (asked for, and nothing prepared before it starts), the copy has it already, images included.
    const demo = env.SEED_DEMO !== "0" && options.prepare === undefined;
    const created = await createFreshDatabase(engine, { migrated: true, demo });
    fresh = created;
    await options.prepare?.(fresh.dataDir, { dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl });
    // DATABASE_URL is always set here: undefined leaves it out of the server's environment, so SQLite means SQLite.
    const database = {
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl,
      ...(created.demoSeeded ? { SEED_DEMO: "0" } : {}),
    };
    [server, browser] = await Promise.all([startServer({ env: { ...env, ...database } }), launchBrowser()]);
    if (options.admin !== false) await createAdmin(site.database, admin.email, admin.password, admin.role);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fresh?.remove();
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the site's ${name} is set up in beforeAll`);
    return value;
  };

  const site: Site = {
    get server() {
      return ready(server, "server");
    },
    get browser() {
      return ready(browser, "browser");
    },
    get url() {
      return ready(server, "server").url;
    },
    engine,
    get dataDir() {
      return ready(fresh, "database").dataDir;
    },
    get database() {
      const { dataDir, databaseUrl } = ready(fresh, "database");
      return { dataDir, databaseUrl };
    },
    admin,
    async signInAt(viewport) {
      // The login action itself (session, audit entry, known-device cookie) without typing into the form: only the
      // sign-in specs drive the form.
      const [watched, cookies] = await Promise.all([
        openWatchedPage(site.browser, site.url, viewport),
        signInCookies(site.url, admin.email, admin.password),
      ]);
      await watched.page.context().addCookies(cookies);
      await watched.page.goto("/admin/dashboard");
      return watched;
    },
    async signInWithoutScript(viewport) {
      const context = await site.browser.newContext({ viewport, javaScriptEnabled: false, baseURL: site.url });
      try {
        await context.addCookies(await signInCookies(site.url, admin.email, admin.password));
        return await context.newPage();
      } catch (error) {
        await context.close();
        throw error;
      }
    },
  };
  return site;
}

/** Restores the oldest version in an editor's 'Geçmiş' panel (the list's last) and waits for the confirmation. */
export async function restoreOldestVersion(history: Locator): Promise<void> {
  await history
    .locator("ol > li")
    .last()
    .getByRole("button", { name: /^Bu sürüme dön/ })
    .click();
  await history.page().getByText("Seçilen sürüm geri yüklendi").waitFor();
}
