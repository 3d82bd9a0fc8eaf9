import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { createAdmin } from "./admin.ts";
import { launchBrowser, openWatchedPage, type WatchedPage } from "./browser.ts";
import { type RunningServer, startServer } from "./server.ts";
import { createTempDir, type TempDir } from "./temp-dir.ts";

/** The account `setUpSite` creates unless a spec names its own. */
export const ADMIN = { email: "admin@example.com", password: "e2e-yonetici-sifre-1" } as const;

interface SiteOptions {
  /** The server's environment beside DATA_DIR; a function when it needs values made in an earlier hook (a fake's URL). */
  env?: Record<string, string | undefined> | (() => Record<string, string | undefined>);
  /** Fills the fresh data directory before the server starts on it (content a spec needs from the first request). */
  prepare?: (dataDir: string) => Promise<void>;
  /** The admin account to create; `false` for a spec that signs in nowhere. */
  admin?: { email: string; password: string } | false;
}

export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The server's base URL. */
  readonly url: string;
  /** The server's DATA_DIR (its SQLite database, uploads, backups). */
  readonly dataDir: string;
  readonly admin: { email: string; password: string };
  /** A new watched page at `viewport`, signed in through the login form and on the dashboard. */
  signInAt(viewport: { width: number; height: number }): Promise<WatchedPage>;
}

/**
 * The e2e fixture: one real server on a fresh DATA_DIR and one Chromium for the spec file, an admin account, and
 * signing in through the form. Call it at the top of a spec; it registers its own beforeAll/afterAll hooks.
 */
export function setUpSite(options: SiteOptions = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let dataDir: TempDir | undefined;
  const admin = options.admin === false ? ADMIN : (options.admin ?? ADMIN);

  beforeAll(async () => {
    dataDir = createTempDir();
    await options.prepare?.(dataDir.path);
    const env = typeof options.env === "function" ? options.env() : (options.env ?? {});
    [server, browser] = await Promise.all([startServer({ env: { ...env, DATA_DIR: dataDir.path } }), launchBrowser()]);
    if (options.admin !== false) await createAdmin({ dataDir: dataDir.path }, admin.email, admin.password);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    dataDir?.remove();
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
    get dataDir() {
      return ready(dataDir, "data directory").path;
    },
    admin,
    async signInAt(viewport) {
      const watched = await openWatchedPage(site.browser, site.url, viewport);
      await watched.page.goto("/admin/login");
      await watched.page.getByLabel("Email").fill(admin.email);
      await watched.page.getByLabel("Şifre").fill(admin.password);
      await watched.page.getByRole("button", { name: "Giriş Yap" }).click();
      await watched.page.waitForURL(`${site.url}/admin/dashboard`);
      return watched;
    },
  };
  return site;
}
