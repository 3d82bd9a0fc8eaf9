import { redirect } from "react-router";
import { getRequestInfo, getServices } from "../../context.ts";
import { signOutAdmin } from "../../features/auth/login.server.ts";
import { LOGIN_PATH } from "../../utils/admin-paths.ts";
import type { Route } from "./+types/logout";

/** POST only: signing out changes state, so a GET (a prefetch, a crawler) never does it. */
export async function action({ request, context }: Route.ActionArgs) {
  const cookies = await signOutAdmin(getServices(context), request.headers, getRequestInfo(context).ip);
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(LOGIN_PATH, { headers });
}

export function loader() {
  return redirect(LOGIN_PATH);
}
