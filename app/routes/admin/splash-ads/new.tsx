import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { SPLASH_REVISION_KIND } from "../../../features/splash-ads/splash-ad.schema.ts";
import { SPLASH_AD_VERSIONED } from "../../../features/splash-ads/splash-ad-versioned.server.ts";
import type { Route } from "./+types/new";
import { SplashAdForm, splashAdFormValues } from "./splash-ad-form.tsx";

export const meta = () => adminTitle("Yeni Splash Reklam");

export async function loader({ context }: Route.LoaderArgs) {
  return loadVersionedEdit(context, SPLASH_AD_VERSIONED, null);
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(SPLASH_AD_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewSplashAd({ loaderData, actionData }: Route.ComponentProps) {
  const edit = useVersionedEdit({
    kind: SPLASH_REVISION_KIND,
    id: null,
    version: null,
    values: splashAdFormValues(undefined),
    autosave: loaderData.autosave,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <SplashAdForm key={edit.formKey} editing={false} edit={edit} />
    </VersionedEditFrame>
  );
}
