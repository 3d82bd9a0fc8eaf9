import { getServices } from "../../../context.ts";
import { RANKED_LIST_ADMIN_MESSAGES } from "../../../features/ranked-lists/admin-messages.ts";
import { RANKED_LIST_REVISION_KIND } from "../../../features/ranked-lists/ranked-list.schema.ts";
import { listRankedItemChoices } from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import { loadAutosaveOffer } from "../revisions/revision-kinds.server.ts";
import type { Route } from "./+types/new";
import { RankedListForm } from "./ranked-list-form.tsx";
import { saveRankedList } from "./save-ranked-list.server.ts";

export function meta() {
  return [{ title: "Yeni Sıralı Liste | Yönetim Paneli" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const [choices, autosave] = await Promise.all([
    loadOrFail(
      logger,
      { log: "sıralı liste seçenekleri yüklenemedi", message: RANKED_LIST_ADMIN_MESSAGES.loadFailed },
      () => listRankedItemChoices(db),
    ),
    loadAutosaveOffer(context, RANKED_LIST_REVISION_KIND, null),
  ]);
  return { choices, autosave };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveRankedList(request, context, null);
}

export default function NewRankedList({ loaderData, actionData }: Route.ComponentProps) {
  return <RankedListForm {...loaderData} actionData={actionData} />;
}
