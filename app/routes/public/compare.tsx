import { data, Form, isRouteErrorResponse, Link, redirect } from "react-router";
import { LoadError, listLoadErrorText } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import {
  type ComparedCasino,
  listCompareChoices,
  loadComparison,
} from "../../features/casinos/casino-compare.server.ts";
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
import { RATING_CRITERIA, type RatingCriterion } from "../../features/casinos/casino-labels.ts";
import { casinoPath, casinoVisitPath, formatRating } from "../../features/casinos/casino-paths.ts";
import { CASINO_FACT_LABELS, casinoFactRows } from "../../features/casinos/components/casino-facts.tsx";
import { RatingBadge } from "../../features/casinos/components/rating-badge.tsx";
import { SPONSORED_REL } from "../../features/promotions/public.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { breadcrumbJsonLd, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/compare";

/**
 * /karsilastir: the picker (a plain GET form of checkboxes), and /karsilastir/a-vs-b[-vs-c[-vs-d]]: the casinos side
 * by side (decision 041). The form's ?casino=… is redirected to the path form once it names 2–4 known casinos;
 * otherwise the picker says what is wrong, in Turkish, and keeps the known picks checked.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const segment = params.casinos;
  const query = new URL(request.url).searchParams;
  const { choices, known, slugs, comparison } = await loadOrFail(
    logger,
    { log: "karşılaştırma yüklenemedi", message: COMPARE_MESSAGES.loadFailed },
    async () => {
      const choices = await listCompareChoices(db);
      // The known slugs read an address whose casino slug itself contains '-vs-' (decision 041).
      const known = new Set(choices.map((choice) => choice.slug));
      const slugs = segment === undefined ? slugsOfCompareQuery(query) : slugsOfCompareSegment(segment, known);
      // More than four are never read: the picker says to drop some.
      const comparison = slugs.length > 0 && slugs.length <= COMPARE_MAX ? await loadComparison(db, slugs) : null;
      return { choices, known, slugs, comparison };
    },
  );
  const countProblem = pickCountProblem(slugs.length);
  const picked = slugs.filter((slug) => known.has(slug));
  const unknown = comparison?.unknown ?? [];
  const message = countProblem ?? (unknown.length > 0 ? COMPARE_MESSAGES.unknown(unknown) : null);
  // The bare picker; its submit button sends an empty `casino`, so an empty pick is told what to do.
  if (segment === undefined && !query.has(COMPARE_PARAM)) {
    return { choices, picked, message: null, comparison: null, slugs };
  }
  if (message === null && comparison !== null) {
    if (segment === undefined) throw redirect(comparePath(slugs));
    return { choices, picked, message: null, comparison: comparison.casinos, slugs };
  }
  // A pick that cannot be compared: the picker with its message, never stored; an address naming an unknown casino
  // or the wrong count is no page (404).
  return data(
    { choices, picked, message, comparison: null, slugs },
    { status: segment === undefined ? 200 : 404, headers: NOT_STORED_HEADERS },
  );
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: `Bir hata oluştu | ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const { comparison } = loaderData;
  const trail: [string, string][] = [
    ["Anasayfa", "/"],
    ["Karşılaştır", COMPARE_PATH],
  ];
  if (comparison) {
    const names = comparison.map((casino) => casino.name).join(" vs ");
    return seoMeta(
      {
        title: `${names} Karşılaştırması | ${site.siteName}`,
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

const score = (value: number | null) => formatRating(value);
const CELL = "border-b border-slate-200 px-3 py-3 align-top";
/** The first column stays in view while the table scrolls sideways on a phone. */
const ROW_HEAD = `${CELL} sticky left-0 z-10 w-32 min-w-32 bg-slate-50 text-left text-sm font-semibold text-slate-700 sm:w-44 sm:min-w-44`;

/** One row of the table: a label and a cell per casino. */
function Row(props: { label: string; casinos: ComparedCasino[]; cell: (casino: ComparedCasino) => React.ReactNode }) {
  return (
    <tr>
      <th scope="row" className={ROW_HEAD}>
        {props.label}
      </th>
      {props.casinos.map((casino) => (
        <td key={casino.id} className={`${CELL} text-sm`}>
          {props.cell(casino) ?? <Missing />}
        </td>
      ))}
    </tr>
  );
}

function Missing() {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Bilgi yok</span>
    </span>
  );
}

function ComparisonTable({ casinos }: { casinos: ComparedCasino[] }) {
  const factValues = new Map(
    casinos.map((casino) => [casino.id, new Map(casinoFactRows(casino.facts).map((row) => [row.label, row.value]))]),
  );
  const labels = CASINO_FACT_LABELS.filter((label) => casinos.some((c) => factValues.get(c.id)?.has(label)));
  const criteria = (Object.keys(RATING_CRITERIA) as RatingCriterion[]).filter((criterion) =>
    casinos.some((casino) => casino.facts.ratings.some((rating) => rating.criterion === criterion)),
  );
  return (
    <section
      aria-label="Karşılaştırma tablosu"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe)
      tabIndex={0}
      className="relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2"
    >
      <table className="w-full min-w-[36rem] border-collapse">
        <caption className="sr-only">{casinos.map((casino) => casino.name).join(", ")} karşılaştırması</caption>
        <thead>
          <tr>
            <td className={`${ROW_HEAD} bg-white`} />
            {casinos.map((casino) => (
              <th key={casino.id} scope="col" className={`${CELL} min-w-40 text-left`}>
                <div className="flex flex-col items-start gap-2">
                  {casino.logoUrl ? (
                    <img src={casino.logoUrl} alt="" width={56} height={56} className="h-14 w-14 rounded-xl" />
                  ) : null}
                  <Link to={casinoPath(casino)} className="font-bold text-brand hover:underline">
                    {casino.name}
                  </Link>
                  <RatingBadge rating={casino.rating} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row
            label="En iyi güncel bonus"
            casinos={casinos}
            cell={(casino) =>
              casino.bestOffer ? (
                <div>
                  <Link to={casino.bestOffer.href} className="font-semibold text-brand hover:underline">
                    {casino.bestOffer.title}
                  </Link>
                  {casino.bestOffer.chips.length > 0 ? (
                    <ul className="mt-2 flex flex-wrap gap-1" aria-label="Bonus özeti">
                      {casino.bestOffer.chips.map((chip) => (
                        <li
                          key={chip}
                          className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900"
                        >
                          {chip}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ) : (
                <span className="text-slate-600">Güncel bonus yok</span>
              )
            }
          />
          <Row
            label="Genel puan"
            casinos={casinos}
            cell={(casino) => (casino.rating === null ? null : `${score(casino.rating)} / 5`)}
          />
          {criteria.map((criterion) => (
            <Row
              key={criterion}
              label={RATING_CRITERIA[criterion]}
              casinos={casinos}
              cell={(casino) => {
                const rating = casino.facts.ratings.find((r) => r.criterion === criterion);
                return rating ? `${score(rating.value)} / 5` : null;
              }}
            />
          ))}
          {labels.map((label) => (
            <Row
              key={label}
              label={label}
              casinos={casinos}
              cell={(casino) => factValues.get(casino.id)?.get(label) ?? null}
            />
          ))}
          <Row
            label="Ödeme yöntemleri"
            casinos={casinos}
            cell={(casino) =>
              casino.facts.paymentMethods.length === 0 ? null : (
                <ul className="space-y-1">
                  {casino.facts.paymentMethods.map((method) => (
                    <li key={method.id} className="flex items-center gap-2">
                      <img src={method.iconUrl} alt="" width={20} height={20} className="h-5 w-5" />
                      {method.name}
                    </li>
                  ))}
                </ul>
              )
            }
          />
          <Row
            label="Artıları"
            casinos={casinos}
            cell={(casino) => <MarkedItems items={casino.facts.pros} mark="+" />}
          />
          <Row
            label="Eksileri"
            casinos={casinos}
            cell={(casino) => <MarkedItems items={casino.facts.cons} mark="−" />}
          />
          <Row
            label="Site"
            casinos={casinos}
            cell={(casino) => (
              <a
                href={casinoVisitPath(casino)}
                target="_blank"
                rel={SPONSORED_REL}
                className="inline-block rounded-lg bg-accent px-3 py-2 text-sm font-bold text-ink hover:bg-amber-300"
              >
                Siteyi Ziyaret Et<span className="sr-only">: {casino.name} (yeni sekmede açılır)</span>
              </a>
            )}
          />
        </tbody>
      </table>
    </section>
  );
}

function MarkedItems({ items, mark }: { items: readonly string[]; mark: string }) {
  if (items.length === 0) return <Missing />;
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item} className="flex gap-1">
          <span aria-hidden="true" className="font-bold">
            {mark}
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : COMPARE_MESSAGES.loadFailed;
  return <LoadError text={listLoadErrorText(message)} />;
}
