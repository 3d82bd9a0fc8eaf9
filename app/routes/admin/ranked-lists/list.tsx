import { Link } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeading,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditLink,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { isNarrowed, readListQuery } from "../../../components/admin/list-query.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import {
  ListActionsCell,
  ListCell,
  ListDateRange,
  ListNameCell,
  WorkedList,
  type WorkedListContext,
} from "../../../components/admin/worked-list.tsx";
import { getServices } from "../../../context.ts";
import {
  RANKED_LIST_ADMIN_MESSAGES,
  RANKED_LIST_LIST,
  rankedListPath,
} from "../../../features/ranked-lists/ranked-list.schema.ts";
import {
  type AdminRankedListRow,
  deleteRankedList,
  deleteRankedLists,
  listRankedListsForAdmin,
  setRankedListActive,
  setRankedListsActive,
} from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import { handleListAction } from "../../../utils/admin-list.server.ts";
import { editItemPath, newItemPath, RANKED_LIST_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formatDate } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/list";

const TABS = [
  { value: "tumu", label: "Tümü" },
  { value: "aktif", label: "Aktif" },
  { value: "pasif", label: "Pasif" },
] as const;

const COLUMNS = [
  { label: "Liste", sort: "baslik" },
  { label: "Öğe" },
  { label: "Durum" },
  { label: "Son inceleme", sort: "inceleme", firstDirection: "azalan" },
  { label: "Eklenme", sort: "eklenme", firstDirection: "azalan" },
] as const;

export function meta() {
  return [{ title: "Sıralı Listeler | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(
    logger,
    { log: "sıralı listeler yüklenemedi", message: RANKED_LIST_ADMIN_MESSAGES.listFailed },
    async () => {
      const query = readListQuery(new URL(request.url), RANKED_LIST_LIST);
      return { ...(await listRankedListsForAdmin(db, { query })), query };
    },
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  return handleListAction(request, {
    logger: services.logger,
    log: "sıralı liste işlemi başarısız",
    bulk: {
      actions: ["activate", "deactivate", "delete"],
      noun: "sıralı liste",
      failed: "Toplu işlem yapılamadı",
      run: ({ action, ids }) =>
        action === "delete"
          ? deleteRankedLists(services, ids)
          : setRankedListsActive(services, ids, action === "activate"),
    },
    remove: {
      run: (id) => deleteRankedList(services, id),
      done: RANKED_LIST_ADMIN_MESSAGES.deleted,
      failed: RANKED_LIST_ADMIN_MESSAGES.deleteFailed,
    },
    toggle: {
      run: (id, active) => setRankedListActive(services, id, active),
      activated: RANKED_LIST_ADMIN_MESSAGES.activated,
      deactivated: RANKED_LIST_ADMIN_MESSAGES.deactivated,
      failed: RANKED_LIST_ADMIN_MESSAGES.toggleFailed,
    },
  });
}

export default function RankedListList({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  const list: WorkedListContext = { path: RANKED_LIST_LIST_PATH, query, definition: RANKED_LIST_LIST };
  const deletion = useListDeletion<AdminRankedListRow>(RANKED_LIST_LIST_PATH);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  return (
    <div className="space-y-5">
      <AdminListHeading
        title="Sıralı Listeler"
        className="max-w-2xl"
        description={
          <>
            ‘En İyi Deneme Bonusu Veren Siteler’ gibi, sıralı casino ve promosyon listeleri. Aktif her liste /listeler
            altında kendi sayfasında gösterilir. Toplam {counts.tumu} liste.
          </>
        }
      >
        <Link to={newItemPath(RANKED_LIST_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
          Sıralı Liste Ekle
        </Link>
      </AdminListHeading>

      {empty ? (
        <AdminListEmpty message="Henüz sıralı liste eklenmemiş.">
          <Link to={newItemPath(RANKED_LIST_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk listeyi ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <WorkedList
          list={list}
          searchLabel="Sıralı liste ara ve filtrele"
          filters={<ListDateRange from={query.from} to={query.to} />}
          tabs={TABS}
          data={loaderData}
          bulk={{ actions: ["activate", "deactivate", "delete"], noun: "sıralı liste" }}
          label="Sıralı liste listesi"
          columns={COLUMNS}
          rowName={(row) => row.title}
        >
          {(row) => <RankedListCells row={row} deleting={deletion.busy} onDelete={() => deletion.ask(row)} />}
        </WorkedList>
      )}
      <RowDeleteDialog deletion={deletion} title="Sıralı listeyi sil">
        {(row) => (
          <>
            <strong>{row.title}</strong> listesi silinsin mi? Bu işlem geri alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function RankedListCells(props: { row: AdminRankedListRow; deleting: boolean; onDelete: () => void }) {
  const { row } = props;
  const toggle = useActiveToggle(row.isActive);
  return (
    <>
      <ListNameCell>
        <span className="block break-words font-semibold">{row.title}</span>
        <a
          href={rankedListPath(row)}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate text-sm text-brand hover:underline"
        >
          {rankedListPath(row)}
        </a>
      </ListNameCell>
      <ListCell label="Öğe">{row.itemCount}</ListCell>
      <ListCell label="Durum">
        <ActiveBadge active={toggle.active} />
      </ListCell>
      <ListCell label="Son inceleme" className="xl:whitespace-nowrap">
        {row.reviewedAt ? formatDate(row.reviewedAt) : "—"}
      </ListCell>
      <ListCell label="Eklenme" className="xl:whitespace-nowrap">
        {formatDate(row.createdAt)}
      </ListCell>
      <ListActionsCell>
        <ActiveToggle toggle={toggle} id={row.id} name={row.title} action={RANKED_LIST_LIST_PATH} />
        <RowEditLink to={editItemPath(RANKED_LIST_LIST_PATH, row.id)} name={row.title} />
        <RowDeleteButton label={`${row.title} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, RANKED_LIST_ADMIN_MESSAGES.listFailed)} />;
}
