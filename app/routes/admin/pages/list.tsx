import {
  answerBulkAction,
  answerRowWrite,
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
import { PAGE_ADMIN_MESSAGES } from "../../../features/pages/admin-messages.ts";
import { PAGE_LIST } from "../../../features/pages/page-list.ts";
import { pagePath } from "../../../features/pages/page-paths.ts";
import {
  type AdminPageRow,
  deletePages,
  listPagesForAdmin,
  setPagesPublished,
} from "../../../features/pages/pages-admin.server.ts";
import { formatDateTime } from "../../../utils/admin-format.ts";
import { newItemPath, PAGE_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/list";

export const meta = () => adminTitle("Sayfalar");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    PAGE_LIST,
    { log: "sayfalar yüklenemedi", message: PAGE_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listPagesForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: a page's delete, the chosen pages' bulk action. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, PAGE_LIST_PATH);
  const texts = PAGE_ADMIN_MESSAGES;
  switch (post.intent) {
    case "delete":
      return answerRowWrite(
        post,
        services,
        { log: "sayfa işlemi başarısız", done: texts.deleted, failed: texts.deleteFailed },
        (id) => deletePages(services, [id]),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...PAGE_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete" ? deletePages(services, ids) : setPagesPublished(services, ids, action === "publish"),
      });
    default:
      return refuseListPost(texts.deleteFailed);
  }
}

export default function PageList({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  return (
    <AdminListPage
      path={PAGE_LIST_PATH}
      definition={PAGE_LIST}
      data={loaderData}
      title="Sayfalar"
      description={
        <>
          ‘Hakkımızda’, gizlilik politikası gibi sitenin kendi sayfaları; yayındaki her sayfa kendi adresinde (örneğin
          /hakkimizda) gösterilir. Toplam {counts.tumu.toLocaleString("tr-TR")} sayfa.
        </>
      }
      add={{ to: newItemPath(PAGE_LIST_PATH), label: "Sayfa Ekle", first: "İlk sayfayı ekleyin" }}
      empty="Henüz sayfa eklenmemiş."
      searchLabel="Sayfa ara ve filtrele"
      filters={<ListDateRange from={query.from} to={query.to} />}
      label="Sayfa listesi"
      rowName={(row) => row.title}
      deleteTitle="Sayfayı sil"
      deleteQuestion={(row) => (
        <>
          <strong>{row.title}</strong> sayfası silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(row, deletion) => <PageCells row={row} deletion={deletion} />}
    </AdminListPage>
  );
}

function PageCells({ row, deletion }: { row: AdminPageRow; deletion: RowDeletion }) {
  return (
    <>
      <ListRow.Name>
        <span className="block break-words font-semibold">{row.title}</span>
      </ListRow.Name>
      <ListRow.Cell label="Adres">
        {row.isPublished ? <ListRow.Address href={pagePath(row)} /> : <span>{pagePath(row)}</span>}
      </ListRow.Cell>
      <ListRow.Cell label="Durum">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.isPublished ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
        >
          {row.isPublished ? "Yayında" : "Taslak"}
        </span>
        {!row.isPublished && row.publishAt ? (
          <span className="mt-1 block text-xs font-semibold text-sky-900">
            {PAGE_ADMIN_MESSAGES.scheduledBadge}: <time dateTime={row.publishAt}>{formatDateTime(row.publishAt)}</time>
          </span>
        ) : null}
      </ListRow.Cell>
      <ListRow.Date label="Güncelleme" at={row.updatedAt} />
      <ListRow.Date label="Oluşturulma" at={row.createdAt} />
      <ListRow.PageActions path={PAGE_LIST_PATH} row={{ id: row.id, name: row.title }} deletion={deletion} />
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(PAGE_ADMIN_MESSAGES.listFailed);
