import { data, redirect, useLocation } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { getRequestInfo, getServices } from "../../context.ts";
import { ContactForm } from "../../features/contact/components/contact-form.tsx";
import { handleContactPost } from "../../features/contact/contact-submission.server.ts";
import { CONTACT_PATH, SENT_PARAM } from "../../features/contact/contact-texts.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { readForm } from "../../utils/form-action.server.ts";
import { breadcrumbJsonLd, errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/contact";

const TRAIL: [string, string][] = [
  ["Anasayfa", "/"],
  ["İletişim", CONTACT_PATH],
];

/**
 * /iletisim: the contact form. The page is the same for everyone and cached like any other, and so is its thanks
 * (`?gonderildi=1`, where a sent form is redirected); a refused post is answered for that visitor alone, never stored.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleContactPost(getServices(context), {
    form: await readForm(request),
    ip: getRequestInfo(context).ip,
  });
  if (outcome.ok) throw redirect(`${CONTACT_PATH}?${SENT_PARAM}=1`, 303);
  return data(outcome.answer, { status: outcome.status, headers: NOT_STORED_HEADERS });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  return seoMeta(
    {
      title: `İletişim | ${site.siteName}`,
      description: `${site.siteName} ile iletişime geçin: sorularınız, önerileriniz ve iş birliği teklifleriniz için yazın.`,
      path: CONTACT_PATH,
      noindex: loaderData.sent,
      jsonLd: [breadcrumbJsonLd(site.siteUrl, TRAIL)],
    },
    site,
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs trail={TRAIL} />
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">İletişim</h1>
      <p className="mt-3 text-slate-700">
        Bir bonus hakkında sorunuz, sitede gördüğünüz bir hata ya da iş birliği teklifiniz mi var? Formu doldurun, size
        e-postayla dönelim.
      </p>
      <div className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        {/* A new address (a sent form's thanks) starts an empty form. */}
        <ContactForm key={location.key} action={CONTACT_PATH} answer={actionData} sent={loaderData.sent} />
      </div>
    </main>
  );
}
