import { redirect } from "react-router";
import { getRequestInfo, getServices } from "../../context.ts";
import { claimPromotion, PROMOTION_CLAIM_FALLBACK } from "../../features/promotions/outbound-clicks.server.ts";
import type { Route } from "./+types/go-promotion";

/** Every answer of /git/… is personal to the click: never cached, never indexed. */
export const CLAIM_REDIRECT_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** /git/{promotionId}: counts the click (not for bots) and sends the visitor to the stored address with a 302. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const target = await claimPromotion(services.db, params.promotionId, {
    // A HEAD is a link checker or a preview, not a visit: counted like a bot (no user agent).
    userAgent: request.method === "GET" ? request.headers.get("User-Agent") : null,
    address: getRequestInfo(context).ip,
    secret: services.config.sessionSecret,
  });
  return redirect(target ?? PROMOTION_CLAIM_FALLBACK, { status: 302, headers: CLAIM_REDIRECT_HEADERS });
}
