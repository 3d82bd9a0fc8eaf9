import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { SchedulePanel } from "../../../admin-kit/schedule-panel.tsx";
import { getServices } from "../../../context.ts";
import { PROMOTION_ADMIN_MESSAGES } from "../../../features/promotions/admin-messages.ts";
import { PROMOTION_REVISION_KIND } from "../../../features/promotions/promotion.schema.ts";
import { getPromotionForEdit } from "../../../features/promotions/promotion-admin.server.ts";
import { getPromotionFactsForEdit } from "../../../features/promotions/promotion-facts.server.ts";
import { PROMOTION_VERSIONED } from "../../../features/promotions/promotion-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/edit";
import { loadFormOptions } from "./form-options.server.ts";
import { PromotionForm, promotionFormValues } from "./promotion-form.tsx";

export const meta = () => adminTitle("Promosyonu Düzenle");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const [promotion, options] = await Promise.all([
    loadAdminEdit(logger, { log: "promosyon yüklenemedi", texts: PROMOTION_ADMIN_MESSAGES }, async () => {
      const promotion = await getPromotionForEdit(db, params.id);
      return promotion ? { ...promotion, facts: await getPromotionFactsForEdit(db, params.id) } : null;
    }),
    loadFormOptions(context),
  ]);
  const versions = await loadVersionedEdit(context, PROMOTION_VERSIONED, promotion.id);
  return { promotion, ...options, ...versions };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(PROMOTION_VERSIONED);

export async function action({ request, params, context }: Route.ActionArgs) {
  return save(request, context, params.id);
}

const SCHEDULE_IDLE_TEXT =
  "Pasif promosyon, zamanlanmazsa ancak 'Aktif' işaretlenince yayına girer. Yayın zamanı, teklifin ziyaretçiye gösterilen başlangıç tarihinden ayrıdır.";

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion } = loaderData;
  const edit = useVersionedEdit({
    kind: PROMOTION_REVISION_KIND,
    id: promotion.id,
    version: promotion.updatedAt,
    values: promotionFormValues(promotion),
    autosave: loaderData.autosave,
    history: loaderData.history,
    actionData,
  });
  return (
    <VersionedEditFrame
      edit={edit}
      aside={
        promotion.values.isActive ? null : (
          <SchedulePanel publishAt={promotion.publishAt} onChanged={edit.reload} idleText={SCHEDULE_IDLE_TEXT} />
        )
      }
    >
      <PromotionForm key={edit.formKey} {...loaderData} edit={edit} />
    </VersionedEditFrame>
  );
}
export const ErrorBoundary = adminEditErrorBoundary(PROMOTION_ADMIN_MESSAGES, {
  detail: "Promosyon silinmiş ya da adres hatalı olabilir.",
  backTo: PROMOTION_LIST_PATH,
  backLabel: "Promosyon listesine dön",
});
