import { Link } from "react-router";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListHeading,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditLink,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { getServices } from "../../../context.ts";
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/casino.schema.ts";
import {
  type AdminCasinoRow,
  deleteCasino,
  listCasinosForAdmin,
} from "../../../features/casinos/casino-admin.server.ts";
import { handleListAction } from "../../../utils/admin-list.server.ts";
import { CASINO_LIST_PATH, editItemPath, newItemPath } from "../../../utils/admin-paths.ts";
import { formatDate } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/list";
import { CasinoLogo } from "./casino-logo.tsx";

const COLUMNS = "lg:grid-cols-[minmax(0,14rem)_minmax(0,12rem)_minmax(0,1fr)_8rem_9rem]";

export function meta() {
  return [{ title: "Casino Siteleri | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(logger, { log: "casino listesi yüklenemedi", message: CASINO_ADMIN_MESSAGES.listFailed }, () =>
    listCasinosForAdmin(db, { page: readPageParam(new URL(request.url)) }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  return handleListAction(request, {
    logger: services.logger,
    log: "casino silinemedi",
    remove: {
      run: (id) => deleteCasino(services, id),
      done: CASINO_ADMIN_MESSAGES.deleted,
      failed: CASINO_ADMIN_MESSAGES.deleteFailed,
    },
  });
}

export default function CasinoList({ loaderData }: Route.ComponentProps) {
  const { casinos, total, page, pageCount } = loaderData;
  const deletion = useListDeletion<AdminCasinoRow>(CASINO_LIST_PATH);
  return (
    <div className="space-y-6">
      <AdminListHeading title="Casino Siteleri" description={<>Toplam {total} casino sitesi, en yeniden eskiye.</>}>
        <Link to={newItemPath(CASINO_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
          Casino Sitesi Ekle
        </Link>
      </AdminListHeading>

      {casinos.length === 0 ? (
        <AdminListEmpty message="Henüz casino sitesi eklenmemiş.">
          <Link to={newItemPath(CASINO_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk casino sitesini ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Casino listesi">
          <AdminListHeader columns={["Site", "URL", "Açıklama", "Tarih"]} className={`gap-4 lg:grid ${COLUMNS}`} />
          <ul className="divide-y divide-slate-100">
            {casinos.map((casino) => (
              <CasinoRow
                key={casino.id}
                casino={casino}
                deleting={deletion.busy}
                onDelete={() => deletion.ask(casino)}
              />
            ))}
          </ul>
        </AdminListSection>
      )}
      <Pagination path={CASINO_LIST_PATH} page={page} pageCount={pageCount} />
      <RowDeleteDialog deletion={deletion} title="Casino sitesini sil">
        {(casino) => (
          <>
            <strong>{casino.name}</strong> silinsin mi? Bu işlem geri alınamaz. Bu casinoya bağlı promosyonlar silinmez;
            casinosuz ('Diğer') promosyonlar olarak kalır.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function CasinoRow(props: { casino: AdminCasinoRow; deleting: boolean; onDelete: () => void }) {
  const { casino } = props;
  return (
    <li className={`grid gap-3 px-4 py-4 lg:items-center lg:gap-4 ${COLUMNS}`}>
      <div className="flex min-w-0 items-center gap-3">
        <CasinoLogo src={casino.logoUrl} alt={`${casino.name} logosu`} />
        <span className="min-w-0 break-words font-semibold">{casino.name}</span>
      </div>
      <a
        href={casino.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="min-w-0 truncate text-sm text-brand hover:underline"
      >
        {casino.url}
      </a>
      <p className={`min-w-0 text-sm ${casino.excerpt ? "text-slate-700" : "italic text-slate-500"}`}>
        {casino.excerpt ?? "Açıklama yok"}
      </p>
      <p className="text-sm text-slate-500">
        <span className="lg:sr-only">Eklenme: </span>
        {formatDate(casino.createdAt)}
      </p>
      <div className="flex items-center gap-1 lg:justify-end">
        <RowEditLink to={editItemPath(CASINO_LIST_PATH, casino.id)} name={casino.name} />
        <RowDeleteButton label={`${casino.name} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, CASINO_ADMIN_MESSAGES.listFailed)} />;
}
