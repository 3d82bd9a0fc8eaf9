import type { AppServices } from "../../context.ts";
import type { AdminRole } from "../../utils/admin-access.ts";
import { readAdminAccess } from "./admin-accounts.server.ts";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** The account has confirmed two-factor sign-in. */
  twoFactorEnabled: boolean;
  role: AdminRole;
  /** The id of the session this request came with (better-auth's session row). */
  sessionId: string;
}

export type AdminSession =
  | { status: "anonymous" }
  | { status: "not-admin"; userId: string }
  | { status: "admin"; user: AdminUser };

/** How stale a session's last-seen time may get before a request refreshes it (one write per session per span). */
const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/**
 * Who is asking: no valid session, a session of an account outside admin_users (or deactivated), or an admin.
 * Every call reads the session row from the database (better-auth's cookie cache stays off, auth.server.ts), so a
 * session ended on one instance is refused by every instance at its next request.
 */
export async function readAdminSession(services: AppServices, headers: Headers): Promise<AdminSession> {
  if (!(headers.get("cookie") ?? "").includes("session_token")) return { status: "anonymous" };
  let session: Awaited<ReturnType<AppServices["auth"]["api"]["getSession"]>>;
  try {
    session = await services.auth.api.getSession({ headers });
  } catch (error) {
    // A forged or malformed cookie is simply no session.
    services.logger.info({ err: error }, "geçersiz oturum çerezi");
    return { status: "anonymous" };
  }
  if (!session) return { status: "anonymous" };
  const { user } = session;
  const access = await readAdminAccess(services.db, user.id);
  if (!access?.active) return { status: "not-admin", userId: user.id };
  await touchSession(services, session.session.id, new Date(session.session.updatedAt));
  return {
    status: "admin",
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: access.role,
      sessionId: session.session.id,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
  };
}

/** Keeps 'last seen' of the sessions list current to within LAST_SEEN_STEP_MS (better-auth moves it once a day). */
async function touchSession(services: AppServices, sessionId: string, updatedAt: Date) {
  const now = Date.now();
  if (now - updatedAt.getTime() < LAST_SEEN_STEP_MS) return;
  await services.authDb
    .updateTable("session")
    .set({ updatedAt: new Date(now).toISOString() })
    .where("id", "=", sessionId)
    .execute();
}
