import { getServices } from "../../context.ts";
import { STATISTICS_ADMIN_MESSAGES as M } from "../../features/statistics/admin-messages.ts";
import { readStatisticsFilters } from "../../features/statistics/statistics.server.ts";
import { statisticsCsvStream } from "../../features/statistics/statistics-csv.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/statistics-export";

/**
 * GET /admin/statistics/export: every row the screen's filters select, in its order, as a CSV download streamed
 * as it is read (never cached). Wrong filters: 400 with the first Turkish message, nothing read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const filters = readStatisticsFilters(new URL(request.url).searchParams, new Date());
  if (!filters.ok) {
    const message = Object.values(filters.errors)[0] ?? M.invalidFilters;
    return new Response(message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { query } = filters;
  const stream = await loadOrFail(logger, { log: "istatistikler dışa aktarılamadı", message: M.exportFailed }, () =>
    statisticsCsvStream(db, query, logger),
  );
  const file = `istatistikler-${query.view === "casino" ? "casinolar" : "promosyonlar"}-${query.from}-${query.to}.csv`;
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "no-store",
    },
  });
}
