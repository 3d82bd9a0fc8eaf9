import { Link } from "react-router";
import { editItemPath } from "../utils/admin-paths.ts";
import { ActiveBadge, ActiveToggle, type useActiveToggle } from "./active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeading,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditButton,
  RowEditLink,
  SECONDARY_ACTION_CLASS,
} from "./admin-list.tsx";
import { RowDeleteDialog } from "./delete-confirm-dialog.tsx";
import { useListDeletion } from "./list-actions.ts";
import { isNarrowed, type ListAddressing, type ListState } from "./list-query.ts";
import {
  ListActionsCell,
  ListAddressLink,
  ListCell,
  ListDateCell,
  ListNameCell,
  WorkedList,
  type WorkedListContext,
} from "./worked-list.tsx";

/**
 * One admin list screen: the heading with its '… Ekle' action, the empty state or the worked list
 * and the delete confirmation. The columns and bulk actions come from the list's definition
 * (`defineList`), which the route's action reads too; the route keeps its row cells, its filters and its dialogs.
 */

/** What a list route's loader answers (`loadAdminList`): one page of rows, the tab counts and the parsed query. */
export interface AdminListData<Row> {
  rows: readonly Row[];
  counts: Readonly<Record<string, number>>;
  page: number;
  pageCount: number;
  query: ListState;
}

/** Whether a list has no rows at all (not: none match the search or filters), so the empty state shows. */
export function isEmptyList(
  data: { counts: Readonly<Record<string, number>>; query: ListState },
  definition: Pick<ListAddressing, "filters">,
): boolean {
  return (data.counts.tumu ?? 0) === 0 && !isNarrowed(data.query, definition);
}

/** A row's delete wiring, for its cells: the delete button's `disabled` and `onClick`. */
export interface RowDeletion {
  deleting: boolean;
  onDelete: () => void;
}

/**
 * A row's 'Sil', which opens the list's confirmation for this row; `label` is its accessible name, `busy` says
 * another of the row's actions is on its way.
 */
function RowDelete(props: { label: string; deletion: RowDeletion; busy?: boolean }) {
  const { deletion } = props;
  return (
    <RowDeleteButton label={props.label} disabled={deletion.deleting || !!props.busy} onClick={deletion.onDelete} />
  );
}

/**
 * The actions cell of a row edited on its own page: its active switch (when `toggle` is given), 'Düzenle' to
 * `path`'s edit page, and 'Sil'. `name` names the row in each button's accessible name.
 */
function RowPageActions(props: {
  path: string;
  row: { id: string; name: string };
  deletion: RowDeletion;
  toggle?: ReturnType<typeof useActiveToggle> | null;
}) {
  const { path, row, deletion, toggle } = props;
  return (
    <ListActionsCell>
      {toggle ? <ActiveToggle toggle={toggle} id={row.id} name={row.name} action={path} /> : null}
      <RowEditLink to={editItemPath(path, row.id)} name={row.name} />
      <RowDelete label={`${row.name} sil`} deletion={deletion} />
    </ListActionsCell>
  );
}

/** The 'Durum' value of a row with an active switch: 'Aktif' or 'Pasif', already where its toggle is going. */
function RowActive({ toggle }: { toggle: ReturnType<typeof useActiveToggle> }) {
  return (
    <ListCell label="Durum">
      <ActiveBadge active={toggle.active} />
    </ListCell>
  );
}

/**
 * What a list route's cells are made of, one name for the kit's row parts: `Name` first, one `Cell`
 * per column (`Date` for a date, `Active` for the 'Durum' of a row with an active switch, `Address` for a link
 * inside a cell), and last `PageActions` for a row edited on its own page, or `Actions` around the row's buttons
 * (`Toggle`, `Edit` for the list's dialog, `Delete`).
 */
export const ListRow = {
  Name: ListNameCell,
  Cell: ListCell,
  Date: ListDateCell,
  Active: RowActive,
  Address: ListAddressLink,
  PageActions: RowPageActions,
  Actions: ListActionsCell,
  Toggle: ActiveToggle,
  Edit: RowEditButton,
  Delete: RowDelete,
};

/** The '… Ekle' action: a link to the new item's page, or a button that opens the list's dialog. */
type AddAction = { label: string; first?: string } & ({ to: string } | { onClick: () => void });

function AddButton({ add, className, label }: { add: AddAction; className: string; label: string }) {
  if ("to" in add) {
    return (
      <Link to={add.to} className={className}>
        {label}
      </Link>
    );
  }
  return (
    <button type="button" onClick={add.onClick} className={className}>
      {label}
    </button>
  );
}

export function AdminListPage<Row extends { id: string }>(props: {
  path: string;
  definition: WorkedListContext["definition"];
  data: AdminListData<Row>;
  title: string;
  description: React.ReactNode;
  /** A long description is kept to a readable width. */
  wide?: boolean;
  /** The main action; `first` is its wording in the empty state ('İlk … ekleyin'). */
  add?: AddAction;
  /** A secondary link before the main action ('Kategorileri Yönet'). */
  secondary?: { to: string; label: string };
  /** Shown between the heading and the list (a settings card, a loading line). */
  before?: React.ReactNode;
  /** The empty state: its line (with `add.first` below it), or a whole block of its own. */
  empty: React.ReactNode;
  /** Whether the empty state shows; by default when the list has no rows at all (`isEmptyList`). */
  isEmpty?: boolean;
  searchLabel: string;
  filters?: React.ReactNode;
  label: string;
  rowName: (row: Row) => string;
  /** The delete confirmation: its title and the question about the row. */
  deleteTitle: string;
  deleteQuestion: (row: Row) => React.ReactNode;
  /** Shown below the list (the list's dialogs, a settings card). */
  after?: React.ReactNode;
  /** A row's cells. */
  children: (row: Row, deletion: RowDeletion) => React.ReactNode;
}) {
  const { path, data, add, secondary } = props;
  const list: WorkedListContext = { path, query: data.query, definition: props.definition };
  const deletion = useListDeletion<Row>(path);
  const empty = props.isEmpty ?? isEmptyList(data, props.definition);
  const main = add ? <AddButton add={add} className={PRIMARY_ACTION_CLASS} label={add.label} /> : null;
  return (
    <div className="space-y-5">
      <AdminListHeading
        title={props.title}
        className={props.wide ? "max-w-2xl" : undefined}
        description={props.description}
      >
        {secondary ? (
          <div className="flex flex-wrap gap-2">
            <Link to={secondary.to} className={SECONDARY_ACTION_CLASS}>
              {secondary.label}
            </Link>
            {main}
          </div>
        ) : (
          main
        )}
      </AdminListHeading>
      {props.before}
      {!empty ? (
        <WorkedList
          list={list}
          searchLabel={props.searchLabel}
          filters={props.filters}
          data={data}
          label={props.label}
          rowName={props.rowName}
        >
          {(row) => props.children(row, { deleting: deletion.busy, onDelete: () => deletion.ask(row) })}
        </WorkedList>
      ) : typeof props.empty === "string" ? (
        <AdminListEmpty message={props.empty}>
          {add?.first ? <AddButton add={add} className={EMPTY_ACTION_CLASS} label={add.first} /> : null}
        </AdminListEmpty>
      ) : (
        props.empty
      )}
      {props.after}
      <RowDeleteDialog deletion={deletion} title={props.deleteTitle}>
        {props.deleteQuestion}
      </RowDeleteDialog>
    </div>
  );
}
