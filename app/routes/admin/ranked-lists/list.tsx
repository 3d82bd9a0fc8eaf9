import { useActiveToggle } from "../../../components/admin/active-toggle.tsx";
import { AdminListPage, ListRow, type RowDeletion } from "../../../components/admin/admin-list-page.tsx";
import { adminTitle } from "../../../components/admin/admin-title.ts";
import { adminLoadErrorBoundary } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { ListDateRange } from "../../../components/admin/worked-list.tsx";
import { RANKED_LIST_ADMIN_MESSAGES } from "../../../features/ranked-lists/admin-messages.ts";
import { rankedListPath } from "../../../features/ranked-lists/ranked-list.schema.ts";
import {
  type AdminRankedListRow,
  deleteRankedList,
  deleteRankedLists,
  listRankedListsForAdmin,
  setRankedListActive,
  setRankedListsActive,
} from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import { RANKED_LIST_LIST } from "../../../features/ranked-lists/ranked-list-list.ts";
import { newItemPath, RANKED_LIST_LIST_PATH } from "../../../utils/admin-paths.ts";
import { activeListActions, answerListAction, loadAdminList } from "../admin-list-route.server.ts";
import type { Route } from "./+types/list";

export const meta = () => adminTitle("Sıralı Listeler");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    RANKED_LIST_LIST,
    { log: "sıralı listeler yüklenemedi", message: RANKED_LIST_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listRankedListsForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

export const action = (args: Route.ActionArgs) =>
  answerListAction(args, (services) =>
    activeListActions(
      services,
      {
        log: "sıralı liste işlemi başarısız",
        bulk: { ...RANKED_LIST_LIST.bulk, failed: "Toplu işlem yapılamadı" },
        messages: RANKED_LIST_ADMIN_MESSAGES,
      },
      {
        deleteOne: deleteRankedList,
        deleteMany: deleteRankedLists,
        setOne: setRankedListActive,
        setMany: setRankedListsActive,
      },
    ),
  );

export default function RankedListList({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  return (
    <AdminListPage
      path={RANKED_LIST_LIST_PATH}
      definition={RANKED_LIST_LIST}
      data={loaderData}
      title="Sıralı Listeler"
      wide
      description={
        <>
          ‘En İyi Deneme Bonusu Veren Siteler’ gibi, sıralı casino ve promosyon listeleri. Aktif her liste /listeler
          altında kendi sayfasında gösterilir. Toplam {counts.tumu} liste.
        </>
      }
      add={{ to: newItemPath(RANKED_LIST_LIST_PATH), label: "Sıralı Liste Ekle", first: "İlk listeyi ekleyin" }}
      empty="Henüz sıralı liste eklenmemiş."
      searchLabel="Sıralı liste ara ve filtrele"
      filters={<ListDateRange from={query.from} to={query.to} />}
      label="Sıralı liste listesi"
      rowName={(row) => row.title}
      deleteTitle="Sıralı listeyi sil"
      deleteQuestion={(row) => (
        <>
          <strong>{row.title}</strong> listesi silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(row, deletion) => <RankedListCells row={row} deletion={deletion} />}
    </AdminListPage>
  );
}

function RankedListCells({ row, deletion }: { row: AdminRankedListRow; deletion: RowDeletion }) {
  const toggle = useActiveToggle(row.isActive);
  return (
    <>
      <ListRow.Name>
        <span className="block break-words font-semibold">{row.title}</span>
        <ListRow.Address href={rankedListPath(row)} />
      </ListRow.Name>
      <ListRow.Cell label="Öğe">{row.itemCount}</ListRow.Cell>
      <ListRow.Active toggle={toggle} />
      <ListRow.Date label="Son inceleme" at={row.reviewedAt} />
      <ListRow.Date label="Eklenme" at={row.createdAt} />
      <ListRow.PageActions
        path={RANKED_LIST_LIST_PATH}
        row={{ id: row.id, name: row.title }}
        deletion={deletion}
        toggle={toggle}
      />
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(RANKED_LIST_ADMIN_MESSAGES.listFailed);
