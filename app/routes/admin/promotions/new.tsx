import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { PROMOTION_VERSIONED } from "../../../features/promotions/promotion-versioned.server.ts";
import { loadAutosaveOffer, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import type { Route } from "./+types/new";
import { loadFormOptions } from "./form-options.server.ts";
import { PromotionForm } from "./promotion-form.tsx";

export const meta = () => adminTitle("Yeni Promosyon Ekle");

export async function loader({ context }: Route.LoaderArgs) {
  const [options, autosave] = await Promise.all([
    loadFormOptions(context),
    loadAutosaveOffer(context, PROMOTION_VERSIONED, null),
  ]);
  return { ...options, autosave };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(PROMOTION_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionForm {...loaderData} actionData={actionData} />;
}
