import { useId } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import {
  AdminListEmpty,
  AdminListHeading,
  AdminListSection,
  ListCell,
  SECONDARY_ACTION_CLASS,
} from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { FORM_INPUT_CLASS, FormField, invalidProps } from "../../admin-kit/form-parts.tsx";
import { pageHref, readPageParam } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { getServices } from "../../context.ts";
import { STATISTICS_ADMIN_MESSAGES as M } from "../../features/statistics/admin-messages.ts";
import { DailyChart, dayLabel } from "../../features/statistics/components/daily-chart.tsx";
import {
  loadStatisticsPage,
  readStatisticsFilters,
  type StatisticsFilterErrors,
  type StatisticsFilterValues,
  type StatisticsRow,
  type StatisticsTotals,
  statisticsParams,
} from "../../features/statistics/statistics.server.ts";
import {
  CASINO_LIST_PATH,
  editItemPath,
  PROMOTION_LIST_PATH,
  STATISTICS_EXPORT_PATH,
  STATISTICS_PATH,
} from "../../utils/admin-paths.ts";
import { formatNumber } from "../../utils/format.ts";
import { isDay } from "../../utils/istanbul-time.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/statistics";

// Below 1280 px each row is a card.
const COLUMNS = "xl:grid-cols-[minmax(0,1fr)_8rem_7rem_7rem_9rem]";

export const meta = () => adminTitle(M.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const url = new URL(request.url);
  const filters = readStatisticsFilters(url.searchParams, new Date());
  if (!filters.ok) {
    return data({ ok: false as const, values: filters.values, errors: filters.errors }, { status: 400 });
  }
  const page = await loadOrFail(logger, { log: "istatistikler yüklenemedi", message: M.loadFailed }, () =>
    loadStatisticsPage(db, filters.query, readPageParam(url)),
  );
  return {
    ok: true as const,
    values: filters.values,
    errors: {} as StatisticsFilterErrors,
    query: filters.query,
    params: statisticsParams(filters.query),
    ...page,
  };
}

/** "%12,5" (Turkish puts the sign first); "—" when there is nothing to divide by. */
function percent(fraction: number | null): string {
  return fraction === null ? "—" : `%${formatNumber(fraction * 100, { max: 1 })}`;
}

/** The change against the previous span: "+%20", "−%5", "yeni" (none before), "—" (none either time). */
function trendText(current: number, trend: number | null): string {
  if (trend === null) return current > 0 ? "yeni" : "—";
  const sign = trend > 0 ? "+" : trend < 0 ? "−" : "";
  return `${sign}%${formatNumber(Math.abs(trend) * 100, { max: 1 })}`;
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === STATISTICS_PATH;
  const { values, errors } = loaderData;
  return (
    <div className="space-y-6">
      <AdminListHeading title={M.title} className="max-w-2xl" description={M.description}>
        {loaderData.ok ? (
          <a href={pageHref(STATISTICS_EXPORT_PATH, 1, loaderData.params)} download className={SECONDARY_ACTION_CLASS}>
            CSV olarak indir
          </a>
        ) : null}
      </AdminListHeading>

      <StatisticsFiltersForm key={JSON.stringify(values)} values={values} errors={errors} />

      {loaderData.ok ? (
        <>
          <p className="text-sm text-slate-700">
            {dayLabel(loaderData.query.from)} – {dayLabel(loaderData.query.to)}; önceki dönem{" "}
            {dayLabel(loaderData.query.previousFrom)} – {dayLabel(loaderData.query.previousTo)}.
          </p>
          <Totals totals={loaderData.totals} />
          <DailyChart days={loaderData.days} />
          {loaderData.rows.length === 0 ? (
            <AdminListEmpty message={M.empty} />
          ) : (
            <AdminListSection
              label={loaderData.query.view === "casino" ? "Casino istatistikleri" : "Promosyon istatistikleri"}
              loading={loading}
            >
              <div
                aria-hidden="true"
                className={`hidden gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 xl:grid ${COLUMNS}`}
              >
                <span>{loaderData.query.view === "casino" ? "Casino" : "Promosyon"}</span>
                <span>Görüntülenme</span>
                <span>Tıklama</span>
                <span>Tıklama oranı</span>
                <span>Önceki döneme göre</span>
              </div>
              <ul className="divide-y divide-slate-100">
                {loaderData.rows.map((row) => (
                  <StatisticsRowItem key={row.id} row={row} view={loaderData.query.view} />
                ))}
              </ul>
            </AdminListSection>
          )}
          <Pagination
            path={STATISTICS_PATH}
            filters={loaderData.params}
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            className=""
          />
        </>
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {M.invalidFilters}
        </p>
      )}
    </div>
  );
}

function Totals({ totals }: { totals: StatisticsTotals }) {
  const figures = [
    { label: "Görüntülenme", value: formatNumber(totals.views), before: formatNumber(totals.previousViews) },
    {
      label: "Tıklama",
      value: formatNumber(totals.clicks),
      before: formatNumber(totals.previousClicks),
      trend: trendText(totals.clicks, totals.trend),
    },
    { label: "Tıklama oranı", value: percent(totals.rate), before: percent(totals.previousRate) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-2xl font-extrabold tabular-nums">{figure.value}</dd>
          <dd className="text-xs text-slate-600">
            Önceki dönem: {figure.before}
            {figure.trend ? ` (${figure.trend})` : ""}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatisticsRowItem({ row, view }: { row: StatisticsRow; view: "promosyon" | "casino" }) {
  const editPath = editItemPath(view === "casino" ? CASINO_LIST_PATH : PROMOTION_LIST_PATH, row.id);
  return (
    <li className={`grid gap-x-4 gap-y-1 px-4 py-3 text-sm xl:items-start ${COLUMNS}`}>
      <div className="min-w-0">
        <Link to={editPath} className="font-semibold text-brand hover:underline">
          {row.name}
        </Link>
        {row.casinoName ? <span className="block text-xs text-slate-600">{row.casinoName}</span> : null}
      </div>
      <ListCell label="Görüntülenme">{formatNumber(row.views)}</ListCell>
      <ListCell label="Tıklama">{formatNumber(row.clicks)}</ListCell>
      <ListCell label="Tıklama oranı">{percent(row.rate)}</ListCell>
      <ListCell label="Önceki döneme göre">
        {trendText(row.clicks, row.trend)}
        <span className="block text-xs text-slate-600">Önceki dönem: {formatNumber(row.previousClicks)} tıklama</span>
      </ListCell>
    </li>
  );
}

const SELECT_FIELDS = {
  donem: {
    label: "Dönem",
    options: [
      ["7", "Son 7 gün"],
      ["30", "Son 30 gün"],
      ["90", "Son 90 gün"],
      ["ozel", "Tarih aralığı"],
    ],
  },
  gorunum: {
    label: "Görünüm",
    options: [
      ["promosyon", "Promosyonlar"],
      ["casino", "Casinolar"],
    ],
  },
  sirala: {
    label: "Sırala",
    options: [
      ["tiklama", "Tıklama"],
      ["goruntulenme", "Görüntülenme"],
      ["oran", "Tıklama oranı"],
      ["degisim", "Tıklama değişimi"],
      ["ad", "Ad"],
    ],
  },
  yon: {
    label: "Yön",
    options: [
      ["azalan", "Azalan"],
      ["artan", "Artan"],
    ],
  },
} as const;

/** A GET form: its fields are the address's parameters, so every view has an address and needs no JavaScript. */
function StatisticsFiltersForm(props: { values: StatisticsFilterValues; errors: StatisticsFilterErrors }) {
  const ids = useId();
  const { values, errors } = props;
  const select = (name: keyof typeof SELECT_FIELDS) => {
    const id = `${ids}-${name}`;
    const field = SELECT_FIELDS[name];
    return (
      <FormField id={id} label={field.label} error={errors[name]}>
        <select
          id={id}
          name={name}
          defaultValue={values[name]}
          className={FORM_INPUT_CLASS}
          {...invalidProps(id, errors[name])}
        >
          {field.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };
  const day = (name: "baslangic" | "bitis", label: string) => {
    const id = `${ids}-${name}`;
    return (
      <FormField id={id} label={label} hint={M.dateHint} error={errors[name]}>
        <input
          id={id}
          type="date"
          name={name}
          // A date field holds a real day or nothing (a wrong one is in the error under it).
          defaultValue={values.donem === "ozel" && isDay(values[name]) ? values[name] : ""}
          className={FORM_INPUT_CLASS}
          {...invalidProps(id, errors[name])}
        />
      </FormField>
    );
  };
  return (
    <Form
      method="get"
      action={STATISTICS_PATH}
      role="search"
      aria-label="İstatistikleri filtrele"
      // Columns as wide as a select's longest value, as many as fit: the row wraps rather than cut a value short.
      className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,11rem),1fr))] items-start gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      {select("donem")}
      {day("baslangic", "Başlangıç")}
      {day("bitis", "Bitiş")}
      {select("gorunum")}
      {select("sirala")}
      {select("yon")}
      <button
        type="submit"
        className="h-fit self-end rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        Göster
      </button>
    </Form>
  );
}
