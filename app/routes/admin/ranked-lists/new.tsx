import { getServices } from "../../../context.ts";
import { RANKED_LIST_ADMIN_MESSAGES } from "../../../features/ranked-lists/admin-messages.ts";
import { RANKED_LIST_REVISION_KIND } from "../../../features/ranked-lists/ranked-list.schema.ts";
import { listRankedItemChoices } from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import { RANKED_LIST_VERSIONED } from "../../../features/ranked-lists/ranked-list-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/new";
import { RankedListForm, startingListValues } from "./ranked-list-form.tsx";

export function meta() {
  return [{ title: "Yeni Sıralı Liste | Yönetim Paneli" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const [choices, versions] = await Promise.all([
    loadOrFail(
      logger,
      { log: "sıralı liste seçenekleri yüklenemedi", message: RANKED_LIST_ADMIN_MESSAGES.loadFailed },
      () => listRankedItemChoices(db),
    ),
    loadVersionedEdit(context, RANKED_LIST_VERSIONED, null),
  ]);
  return { choices, ...versions };
}

const save = versionedSaveAction(RANKED_LIST_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewRankedList({ loaderData, actionData }: Route.ComponentProps) {
  const edit = useVersionedEdit({
    kind: RANKED_LIST_REVISION_KIND,
    id: null,
    version: null,
    values: startingListValues(undefined),
    autosave: loaderData.autosave,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <RankedListForm key={edit.formKey} {...loaderData} edit={edit} />
    </VersionedEditFrame>
  );
}
