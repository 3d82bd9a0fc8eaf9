import { onTestFinished } from "vitest";
import { createOrUpdateAdmin } from "../../app/features/auth/admin-accounts.server.ts";
import { createAuth } from "../../app/features/auth/auth.server.ts";
import type { AdminRole } from "../../app/utils/admin-access.ts";
import { type OpenDatabaseOptions, openDatabase } from "../../app/utils/db.server.ts";
import { loadConfig } from "../../app/utils/env.server.ts";
import { createLogger } from "../../app/utils/logger.server.ts";
import type { useFreshDatabase } from "./databases.ts";
import { createTempDir } from "./temp-dir.ts";

/** Where a site's data lives, as openDatabase takes it: PostgreSQL when databaseUrl is set, else SQLite in dataDir. */
export type DatabaseTarget = Pick<OpenDatabaseOptions, "dataDir" | "databaseUrl">;

/** The part of a test server's environment that says where its data lives (a type, so it passes as an env record). */
export type SiteEnv = {
  DATA_DIR: string;
  DATABASE_URL?: string;
};

/** The database of a server started with `env`, for the helpers that open it directly. */
export function targetOf(env: SiteEnv): DatabaseTarget {
  return { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL };
}

/** Creates (or resets) an admin account straight in the database, as `npm run admin:create` does (a Yönetici). */
export async function createAdmin(
  target: DatabaseTarget,
  email: string,
  password: string,
  role: AdminRole = "owner",
): Promise<string> {
  const handle = openDatabase(target);
  try {
    return (await createOrUpdateAdmin(handle.authDb, { email, password, role })).userId;
  } finally {
    await handle.close();
  }
}

/** An account that can pass the password check but is not listed in admin_users. */
export async function createNonAdmin(target: DatabaseTarget, email: string, password: string): Promise<string> {
  const handle = openDatabase(target);
  try {
    const { userId } = await createOrUpdateAdmin(handle.authDb, { email, password });
    await handle.db.deleteFrom("admin_users").where("id", "=", userId).execute();
    return userId;
  } finally {
    await handle.close();
  }
}

interface LoginResponse {
  status: number;
  location: string | null;
  /** "name=value" pairs ready for a Cookie header. */
  cookie: string;
  body: string;
}

/** Posts the sign-in form as a browser without JavaScript would. */
export async function postLogin(
  baseUrl: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LoginResponse> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, ...headers },
    body: new URLSearchParams(fields),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c): c is string => !!c && !c.endsWith("="))
    .join("; ");
  return { status: response.status, location: response.headers.get("location"), cookie, body: await response.text() };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const result = await postLogin(baseUrl, { email, password });
  if (result.status !== 302 || !result.cookie)
    throw new Error(`sign-in failed: ${result.status} ${result.body.slice(0, 200)}`);
  return result.cookie;
}

/** The cookies of a sign-in through the server's own login action, as a browser context's `addCookies` takes them. */
export async function signInCookies(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ name: string; value: string; url: string }[]> {
  const cookie = await signIn(baseUrl, email, password);
  return cookie.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: `${baseUrl}/` };
  });
}

/**
 * A valid session cookie made with the server's own secret (kept in DATA_DIR), bypassing the admin check of the
 * login form: what a session of a demoted admin, or one obtained elsewhere, looks like to the guard.
 */
export async function sessionCookieFor(target: DatabaseTarget, email: string, password: string): Promise<string> {
  const config = loadConfig({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
  const handle = openDatabase(target);
  try {
    const auth = createAuth({ authDb: handle.authDb, engine: handle.engine, config });
    const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    if (!response.ok) throw new Error(`sign-in failed with ${response.status}`);
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  } finally {
    await handle.close();
  }
}

/**
 * The sign-in services (better-auth and what the login and two-factor services take) on a suite's fresh database,
 * with a data directory of their own that goes when the test ends.
 */
export function authServicesFor(database: ReturnType<typeof useFreshDatabase>) {
  const dir = createTempDir();
  onTestFinished(() => dir.remove());
  const config = loadConfig({ DATA_DIR: dir.path, SITE_URL: "http://localhost:3000" });
  const { authDb, engine } = database.handle;
  const auth = createAuth({ authDb, engine, config });
  return { db: database.db, authDb, auth, config, logger: createLogger("silent") };
}
