import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { LoadError, listLoadErrorText } from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { getServices } from "../../context.ts";
import { listCompareChoices, loadComparison } from "../../features/casinos/casino-compare.server.ts";
import {
  COMPARE_MAX,
  COMPARE_MESSAGES,
  COMPARE_MIN,
  COMPARE_PARAM,
  COMPARE_PATH,
  canonicalComparePath,
  comparePath,
  pickCountProblem,
  slugsOfCompareQuery,
  slugsOfCompareSegment,
} from "../../features/casinos/casino-compare.ts";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { loadFallbackKeywords } from "../../features/seo/seo.server.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { breadcrumbJsonLd, errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/compare";

// Static but long: its code comes after the page's own (issue #12); the server's HTML holds it whole.
const ComparisonTable = deferred(() =>
  import("../../features/casinos/components/comparison-table.tsx").then((module) => module.ComparisonTable),
);

/**
 * /karsilastir: the picker (a plain GET form of checkboxes), and /karsilastir/a-vs-b[-vs-c[-vs-d]]: the casinos side
 * by side. The form's ?casino=… is redirected to the path form once it names 2–4 known casinos;
 * otherwise the picker says what is wrong, in Turkish, and keeps the known picks checked.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger, shared } = services;
  const segment = params.casinos;
  const query = new URL(request.url).searchParams;
  const [{ choices, known, slugs, comparison }, keywords] = await Promise.all([
    loadOrFail(logger, { log: "karşılaştırma yüklenemedi", message: COMPARE_MESSAGES.loadFailed }, async () => {
      const choices = await listCompareChoices(db, shared);
      // The known slugs read an address whose casino slug itself contains '-vs-'.
      const known = new Set(choices.map((choice) => choice.slug));
      const slugs = segment === undefined ? slugsOfCompareQuery(query) : slugsOfCompareSegment(segment, known);
      // More than four are never read: the picker says to drop some.
      const comparison = slugs.length > 0 && slugs.length <= COMPARE_MAX ? await loadComparison(db, slugs) : null;
      return { choices, known, slugs, comparison };
    }),
    loadFallbackKeywords(services),
  ]);
  const countProblem = pickCountProblem(slugs.length);
  const picked = slugs.filter((slug) => known.has(slug));
  const unknown = comparison?.unknown ?? [];
  const message = countProblem ?? (unknown.length > 0 ? COMPARE_MESSAGES.unknown(unknown) : null);
  // The bare picker; its submit button sends an empty `casino`, so an empty pick is told what to do.
  if (segment === undefined && !query.has(COMPARE_PARAM)) {
    return withImageSrcSets(services, { choices, picked, message: null, comparison: null, slugs, keywords });
  }
  if (message === null && comparison !== null) {
    // One address per set of casinos (issue #33): the picker's picks, and an address that repeats, reorders or
    // spells them otherwise, go to it, so no other spelling is rendered as a page or stored by the page cache.
    const canonical = canonicalComparePath(slugs);
    if (segment === undefined) throw redirect(canonical);
    if (comparePath([segment]) !== canonical) throw redirect(canonical, 301);
    return withImageSrcSets(services, {
      choices,
      picked,
      message: null,
      comparison: comparison.casinos,
      slugs,
      keywords,
    });
  }
  // A pick that cannot be compared: the picker with its message, never stored; an address naming an unknown casino
  // or the wrong count is no page (404).
  return data(await withImageSrcSets(services, { choices, picked, message, comparison: null, slugs, keywords }), {
    status: segment === undefined ? 200 : 404,
    headers: NOT_STORED_HEADERS,
  });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  const { comparison, keywords } = loaderData;
  const trail: [string, string][] = [
    ["Anasayfa", "/"],
    ["Karşılaştır", COMPARE_PATH],
  ];
  if (comparison) {
    const names = comparison.map((casino) => casino.name).join(" vs ");
    return seoMeta(
      {
        title: `${names} Karşılaştırması | ${site.siteName}`,
        keywords,
        description: `${names}: lisans, ödeme yöntemleri, çekim süresi, puanlar ve en iyi güncel bonus yan yana.`,
        // Comparisons are for visitors: every combination is noindex, with one canonical per set of casinos.
        path: canonicalComparePath(comparison.map((casino) => casino.slug)),
        noindex: true,
        jsonLd: [breadcrumbJsonLd(site.siteUrl, [...trail, [names, comparePath(comparison.map((c) => c.slug))]])],
      },
      site,
    );
  }
  return seoMeta(
    {
      title: `Casino Karşılaştırma: Siteleri Yan Yana İnceleyin | ${site.siteName}`,
      keywords,
      description:
        "İki ile dört casino sitesini seçin; lisans, ödeme yöntemleri, minimum yatırım, çekim süresi, puanlar ve en iyi güncel bonus yan yana.",
      path: COMPARE_PATH,
      noindex: loaderData.message !== null,
      jsonLd: [breadcrumbJsonLd(site.siteUrl, trail)],
    },
    site,
  );
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { choices, picked, message, comparison } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-500">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:text-brand">
              Anasayfa
            </Link>{" "}
            /
          </li>
          <li aria-current={comparison ? undefined : "page"} className={comparison ? undefined : "text-slate-700"}>
            {comparison ? (
              <Link to={COMPARE_PATH} className="hover:text-brand">
                Karşılaştır
              </Link>
            ) : (
              "Karşılaştır"
            )}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">
        {comparison ? `${comparison.map((casino) => casino.name).join(" vs ")}` : "Casino Karşılaştırma"}
      </h1>
      {comparison ? (
        <>
          <p className="mt-2 max-w-3xl text-slate-600">
            Seçtiğiniz {comparison.length} casino sitesi yan yana: lisans, ödeme yöntemleri, limitler, puanlar ve her
            birinin en iyi güncel bonusu.
          </p>
          <ComparisonTable casinos={comparison} />
        </>
      ) : (
        <p className="mt-2 max-w-3xl text-slate-600">
          Karşılaştırmak istediğiniz {COMPARE_MIN}–{COMPARE_MAX} casino sitesini seçin ve “Karşılaştır”a basın.
        </p>
      )}
      {message ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
        >
          {message}
        </p>
      ) : null}
      <CasinoPicker choices={choices} picked={picked} changing={comparison !== null} />
    </main>
  );
}

/** A plain GET form: works without JavaScript; the loader turns its ?casino=… into the comparison's address. */
function CasinoPicker(props: { choices: { slug: string; name: string }[]; picked: string[]; changing: boolean }) {
  const picked = new Set(props.picked);
  return (
    <section
      aria-labelledby="compare-picker-heading"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="compare-picker-heading" className="text-lg font-bold">
        {props.changing ? "Karşılaştırmayı Değiştir" : "Casinoları Seçin"}
      </h2>
      {props.choices.length === 0 ? (
        <p className="mt-3 text-slate-600">Henüz casino sitesi eklenmemiş.</p>
      ) : (
        <Form method="get" action={COMPARE_PATH} className="mt-3">
          <fieldset>
            <legend className="text-sm text-slate-600">
              En az {COMPARE_MIN}, en fazla {COMPARE_MAX} casino seçin
            </legend>
            <ul className="mt-3 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {props.choices.map((choice) => (
                <li key={choice.slug}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-blue-50">
                    <input
                      type="checkbox"
                      name={COMPARE_PARAM}
                      value={choice.slug}
                      defaultChecked={picked.has(choice.slug)}
                      className="h-5 w-5 accent-brand"
                    />
                    <span className="font-medium">{choice.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <button
            type="submit"
            name={COMPARE_PARAM}
            value=""
            className="mt-4 rounded-lg bg-brand px-5 py-3 font-bold text-white hover:bg-blue-800 focus-visible:outline-2"
          >
            Karşılaştır
          </button>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : COMPARE_MESSAGES.loadFailed;
  return <LoadError text={listLoadErrorText(message)} />;
}
