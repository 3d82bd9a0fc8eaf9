import { getServices } from "../../context.ts";
import { exportCasinosCsv } from "../../features/casinos/casino-csv.server.ts";
import { exportPromotionsCsv } from "../../features/promotions/promotion-csv.server.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/csv-export";

const EXPORTS = {
  promotions: { run: exportPromotionsCsv, file: "promosyonlar" },
  casinos: { run: exportCasinosCsv, file: "casinolar" },
} as const;

/** GET /admin/csv/export/{promotions|casinos}: every row with every fact as a CSV download (never cached). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const kind = params.kind === "promotions" || params.kind === "casinos" ? params.kind : null;
  if (!kind) return new Response("Bilinmeyen dışa aktarım", { status: 404 });
  const csv = await loadOrFail(logger, { log: "CSV dışa aktarılamadı", message: "CSV dışa aktarılamadı" }, () =>
    EXPORTS[kind].run(db),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${EXPORTS[kind].file}-${istanbulDay(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
