import { readListQuery } from "../../admin-kit/list-query.ts";
import { getServices } from "../../context.ts";
import { alertSubscribersCsvStream } from "../../features/alerts/alert-subscribers-admin.server.ts";
import { ALERT_SUBSCRIBER_MESSAGES as TEXT } from "../../features/alerts/subscriber-admin-messages.ts";
import { ALERT_SUBSCRIBER_LIST } from "../../features/alerts/subscriber-list.ts";
import { istanbulDay } from "../../utils/istanbul-time.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/subscribers-export";

/**
 * GET /admin/subscribers/export: the subscribers the list's search and tab select (its address's parameters), newest
 * first, as a CSV download streamed as it is read (Yönetici only, never cached).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const query = readListQuery(new URL(request.url), ALERT_SUBSCRIBER_LIST);
  const stream = await loadOrFail(logger, { log: "aboneler dışa aktarılamadı", message: TEXT.exportFailed }, () =>
    alertSubscribersCsvStream(db, query, logger),
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="aboneler-${istanbulDay(new Date())}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
