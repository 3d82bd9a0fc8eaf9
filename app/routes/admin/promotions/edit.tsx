import { useRevalidator } from "react-router";
import { AdminEditError } from "../../../components/admin/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../components/admin/revalidation.ts";
import { getServices } from "../../../context.ts";
import { PROMOTION_MESSAGES, PROMOTION_REVISION_KIND } from "../../../features/promotions/promotion.schema.ts";
import { getPromotionForEdit } from "../../../features/promotions/promotion-admin.server.ts";
import { getPromotionFactsForEdit } from "../../../features/promotions/promotion-facts.server.ts";
import { HistoryPanel } from "../../../features/revisions/components/history-panel.tsx";
import { loadAdminEdit } from "../../../utils/admin-list.server.ts";
import { PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/edit";
import { PromotionForm } from "./promotion-form.tsx";
import { loadFormOptions, savePromotion } from "./save-promotion.server.ts";

export function meta() {
  return [{ title: "Promosyonu Düzenle | Yönetim Paneli" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const [promotion, options] = await Promise.all([
    loadAdminEdit(
      logger,
      { log: "promosyon yüklenemedi", notFound: PROMOTION_MESSAGES.notFound, message: PROMOTION_MESSAGES.loadFailed },
      async () => {
        const promotion = await getPromotionForEdit(db, params.id);
        return promotion ? { ...promotion, facts: await getPromotionFactsForEdit(db, params.id) } : null;
      },
    ),
    loadFormOptions(context),
  ]);
  return { promotion, ...options };
}

export const shouldRevalidate = keepFormDataAfterPost;

export async function action({ request, params, context }: Route.ActionArgs) {
  return savePromotion(request, context, params.id);
}

export default function EditPromotion({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { promotion } = loaderData;
  // Keyed by id and version: another promotion, or a restored version, starts a fresh form and editor.
  return (
    <div className="space-y-5">
      <PromotionForm
        key={`${promotion.id}:${promotion.updatedAt}`}
        promotion={promotion}
        casinos={loaderData.casinos}
        categories={loaderData.categories}
        actionData={actionData}
      />
      <HistoryPanel
        kind={PROMOTION_REVISION_KIND}
        id={promotion.id}
        version={promotion.updatedAt}
        onRestored={revalidator.revalidate}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminEditError
      error={error}
      loadFailed={PROMOTION_MESSAGES.loadFailed}
      notFound={{
        title: PROMOTION_MESSAGES.notFound,
        detail: "Promosyon silinmiş ya da adres hatalı olabilir.",
        backTo: PROMOTION_LIST_PATH,
        backLabel: "Promosyon listesine dön",
      }}
    />
  );
}
