import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { PROMOTION_REVISION_KIND } from "../../../features/promotions/promotion.schema.ts";
import { PROMOTION_VERSIONED } from "../../../features/promotions/promotion-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import type { Route } from "./+types/new";
import { loadFormOptions } from "./form-options.server.ts";
import { PromotionForm, promotionFormValues } from "./promotion-form.tsx";

export const meta = () => adminTitle("Yeni Promosyon Ekle");

export async function loader({ context }: Route.LoaderArgs) {
  const [options, versions] = await Promise.all([
    loadFormOptions(context),
    loadVersionedEdit(context, PROMOTION_VERSIONED, null),
  ]);
  return { ...options, ...versions };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(PROMOTION_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const edit = useVersionedEdit({
    kind: PROMOTION_REVISION_KIND,
    id: null,
    version: null,
    values: promotionFormValues(undefined),
    autosave: loaderData.autosave,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <PromotionForm key={edit.formKey} {...loaderData} edit={edit} />
    </VersionedEditFrame>
  );
}
