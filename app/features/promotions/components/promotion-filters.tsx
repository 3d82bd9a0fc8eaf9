import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { CasinoNameField } from "../../../components/ui/casino-name-field.tsx";
import { LabelOptions } from "../../../components/ui/label-options.tsx";
import { formatLira } from "../../../utils/format.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../utils/search-query.ts";
import {
  CODE_OPTIONS,
  DEPOSIT_OPTIONS,
  EMPTY_LIST_STATE,
  type FilterOption,
  hasListFilters,
  LIST_PARAMS,
  PROMOTIONS_PATH,
  type PromotionListState,
  promotionListParams,
  promotionsHref,
  SORTS,
  WAGERING_OPTIONS,
} from "../promotion-list-params.ts";
import type { CategoryChip } from "../promotions.server.ts";

const FIELD_CLASS =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

interface PromotionFiltersProps {
  state: PromotionListState;
  categoryName: string | null;
  chips: readonly CategoryChip[];
  /** The filtered casino's name, null when none is chosen or the text named no casino. */
  casinoName: string | null;
  paymentMethods: readonly FilterOption[];
}

/**
 * The search form, the category chips, the filter and sort form (plain GET forms: they work without JavaScript and
 * every choice lands in the address), and the active filter line.
 */
export function PromotionFilters({ state, categoryName, chips, casinoName, paymentMethods }: PromotionFiltersProps) {
  const { q, category } = state;
  const [text, setText] = useState(q);
  // A link (a chip, "Filtreleri Temizle") changes the query: the box follows the address.
  useEffect(() => setText(q), [q]);
  const filtered = hasListFilters(state);
  const methodName = paymentMethods.find(([slug]) => slug === state.paymentMethod)?.[1] ?? state.paymentMethod;
  const withoutSearch = { ...state, q: "", page: 1 };
  // The form that sets filters keeps the search and the category, which other controls set.
  const formKey = JSON.stringify(promotionListParams(state));
  return (
    <div className="space-y-4">
      <Form method="get" action={PROMOTIONS_PATH} role="search" className="flex gap-2">
        <label htmlFor="promotion-search" className="sr-only">
          Promosyon ara
        </label>
        <input
          id="promotion-search"
          type="search"
          name={LIST_PARAMS.q}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Bonus veya açıklama ara…"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        <HiddenParams params={promotionListParams(withoutSearch)} />
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          Ara
        </button>
      </Form>

      {chips.length > 0 ? (
        <nav aria-label="Kategoriler">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Chip to={promotionsHref({ ...state, category: null, page: 1 })} active={!category}>
                Tümü
              </Chip>
            </li>
            {chips.map((chip) => (
              <li key={chip.id}>
                <Chip to={promotionsHref({ ...state, category: chip.slug, page: 1 })} active={chip.slug === category}>
                  {chip.name}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <Form
        key={formKey}
        method="get"
        action={PROMOTIONS_PATH}
        aria-label="Filtrele ve sırala"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-3 lg:grid-cols-7 lg:items-end"
      >
        <HiddenParams params={{ [LIST_PARAMS.q]: q || null, [LIST_PARAMS.category]: category }} />
        <CasinoNameField
          id={`promotion-filter-${LIST_PARAMS.casino}`}
          name={LIST_PARAMS.casino}
          label="Casino"
          defaultValue={casinoName ?? state.casino ?? ""}
          placeholder="Tümü"
          classNames={{
            wrapper: "flex min-w-0 flex-col gap-1",
            label: "text-xs font-semibold text-slate-700",
            input: FIELD_CLASS,
          }}
        />
        <Select label="Ödeme yöntemi" name={LIST_PARAMS.paymentMethod} value={state.paymentMethod ?? ""}>
          <LabelOptions empty="Tümü" labels={paymentMethods} />
        </Select>
        <Select label="Çevrim şartı" name={LIST_PARAMS.maxWagering} value={numberValue(state.maxWagering)}>
          <LabelOptions
            empty="Tümü"
            labels={withCurrent(WAGERING_OPTIONS, state.maxWagering).map(
              (n) => [n, n === 0 ? "Çevrimsiz" : `${n}x'e kadar`] as const,
            )}
          />
        </Select>
        <Select label="Minimum yatırım" name={LIST_PARAMS.maxDeposit} value={numberValue(state.maxDeposit)}>
          <LabelOptions
            empty="Tümü"
            labels={withCurrent(DEPOSIT_OPTIONS, state.maxDeposit).map(
              (n) => [n, n === 0 ? "Yatırımsız" : `${formatLira(n)}'ye kadar`] as const,
            )}
          />
        </Select>
        <Select label="Bonus kodu" name={LIST_PARAMS.code} value={state.code ?? ""}>
          <LabelOptions empty="Tümü" labels={CODE_OPTIONS} />
        </Select>
        <Select label="Sırala" name={LIST_PARAMS.sort} value={state.sort}>
          <LabelOptions labels={SORTS} />
        </Select>
        <button
          type="submit"
          className="col-span-2 rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark sm:col-span-1"
        >
          Uygula
        </button>
      </Form>

      {filtered ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm">
          <span className="font-semibold text-amber-900">Aktif Filtre</span>
          {q ? <Pill>Arama: “{q}”</Pill> : null}
          {category ? <Pill>Kategori: {categoryName ?? category}</Pill> : null}
          {state.casino ? <Pill>Casino: {casinoName ?? state.casino}</Pill> : null}
          {state.paymentMethod ? <Pill>Ödeme: {methodName}</Pill> : null}
          {state.maxWagering !== null ? (
            <Pill>{state.maxWagering === 0 ? "Çevrimsiz" : `Çevrim: en fazla ${state.maxWagering}x`}</Pill>
          ) : null}
          {state.maxDeposit !== null ? (
            <Pill>
              {state.maxDeposit === 0 ? "Yatırımsız" : `Min. yatırım: en fazla ${formatLira(state.maxDeposit)}`}
            </Pill>
          ) : null}
          {state.code ? <Pill>{CODE_OPTIONS[state.code]}</Pill> : null}
          {state.sort !== EMPTY_LIST_STATE.sort ? <Pill>Sıralama: {SORTS[state.sort]}</Pill> : null}
          <Link to={PROMOTIONS_PATH} className="ml-auto font-semibold text-brand underline hover:text-brand-dark">
            Filtreleri Temizle
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function numberValue(value: number | null): string {
  return value === null ? "" : String(value);
}

/** The offered values plus the address's own one, so the select shows what the list is filtered by. */
function withCurrent(options: readonly number[], current: number | null): number[] {
  return current === null || options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b);
}

function HiddenParams({ params }: { params: Readonly<Record<string, string | null>> }) {
  return (
    <>
      {Object.entries(params).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}

function Select({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  const id = `promotion-filter-${name}`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-700">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={FIELD_CLASS}>
        {children}
      </select>
    </div>
  );
}

function Pill({ children }: { children: React.ReactNode }) {
  return <span className="rounded-full bg-white px-2 py-0.5 text-slate-700 ring-1 ring-amber-200">{children}</span>;
}

function Chip({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={active ? "true" : undefined}
      className={`inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${
        active
          ? "border-brand bg-brand text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand"
      }`}
    >
      {children}
    </Link>
  );
}
