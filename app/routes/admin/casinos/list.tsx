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
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/admin-messages.ts";
import {
  type AdminCasinoRow,
  deleteCasino,
  deleteCasinos,
  listCasinosForAdmin,
} from "../../../features/casinos/casino-admin.server.ts";
import { CASINO_LIST } from "../../../features/casinos/casino-list.ts";
import { CASINO_LIST_PATH, newItemPath } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/list";
import { CasinoLogo } from "./casino-logo.tsx";

export const meta = () => adminTitle("Casino Siteleri");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    CASINO_LIST,
    { log: "casino listesi yüklenemedi", message: CASINO_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listCasinosForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: a casino's delete, the chosen casinos' bulk delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, CASINO_LIST_PATH);
  const texts = CASINO_ADMIN_MESSAGES;
  switch (post.intent) {
    case "delete":
      return answerRowWrite(
        post,
        services,
        { log: "casino silinemedi", done: texts.deleted, failed: texts.deleteFailed },
        (id) => deleteCasino(services, id),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, { ...CASINO_LIST.bulk, run: ({ ids }) => deleteCasinos(services, ids) });
    default:
      return refuseListPost(texts.deleteFailed);
  }
}

export default function CasinoList({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  return (
    <AdminListPage
      path={CASINO_LIST_PATH}
      definition={CASINO_LIST}
      data={loaderData}
      title="Casino Siteleri"
      description={<>Toplam {counts.tumu} casino sitesi, en yeniden eskiye.</>}
      add={{ to: newItemPath(CASINO_LIST_PATH), label: "Casino Sitesi Ekle", first: "İlk casino sitesini ekleyin" }}
      empty="Henüz casino sitesi eklenmemiş."
      searchLabel="Casino ara ve filtrele"
      filters={<ListDateRange from={query.from} to={query.to} />}
      label="Casino listesi"
      rowName={(casino) => casino.name}
      deleteTitle="Casino sitesini sil"
      deleteQuestion={(casino) => (
        <>
          <strong>{casino.name}</strong> silinsin mi? Bu işlem geri alınamaz. Bu casinoya bağlı promosyonlar silinmez;
          casinosuz ('Diğer') promosyonlar olarak kalır.
        </>
      )}
    >
      {(casino, deletion) => <CasinoCells casino={casino} deletion={deletion} />}
    </AdminListPage>
  );
}

function CasinoCells({ casino, deletion }: { casino: AdminCasinoRow; deletion: RowDeletion }) {
  return (
    <>
      <ListRow.Name>
        <span className="flex min-w-0 items-center gap-3">
          <CasinoLogo src={casino.logoUrl} alt={`${casino.name} logosu`} />
          <span className="min-w-0 break-words font-semibold">{casino.name}</span>
        </span>
      </ListRow.Name>
      <ListRow.Cell label="URL" className="xl:max-w-48">
        <ListRow.Address href={casino.url} outside />
      </ListRow.Cell>
      <ListRow.Cell label="Açıklama">
        <span className={casino.excerpt ? "" : "italic text-slate-500"}>{casino.excerpt ?? "Açıklama yok"}</span>
      </ListRow.Cell>
      <ListRow.Date label="Eklenme" at={casino.createdAt} />
      <ListRow.PageActions path={CASINO_LIST_PATH} row={casino} deletion={deletion} />
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(CASINO_ADMIN_MESSAGES.listFailed);
