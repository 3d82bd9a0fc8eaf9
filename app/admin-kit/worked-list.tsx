import { useEffect, useId, useRef, useState } from "react";
import { type FetcherWithComponents, Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { Pagination } from "../components/layout/pagination.tsx";
import { CancelButton } from "../components/ui/cancel-button.tsx";
import { CasinoNameField } from "../components/ui/casino-name-field.tsx";
import { ModalDialog } from "../components/ui/modal-dialog.tsx";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { formatDateTime } from "../utils/admin-format.ts";
import { formatDate } from "../utils/format.ts";
import { useToastingFetcher } from "./list-actions.ts";
import {
  BULK_CONFIRMED,
  BULK_INTENT,
  type BulkAction,
  bulkDeleteQuestion,
  clearedFilters,
  DATE_RANGE,
  isListAnswer,
  isNarrowed,
  LIST_PARAMS,
  type ListColumn,
  type ListDefinition,
  type ListState,
  listHref,
  readBulkDeleteStep,
  type SortDirection,
} from "./list-query.ts";
import { useFetcherSettled } from "./use-save-answer.ts";

/**
 * The admin list kit's screen parts: the search and filter form, the state tabs with counts, the
 * table with sortable headers and row selection, the bulk bar with its one confirmation, and the pager. Every part
 * reads the list's state from the parsed query and writes it to the address only.
 */

/** What the screen parts need to build a list's addresses. */
export interface WorkedListContext {
  path: string;
  query: ListState;
  definition: ListDefinition<string, string>;
}

const FIELD_CLASS =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30";

/**
 * The list's search box and filters as a GET form to the list's own address, so it works without JavaScript; the
 * chosen tab and sort go along, the page starts again at 1. `children` are the list's filters.
 */
export function ListSearchForm(props: { list: WorkedListContext; label: string; children?: React.ReactNode }) {
  const { path, query, definition } = props.list;
  const searchId = useId();
  const keep = listHref(path, query, definition);
  const cleared = listHref(path, query, definition, clearedFilters(definition));
  return (
    // The key renews the fields when the address changes (a tab, a cleared filter).
    <Form
      key={keep}
      method="get"
      action={path}
      role="search"
      aria-label={props.label}
      className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      {query.tab !== definition.tabs[0] ? <input type="hidden" name={LIST_PARAMS.tab} value={query.tab} /> : null}
      {query.sort !== definition.defaultSort || query.direction !== definition.defaultDirection ? (
        <>
          <input type="hidden" name={LIST_PARAMS.sort} value={query.sort} />
          <input type="hidden" name={LIST_PARAMS.direction} value={query.direction} />
        </>
      ) : null}
      <div className="min-w-48 flex-1">
        <label htmlFor={searchId} className="text-sm font-semibold text-slate-700">
          Ara
        </label>
        <input
          id={searchId}
          type="search"
          name={LIST_PARAMS.search}
          defaultValue={query.search}
          maxLength={100}
          className={FIELD_CLASS}
        />
      </div>
      {props.children}
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Filtrele
        </button>
        {isNarrowed(query, definition) ? (
          <Link
            to={cleared}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Temizle
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** A select among a list's filters ('Casino', 'Kategori'); its first option means 'every'. */
export function ListSelectFilter(props: {
  name: string;
  label: string;
  value: string | null;
  all: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="min-w-40">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value ?? ""} className={FIELD_CLASS}>
        <option value="">{props.all}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The casino filter of a list whose rows belong to casinos: a name field with suggestions, not a select of every
 * casino. The route turns the typed name into the casino's id.
 */
export function ListCasinoFilter(props: { name: string; label: string; casinoName: string | null; all: string }) {
  const id = useId();
  return (
    <CasinoNameField
      id={id}
      name={props.name}
      label={props.label}
      defaultValue={props.casinoName ?? ""}
      placeholder={props.all}
      classNames={{ wrapper: "min-w-40", label: "text-sm font-semibold text-slate-700", input: FIELD_CLASS }}
    />
  );
}

/** 'Eklenme tarihi' from one day to another, both included. */
export function ListDateRange(props: { from: string | null; to: string | null }) {
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Eklenme tarihi aralığı</legend>
      <div>
        <label htmlFor={fromId} className="text-sm font-semibold text-slate-700">
          Eklenme (başlangıç)
        </label>
        <input
          id={fromId}
          type="date"
          name={DATE_RANGE.from.param}
          defaultValue={props.from ?? ""}
          className={FIELD_CLASS}
        />
      </div>
      <div>
        <label htmlFor={toId} className="text-sm font-semibold text-slate-700">
          Eklenme (bitiş)
        </label>
        <input id={toId} type="date" name={DATE_RANGE.to.param} defaultValue={props.to ?? ""} className={FIELD_CLASS} />
      </div>
    </fieldset>
  );
}

/** A yes/no filter ('Süresi 7 gün içinde dolanlar'). */
export function ListCheckboxFilter(props: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex items-center gap-2 py-2 text-sm font-semibold text-slate-700">
      <input
        type="checkbox"
        name={props.name}
        value="1"
        defaultChecked={props.checked}
        className="h-4 w-4 accent-brand"
      />
      {props.label}
    </label>
  );
}

/** The state tabs as links with their counts (the search and filters applied); the chosen one is the current page. */
export function ListStateTabs(props: {
  list: WorkedListContext;
  tabs: readonly { value: string; label: string }[];
  counts: Readonly<Record<string, number>>;
}) {
  const { path, query, definition } = props.list;
  return (
    <nav aria-label="Durum sekmeleri">
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {props.tabs.map((tab) => {
          const current = tab.value === query.tab;
          return (
            <li key={tab.value}>
              <Link
                to={listHref(path, query, definition, { tab: tab.value })}
                aria-current={current ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold ${current ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-ink"}`}
              >
                {tab.label}{" "}
                <span className="font-normal">({(props.counts[tab.value] ?? 0).toLocaleString("tr-TR")})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Which rows are chosen for a bulk action: only rows of the page on screen, forgotten when the page changes. */
export function useListSelection(rows: readonly { id: string }[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const ids = rows.map((row) => row.id).join(",");
  useEffect(() => {
    const onPage = new Set(ids.split(","));
    setChosen((current) => {
      const kept = [...current].filter((id) => onPage.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [ids]);
  const all = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  return {
    chosen,
    count: chosen.size,
    all,
    some: chosen.size > 0 && !all,
    has: (id: string) => chosen.has(id),
    toggle: (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setChosen(all ? new Set() : new Set(rows.map((row) => row.id))),
    clear: () => setChosen(new Set()),
  };
}

export type ListSelection = ReturnType<typeof useListSelection>;

/** The 'all rows of this page' checkbox, half-checked when some are chosen. */
function SelectAllBox({ selection }: { selection: ListSelection }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.some;
  }, [selection.some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Bu sayfadaki tümünü seç"
      checked={selection.all}
      onChange={selection.toggleAll}
      className="h-4 w-4 accent-brand"
    />
  );
}

/**
 * The list's table: a selection box per row, column headers that sort (with `aria-sort`) and 'İşlemler'. At 1280 px
 * and up a table; below, each row is a card whose values carry their column names (`ListCell`), and the headers
 * that sort stay as a row of sort links.
 */
export function ListTable<Row extends { id: string }>(props: {
  list: WorkedListContext;
  label: string;
  rows: readonly Row[];
  rowName: (row: Row) => string;
  selection: ListSelection;
  /** The id of the list's bulk form (`ListBulkBar`): each row's box belongs to it, so it posts without JavaScript. */
  bulkForm?: string;
  /** The row's cells after its selection box: one per column, then the actions cell (`ListActionsCell`). */
  children: (row: Row) => React.ReactNode;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === props.list.path;
  return (
    <section
      aria-label={props.label}
      aria-busy={loading || undefined}
      className={`overflow-hidden rounded-xl bg-white shadow-sm transition-opacity ${loading ? "opacity-60" : ""}`}
    >
      <table className="block w-full text-sm xl:table">
        <caption className="sr-only">{props.label}</caption>
        <thead className="block border-b border-slate-200 bg-slate-50 text-left text-slate-600 xl:table-header-group">
          <tr className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 xl:table-row xl:p-0">
            <th scope="col" className="xl:w-10 xl:py-3 xl:pl-4">
              <SelectAllBox selection={props.selection} />
            </th>
            {props.list.definition.columns.map((column) => (
              <SortHeader key={column.label} list={props.list} column={column} />
            ))}
            <th scope="col" className="hidden px-4 py-3 text-right font-semibold xl:table-cell">
              İşlemler
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 xl:table-row-group">
          {props.rows.map((row) => {
            const name = props.rowName(row);
            return (
              <tr key={row.id} className="relative block px-4 py-3 pl-12 xl:table-row xl:p-0">
                <td className="absolute top-4 left-4 xl:static xl:table-cell xl:py-3 xl:pl-4 xl:align-middle">
                  <input
                    type="checkbox"
                    name="ids"
                    value={row.id}
                    form={props.bulkForm}
                    aria-label={`${name} seç`}
                    checked={props.selection.has(row.id)}
                    onChange={() => props.selection.toggle(row.id)}
                    className="h-4 w-4 accent-brand"
                  />
                </td>
                {props.children(row)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function SortHeader({ list, column }: { list: WorkedListContext; column: ListColumn }) {
  const { query, path, definition } = list;
  const base = `px-4 py-3 font-semibold ${column.className ?? ""}`;
  if (!column.sort) {
    return (
      <th scope="col" className={`hidden xl:table-cell ${base}`}>
        {column.label}
      </th>
    );
  }
  const active = query.sort === column.sort;
  const next: SortDirection = active
    ? query.direction === "artan"
      ? "azalan"
      : "artan"
    : (column.firstDirection ?? "artan");
  return (
    <th
      scope="col"
      aria-sort={active ? (query.direction === "artan" ? "ascending" : "descending") : "none"}
      className={`block xl:table-cell xl:px-4 xl:py-3 ${active ? "text-brand" : ""} font-semibold ${column.className ?? ""}`}
    >
      <Link
        to={listHref(path, query, definition, { sort: column.sort, direction: next, page: 1 })}
        className="inline-flex items-center gap-1 rounded hover:underline"
      >
        {column.label}
        <span aria-hidden="true" className="text-xs">
          {active ? (query.direction === "artan" ? "▲" : "▼") : "↕"}
        </span>
      </Link>
    </th>
  );
}

/** A row's value; below 1280 px its column name stands in front of it. */
export function ListCell(props: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <td className={`flex min-w-0 gap-2 py-0.5 xl:table-cell xl:px-4 xl:py-3 xl:align-middle ${props.className ?? ""}`}>
      <span className="w-24 shrink-0 text-slate-500 xl:hidden">{props.label}:</span>
      <span className="min-w-0 break-words text-slate-700">{props.children}</span>
    </td>
  );
}

/**
 * A row's date (`formatDate`) or moment (`time`: `formatDateTime`), kept on one line on a desktop; `none` when there
 * is none ('Süresiz', 'Henüz yok').
 */
export function ListDateCell(props: { label: string; at: string | null; time?: boolean; none?: string }) {
  const text = props.at === null ? null : props.time ? formatDateTime(props.at) : formatDate(props.at);
  return (
    <ListCell label={props.label} className="xl:whitespace-nowrap">
      {text ?? props.none ?? "—"}
    </ListCell>
  );
}

/**
 * An address in a row, as a link that opens it in a new tab: one of our pages, or (`outside`) another site's, which
 * is neither vouched for (`nofollow`) nor told where the admin came from.
 */
export function ListAddressLink(props: { href: string; outside?: boolean }) {
  return (
    <a
      href={props.href}
      target="_blank"
      rel={props.outside ? "noopener noreferrer nofollow" : "noopener"}
      className="block truncate text-sm text-brand hover:underline"
    >
      {props.href}
    </a>
  );
}

/** A row's first value (its name), shown without a column name. */
export function ListNameCell(props: { children: React.ReactNode }) {
  return <td className="block min-w-0 pb-1 xl:table-cell xl:px-4 xl:py-3 xl:align-middle">{props.children}</td>;
}

/** The row's actions, last. */
export function ListActionsCell(props: { children: React.ReactNode }) {
  return (
    <td className="block pt-2 xl:table-cell xl:px-4 xl:py-3 xl:align-middle">
      <div className="flex flex-wrap items-center gap-1 xl:flex-nowrap xl:justify-end xl:whitespace-nowrap">
        {props.children}
      </div>
    </td>
  );
}

const BULK_LABELS: Record<BulkAction, string> = {
  publish: "Yayınla",
  unpublish: "Taslağa Al",
  activate: "Aktif Yap",
  deactivate: "Pasif Yap",
  approve: "Onayla",
  spam: "Spam olarak işaretle",
  delete: "Sil",
};

/**
 * What to do with the chosen rows: one button per bulk action the list offers, each one post (intent=bulk, action,
 * ids) to the list's address; 'Sil' asks once first, naming the count ('3 promosyon silinsin mi?'), in the
 * confirmation form (`BulkDeleteForm`). A write that worked comes back as a redirect to the list with its toast.
 *
 * Without JavaScript the bar is a plain form (`id`) that the rows' boxes belong to: a button posts the checked rows,
 * and 'Sil' is redirected to the list's confirmation step (`?silinecek=`), which draws the same form
 * (`ListAnswerPanel`). With JavaScript the same buttons post through a fetcher, and 'Sil' opens the dialog holding
 * that form.
 */
export function ListBulkBar(props: {
  list: WorkedListContext;
  selection: ListSelection;
  /** The form's id, given to the rows' boxes (`ListTable`'s `bulkForm`). */
  id?: string;
}) {
  const fetcher = useToastingFetcher();
  const [confirming, setConfirming] = useState(false);
  const hydrated = useHydrated();
  const { selection } = props;
  const busy = fetcher.state !== "idle";
  // A post that worked redirected back to the list: the choice is done with. A refusal keeps it, to try again.
  useFetcherSettled(fetcher, (answer) => {
    if (answer === undefined) selection.clear();
  });
  const { path, query, definition } = props.list;
  const here = listHref(path, query, definition);
  const run = (action: BulkAction) => {
    fetcher.submit(
      { intent: BULK_INTENT, action, ids: [...selection.chosen].join(",") },
      { method: "post", action: here, preventScrollReset: true },
    );
  };
  const { actions, noun } = definition.bulk;
  return (
    <>
      <form
        id={props.id}
        method="post"
        action={here}
        aria-label="Toplu işlemler"
        className="flex flex-wrap items-center gap-2 rounded-xl bg-white px-4 py-3 text-sm shadow-sm"
      >
        <input type="hidden" name="intent" value={BULK_INTENT} />
        <p aria-live="polite" className="mr-2 font-semibold text-slate-700">
          {!hydrated
            ? "Satırları seçip bir toplu işlem düğmesine basın"
            : selection.count === 0
              ? "Toplu işlem için satır seçin"
              : `${selection.count} ${noun} seçildi`}
        </p>
        {actions.map((action) => (
          <button
            key={action}
            type="submit"
            name="action"
            value={action}
            disabled={hydrated && (selection.count === 0 || busy)}
            onClick={(event) => {
              event.preventDefault();
              if (action === "delete") setConfirming(true);
              else run(action);
            }}
            className={`rounded-lg border px-3 py-1.5 font-semibold disabled:opacity-50 ${action === "delete" ? "border-red-200 text-red-700 hover:bg-red-50" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
          >
            {`Seçilenleri ${BULK_LABELS[action].toLocaleLowerCase("tr-TR")}`}
          </button>
        ))}
      </form>
      <ModalDialog open={confirming} title={BULK_DELETE_TITLE} onClose={() => setConfirming(false)}>
        <BulkDeleteForm
          form={fetcher.Form}
          action={here}
          ids={[...selection.chosen]}
          question={bulkDeleteQuestion(selection.count, noun)}
          onSubmit={() => setConfirming(false)}
        >
          <CancelButton onClick={() => setConfirming(false)} />
        </BulkDeleteForm>
      </ModalDialog>
    </>
  );
}

const BULK_DELETE_TITLE = "Seçilenleri sil";

/**
 * A bulk delete's confirmation, one form for both ways of asking: the question, the chosen rows as hidden fields,
 * `onay=1`, 'Sil' and the way back (`children`). In the bulk bar's dialog it posts through the bar's fetcher; on the
 * confirmation step a browser without JavaScript is redirected to, it is a plain form.
 */
export function BulkDeleteForm(props: {
  /** React Router's `Form`, or the bar's `fetcher.Form`. */
  form: typeof Form | FetcherWithComponents<unknown>["Form"];
  action: string;
  ids: readonly string[];
  question: string;
  onSubmit?: () => void;
  /** The way back: the dialog's 'İptal', the step's 'Vazgeç'. */
  children: React.ReactNode;
}) {
  const FormPart = props.form;
  return (
    <FormPart
      method="post"
      action={props.action}
      preventScrollReset
      aria-label={BULK_DELETE_TITLE}
      onSubmit={props.onSubmit}
      className="space-y-3"
    >
      <p className="text-slate-700">{props.question}</p>
      <input type="hidden" name="intent" value={BULK_INTENT} />
      <input type="hidden" name="action" value="delete" />
      <input type="hidden" name="ids" value={props.ids.join(",")} />
      <input type="hidden" name={BULK_CONFIRMED.name} value={BULK_CONFIRMED.value} />
      <div className="flex flex-wrap justify-end gap-2">
        {props.children}
        <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          Sil
        </button>
      </div>
    </FormPart>
  );
}

/**
 * What a browser without JavaScript sees of a list's posts in the page itself (with JavaScript the fetcher's refusal
 * is toasted): a refusal as an alert, and the bulk delete's confirmation step (`?silinecek=`, where an unconfirmed
 * delete is redirected) as the dialog's form (`BulkDeleteForm`), or its refusal when the ids are not the rows a bulk
 * action may name.
 */
export function ListAnswerPanel({ list }: { list: WorkedListContext }) {
  const answer = useActionData();
  const step = readBulkDeleteStep(useLocation().search);
  const { path, query, definition } = list;
  const back = listHref(path, query, definition);
  const refused = isListAnswer(answer) && !answer.ok ? answer.message : step && "refused" in step ? step.refused : null;
  if (refused !== null) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 shadow-sm">
        {refused}
      </p>
    );
  }
  if (step === null || !("ids" in step)) return null;
  return (
    <section
      aria-labelledby="bulk-confirm-title"
      className="space-y-3 rounded-xl border border-red-200 bg-white p-4 text-sm shadow-sm"
    >
      <h2 id="bulk-confirm-title" className="font-bold text-ink">
        {BULK_DELETE_TITLE}
      </h2>
      <BulkDeleteForm
        form={Form}
        action={back}
        ids={step.ids}
        question={bulkDeleteQuestion(step.ids.length, definition.bulk.noun)}
      >
        <Link
          to={back}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-50"
        >
          Vazgeç
        </Link>
      </BulkDeleteForm>
    </section>
  );
}

/** The pager of a worked list: every other part of its state stays in the page links. */
export function ListPager(props: { list: WorkedListContext; page: number; pageCount: number }) {
  const { path, query, definition } = props.list;
  const href = listHref(path, query, definition);
  const filters = Object.fromEntries(new URL(href, "http://x").searchParams);
  return <Pagination path={path} filters={filters} page={props.page} pageCount={props.pageCount} />;
}

/**
 * What a list shows instead of its table when the tab, search or filters leave no row; the list itself is not empty
 * (that is the screen's own empty state).
 */
export function ListNoMatch({ list }: { list: WorkedListContext }) {
  const { path, query, definition } = list;
  return (
    <div className="rounded-xl bg-white p-8 text-center shadow-sm">
      <p className="text-slate-600">Bu seçime uyan kayıt yok.</p>
      {isNarrowed(query, definition) ? (
        <Link
          to={listHref(path, query, definition, clearedFilters(definition))}
          className="mt-3 inline-block font-semibold text-brand hover:underline"
        >
          Aramayı ve filtreleri temizle
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A whole worked list below its heading: the search form (with `filters`), the state tabs (when the list has more
 * than one), then the bulk bar and the table, or 'no match', and the pager. The selection lives here.
 */
export function WorkedList<Row extends { id: string }>(props: {
  list: WorkedListContext;
  searchLabel: string;
  filters?: React.ReactNode;
  /** The loader's page of the list (`readListPage`). */
  data: { rows: readonly Row[]; counts: Readonly<Record<string, number>>; page: number; pageCount: number };
  label: string;
  rowName: (row: Row) => string;
  children: (row: Row) => React.ReactNode;
}) {
  const { list, data } = props;
  const selection = useListSelection(data.rows);
  const bulkForm = useId();
  return (
    <>
      <ListSearchForm list={list} label={props.searchLabel}>
        {props.filters}
      </ListSearchForm>
      {list.definition.tabLabels.length > 1 ? (
        <ListStateTabs list={list} tabs={list.definition.tabLabels} counts={data.counts} />
      ) : null}
      <ListAnswerPanel list={list} />
      {data.rows.length === 0 ? (
        <ListNoMatch list={list} />
      ) : (
        <>
          <ListBulkBar list={list} selection={selection} id={bulkForm} />
          <ListTable
            list={list}
            label={props.label}
            rows={data.rows}
            rowName={props.rowName}
            selection={selection}
            bulkForm={bulkForm}
          >
            {props.children}
          </ListTable>
        </>
      )}
      <ListPager list={list} page={data.page} pageCount={data.pageCount} />
    </>
  );
}
