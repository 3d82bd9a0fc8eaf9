import { useRouteLoaderData } from "react-router";
import type { AdminRole } from "../utils/admin-access.ts";

/** The admin layout's route id: its loader gives every admin screen the signed-in account. */
const ADMIN_LAYOUT_ROUTE = "routes/admin/layout";

/**
 * The signed-in admin's role, for hiding what the server would refuse anyway; outside the admin layout (never in
 * practice) the narrower Editör rights.
 */
export function useAdminRole(): AdminRole {
  const data = useRouteLoaderData(ADMIN_LAYOUT_ROUTE) as { user?: { role?: AdminRole } } | undefined;
  return data?.user?.role ?? "editor";
}
