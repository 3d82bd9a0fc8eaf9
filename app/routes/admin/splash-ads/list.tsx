import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import {
  data,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useNavigation,
} from "react-router";
import { AdminLoadError } from "../../../components/admin/load-error.tsx";
import { readPageParam } from "../../../components/layout/page-param.ts";
import { Pagination } from "../../../components/layout/pagination.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/splash-ad.schema.ts";
import {
  type AdminSplashAd,
  deleteSplashAd,
  listSplashAdsForAdmin,
  setSplashAdActive,
} from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import { formatDate } from "../../../utils/format.ts";
import type { Route } from "./+types/list";

const LIST_PATH = "/admin/splash-ads";

export function meta() {
  return [{ title: "Splash Reklamlar | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  try {
    return await listSplashAdsForAdmin(db, { page: readPageParam(new URL(request.url)) });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "splash reklamlar yüklenemedi");
    throw data({ message: SPLASH_AD_ADMIN_MESSAGES.listFailed }, { status: 500 });
  }
}

/** Reload the list after every action, a refused one too: a row someone else removed then disappears. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

type ActionResult = { ok: boolean; message: string };

/** Two intents: `toggle` (id, active) and `delete` (id). Unknown ids and odd input get the spec's error texts. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  const id = form?.get("id");
  const failure = intent === "toggle" ? SPLASH_AD_ADMIN_MESSAGES.toggleFailed : SPLASH_AD_ADMIN_MESSAGES.deleteFailed;
  if ((intent !== "toggle" && intent !== "delete") || typeof id !== "string") {
    return data<ActionResult>({ ok: false, message: failure }, { status: 400 });
  }
  try {
    if (intent === "delete") {
      await deleteSplashAd(services, id);
      return data<ActionResult>({ ok: true, message: SPLASH_AD_ADMIN_MESSAGES.deleted });
    }
    const active = form?.get("active") === "true";
    await setSplashAdActive(services, id, active);
    return data<ActionResult>({
      ok: true,
      message: active ? SPLASH_AD_ADMIN_MESSAGES.activated : SPLASH_AD_ADMIN_MESSAGES.deactivated,
    });
  } catch (error) {
    if (error instanceof ServiceError) return data<ActionResult>({ ok: false, message: failure }, { status: 404 });
    services.logger.error({ err: error instanceof Error ? error.message : String(error), intent }, "splash reklam");
    return data<ActionResult>({ ok: false, message: failure }, { status: 500 });
  }
}

export default function SplashAdList({ loaderData }: Route.ComponentProps) {
  const { ads, total, page, pageCount } = loaderData;
  const actions = useSplashAdActions();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-extrabold">Splash Reklamlar</h1>
          <p className="text-slate-600">
            Aktif reklamlardan biri, ziyaretçi siteye girdikten kısa süre sonra tam ekran açılır ve 5-10 saniye boyunca
            gösterilir; ardından kapatılabilir. Toplam {total} reklam.
          </p>
        </div>
        <Link
          to="/admin/splash-ads/new"
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Splash Reklam Ekle
        </Link>
      </div>

      {ads.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">Henüz splash reklam eklenmemiş.</p>
          <Link to="/admin/splash-ads/new" className="mt-3 inline-block font-semibold text-brand hover:underline">
            İlk reklamı ekleyin
          </Link>
        </div>
      ) : (
        <section aria-label="Splash reklam listesi" className="overflow-hidden rounded-xl bg-white shadow-sm">
          <ul className="divide-y divide-slate-100">
            {ads.map((ad) => (
              <SplashAdRow
                key={ad.id}
                ad={ad}
                busy={actions.busy}
                active={actions.activeOf(ad)}
                onToggle={() => actions.toggle(ad)}
                onDelete={() => actions.ask(ad)}
              />
            ))}
          </ul>
        </section>
      )}
      <Pagination path={LIST_PATH} page={page} pageCount={pageCount} />
      {actions.dialog}
    </div>
  );
}

function SplashAdRow(props: {
  ad: AdminSplashAd;
  busy: boolean;
  active: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { ad, active } = props;
  const navigation = useNavigation();
  const editPath = `/admin/splash-ads/edit/${ad.id}`;
  const opening = navigation.state === "loading" && navigation.location.pathname === editPath;

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img
          src={ad.imageUrl}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
        <div className="min-w-0">
          <p className="break-words font-semibold">{ad.title}</p>
          <a
            href={ad.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="block truncate text-sm text-brand hover:underline"
          >
            {ad.href}
          </a>
          <p className="text-xs text-slate-500">Eklenme: {formatDate(ad.createdAt)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
        >
          {active ? "Aktif" : "Pasif"}
        </span>
        <button
          type="button"
          disabled={props.busy}
          aria-label={`${ad.title} ${active ? "pasif yap" : "aktif yap"}`}
          onClick={props.onToggle}
          className="rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
        >
          {active ? "Pasif Yap" : "Aktif Yap"}
        </button>
        <Link
          to={editPath}
          aria-label={`${ad.title} düzenle`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
        >
          {opening ? <Spinner /> : null}
          Düzenle
        </Link>
        <button
          type="button"
          disabled={props.busy}
          aria-label={`${ad.title} sil`}
          onClick={props.onDelete}
          className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          Sil
        </button>
      </div>
    </li>
  );
}

/**
 * One fetcher for the list's toggles and deletes, and one confirmation dialog. A row can unmount when the list
 * reloads (deleted here or elsewhere), so the action's answer is read up here, where it survives.
 */
function useSplashAdActions() {
  const fetcher = useFetcher<typeof action>();
  const [pending, setPending] = useState<AdminSplashAd | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);

  const submitted = fetcher.formData;
  // The toggled row shows its new state at once; the reload after the action confirms or reverts it.
  const activeOf = (ad: AdminSplashAd) =>
    submitted?.get("intent") === "toggle" && submitted.get("id") === ad.id
      ? submitted.get("active") === "true"
      : ad.isActive;
  const toggle = (ad: AdminSplashAd) =>
    fetcher.submit(
      { intent: "toggle", id: ad.id, active: String(!activeOf(ad)) },
      { method: "post", action: LIST_PATH },
    );

  const dialog = (
    <ModalDialog open={pending !== null} title="Splash reklamı sil" onClose={() => setPending(null)}>
      <p className="text-slate-700">
        <strong>{pending?.title}</strong> reklamı silinsin mi? Bu işlem geri alınamaz.
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
            if (pending) fetcher.submit({ intent: "delete", id: pending.id }, { method: "post", action: LIST_PATH });
            setPending(null);
          }}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
        >
          Sil
        </button>
      </div>
    </ModalDialog>
  );
  return { busy: fetcher.state !== "idle", activeOf, toggle, ask: setPending, dialog };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.data?.message
      ? String(error.data.message)
      : SPLASH_AD_ADMIN_MESSAGES.listFailed;
  return <AdminLoadError message={message} />;
}
