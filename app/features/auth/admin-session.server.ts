import type { AppServices } from "../../context.ts";
import { isAdmin } from "./admin-accounts.server.ts";

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** The account has confirmed two-factor sign-in (decision 037). */
  twoFactorEnabled: boolean;
}

export type AdminSession =
  | { status: "anonymous" }
  | { status: "not-admin"; userId: string }
  | { status: "admin"; user: AdminUser };

/** Who is asking: no valid session, a session of an account outside admin_users, or an admin. */
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
  if (!(await isAdmin(services.db, user.id))) return { status: "not-admin", userId: user.id };
  return {
    status: "admin",
    user: { id: user.id, email: user.email, name: user.name, twoFactorEnabled: user.twoFactorEnabled === true },
  };
}
