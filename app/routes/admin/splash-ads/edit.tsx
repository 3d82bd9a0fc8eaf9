import { data } from "react-router";
import { AdminEditError } from "../../../components/admin/edit-error.tsx";
import { getServices } from "../../../context.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/splash-ad.schema.ts";
import { getSplashAd } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { ServiceError } from "../../../utils/errors.ts";
import type { Route } from "./+types/edit";
import { SPLASH_LIST_PATH } from "./paths.ts";
import { saveSplashAd } from "./save-splash-ad.server.ts";
import { SplashAdForm } from "./splash-ad-form.tsx";

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
  return (
    <AdminEditError
      error={error}
      loadFailed={SPLASH_AD_ADMIN_MESSAGES.loadFailed}
      notFound={{
        title: SPLASH_AD_ADMIN_MESSAGES.notFound,
        detail: "Reklam silinmiş ya da adres hatalı olabilir.",
        backTo: SPLASH_LIST_PATH,
        backLabel: "Splash reklam listesine dön",
      }}
    />
  );
}
