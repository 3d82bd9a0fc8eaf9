import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { data, isRouteErrorResponse, Link, useFetcher, useNavigation } from "react-router";
import { AdminLoadError } from "../../../components/admin/load-error.tsx";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { getServices } from "../../../context.ts";
import { PROMOTION_MESSAGES } from "../../../features/promotions/promotion.schema.ts";
import {
  type AdminPromotionRow,
  deletePromotion,
  listAdminPromotions,
  setPromotionActive,
} from "../../../features/promotions/promotion-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import { formatDate } from "../../../utils/format.ts";
import type { Route } from "./+types/list";
import { PROMOTION_LIST_PATH } from "./paths.ts";

// Seven values do not fit side by side below 1280 px: there each row is a card with labelled values.
const COLUMNS = "xl:grid-cols-[minmax(0,1fr)_7.5rem_6rem_7rem_7rem_13.5rem]";

export function meta() {
  return [{ title: "Promosyonlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  try {
    return await listAdminPromotions(db, { page: readPageParam(new URL(request.url)) });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "promosyon listesi yüklenemedi");
    throw data({ message: PROMOTION_MESSAGES.listLoadFailed }, { status: 500 });
  }
}

type ActionResult = { ok: boolean; message: string };

/** The list's two writes: intent=toggle (id, active) and intent=delete (id). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const id = form?.get("id");
  const failure = intent === "toggle" ? PROMOTION_MESSAGES.toggleFailed : PROMOTION_MESSAGES.deleteFailed;
  if ((intent !== "toggle" && intent !== "delete") || typeof id !== "string") {
    return data<ActionResult>({ ok: false, message: failure }, { status: 400 });
  }
  try {
    if (intent === "delete") {
      await deletePromotion(services, id);
      return data<ActionResult>({ ok: true, message: PROMOTION_MESSAGES.deleted });
    }
    const active = form?.get("active") === "true";
    await setPromotionActive(services, id, active);
    return data<ActionResult>({
      ok: true,
      message: active ? PROMOTION_MESSAGES.activated : PROMOTION_MESSAGES.deactivated,
    });
  } catch (error) {
    if (error instanceof ServiceError) return data<ActionResult>({ ok: false, message: failure }, { status: 404 });
    services.logger.error(
      { err: error instanceof Error ? error.message : String(error), intent },
      "promosyon işlemi başarısız",
    );
    return data<ActionResult>({ ok: false, message: failure }, { status: 500 });
  }
}

export default function PromotionList({ loaderData }: Route.ComponentProps) {
  const { promotions, total, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const deletion = usePromotionDeletion();
  const paging = navigation.state === "loading" && navigation.location.pathname === PROMOTION_LIST_PATH;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">Promosyonlar</h1>
          <p className="text-slate-600">Toplam {total} promosyon, en yeniden eskiye.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/categories"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
          >
            Kategorileri Yönet
          </Link>
          <Link
            to="/admin/promotions/new"
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Promosyon Ekle
          </Link>
        </div>
      </div>

      {promotions.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">Henüz promosyon yok.</p>
          <Link to="/admin/promotions/new" className="mt-3 inline-block font-semibold text-brand hover:underline">
            İlk promosyonu ekleyin
          </Link>
        </div>
      ) : (
        <section
          aria-label="Promosyon listesi"
          aria-busy={paging || undefined}
          className={`overflow-hidden rounded-xl bg-white shadow-sm transition-opacity ${paging ? "opacity-60" : ""}`}
        >
          <div
            aria-hidden="true"
            className={`hidden gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 xl:grid ${COLUMNS}`}
          >
            <span>Başlık / Casino</span>
            <span>Kategori</span>
            <span>Kod</span>
            <span>Durum</span>
            <span>Bitiş</span>
            <span className="text-right">İşlemler</span>
          </div>
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
        </section>
      )}
      <Pagination path={PROMOTION_LIST_PATH} page={page} pageCount={pageCount} />
      {deletion.dialog}
    </div>
  );
}

function PromotionRow(props: { promotion: AdminPromotionRow; deleting: boolean; onDelete: () => void }) {
  const { promotion } = props;
  const navigation = useNavigation();
  const toggle = useFetcher<typeof action>();
  const editPath = `/admin/promotions/edit/${promotion.id}`;
  const opening = navigation.state === "loading" && navigation.location.pathname === editPath;
  // While the toggle is on its way, show where it is going.
  const pendingActive = toggle.formData ? toggle.formData.get("active") === "true" : null;
  const active = pendingActive ?? promotion.isActive;
  useResultToast(toggle.state, toggle.data);

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
            aria-label={`${promotion.title} sitede görüntüle`}
          >
            Sitede gör
          </a>
        ) : null}
        <span className="hidden text-xs text-slate-500 xl:block">{promotion.casinoName ?? "Diğer"}</span>
      </div>
      <Cell label="Casino" className="xl:hidden">
        {promotion.casinoName ?? "Diğer"}
      </Cell>
      <Cell label="Kategori">{promotion.category ?? "—"}</Cell>
      <Cell label="Kod">
        {promotion.promotionCode ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{promotion.promotionCode}</code>
        ) : (
          <span className="text-slate-500">Kod yok</span>
        )}
      </Cell>
      <Cell label="Durum">
        <StatusBadge active={active} expired={promotion.isExpired} />
      </Cell>
      <Cell label="Bitiş">{promotion.expiryDate ? formatDate(promotion.expiryDate) : "Süresiz"}</Cell>
      <div className="mt-2 flex flex-wrap items-center gap-1 xl:mt-0 xl:justify-end">
        {promotion.isExpired ? null : (
          <toggle.Form method="post" action={PROMOTION_LIST_PATH}>
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={promotion.id} />
            <input type="hidden" name="active" value={active ? "false" : "true"} />
            <button
              type="submit"
              disabled={toggle.state !== "idle"}
              aria-label={`${promotion.title} ${active ? "pasif yap" : "aktif yap"}`}
              className="rounded-md px-2 py-1 font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-50"
            >
              {active ? "Pasif Yap" : "Aktif Yap"}
            </button>
          </toggle.Form>
        )}
        <Link
          to={editPath}
          aria-label={`${promotion.title} düzenle`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-brand hover:bg-slate-100"
        >
          {opening ? <Spinner /> : null}
          Düzenle
        </Link>
        <button
          type="button"
          disabled={props.deleting}
          aria-label={`${promotion.title} sil`}
          onClick={props.onDelete}
          className="rounded-md px-2 py-1 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          Sil
        </button>
      </div>
    </li>
  );
}

/** A value with its column name in front on narrow screens, where the header row is hidden. */
function Cell({ label, className = "", children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`flex min-w-0 gap-2 xl:block ${className}`}>
      <span className="w-20 shrink-0 text-slate-500 xl:sr-only">{label}:</span>
      <span className="min-w-0 break-words text-slate-700">{children}</span>
    </div>
  );
}

/** Spec 2 §2/§4: active, passive, or 'Süresi Dolmuş' in red. */
function StatusBadge({ active, expired }: { active: boolean; expired: boolean }) {
  if (expired) return <span className="font-semibold text-red-700">Süresi Dolmuş</span>;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
    >
      {active ? "Aktif" : "Pasif"}
    </span>
  );
}

function useResultToast(state: string, result: ActionResult | undefined) {
  useEffect(() => {
    if (state !== "idle" || !result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [state, result]);
}

/** One dialog and one fetcher for the list: the deleted row unmounts, so its result is read here. */
function usePromotionDeletion() {
  const fetcher = useFetcher<typeof action>();
  const [pending, setPending] = useState<AdminPromotionRow | null>(null);
  useResultToast(fetcher.state, fetcher.data);
  const dialog = (
    <ModalDialog open={pending !== null} title="Promosyonu sil" onClose={() => setPending(null)}>
      <p className="text-slate-700">
        <strong>{pending?.title}</strong> silinsin mi? Promosyonun yorumları da silinir. Bu işlem geri alınamaz.
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => setPending(null)}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
        >
          İptal
        </button>
        <button
          type="button"
          onClick={() => {
            if (pending)
              fetcher.submit({ intent: "delete", id: pending.id }, { method: "post", action: PROMOTION_LIST_PATH });
            setPending(null);
          }}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
        >
          Sil
        </button>
      </div>
    </ModalDialog>
  );
  return { busy: fetcher.state !== "idle", ask: setPending, dialog };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : PROMOTION_MESSAGES.listLoadFailed;
  return <AdminLoadError message={message} />;
}
