import { keepFormDataAfterPost } from "../../../components/admin/revalidation.ts";
import type { Route } from "./+types/new";
import { PromotionForm } from "./promotion-form.tsx";
import { loadFormOptions, savePromotion } from "./save-promotion.server.ts";

export function meta() {
  return [{ title: "Yeni Promosyon Ekle | Yönetim Paneli" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadFormOptions(context);
}

export const shouldRevalidate = keepFormDataAfterPost;

export async function action({ request, context }: Route.ActionArgs) {
  return savePromotion(request, context, null);
}

export default function NewPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionForm casinos={loaderData.casinos} categories={loaderData.categories} actionData={actionData} />;
}
