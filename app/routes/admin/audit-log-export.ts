import { getServices } from "../../context.ts";
import { AUDIT_ADMIN_MESSAGES } from "../../features/audit/admin-messages.ts";
import { exportAuditCsv, readAuditFilters } from "../../features/audit/audit-log.server.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/audit-log-export";

/** GET /admin/audit-log/export: the entries the screen's filters select, as a CSV download (admin only, never cached). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const filters = readAuditFilters(new URL(request.url).searchParams);
  const csv = await loadOrFail(
    logger,
    { log: "etkinlik kaydı dışa aktarılamadı", message: AUDIT_ADMIN_MESSAGES.loadFailed },
    () => exportAuditCsv(db, filters),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="etkinlik-kaydi-${istanbulDay(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
