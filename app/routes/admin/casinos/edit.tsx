import { useEffect } from "react";
import toast from "react-hot-toast";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminLoadError } from "../../../components/admin/load-error.tsx";
import { getServices } from "../../../context.ts";
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/casino.schema.ts";
import { getCasinoForEdit } from "../../../features/casinos/casino-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import type { Route } from "./+types/edit";
import { CASINO_LIST_PATH, CasinoForm } from "./casino-form.tsx";
import { saveCasino } from "./save-casino.server.ts";

export function meta() {
  return [{ title: "Casino Sitesini Düzenle | Yönetim Paneli" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  try {
    return { casino: await getCasinoForEdit(db, params.id) };
  } catch (error) {
    if (error instanceof ServiceError) throw data({ message: CASINO_ADMIN_MESSAGES.notFound }, { status: 404 });
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "casino yüklenemedi");
    throw data({ message: CASINO_ADMIN_MESSAGES.loadFailed }, { status: 500 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveCasino(request, context, params.id);
}

export default function EditCasino({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one casino's form to another's starts a fresh form and editor.
  return <CasinoForm key={loaderData.casino.id} casino={loaderData.casino} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CasinoNotFound />;
  return <AdminLoadError message={CASINO_ADMIN_MESSAGES.loadFailed} />;
}

function CasinoNotFound() {
  useEffect(() => {
    toast.error(CASINO_ADMIN_MESSAGES.loadFailed, { id: "casino-not-found" });
  }, []);
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-extrabold">{CASINO_ADMIN_MESSAGES.notFound}</h1>
      <p className="mt-2 text-slate-600">Casino silinmiş ya da adres hatalı olabilir.</p>
      <Link
        to={CASINO_LIST_PATH}
        className="mt-5 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        Casino listesine dön
      </Link>
    </div>
  );
}
