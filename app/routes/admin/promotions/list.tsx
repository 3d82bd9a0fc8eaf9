import { Link } from "react-router";
import { ActiveBadge, ActiveToggle, useActiveToggle } from "../../../components/admin/active-toggle.tsx";
import {
  AdminListEmpty,
  AdminListHeading,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  RowEditLink,
  SECONDARY_ACTION_CLASS,
} from "../../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../../components/admin/list-actions.ts";
import { EXPIRING_DAYS, isNarrowed, LIST_PARAMS } from "../../../components/admin/list-query.ts";
import { AdminLoadError, loadErrorMessage } from "../../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../components/admin/revalidation.ts";
import {
  ListActionsCell,
  ListCell,
  ListCheckboxFilter,
  ListDateRange,
  ListNameCell,
  ListSelectFilter,
  WorkedList,
  type WorkedListContext,
} from "../../../components/admin/worked-list.tsx";
import { getServices } from "../../../context.ts";
import { listActiveCategoryOptions } from "../../../features/categories/categories.server.ts";
import { PROMOTION_MESSAGES } from "../../../features/promotions/promotion.schema.ts";
import {
  type AdminPromotionRow,
  deletePromotion,
  deletePromotions,
  listCasinoOptions,
  listPromotionsForAdmin,
  setPromotionActive,
  setPromotionsActive,
} from "../../../features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST } from "../../../features/promotions/promotion-list.ts";
import { handleListAction, loadWorkedList } from "../../../utils/admin-list.server.ts";
import { CATEGORY_LIST_PATH, editItemPath, newItemPath, PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import { formatDate, formatDateTime } from "../../../utils/format.ts";
import { SCHEDULE_MESSAGES } from "../../../utils/schedule.schema.ts";
import type { Route } from "./+types/list";

const TABS = [
  { value: "tumu", label: "Tümü" },
  { value: "aktif", label: "Aktif" },
  { value: "pasif", label: "Pasif" },
  { value: "suresi-dolmus", label: "Süresi Dolmuş" },
] as const;

const COLUMNS = [
  { label: "Başlık / Casino", sort: "baslik" },
  { label: "Kategori", sort: "kategori" },
  { label: "Kod" },
  { label: "Durum" },
  { label: "Bitiş", sort: "bitis", firstDirection: "artan" },
] as const;

export function meta() {
  return [{ title: "Promosyonlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const failure = { log: "promosyon listesi yüklenemedi", message: PROMOTION_MESSAGES.listLoadFailed };
  return loadWorkedList(request, logger, { definition: PROMOTION_LIST, failure }, async (query) => {
    const [list, casinos, categories] = await Promise.all([
      listPromotionsForAdmin(db, { query }),
      listCasinoOptions(db),
      listActiveCategoryOptions(db, true),
    ]);
    return { ...list, casinos, categories };
  });
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes: intent=toggle (id, active), intent=delete (id) and intent=bulk (action, ids). */
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
    bulk: {
      actions: ["activate", "deactivate", "delete"],
      noun: "promosyon",
      run: ({ action, ids }) =>
        action === "delete"
          ? deletePromotions(services, ids)
          : setPromotionsActive(services, ids, action === "activate"),
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
  const { counts, query, casinos, categories } = loaderData;
  const list: WorkedListContext = { path: PROMOTION_LIST_PATH, query, definition: PROMOTION_LIST };
  const deletion = useListDeletion<AdminPromotionRow>(PROMOTION_LIST_PATH);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  return (
    <div className="space-y-5">
      <AdminListHeading title="Promosyonlar" description={<>Toplam {counts.tumu} promosyon, en yeniden eskiye.</>}>
        <div className="flex flex-wrap gap-2">
          <Link to={CATEGORY_LIST_PATH} className={SECONDARY_ACTION_CLASS}>
            Kategorileri Yönet
          </Link>
          <Link to={newItemPath(PROMOTION_LIST_PATH)} className={PRIMARY_ACTION_CLASS}>
            Promosyon Ekle
          </Link>
        </div>
      </AdminListHeading>

      {empty ? (
        <AdminListEmpty message="Henüz promosyon yok.">
          <Link to={newItemPath(PROMOTION_LIST_PATH)} className={EMPTY_ACTION_CLASS}>
            İlk promosyonu ekleyin
          </Link>
        </AdminListEmpty>
      ) : (
        <WorkedList
          list={list}
          searchLabel="Promosyon ara ve filtrele"
          filters={
            <>
              <ListSelectFilter
                name={LIST_PARAMS.casino}
                label="Casino"
                all="Tüm casinolar"
                value={query.casino}
                options={casinos.map((casino) => ({ value: casino.id, label: casino.name }))}
              />
              <ListSelectFilter
                name={LIST_PARAMS.category}
                label="Kategori"
                all="Tüm kategoriler"
                value={query.category}
                options={categories.map((category) => ({ value: category.id, label: category.name }))}
              />
              <ListDateRange from={query.from} to={query.to} />
              <ListCheckboxFilter
                name={LIST_PARAMS.expiring}
                label={`Süresi ${EXPIRING_DAYS} gün içinde dolanlar`}
                checked={query.expiring}
              />
            </>
          }
          tabs={TABS}
          data={loaderData}
          bulk={{ actions: ["activate", "deactivate", "delete"], noun: "promosyon" }}
          label="Promosyon listesi"
          columns={COLUMNS}
          rowName={(promotion) => promotion.title}
        >
          {(promotion) => (
            <PromotionCells promotion={promotion} deleting={deletion.busy} onDelete={() => deletion.ask(promotion)} />
          )}
        </WorkedList>
      )}
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

function PromotionCells(props: { promotion: AdminPromotionRow; deleting: boolean; onDelete: () => void }) {
  const { promotion } = props;
  const toggle = useActiveToggle(promotion.isActive);
  const { active } = toggle;

  return (
    <>
      <ListNameCell>
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
        <span className="block text-xs text-slate-500">{promotion.casinoName ?? "Diğer"}</span>
      </ListNameCell>
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
        {/* Decision 045: an inactive promotion the sweep will activate, with its time (Istanbul). */}
        {!active && !promotion.isExpired && promotion.publishAt ? (
          <span className="mt-1 block text-xs font-semibold text-sky-900">
            {SCHEDULE_MESSAGES.badge}: <time dateTime={promotion.publishAt}>{formatDateTime(promotion.publishAt)}</time>
          </span>
        ) : null}
      </ListCell>
      <ListCell label="Bitiş" className="xl:whitespace-nowrap">
        {promotion.expiryDate ? formatDate(promotion.expiryDate) : "Süresiz"}
      </ListCell>
      <ListActionsCell>
        {promotion.isExpired ? null : (
          <ActiveToggle toggle={toggle} id={promotion.id} name={promotion.title} action={PROMOTION_LIST_PATH} />
        )}
        <RowEditLink to={editItemPath(PROMOTION_LIST_PATH, promotion.id)} name={promotion.title} />
        <RowDeleteButton label={`${promotion.title} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, PROMOTION_MESSAGES.listLoadFailed)} />;
}
