import { data, redirect, useLocation } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { getRequestInfo, getServices } from "../../context.ts";
import { ContactForm } from "../../features/contact/components/contact-form.tsx";
import { handleContactPost } from "../../features/contact/contact-submission.server.ts";
import { CONTACT_PATH, SENT_PARAM } from "../../features/contact/contact-texts.ts";
import { findPublishedPage } from "../../features/pages/public.server.ts";
import { CONTACT_PAGE_SLUG } from "../../features/pages/public.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { readForm } from "../../utils/form-action.server.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import { breadcrumbJsonLd, errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/contact";

/** The text above the form while no 'iletisim' page is published. */
const DEFAULT_INTRO_HTML =
  "<p>Bir bonus hakkında sorunuz, sitede gördüğünüz bir hata ya da iş birliği teklifiniz mi var? Formu doldurun, size e-postayla dönelim.</p>";

const TRAIL: [string, string][] = [
  ["Anasayfa", "/"],
  ["İletişim", CONTACT_PATH],
];

/**
 * /iletisim: the contact form. The page is the same for everyone and cached like any other, and so is its thanks
 * (`?gonderildi=1`, where a sent form is redirected); a refused post is answered for that visitor alone, never stored.
 * The operator's published 'iletisim' page, when there is one, is the text above the form; its failure
 * to load leaves the default text.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const page = await orDefault(findPublishedPage(db, CONTACT_PAGE_SLUG), null, { logger, what: "iletişim sayfası" });
  // The text is HTML either way, so the page's code holds no second branch for it (the 10 kB budget).
  const intro = { html: page?.content ?? DEFAULT_INTRO_HTML, description: page?.seoDescription ?? null };
  return { sent: new URL(request.url).searchParams.get(SENT_PARAM) === "1", intro };
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
      description:
        loaderData.intro.description ||
        `${site.siteName} ile iletişime geçin: sorularınız, önerileriniz ve iş birliği teklifleriniz için yazın.`,
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
      <div
        className="prose-content mt-3 text-slate-700"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText in findPublishedPage, or ours
        dangerouslySetInnerHTML={{ __html: loaderData.intro.html }}
      />
      <div className="mt-6 rounded-xl bg-white p-4 shadow-sm sm:p-6">
        {/* A new address (a sent form's thanks) starts an empty form. */}
        <ContactForm key={location.key} action={CONTACT_PATH} answer={actionData} sent={loaderData.sent} />
      </div>
    </main>
  );
}
