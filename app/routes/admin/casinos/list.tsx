import { Link } from "react-router";
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
import { isNarrowed } from "../../../components/admin/list-query.ts";
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
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/casino.schema.ts";
import {
  type AdminCasinoRow,
  deleteCasino,
  deleteCasinos,
  listCasinosForAdmin,
} from "../../../features/casinos/casino-admin.server.ts";
import { CASINO_LIST } from "../../../features/casinos/casino-list.ts";
import { handleListAction, loadWorkedList } from "../../../utils/admin-list.server.ts";
import { CASINO_LIST_PATH, editItemPath, newItemPath } from "../../../utils/admin-paths.ts";
import { formatDate } from "../../../utils/format.ts";
import type { Route } from "./+types/list";
import { CasinoLogo } from "./casino-logo.tsx";

const COLUMNS = [
  { label: "Site", sort: "ad" },
  { label: "URL" },
  { label: "Açıklama" },
  { label: "Tarih", sort: "eklenme", firstDirection: "azalan" },
] as const;

export function meta() {
  return [{ title: "Casino Siteleri | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const failure = { log: "casino listesi yüklenemedi", message: CASINO_ADMIN_MESSAGES.listFailed };
  return loadWorkedList(request, logger, { definition: CASINO_LIST, failure }, (query) =>
    listCasinosForAdmin(db, { query }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  return handleListAction(request, {
    logger: services.logger,
    log: "casino silinemedi",
    bulk: {
      actions: ["delete"],
      noun: "casino sitesi",
      run: ({ ids }) => deleteCasinos(services, ids),
    },
    remove: {
      run: (id) => deleteCasino(services, id),
      done: CASINO_ADMIN_MESSAGES.deleted,
      failed: CASINO_ADMIN_MESSAGES.deleteFailed,
    },
  });
}

export default function CasinoList({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  const list: WorkedListContext = { path: CASINO_LIST_PATH, query, definition: CASINO_LIST };
  const deletion = useListDeletion<AdminCasinoRow>(CASINO_LIST_PATH);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  return (
    <div className="space-y-5">
      <AdminListHeading
        title="Casino Siteleri"
        description={<>Toplam {counts.tumu} casino sitesi, en yeniden eskiye.</>}
      >
        <Link to={newItemPath(CASINO_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
          Casino Sitesi Ekle
        </Link>
      </AdminListHeading>

      {empty ? (
        <AdminListEmpty message="Henüz casino sitesi eklenmemiş.">
          <Link to={newItemPath(CASINO_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk casino sitesini ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <WorkedList
          list={list}
          searchLabel="Casino ara ve filtrele"
          filters={<ListDateRange from={query.from} to={query.to} />}
          data={loaderData}
          bulk={{ actions: ["delete"], noun: "casino sitesi" }}
          label="Casino listesi"
          columns={COLUMNS}
          rowName={(casino) => casino.name}
        >
          {(casino) => <CasinoCells casino={casino} deleting={deletion.busy} onDelete={() => deletion.ask(casino)} />}
        </WorkedList>
      )}
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

function CasinoCells(props: { casino: AdminCasinoRow; deleting: boolean; onDelete: () => void }) {
  const { casino } = props;
  return (
    <>
      <ListNameCell>
        <span className="flex min-w-0 items-center gap-3">
          <CasinoLogo src={casino.logoUrl} alt={`${casino.name} logosu`} />
          <span className="min-w-0 break-words font-semibold">{casino.name}</span>
        </span>
      </ListNameCell>
      <ListCell label="URL" className="xl:max-w-48">
        <a
          href={casino.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="block truncate text-sm text-brand hover:underline"
        >
          {casino.url}
        </a>
      </ListCell>
      <ListCell label="Açıklama">
        <span className={casino.excerpt ? "" : "italic text-slate-500"}>{casino.excerpt ?? "Açıklama yok"}</span>
      </ListCell>
      <ListCell label="Eklenme" className="xl:whitespace-nowrap">
        {formatDate(casino.createdAt)}
      </ListCell>
      <ListActionsCell>
        <RowEditLink to={editItemPath(CASINO_LIST_PATH, casino.id)} name={casino.name} />
        <RowDeleteButton label={`${casino.name} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, CASINO_ADMIN_MESSAGES.listFailed)} />;
}
