import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { PROMOTION_REVISION_KIND } from "../../../features/promotions/promotion.schema.ts";
import { loadAutosaveOffer } from "../revisions/revision-kinds.server.ts";
import type { Route } from "./+types/new";
import { PromotionForm } from "./promotion-form.tsx";
import { loadFormOptions, savePromotion } from "./save-promotion.server.ts";

export const meta = () => adminTitle("Yeni Promosyon Ekle");

export async function loader({ context }: Route.LoaderArgs) {
  const [options, autosave] = await Promise.all([
    loadFormOptions(context),
    loadAutosaveOffer(context, PROMOTION_REVISION_KIND, null),
  ]);
  return { ...options, autosave };
}

export const shouldRevalidate = keepFormDataAfterPost;

export async function action({ request, context }: Route.ActionArgs) {
  return savePromotion(request, context, null);
}

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionForm {...loaderData} actionData={actionData} />;
}
