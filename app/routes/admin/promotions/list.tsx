import { Link, useNavigation } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeader,
  AdminListHeading,
  AdminListSection,
  EMPTY_ACTION_CLASS,
  ListCell,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditLink,
  SECONDARY_ACTION_CLASS,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { getServices } from "../../../context.ts";
import { PROMOTION_MESSAGES } from "../../../features/promotions/promotion.schema.ts";
import {
  type AdminPromotionRow,
  deletePromotion,
  listPromotionsForAdmin,
  setPromotionActive,
} from "../../../features/promotions/promotion-admin.server.ts";
import { handleListAction } from "../../../utils/admin-list.server.ts";
import { CATEGORY_LIST_PATH, editItemPath, newItemPath, PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formatDate } from "../../../utils/format.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/list";

// Seven values do not fit side by side below 1280 px: there each row is a card with labelled values.
const COLUMNS = "xl:grid-cols-[minmax(0,1fr)_7.5rem_6rem_7rem_7rem_13.5rem]";

export function meta() {
  return [{ title: "Promosyonlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(logger, { log: "promosyon listesi yüklenemedi", message: PROMOTION_MESSAGES.listLoadFailed }, () =>
    listPromotionsForAdmin(db, { page: readPageParam(new URL(request.url)) }),
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's two writes: intent=toggle (id, active) and intent=delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  return handleListAction(request, {
    logger: services.logger,
    log: "promosyon işlemi başarısız",
    remove: {
      run: (id) => deletePromotion(services, id),
      done: PROMOTION_MESSAGES.deleted,
      failed: PROMOTION_MESSAGES.deleteFailed,
    },
    toggle: {
      run: (id, active) => setPromotionActive(services, id, active),
      activated: PROMOTION_MESSAGES.activated,
      deactivated: PROMOTION_MESSAGES.deactivated,
      failed: PROMOTION_MESSAGES.toggleFailed,
    },
  });
}

export default function PromotionList({ loaderData }: Route.ComponentProps) {
  const { promotions, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const deletion = useListDeletion<AdminPromotionRow>(PROMOTION_LIST_PATH);
  const paging = navigation.state === "loading" && navigation.location.pathname === PROMOTION_LIST_PATH;
  return (
    <div className="space-y-6">
      <AdminListHeading title="Promosyonlar" description={<>Toplam {total} promosyon, en yeniden eskiye.</>}>
        <div className="flex flex-wrap gap-2">
          <Link to={CATEGORY_LIST_PATH} className={SECONDARY_ACTION_CLASS}>
            Kategorileri Yönet
          </Link>
          <Link to={newItemPath(PROMOTION_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
            Promosyon Ekle
          </Link>
        </div>
      </AdminListHeading>

      {promotions.length === 0 ? (
        <AdminListEmpty message="Henüz promosyon yok.">
          <Link to={newItemPath(PROMOTION_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk promosyonu ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <AdminListSection label="Promosyon listesi" loading={paging}>
          <AdminListHeader
            columns={["Başlık / Casino", "Kategori", "Kod", "Durum", "Bitiş"]}
            className={`gap-3 xl:grid ${COLUMNS}`}
          />
          <ul className="divide-y divide-slate-100">
            {promotions.map((promotion) => (
              <PromotionRow
                key={promotion.id}
                promotion={promotion}
                deleting={deletion.busy}
                onDelete={() => deletion.ask(promotion)}
              />
            ))}
          </ul>
        </AdminListSection>
      )}
      <Pagination path={PROMOTION_LIST_PATH} page={page} pageCount={pageCount} />
      <RowDeleteDialog deletion={deletion} title="Promosyonu sil">
        {(promotion) => (
          <>
            <strong>{promotion.title}</strong> silinsin mi? Promosyonun yorumları da silinir. Bu işlem geri alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

function PromotionRow(props: { promotion: AdminPromotionRow; deleting: boolean; onDelete: () => void }) {
  const { promotion } = props;
  const toggle = useActiveToggle(promotion.isActive);
  const { active } = toggle;

  return (
    <li className={`grid gap-x-3 gap-y-1.5 px-4 py-4 text-sm xl:items-center ${COLUMNS}`}>
      <div className="min-w-0">
        <span className="break-words text-base font-semibold xl:text-sm">{promotion.title}</span>
        {active && !promotion.isExpired ? (
          <a
            href={promotion.path}
            target="_blank"
            rel="noreferrer"
            className="ml-2 text-xs font-medium text-brand hover:underline"
            aria-label={`${promotion.title} sitede gör`}
          >
            Sitede gör
          </a>
        ) : null}
        <span className="hidden text-xs text-slate-500 xl:block">{promotion.casinoName ?? "Diğer"}</span>
      </div>
      <ListCell label="Casino" className="xl:hidden">
        {promotion.casinoName ?? "Diğer"}
      </ListCell>
      <ListCell label="Kategori">{promotion.category ?? "—"}</ListCell>
      <ListCell label="Kod">
        {promotion.promotionCode ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{promotion.promotionCode}</code>
        ) : (
          <span className="text-slate-500">Kod yok</span>
        )}
      </ListCell>
      <ListCell label="Durum">
        {/* Spec 2 §2/§4: active, passive, or 'Süresi Dolmuş' in red. */}
        {promotion.isExpired ? (
          <span className="font-semibold text-red-700">Süresi Dolmuş</span>
        ) : (
          <ActiveBadge active={active} />
        )}
      </ListCell>
      <ListCell label="Bitiş">{promotion.expiryDate ? formatDate(promotion.expiryDate) : "Süresiz"}</ListCell>
      <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
        {promotion.isExpired ? null : (
          <ActiveToggle toggle={toggle} id={promotion.id} name={promotion.title} action={PROMOTION_LIST_PATH} />
        )}
        <RowEditLink to={editItemPath(PROMOTION_LIST_PATH, promotion.id)} name={promotion.title} />
        <RowDeleteButton label={`${promotion.title} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </div>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, PROMOTION_MESSAGES.listLoadFailed)} />;
}
