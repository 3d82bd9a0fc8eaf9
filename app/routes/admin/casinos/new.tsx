import type { Route } from "./+types/new";
import { CasinoForm } from "./casino-form.tsx";
import { saveCasino } from "./save-casino.server.ts";

export function meta() {
  return [{ title: "Yeni Casino Sitesi Ekle | Yönetim Paneli" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveCasino(request, context, null);
}

export default function NewCasino({ actionData }: Route.ComponentProps) {
  return <CasinoForm actionData={actionData} />;
}
