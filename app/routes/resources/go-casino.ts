import { redirect } from "react-router";
import { getRequestInfo, getServices } from "../../context.ts";
import { CASINO_CLAIM_FALLBACK, claimCasino } from "../../features/promotions/outbound-clicks.server.ts";
import type { Route } from "./+types/go-casino";
import { CLAIM_REDIRECT_HEADERS } from "./go-promotion.ts";

/** /git/casino/{casinoId}: counts the click (not for bots) and sends the visitor to the casino's address (302). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const target = await claimCasino(services.db, params.casinoId, {
    // A HEAD is a link checker or a preview, not a visit: counted like a bot (no user agent).
    userAgent: request.method === "GET" ? request.headers.get("User-Agent") : null,
    address: getRequestInfo(context).ip,
    secret: services.config.sessionSecret,
  });
  return redirect(target ?? CASINO_CLAIM_FALLBACK, { status: 302, headers: CLAIM_REDIRECT_HEADERS });
}
