import { adminTitle } from "../../../components/admin/admin-title.ts";
import { getServices } from "../../../context.ts";
import { CASINO_REVISION_KIND } from "../../../features/casinos/casino.schema.ts";
import { listPaymentMethods } from "../../../features/casinos/casino-facts.server.ts";
import { loadAutosaveOffer } from "../revisions/revision-kinds.server.ts";
import type { Route } from "./+types/new";
import { CasinoForm } from "./casino-form.tsx";
import { saveCasino } from "./save-casino.server.ts";

export const meta = () => adminTitle("Yeni Casino Sitesi Ekle");

export async function loader({ context }: Route.LoaderArgs) {
  const [paymentMethods, autosave] = await Promise.all([
    listPaymentMethods(getServices(context).db),
    loadAutosaveOffer(context, CASINO_REVISION_KIND, null),
  ]);
  return { paymentMethods, autosave };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveCasino(request, context, null);
}

export default function NewCasino({ loaderData, actionData }: Route.ComponentProps) {
  return <CasinoForm {...loaderData} actionData={actionData} />;
}
