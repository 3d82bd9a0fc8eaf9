/** The signed-in admin for other features' server code: who saves, for revisions and autosaves. */
export type { AdminUser } from "./admin-session.server.ts";
export { getAdminUser } from "./require-admin.server.ts";
