import { data, Link } from "react-router";
import { getServices } from "../../context.ts";
import { ALERT_PAGES } from "../../features/alerts/alert-messages.ts";
import { confirmAlertSubscription } from "../../features/alerts/alert-subscriptions.server.ts";
import { ALERTS_PATH } from "../../features/alerts/alert-texts.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/alert-confirm";

/**
 * /bulten/onay/:token: the confirmation mail's link. Opening it starts the subscription (double opt-in); an
 * unknown, used or expired link says so (410). Never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const confirmed = await confirmAlertSubscription(getServices(context).db, params.token);
  return data({ confirmed }, { status: confirmed ? 200 : 410, headers: NOT_STORED_HEADERS });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  return seoMeta(
    {
      title: `Bülten aboneliği | ${site.siteName}`,
      description: loaderData.confirmed ? ALERT_PAGES.confirmed : ALERT_PAGES.confirmInvalid,
      path: ALERTS_PATH,
      noindex: true,
    },
    site,
  );
}

export default function AlertConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Bülten aboneliği</h1>
      <p role="status" className="mt-4 rounded-xl bg-white p-4 font-semibold text-slate-800 shadow-sm sm:p-6">
        {loaderData.confirmed ? ALERT_PAGES.confirmed : ALERT_PAGES.confirmInvalid}
      </p>
      <p className="mt-4">
        <Link to={loaderData.confirmed ? "/bonuslar" : "/bulten"} className="font-semibold text-brand underline">
          {loaderData.confirmed ? "Güncel bonuslara göz atın" : "Yeniden abone olun"}
        </Link>
      </p>
    </main>
  );
}
