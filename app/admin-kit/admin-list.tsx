import { Link, useNavigation } from "react-router";
import { Spinner } from "../components/ui/spinner.tsx";

/** The page's main action ('… Ekle') beside its heading. */
export const PRIMARY_ACTION_CLASS =
  "rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark";
/** A secondary link beside the main action ('Kategorileri Yönet'). */
export const SECONDARY_ACTION_CLASS =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50";
/** The way out of an empty list ('İlk … ekleyin'). */
export const EMPTY_ACTION_CLASS = "mt-3 inline-block font-semibold text-brand hover:underline";

/** An admin screen's heading: title, a line about what is shown (listed), and its actions on the right. */
export function AdminListHeading(props: {
  title: string;
  /** What the screen is for; left out where it would not apply (a screen drawn only to refuse). */
  description?: React.ReactNode;
  /** Classes of the title block (a long description wants `max-w-2xl`). */
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className={props.className}>
        <h1 className="text-2xl font-extrabold">{props.title}</h1>
        {props.description ? <p className="text-slate-600">{props.description}</p> : null}
      </div>
      {props.children}
    </div>
  );
}

/** The column of a one-column admin screen (a form page, settings, 'Hesabım'): centred, at a readable width. */
export const ADMIN_COLUMN_CLASS = "mx-auto max-w-3xl space-y-6";

/** A one-column admin screen: its heading, then its sections (settings, SEO, 'Hesabım', two-step sign-in). */
export function AdminColumnPage(props: { title: string; description: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className={ADMIN_COLUMN_CLASS}>
      <AdminListHeading title={props.title} description={props.description} />
      {props.children}
    </div>
  );
}

/** What an empty list shows instead: one line and, as `children`, the way to the first row. */
export function AdminListEmpty({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-8 text-center shadow-sm">
      <p className="text-slate-600">{message}</p>
      {children}
    </div>
  );
}

/** The list's card; `loading` (a page or filter on its way) dims it and marks it busy. */
export function AdminListSection(props: { label: string; loading?: boolean; children: React.ReactNode }) {
  return (
    <section
      aria-label={props.label}
      aria-busy={props.loading || undefined}
      className={`overflow-hidden rounded-xl bg-white shadow-sm transition-opacity ${props.loading ? "opacity-60" : ""}`}
    >
      {props.children}
    </section>
  );
}

/**
 * The column names above the rows, shown only where the rows are laid out as a grid (`className` says from which
 * width and with which columns); screen readers get each value's name from the row itself. The last is 'İşlemler'.
 */
export function AdminListHeader({ columns, className }: { columns: readonly string[]; className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 ${className}`}
    >
      {columns.map((column) => (
        <span key={column}>{column}</span>
      ))}
      <span className="text-right">İşlemler</span>
    </div>
  );
}

/** A value with its column name in front on narrow screens, where the header row is hidden (below 1280 px). */
export function ListCell(props: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`flex min-w-0 gap-2 xl:block ${props.className ?? ""}`}>
      <span className="min-w-20 shrink-0 text-slate-500 xl:sr-only">{props.label}:</span>
      <span className="min-w-0 break-words text-slate-700">{props.children}</span>
    </div>
  );
}

/** 'Düzenle' to a row's edit page, with a spinner while that page loads. */
export function RowEditLink({ to, name }: { to: string; name: string }) {
  const navigation = useNavigation();
  const opening = navigation.state === "loading" && navigation.location.pathname === to;
  return (
    <Link
      to={to}
      aria-label={`${name} düzenle`}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
    >
      {opening ? <Spinner /> : null}
      Düzenle
    </Link>
  );
}

/** A row's 'Düzenle' that opens the list's dialog (the lists edited in place); `label` is its accessible name. */
export function RowEditButton(props: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      aria-label={props.label}
      className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
    >
      Düzenle
    </button>
  );
}

/** A row's 'Sil', which opens the list's confirmation; `label` is its accessible name. */
export function RowDeleteButton(props: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      disabled={props.disabled}
      aria-label={props.label}
      onClick={props.onClick}
      className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
    >
      Sil
    </button>
  );
}
