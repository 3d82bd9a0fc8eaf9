import { data, Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { getServices } from "../../context.ts";
import { ALERT_PAGES } from "../../features/alerts/alert-messages.ts";
import { hasAlertSubscription, unsubscribeFromAlerts } from "../../features/alerts/alert-subscriptions.server.ts";
import { ALERTS_PATH, alertUnsubscribePath } from "../../features/alerts/alert-texts.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/alert-unsubscribe";

/**
 * /bulten/ayril/:token: every alert mail's unsubscribe link. GET asks (a link opened by a mail scanner ends
 * nothing); a POST ends the subscription and deletes the address, the page's button and a mail program's one-click
 * POST (RFC 8058, `List-Unsubscribe=One-Click`) alike, no page needed. A link that names no subscription is a 404 that
 * says so in Turkish, either way. Never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const known = await hasAlertSubscription(getServices(context).db, params.token);
  return data(
    { state: known ? ("ask" as const) : ("unknown" as const) },
    { status: known ? 200 : 404, headers: NOT_STORED_HEADERS },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  const done = await unsubscribeFromAlerts(getServices(context).db, params.token);
  return data(
    { state: done ? ("done" as const) : ("unknown" as const) },
    { status: done ? 200 : 404, headers: NOT_STORED_HEADERS },
  );
}

export const headers = loaderCacheControl;

/**
 * The action's answer is the page's last word: read again after a POST that ended the subscription, the loader would
 * answer 404 for the link it just used (the browser logs that as a failed request).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult === undefined && defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  return seoMeta(
    {
      title: `Abonelikten çık | ${site.siteName}`,
      description: ALERT_PAGES.unsubscribeQuestion,
      path: ALERTS_PATH,
      noindex: true,
    },
    site,
  );
}

export default function AlertUnsubscribePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Abonelikten çık</h1>
      <div className="mt-4 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        {state === "ask" ? (
          <Form method="post" action={alertUnsubscribePath(params.token)} className="space-y-4">
            <p className="font-semibold text-slate-800">{ALERT_PAGES.unsubscribeQuestion}</p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button
              type="submit"
              className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
            >
              Aboneliği Sonlandır
            </button>
          </Form>
        ) : (
          <p role="status" className="font-semibold text-slate-800">
            {state === "done" ? ALERT_PAGES.unsubscribed : ALERT_PAGES.unsubscribeInvalid}
          </p>
        )}
      </div>
      <p className="mt-4">
        <Link to="/bonuslar" className="font-semibold text-brand underline">
          Güncel bonuslara göz atın
        </Link>
      </p>
    </main>
  );
}
