import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { getServices } from "../../../context.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/admin-messages.ts";
import { SPLASH_REVISION_KIND } from "../../../features/splash-ads/splash-ad.schema.ts";
import { getSplashAdForEdit } from "../../../features/splash-ads/splash-ad-admin.server.ts";
import { SPLASH_AD_VERSIONED } from "../../../features/splash-ads/splash-ad-versioned.server.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/edit";
import { SplashAdForm, splashAdFormValues } from "./splash-ad-form.tsx";

export const meta = () => adminTitle("Splash Reklamı Düzenle");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const ad = await loadAdminEdit(logger, { log: "splash reklam yüklenemedi", texts: SPLASH_AD_ADMIN_MESSAGES }, () =>
    getSplashAdForEdit(db, params.id),
  );
  const versions = await loadVersionedEdit(context, SPLASH_AD_VERSIONED, ad.id);
  return { ad, ...versions };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(SPLASH_AD_VERSIONED);

export async function action({ request, params, context }: Route.ActionArgs) {
  return save(request, context, params.id);
}

export default function EditSplashAd({ loaderData, actionData }: Route.ComponentProps) {
  const { ad } = loaderData;
  const edit = useVersionedEdit({
    kind: SPLASH_REVISION_KIND,
    id: ad.id,
    version: ad.updatedAt,
    values: splashAdFormValues(ad),
    autosave: loaderData.autosave,
    history: loaderData.history,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <SplashAdForm key={edit.formKey} editing edit={edit} />
    </VersionedEditFrame>
  );
}
export const ErrorBoundary = adminEditErrorBoundary(SPLASH_AD_ADMIN_MESSAGES, {
  detail: "Reklam silinmiş ya da adres hatalı olabilir.",
  backTo: SPLASH_LIST_PATH,
  backLabel: "Splash reklam listesine dön",
});
