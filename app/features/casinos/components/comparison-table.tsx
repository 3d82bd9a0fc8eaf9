import type { ReactNode } from "react";
import { Link } from "react-router";
import { Picture } from "../../../components/ui/lazy-image.tsx";
import { OutboundLink } from "../../../components/ui/preview-mode.tsx";
import type { ComparedCasino } from "../casino-compare.server.ts";
import { CASINO_FACT_ROW_LABELS, casinoFactRows, RATING_CRITERIA, type RatingCriterion } from "../casino-labels.ts";
import { casinoPath, casinoVisitPath, formatRating } from "../casino-paths.ts";
import { RatingBadge } from "./rating-badge.tsx";

const score = (value: number | null) => formatRating(value);
const CELL = "min-w-0 border-b border-slate-200 px-3 py-3 align-top [overflow-wrap:anywhere]";
/**
 * Below 640 px each row is a grid: its label across the full width, the casinos' values side by side under it, so a
 * phone reads every casino at once without scrolling sideways. From 640 px it is a table row whose label column
 * stays in view while the table scrolls sideways (four casinos on a tablet).
 */
const ROW_HEAD = `${CELL} col-span-full bg-slate-50 text-left text-sm font-semibold text-slate-700 sm:sticky sm:left-0 sm:z-10 sm:w-44 sm:min-w-44`;

/** The phone grid of a row: two casinos side by side, three in three columns, four in two rows of two. */
function rowGrid(count: number): string {
  return `grid ${count === 3 ? "grid-cols-3" : "grid-cols-2"} sm:table-row`;
}

/** One row of the table: a label and a cell per casino. */
function Row(props: { label: string; casinos: ComparedCasino[]; cell: (casino: ComparedCasino) => ReactNode }) {
  const named = props.casinos.length > 2;
  return (
    <tr className={rowGrid(props.casinos.length)}>
      <th scope="row" className={ROW_HEAD}>
        {props.label}
      </th>
      {props.casinos.map((casino) => (
        <td key={casino.id} className={`${CELL} text-sm`}>
          {/* With more than two casinos a phone's cells wrap, so each names its casino. */}
          {named ? (
            <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-slate-500 sm:hidden">
              {casino.name}
            </span>
          ) : null}
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

/** The casinos side by side: facts, ratings, pros and cons, payment methods and best bonus. */
export function ComparisonTable({ casinos }: { casinos: ComparedCasino[] }) {
  const factValues = new Map(
    casinos.map((casino) => [casino.id, new Map(casinoFactRows(casino.facts).map((row) => [row.label, row.value]))]),
  );
  const labels = CASINO_FACT_ROW_LABELS.filter((label) => casinos.some((c) => factValues.get(c.id)?.has(label)));
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
      <table className="block w-full border-collapse sm:table sm:min-w-[36rem]">
        <caption className="sr-only">{casinos.map((casino) => casino.name).join(", ")} karşılaştırması</caption>
        <thead className="block sm:table-header-group">
          <tr className={rowGrid(casinos.length)}>
            <td className={`${ROW_HEAD} hidden bg-white sm:table-cell`} />
            {casinos.map((casino) => (
              <th key={casino.id} scope="col" className={`${CELL} text-left sm:min-w-40`}>
                <div className="flex flex-col items-start gap-2">
                  {casino.logoUrl ? (
                    <Picture src={casino.logoUrl} width={56} height={56} className="h-14 w-14 rounded-xl" />
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
        <tbody className="block sm:table-row-group">
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
              <OutboundLink
                href={casinoVisitPath(casino)}
                className="inline-block rounded-lg bg-accent px-3 py-2 text-sm font-bold text-ink hover:bg-amber-300"
              >
                Siteyi Ziyaret Et<span className="sr-only">: {casino.name} (yeni sekmede açılır)</span>
              </OutboundLink>
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
