import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { pageHref } from "../../../components/layout/page-param.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../utils/search-query.ts";
import type { CategoryChip } from "../promotions.server.ts";

export interface PromotionFilterState {
  q: string;
  category: string | null;
  page?: number;
}

export const PROMOTIONS_PATH = "/bonuslar";

/** The filters of /bonuslar as its query parameters (?q=…&kategori=…), for pageHref and the pager. */
export function promotionFilterParams(state: PromotionFilterState): Record<string, string | null> {
  return { q: state.q, kategori: state.category };
}

/** /bonuslar?q=…&kategori=…&sayfa=…; empty values and page 1 are left out, so every state has one address. */
export function promotionsHref(state: PromotionFilterState): string {
  return pageHref(PROMOTIONS_PATH, state.page ?? 1, promotionFilterParams(state));
}

interface PromotionFiltersProps {
  q: string;
  category: string | null;
  categoryName: string | null;
  chips: readonly CategoryChip[];
}

/** The search form (a plain GET form: works without JavaScript), the category chips and the active filter line. */
export function PromotionFilters({ q, category, categoryName, chips }: PromotionFiltersProps) {
  const [text, setText] = useState(q);
  // A link (a chip, "Filtreleri Temizle") changes the query: the box follows the address.
  useEffect(() => setText(q), [q]);
  const filtered = Boolean(q || category);
  return (
    <div className="space-y-4">
      <Form method="get" action="/bonuslar" role="search" className="flex gap-2">
        <label htmlFor="promotion-search" className="sr-only">
          Promosyon ara
        </label>
        <input
          id="promotion-search"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Bonus veya açıklama ara…"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        {category ? <input type="hidden" name="kategori" value={category} /> : null}
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
          Ara
        </button>
      </Form>

      {chips.length > 0 ? (
        <nav aria-label="Kategoriler">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Chip to={promotionsHref({ q, category: null })} active={!category}>
                Tümü
              </Chip>
            </li>
            {chips.map((chip) => (
              <li key={chip.id}>
                <Chip to={promotionsHref({ q, category: chip.slug })} active={chip.slug === category}>
                  {chip.name}
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {filtered ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm">
          <span className="font-semibold text-amber-900">Aktif Filtre</span>
          {q ? (
            <span className="rounded-full bg-white px-2 py-0.5 text-slate-700 ring-1 ring-amber-200">Arama: “{q}”</span>
          ) : null}
          {category ? (
            <span className="rounded-full bg-white px-2 py-0.5 text-slate-700 ring-1 ring-amber-200">
              Kategori: {categoryName ?? category}
            </span>
          ) : null}
          <Link to="/bonuslar" className="ml-auto font-semibold text-brand underline hover:text-brand-dark">
            Filtreleri Temizle
          </Link>
        </div>
      ) : null}
    </div>
  );
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
