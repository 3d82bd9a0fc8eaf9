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
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/casino.schema.ts";
import {
  type AdminCasinoRow,
  deleteCasino,
  listCasinosForAdmin,
} from "../../../features/casinos/casino-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import { formatDate } from "../../../utils/format.ts";
import type { Route } from "./+types/list";
import { CasinoLogo } from "./casino-logo.tsx";

const LIST_PATH = "/admin/casinos";

export function meta() {
  return [{ title: "Casino Siteleri | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  try {
    return await listCasinosForAdmin(db, { page: readPageParam(new URL(request.url)) });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "casino listesi yüklenemedi");
    throw data({ message: CASINO_ADMIN_MESSAGES.listFailed }, { status: 500 });
  }
}

/** Reload the list after every action, a refused one too: a row someone else removed then disappears. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

type ActionResult = { ok: boolean; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await request.formData().catch(() => null);
  const id = form?.get("id");
  if (form?.get("intent") !== "delete" || typeof id !== "string") {
    return data<ActionResult>({ ok: false, message: CASINO_ADMIN_MESSAGES.deleteFailed }, { status: 400 });
  }
  try {
    await deleteCasino(services, id);
    return data<ActionResult>({ ok: true, message: CASINO_ADMIN_MESSAGES.deleted });
  } catch (error) {
    if (error instanceof ServiceError) {
      return data<ActionResult>({ ok: false, message: CASINO_ADMIN_MESSAGES.deleteFailed }, { status: 404 });
    }
    services.logger.error({ err: error instanceof Error ? error.message : String(error) }, "casino silinemedi");
    return data<ActionResult>({ ok: false, message: CASINO_ADMIN_MESSAGES.deleteFailed }, { status: 500 });
  }
}

export default function CasinoList({ loaderData }: Route.ComponentProps) {
  const { casinos, total, page, pageCount } = loaderData;
  const deletion = useCasinoDeletion();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">Casino Siteleri</h1>
          <p className="text-slate-600">Toplam {total} casino sitesi, en yeniden eskiye.</p>
        </div>
        <Link
          to="/admin/casinos/new"
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Casino Sitesi Ekle
        </Link>
      </div>

      {casinos.length === 0 ? (
        <div className="rounded-xl bg-white p-8 text-center shadow-sm">
          <p className="text-slate-600">Henüz casino sitesi eklenmemiş.</p>
          <Link to="/admin/casinos/new" className="mt-3 inline-block font-semibold text-brand hover:underline">
            İlk casino sitesini ekleyin
          </Link>
        </div>
      ) : (
        <section aria-label="Casino listesi" className="overflow-hidden rounded-xl bg-white shadow-sm">
          <div
            aria-hidden="true"
            className="hidden grid-cols-[minmax(0,14rem)_minmax(0,12rem)_minmax(0,1fr)_8rem_9rem] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:grid"
          >
            <span>Site</span>
            <span>URL</span>
            <span>Açıklama</span>
            <span>Tarih</span>
            <span className="text-right">İşlemler</span>
          </div>
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
        </section>
      )}
      <Pagination path={LIST_PATH} page={page} pageCount={pageCount} />
      {deletion.dialog}
    </div>
  );
}

function CasinoRow(props: { casino: AdminCasinoRow; deleting: boolean; onDelete: () => void }) {
  const { casino } = props;
  const navigation = useNavigation();
  const editPath = `/admin/casinos/edit/${casino.id}`;
  const opening = navigation.state === "loading" && navigation.location.pathname === editPath;
  return (
    <li className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,12rem)_minmax(0,1fr)_8rem_9rem] lg:items-center lg:gap-4">
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
        <Link
          to={editPath}
          aria-label={`${casino.name} düzenle`}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
        >
          {opening ? <Spinner /> : null}
          Düzenle
        </Link>
        <button
          type="button"
          disabled={props.deleting}
          aria-label={`${casino.name} sil`}
          onClick={props.onDelete}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          Sil
        </button>
      </div>
    </li>
  );
}

/**
 * One confirmation dialog and one fetcher for the whole list: the deleted row unmounts when the list reloads,
 * so the result is read here, where it survives (spec 2 §8 toasts).
 */
function useCasinoDeletion() {
  const fetcher = useFetcher<typeof action>();
  const [pending, setPending] = useState<AdminCasinoRow | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.message);
    else toast.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);

  const dialog = (
    <ModalDialog open={pending !== null} title="Casino sitesini sil" onClose={() => setPending(null)}>
      <p className="text-slate-700">
        <strong>{pending?.name}</strong> silinsin mi? Bu işlem geri alınamaz. Bu casinoya bağlı promosyonlar silinmez;
        casinosuz ('Diğer') promosyonlar olarak kalır.
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
  return { busy: fetcher.state !== "idle", ask: setPending, dialog };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : CASINO_ADMIN_MESSAGES.listFailed;
  return <AdminLoadError message={message} />;
}
