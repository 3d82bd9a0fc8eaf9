import { getServices } from "../../context.ts";
import { CASINO_CSV } from "../../features/casinos/casino-csv.server.ts";
import { exportCsvStream } from "../../features/csv-import/public.server.ts";
import { PROMOTION_CSV } from "../../features/promotions/promotion-csv.server.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/csv-export";

const EXPORTS = {
  promotions: { entity: PROMOTION_CSV, file: "promosyonlar" },
  casinos: { entity: CASINO_CSV, file: "casinolar" },
} as const;

/**
 * GET /admin/csv/export/{promotions|casinos}: every row with every fact as a CSV download (never cached), streamed
 * a batch of rows at a time (the compression middleware encodes it as it goes).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const kind = params.kind === "promotions" || params.kind === "casinos" ? params.kind : null;
  if (!kind) return new Response("Bilinmeyen dışa aktarım", { status: 404 });
  const csv = await loadOrFail(logger, { log: "CSV dışa aktarılamadı", message: "CSV dışa aktarılamadı" }, () =>
    exportCsvStream<unknown>(EXPORTS[kind].entity, db, logger),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${EXPORTS[kind].file}-${istanbulDay(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
