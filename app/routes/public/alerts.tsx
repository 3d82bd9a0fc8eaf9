import { data, redirect, useLocation } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { getRequestInfo, getServices } from "../../context.ts";
import { handleAlertPost } from "../../features/alerts/alert-submission.server.ts";
import { listAlertChoices } from "../../features/alerts/alert-subscriptions.server.ts";
import {
  ALERTS_PATH,
  ALERTS_SENT_PARAM,
  ALERTS_UNAVAILABLE,
  CONFIRM_TTL_HOURS,
} from "../../features/alerts/alert-texts.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { readForm } from "../../utils/form-action.server.ts";
import { breadcrumbJsonLd, errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/alerts";

// The form comes after the page's own code: the server's HTML holds it whole, so it works before
// any script runs.
const AlertForm = deferred(() =>
  import("../../features/alerts/components/alert-form.tsx").then((module) => module.AlertForm),
);

const TRAIL: [string, string][] = [
  ["Anasayfa", "/"],
  ["Yeni Bonus Bülteni", ALERTS_PATH],
];

/**
 * /bulten: the new-offer e-mail alerts' sign-up. The page is the same for everyone and cached, and
 * so is its 'check your inbox' line (`?gonderildi=1`); a refused post is answered for that visitor alone. Without
 * SMTP_URL the page says alerts are not available and offers no form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const sent = new URL(request.url).searchParams.get(ALERTS_SENT_PARAM) === "1";
  if (!services.config.mail) return { available: false, sent: false, categories: [], casinos: [] };
  return { available: true, sent, ...(await listAlertChoices(services.db)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleAlertPost(getServices(context), {
    form: await readForm(request),
    ip: getRequestInfo(context).ip,
  });
  if (outcome.ok) throw redirect(`${ALERTS_PATH}?${ALERTS_SENT_PARAM}=1`, 303);
  return data(outcome.answer, { status: outcome.status, headers: NOT_STORED_HEADERS });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  return seoMeta(
    {
      title: `Yeni Bonus Bülteni | ${site.siteName}`,
      description: `Yeni casino bonusları yayına girdiğinde e-postayla haberdar olun: tüm bonuslar ya da seçtiğiniz kategori ve casinolar, günlük özet ya da anında.`,
      path: ALERTS_PATH,
      noindex: loaderData.sent,
      jsonLd: [breadcrumbJsonLd(site.siteUrl, TRAIL)],
    },
    site,
  );
}

export default function AlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs trail={TRAIL} />
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">Yeni Bonus Bülteni</h1>
      <p className="mt-3 text-slate-700">
        Yeni bir bonus yayına girdiğinde ilk siz haberdar olun. Tüm yeni bonusları ya da yalnızca seçtiğiniz
        kategorileri ve casinoları, her sabah tek bir özet ya da her bonus için ayrı bir e-posta olarak gönderelim.
      </p>
      <div className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        {loaderData.available ? (
          <AlertForm
            key={location.key}
            action={ALERTS_PATH}
            answer={actionData}
            sent={loaderData.sent}
            categories={loaderData.categories}
            casinos={loaderData.casinos}
          />
        ) : (
          <p role="status" className="font-semibold text-slate-800">
            {ALERTS_UNAVAILABLE}
          </p>
        )}
      </div>
      <section aria-labelledby="kvkk" className="mt-6 text-sm text-slate-700">
        <h2 id="kvkk" className="font-semibold text-slate-900">
          Kişisel verileriniz
        </h2>
        <p className="mt-2">
          Yalnızca e-posta adresinizi ve seçimlerinizi, size yeni bonusları bildirmek için saklarız. Onaylanmayan
          abonelikler {CONFIRM_TTL_HOURS} saat sonra silinir; aboneliğinizi her e-postadaki bağlantıyla
          sonlandırdığınızda adresiniz ve seçimleriniz hemen silinir.
        </p>
      </section>
    </main>
  );
}
