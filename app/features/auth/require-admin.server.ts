import { createContext, data, type MiddlewareFunction, redirect } from "react-router";
import { getRequestInfo, getServices } from "../../context.ts";
import { ACCESS_MESSAGES, canOpen } from "../../utils/admin-access.ts";
import { DASHBOARD_PATH, LOGIN_PATH, LOGOUT_PATH, TWO_FACTOR_PATH } from "../../utils/admin-paths.ts";
import { isPathWithin, routerPathOf } from "../../utils/route-path.ts";
import { getSecuritySettings, runAsAuditActor } from "../audit/public.server.ts";
import { type AdminUser, readAdminSession } from "./admin-session.server.ts";
import { GUARD_MESSAGES, LOGIN_MESSAGES } from "./auth-messages.ts";
import { TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

export const adminUserContext = createContext<AdminUser | null>(null);

/** Query flag that makes the login screen say 'Bu sayfaya erişmek için giriş yapmalısınız' (spec 2 §2). */
export const REDIRECTED_PARAM = "yonlendirildi";

/**
 * The guard of every admin route and admin JSON endpoint: it runs before any of their loaders and actions.
 * Anonymous: pages redirect to the login screen, JSON answers 401. A signed-in non-admin: 403. An admin whose role
 * may not open the path (the one table in utils/admin-access.ts): 403 with its own Turkish message.
 * Admin responses are never cached and never indexed.
 */
export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = getServices(context);
  const session = await readAdminSession(services, request.headers);
  const { pathname } = new URL(request.url);
  const wantsJson = isPathWithin(pathname, "/api");
  if (session.status === "anonymous") {
    if (wantsJson) throw Response.json({ error: GUARD_MESSAGES.signInRequired }, { status: 401, headers: NO_STORE });
    throw redirect(`${LOGIN_PATH}?${REDIRECTED_PARAM}=1`, { headers: NO_STORE });
  }
  if (session.status === "not-admin") {
    if (wantsJson) throw Response.json({ error: LOGIN_MESSAGES.notAdmin }, { status: 403, headers: NO_STORE });
    throw data({ message: LOGIN_MESSAGES.notAdmin }, { status: 403, headers: NO_STORE });
  }
  // A Yönetici may require 2FA for everyone: an account without it can open only its set-up until it has it.
  if (
    !session.user.twoFactorEnabled &&
    !isTwoFactorSetUp(request) &&
    (await getSecuritySettings(services.db)).requireTwoFactor
  ) {
    if (wantsJson)
      throw Response.json({ error: TWO_FACTOR_MESSAGES.setupRequired }, { status: 403, headers: NO_STORE });
    throw redirect(`${TWO_FACTOR_PATH}?${SETUP_REQUIRED_PARAM}=1`, { headers: NO_STORE });
  }
  if (!canOpen(session.user.role, pathname)) {
    const message = ACCESS_MESSAGES.forbidden;
    if (wantsJson) throw Response.json({ error: message }, { status: 403, headers: NO_STORE });
    const page = { message, detail: ACCESS_MESSAGES.forbiddenDetail, backTo: DASHBOARD_PATH };
    throw data(page, { status: 403, headers: NO_STORE });
  }
  context.set(adminUserContext, session.user);
  // Every write below names this admin and address in its audit entry.
  const actor = { id: session.user.id, name: auditName(session.user), address: getRequestInfo(context).ip };
  const response = await runAsAuditActor(actor, () => next());
  markPrivate(response.headers);
  return response;
};

/** How an audit entry names an admin: 'Ad <email>'. */
export function auditName(user: Pick<AdminUser, "name" | "email">): string {
  return `${user.name} <${user.email}>`;
}

/** Query flag that makes the 2FA screen say why the visitor was sent there. */
export const SETUP_REQUIRED_PARAM = "zorunlu";

function isTwoFactorSetUp(request: Request): boolean {
  const path = routerPathOf(new URL(request.url).pathname);
  return path === TWO_FACTOR_PATH || path === LOGOUT_PATH;
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export function markPrivate(headers: Headers) {
  for (const [name, value] of Object.entries(NO_STORE)) headers.set(name, value);
}

/** The signed-in admin, for loaders and actions below the guard. */
export function getAdminUser(context: { get: (key: typeof adminUserContext) => AdminUser | null }): AdminUser {
  const user = context.get(adminUserContext);
  if (!user) throw redirect(LOGIN_PATH);
  return user;
}
