import { requireAdminMiddleware } from "../../features/auth/require-admin.server.ts";
import type { Route } from "./+types/admin-api-guard";

/** The admin guard for JSON endpoints under /api/admin: 401 without a session, 403 for a non-admin. */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];
