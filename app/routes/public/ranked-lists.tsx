import { Link } from "react-router";
import { LoadError, listLoadErrorText, loadFailureMessage } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import { RANKED_LISTS_PATH } from "../../features/ranked-lists/ranked-list-paths.ts";
import { listRankedLists } from "../../features/ranked-lists/ranked-lists.server.ts";
import { loadFallbackKeywords } from "../../features/seo/seo.server.ts";
import { formatDate } from "../../utils/format.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { absoluteUrl, breadcrumbJsonLd, errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/ranked-lists";

const LOAD_FAILED = "Listeler yüklenirken bir hata oluştu";

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger } = services;
  const [lists, keywords] = await Promise.all([
    loadOrFail(logger, { log: "sıralı listeler yüklenemedi", message: LOAD_FAILED }, () => listRankedLists(db)),
    loadFallbackKeywords(services),
  ]);
  return { lists, keywords };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  return seoMeta(
    {
      title: `En İyi Casino ve Bonus Listeleri | ${site.siteName}`,
      keywords: loaderData.keywords,
      description:
        "Editörlerimizin hazırladığı sıralı listeler: en iyi deneme bonusu veren siteler, Papara ile yatırım yapılan siteler ve daha fazlası.",
      path: RANKED_LISTS_PATH,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          itemListElement: loaderData.lists.map((list, index) => ({
            "@type": "ListItem",
            position: index + 1,
            url: absoluteUrl(site.siteUrl, list.href),
          })),
        },
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          ["Listeler", RANKED_LISTS_PATH],
        ]),
      ],
    },
    site,
  );
}

export default function RankedListsIndex({ loaderData }: Route.ComponentProps) {
  const { lists } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Casino ve Bonus Listeleri</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Sitelerin ve bonusların belirli bir ölçüte göre sıralandığı, düzenli olarak gözden geçirdiğimiz listeler.
      </p>
      {lists.length === 0 ? (
        <p className="mt-8 text-slate-600">Henüz liste yayınlanmadı.</p>
      ) : (
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {lists.map((list) => (
            <li key={list.id}>
              <article className="relative h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:shadow-md">
                <h2 className="text-lg font-bold">
                  <Link to={list.href} className="after:absolute after:inset-0 hover:text-brand">
                    {list.title}
                  </Link>
                </h2>
                {list.description ? <p className="mt-2 text-slate-600">{list.description}</p> : null}
                <p className="mt-3 text-sm text-slate-600">
                  {list.itemCount} öğe
                  {list.reviewedAt ? ` · Son inceleme: ${formatDate(list.reviewedAt)}` : ""}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LOAD_FAILED))} />;
}
