import { Link } from "react-router";
import {
  AdminListEmpty,
  AdminListHeading,
  RowDeleteButton,
  SECONDARY_ACTION_CLASS,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { isNarrowed } from "../../../components/admin/list-query.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import {
  ListActionsCell,
  ListCell,
  ListNameCell,
  WorkedList,
  type WorkedListContext,
} from "../../../components/admin/worked-list.tsx";
import { getServices } from "../../../context.ts";
import {
  HIT_FLUSH_INTERVAL_MS,
  NOT_FOUND_LOG_LIMIT,
  REDIRECT_MESSAGES,
} from "../../../features/redirects/redirect.schema.ts";
import { NOT_FOUND_LIST } from "../../../features/redirects/redirect-list.ts";
import { deleteNotFound, listNotFound, type NotFoundRow } from "../../../features/redirects/redirects.server.ts";
import { handleListAction, loadWorkedList } from "../../../utils/admin-list.server.ts";
import { NOT_FOUND_LOG_PATH, REDIRECT_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formatDateTime } from "../../../utils/format.ts";
import type { Route } from "./+types/not-found";

const TABS = [
  { value: "tumu", label: "Tümü" },
  { value: "yonlendirilmemis", label: "Yönlendirilmemiş" },
  { value: "yonlendirilmis", label: "Yönlendirilmiş" },
] as const;

const COLUMNS = [
  { label: "Adres" },
  { label: "Ziyaret", sort: "ziyaret", firstDirection: "azalan" },
  { label: "Son görülme", sort: "son-gorulme", firstDirection: "azalan" },
  { label: "Geldiği sayfa" },
] as const;

export function meta() {
  return [{ title: "404 Günlüğü | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, redirects } = getServices(context);
  // This instance's counts so far, so the log is current here (other instances write theirs within 30 s).
  await redirects.flush();
  const failure = { log: "404 günlüğü yüklenemedi", message: REDIRECT_MESSAGES.notFoundLoadFailed };
  return loadWorkedList(request, logger, { definition: NOT_FOUND_LIST, failure }, (query) =>
    listNotFound(db, { query }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=delete (id) and intent=bulk (delete the chosen entries). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  return handleListAction(request, {
    logger: services.logger,
    log: "404 kaydı silinemedi",
    remove: {
      run: (id) => deleteNotFound(services, [id]),
      done: REDIRECT_MESSAGES.notFoundDeleted,
      failed: REDIRECT_MESSAGES.notFoundDeleteFailed,
    },
    bulk: {
      actions: ["delete"],
      noun: "kayıt",
      run: ({ ids }) => deleteNotFound(services, ids),
    },
  });
}

export default function NotFoundLog({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  const list: WorkedListContext = { path: NOT_FOUND_LOG_PATH, query, definition: NOT_FOUND_LIST };
  const deletion = useListDeletion<NotFoundRow>(NOT_FOUND_LOG_PATH);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  return (
    <div className="space-y-5">
      <AdminListHeading
        title="404 Günlüğü"
        className="max-w-2xl"
        description={
          <>
            Sitede bulunamayan ve ana sayfaya gönderilen adresler, en son görülen önce. Bot taramaları (/wp-admin, .php,
            .env gibi) kaydedilmez; en yeni {NOT_FOUND_LOG_LIMIT.toLocaleString("tr-TR")} adres tutulur ve sayılar{" "}
            {HIT_FLUSH_INTERVAL_MS / 1000} saniyede bir yazılır. Toplam {counts.tumu} adres.
          </>
        }
      >
        <Link to={REDIRECT_LIST_PATH} className={SECONDARY_ACTION_CLASS}>
          Yönlendirmelere dön
        </Link>
      </AdminListHeading>
      {empty ? (
        <AdminListEmpty message="Henüz bulunamayan adres kaydedilmedi." />
      ) : (
        <WorkedList
          list={list}
          searchLabel="404 günlüğünde ara"
          tabs={TABS}
          data={loaderData}
          bulk={{ actions: ["delete"], noun: "kayıt" }}
          label="Bulunamayan adresler"
          columns={COLUMNS}
          rowName={(row) => row.path}
        >
          {(row) => <NotFoundCells row={row} deleting={deletion.busy} onDelete={() => deletion.ask(row)} />}
        </WorkedList>
      )}
      <RowDeleteDialog deletion={deletion} title="404 kaydını sil">
        {(row) => (
          <>
            <strong className="break-all">{row.path}</strong> kaydı silinsin mi? Adres yeniden bulunamazsa günlüğe
            yeniden yazılır.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function NotFoundCells(props: { row: NotFoundRow; deleting: boolean; onDelete: () => void }) {
  const { row } = props;
  return (
    <>
      <ListNameCell>
        <code className="break-all font-mono text-xs font-semibold">{row.path}</code>
      </ListNameCell>
      <ListCell label="Ziyaret">{row.hits.toLocaleString("tr-TR")}</ListCell>
      <ListCell label="Son görülme" className="xl:whitespace-nowrap">
        {formatDateTime(row.lastSeenAt)}
      </ListCell>
      <ListCell label="Geldiği sayfa">
        <span className="break-all">{row.referrer ?? "Doğrudan"}</span>
      </ListCell>
      <ListActionsCell>
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
        <RowDeleteButton label={`${row.path} kaydını sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, REDIRECT_MESSAGES.notFoundLoadFailed)} />;
}
