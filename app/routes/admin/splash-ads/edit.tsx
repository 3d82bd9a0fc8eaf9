import { useEffect } from "react";
import toast from "react-hot-toast";
import { data, isRouteErrorResponse, Link } from "react-router";
import { AdminLoadError } from "../../../components/admin/load-error.tsx";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/splash-ad.schema.ts";
import { getSplashAd } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import type { Route } from "./+types/edit";
import { saveSplashAd } from "./save-splash-ad.server.ts";
import { SPLASH_LIST_PATH, SplashAdForm } from "./splash-ad-form.tsx";

export function meta() {
  return [{ title: "Splash Reklamı Düzenle | Yönetim Paneli" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  try {
    return { ad: await getSplashAd(db, params.id) };
  } catch (error) {
    if (error instanceof ServiceError) throw data({ message: SPLASH_AD_ADMIN_MESSAGES.notFound }, { status: 404 });
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "splash reklam yüklenemedi");
    throw data({ message: SPLASH_AD_ADMIN_MESSAGES.loadFailed }, { status: 500 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveSplashAd(request, context, params.id);
}

export default function EditSplashAd({ loaderData, actionData }: Route.ComponentProps) {
  return <SplashAdForm key={loaderData.ad.id} ad={loaderData.ad} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <SplashAdNotFound />;
  return <AdminLoadError message={SPLASH_AD_ADMIN_MESSAGES.loadFailed} />;
}

function SplashAdNotFound() {
  useEffect(() => {
    toast.error(SPLASH_AD_ADMIN_MESSAGES.loadFailed, { id: "splash-not-found" });
  }, []);
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-extrabold">{SPLASH_AD_ADMIN_MESSAGES.notFound}</h1>
      <p className="mt-2 text-slate-600">Reklam silinmiş ya da adres hatalı olabilir.</p>
      <Link
        to={SPLASH_LIST_PATH}
        className="mt-5 inline-block rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
      >
        Splash reklam listesine dön
      </Link>
    </div>
  );
}
