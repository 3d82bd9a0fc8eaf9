import { redirect } from "react-router";
import { ActiveBadge, useActiveToggle } from "../../../admin-kit/active-toggle.tsx";
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
import { BULK_INTENT, EXPIRING_DAYS } from "../../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../../admin-kit/revalidation.ts";
import {
  ListCasinoFilter,
  ListCheckboxFilter,
  ListDateRange,
  ListSelectFilter,
} from "../../../admin-kit/worked-list.tsx";
import { PAGE_PARAM } from "../../../components/layout/page-param.ts";
import { getServices } from "../../../context.ts";
import { findCasinoByNameOrKey } from "../../../features/casinos/public.server.ts";
import { listActiveCategoryOptions } from "../../../features/categories/categories.server.ts";
import { PROMOTION_ADMIN_MESSAGES } from "../../../features/promotions/admin-messages.ts";
import {
  type AdminPromotionRow,
  deletePromotion,
  deletePromotions,
  listPromotionsForAdmin,
  setPromotionActive,
  setPromotionsActive,
} from "../../../features/promotions/promotion-admin.server.ts";
import { PROMOTION_LIST } from "../../../features/promotions/promotion-list.ts";
import { formatDateTime } from "../../../utils/admin-format.ts";
import { CATEGORY_LIST_PATH, newItemPath, PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import { SCHEDULE_MESSAGES } from "../../../utils/schedule.schema.ts";
import type { Route } from "./+types/list";

export const meta = () => adminTitle("Promosyonlar");

const FILTERS = PROMOTION_LIST.filters;

export async function loader(args: Route.LoaderArgs) {
  // The casino field takes a name: the list's address holds the casino's id.
  const url = new URL(args.request.url);
  const casinoText = url.searchParams.get(FILTERS.casino.param)?.trim() ?? "";
  const casino = casinoText ? await findCasinoByNameOrKey(getServices(args.context).db, casinoText) : null;
  if (casino && casino.id !== casinoText) {
    // The list's own address: a client navigation's request is for its data (`….data?_routes=…`), not the page.
    const params = new URLSearchParams(url.search);
    params.set(FILTERS.casino.param, casino.id);
    params.delete(PAGE_PARAM);
    params.delete("_routes");
    throw redirect(`${PROMOTION_LIST_PATH}?${params}`);
  }
  return loadAdminList(
    args,
    PROMOTION_LIST,
    { log: "promosyon listesi yüklenemedi", message: PROMOTION_ADMIN_MESSAGES.listFailed },
    async ({ db }, query) => {
      const [list, categories] = await Promise.all([
        listPromotionsForAdmin(db, { query }),
        listActiveCategoryOptions(db, true),
      ]);
      return { ...list, casinoName: casino?.name ?? null, categories };
    },
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: a row's switch or delete, the chosen rows' bulk action. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, PROMOTION_LIST_PATH);
  const texts = { log: "promosyon işlemi başarısız", ...PROMOTION_ADMIN_MESSAGES };
  switch (post.intent) {
    case "toggle":
      return answerToggle(post, services, texts, (id, active) => setPromotionActive(services, id, active));
    case "delete":
      return answerDelete(post, services, texts, (id) => deletePromotion(services, id));
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...PROMOTION_LIST.bulk,
        run: ({ action, ids }) =>
          action === "delete"
            ? deletePromotions(services, ids)
            : setPromotionsActive(services, ids, action === "activate"),
      });
    default:
      return refuseListPost(texts.deleteFailed);
  }
}

export default function PromotionList({ loaderData }: Route.ComponentProps) {
  const { counts, query, casinoName, categories } = loaderData;
  return (
    <AdminListPage
      path={PROMOTION_LIST_PATH}
      definition={PROMOTION_LIST}
      data={loaderData}
      title="Promosyonlar"
      description={<>Toplam {counts.tumu} promosyon, en yeniden eskiye.</>}
      secondary={{ to: CATEGORY_LIST_PATH, label: "Kategorileri Yönet" }}
      add={{ to: newItemPath(PROMOTION_LIST_PATH), label: "Promosyon Ekle", first: "İlk promosyonu ekleyin" }}
      empty="Henüz promosyon yok."
      searchLabel="Promosyon ara ve filtrele"
      filters={
        <>
          <ListCasinoFilter name={FILTERS.casino.param} label="Casino" all="Tüm casinolar" casinoName={casinoName} />
          <ListSelectFilter
            name={FILTERS.category.param}
            label="Kategori"
            all="Tüm kategoriler"
            value={query.category}
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          <ListDateRange from={query.from} to={query.to} />
          <ListCheckboxFilter
            name={FILTERS.expiring.param}
            label={`Süresi ${EXPIRING_DAYS} gün içinde dolanlar`}
            checked={query.expiring}
          />
        </>
      }
      label="Promosyon listesi"
      rowName={(promotion) => promotion.title}
      deleteTitle="Promosyonu sil"
      deleteQuestion={(promotion) => (
        <>
          <strong>{promotion.title}</strong> silinsin mi? Promosyonun yorumları da silinir. Bu işlem geri alınamaz.
        </>
      )}
    >
      {(promotion, deletion) => <PromotionCells promotion={promotion} deletion={deletion} />}
    </AdminListPage>
  );
}

function PromotionCells({ promotion, deletion }: { promotion: AdminPromotionRow; deletion: RowDeletion }) {
  const toggle = useActiveToggle(promotion.isActive);
  const { active } = toggle;

  return (
    <>
      <ListRow.Name>
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
      </ListRow.Name>
      <ListRow.Cell label="Kategori">{promotion.category ?? "—"}</ListRow.Cell>
      <ListRow.Cell label="Kod">
        {promotion.promotionCode ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{promotion.promotionCode}</code>
        ) : (
          <span className="text-slate-500">Kod yok</span>
        )}
      </ListRow.Cell>
      <ListRow.Cell label="Durum">
        {/* Spec 2 §2/§4: active, passive, or 'Süresi Dolmuş' in red. */}
        {promotion.isExpired ? (
          <span className="font-semibold text-red-700">Süresi Dolmuş</span>
        ) : (
          <ActiveBadge active={active} />
        )}
        {/* An inactive promotion the sweep will activate shows when (Istanbul): its 'Pasif' pill alone does not
            say. */}
        {!active && !promotion.isExpired && promotion.publishAt ? (
          <span className="mt-1 block text-xs font-semibold text-sky-900">
            {SCHEDULE_MESSAGES.badge}: <time dateTime={promotion.publishAt}>{formatDateTime(promotion.publishAt)}</time>
          </span>
        ) : null}
      </ListRow.Cell>
      <ListRow.Date label="Bitiş" at={promotion.expiryDate} none="Süresiz" />
      <ListRow.PageActions
        path={PROMOTION_LIST_PATH}
        row={{ id: promotion.id, name: promotion.title }}
        deletion={deletion}
        toggle={promotion.isExpired ? null : toggle}
      />
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(PROMOTION_ADMIN_MESSAGES.listFailed);
