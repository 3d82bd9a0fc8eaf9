import { useEffect } from "react";
import toast from "react-hot-toast";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminLoadError } from "../../../components/admin/load-error.tsx";
import { getServices } from "../../../context.ts";
import { PROMOTION_MESSAGES } from "../../../features/promotions/promotion.schema.ts";
import { getPromotionForEdit } from "../../../features/promotions/promotion-admin.server.ts";
import type { Route } from "./+types/edit";
import { PROMOTION_LIST_PATH } from "./paths.ts";
import { PromotionForm } from "./promotion-form.tsx";
import { loadFormOptions, savePromotion } from "./save-promotion.server.ts";

export function meta() {
  return [{ title: "Promosyonu Düzenle | Yönetim Paneli" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const [promotion, options] = await Promise.all([
    getPromotionForEdit(db, params.id).catch((error: unknown) => {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "promosyon yüklenemedi");
      throw data({ message: PROMOTION_MESSAGES.loadFailed }, { status: 500 });
    }),
    loadFormOptions(context),
  ]);
  if (!promotion) throw data({ message: PROMOTION_MESSAGES.notFound }, { status: 404 });
  return { promotion, ...options };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return savePromotion(request, context, params.id);
}

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one promotion to another starts a fresh form and editor.
  return (
    <PromotionForm
      key={loaderData.promotion.id}
      promotion={loaderData.promotion}
      casinos={loaderData.casinos}
      categories={loaderData.categories}
      actionData={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PromotionNotFound />;
  return <AdminLoadError message={PROMOTION_MESSAGES.loadFailed} />;
}

function PromotionNotFound() {
  useEffect(() => {
    toast.error(PROMOTION_MESSAGES.loadFailed, { id: "promotion-not-found" });
  }, []);
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-extrabold">{PROMOTION_MESSAGES.notFound}</h1>
      <p className="mt-2 text-slate-600">Promosyon silinmiş ya da adres hatalı olabilir.</p>
      <Link
        to={PROMOTION_LIST_PATH}
        className="mt-5 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        Promosyon listesine dön
      </Link>
    </div>
  );
}
