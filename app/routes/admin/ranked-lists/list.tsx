import { useActiveToggle } from "../../../admin-kit/active-toggle.tsx";
import {
  answerBulkAction,
  answerDelete,
  answerToggle,
  loadAdminList,
  readListPost,
  refuseListPost,
} from "../../../admin-kit/admin-list.server.ts";
import { AdminListPage, ListRow, type RowDeletion } from "../../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { BULK_INTENT } from "../../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import { ListDateRange } from "../../../admin-kit/worked-list.tsx";
import { getServices } from "../../../context.ts";
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

/** The list's writes, each answered with its toast: a row's switch or delete, the chosen rows' bulk action. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, RANKED_LIST_LIST_PATH);
  const texts = { log: "sıralı liste işlemi başarısız", ...RANKED_LIST_ADMIN_MESSAGES };
  switch (post.intent) {
    case "toggle":
      return answerToggle(post, services, texts, (id, active) => setRankedListActive(services, id, active));
    case "delete":
      return answerDelete(post, services, texts, (id) => deleteRankedList(services, id));
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...RANKED_LIST_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete"
            ? deleteRankedLists(services, ids)
            : setRankedListsActive(services, ids, action === "activate"),
      });
    default:
      return refuseListPost(texts.deleteFailed);
  }
}

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
