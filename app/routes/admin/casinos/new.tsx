import { getServices } from "../../../context.ts";
import { listPaymentMethods } from "../../../features/casinos/casino-facts.server.ts";
import type { Route } from "./+types/new";
import { CasinoForm } from "./casino-form.tsx";
import { saveCasino } from "./save-casino.server.ts";

export function meta() {
  return [{ title: "Yeni Casino Sitesi Ekle | Yönetim Paneli" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { paymentMethods: await listPaymentMethods(getServices(context).db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveCasino(request, context, null);
}

export default function NewCasino({ loaderData, actionData }: Route.ComponentProps) {
  return <CasinoForm paymentMethods={loaderData.paymentMethods} actionData={actionData} />;
}
