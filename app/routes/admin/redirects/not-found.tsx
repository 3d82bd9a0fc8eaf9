import { Link } from "react-router";
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
import { getServices } from "../../../context.ts";
import {
  HIT_FLUSH_INTERVAL_MS,
  NOT_FOUND_LOG_LIMIT,
  REDIRECT_MESSAGES,
} from "../../../features/redirects/redirect.schema.ts";
import { NOT_FOUND_LIST } from "../../../features/redirects/redirect-list.ts";
import {
  deleteNotFound,
  listNotFoundForAdmin,
  type NotFoundRow,
} from "../../../features/redirects/redirects.server.ts";
import { NOT_FOUND_LOG_PATH, REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/not-found";

export const meta = () => adminTitle("404 Günlüğü");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    NOT_FOUND_LIST,
    { log: "404 günlüğü yüklenemedi", message: REDIRECT_MESSAGES.notFoundLoadFailed },
    async ({ db, redirects }, query) => {
      // This instance's counts so far, so the log is current here (other instances write theirs within 30 s).
      await redirects.flush();
      return listNotFoundForAdmin(db, { query });
    },
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The log's writes, each answered with its toast: an entry's delete, the chosen entries' bulk delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, NOT_FOUND_LOG_PATH);
  switch (post.intent) {
    case "delete":
      return answerRowWrite(
        post,
        services,
        {
          log: "404 kaydı silinemedi",
          done: REDIRECT_MESSAGES.notFoundDeleted,
          failed: REDIRECT_MESSAGES.notFoundDeleteFailed,
        },
        (id) => deleteNotFound(services, [id]),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...NOT_FOUND_LIST.bulk,
        run: ({ ids }) => deleteNotFound(services, ids),
      });
    default:
      return refuseListPost(REDIRECT_MESSAGES.notFoundDeleteFailed);
  }
}

export default function NotFoundLog({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  return (
    <AdminListPage
      path={NOT_FOUND_LOG_PATH}
      definition={NOT_FOUND_LIST}
      data={loaderData}
      title="404 Günlüğü"
      wide
      description={
        <>
          Sitede bulunamayan ve ana sayfaya gönderilen adresler, en son görülen önce. Bot taramaları (/wp-admin, .php,
          .env gibi) kaydedilmez; en yeni {NOT_FOUND_LOG_LIMIT.toLocaleString("tr-TR")} adres tutulur ve sayılar{" "}
          {HIT_FLUSH_INTERVAL_MS / 1000} saniyede bir yazılır. Toplam {counts.tumu} adres.
        </>
      }
      secondary={{ to: REDIRECT_LIST_PATH, label: "Yönlendirmelere dön" }}
      empty="Henüz bulunamayan adres kaydedilmedi."
      searchLabel="404 günlüğünde ara"
      label="Bulunamayan adresler"
      rowName={(row) => row.path}
      deleteTitle="404 kaydını sil"
      deleteQuestion={(row) => (
        <>
          <strong className="break-all">{row.path}</strong> kaydı silinsin mi? Adres yeniden bulunamazsa günlüğe yeniden
          yazılır.
        </>
      )}
    >
      {(row, deletion) => <NotFoundCells row={row} deletion={deletion} />}
    </AdminListPage>
  );
}

function NotFoundCells({ row, deletion }: { row: NotFoundRow; deletion: RowDeletion }) {
  return (
    <>
      <ListRow.Name>
        <code className="break-all font-mono text-xs font-semibold">{row.path}</code>
      </ListRow.Name>
      <ListRow.Cell label="Ziyaret">{row.hits.toLocaleString("tr-TR")}</ListRow.Cell>
      <ListRow.Date label="Son görülme" at={row.lastSeenAt} time />
      <ListRow.Cell label="Geldiği sayfa">
        <span className="break-all">{row.referrer ?? "Doğrudan"}</span>
      </ListRow.Cell>
      <ListRow.Actions>
        {row.redirectedTo ? (
          <span className="text-xs text-slate-600">
            Yönlendiriliyor: <code className="break-all">{row.redirectedTo}</code>
          </span>
        ) : (
          <Link
            to={`${REDIRECT_LIST_PATH}?yeni=${encodeURIComponent(row.path)}`}
            aria-label={`${row.path} için yönlendirme oluştur`}
            className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
          >
            Yönlendirme oluştur
          </Link>
        )}
        <ListRow.Delete label={`${row.path} kaydını sil`} deletion={deletion} />
      </ListRow.Actions>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(REDIRECT_MESSAGES.notFoundLoadFailed);
