import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { getServices } from "../../../context.ts";
import { RANKED_LIST_ADMIN_MESSAGES } from "../../../features/ranked-lists/admin-messages.ts";
import { RANKED_LIST_REVISION_KIND } from "../../../features/ranked-lists/ranked-list.schema.ts";
import {
  getRankedListForEdit,
  listRankedItemChoices,
} from "../../../features/ranked-lists/ranked-list-admin.server.ts";
import { RANKED_LIST_VERSIONED } from "../../../features/ranked-lists/ranked-list-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { RANKED_LIST_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/edit";
import { RankedListForm, startingListValues } from "./ranked-list-form.tsx";

export function meta() {
  return [{ title: "Sıralı Listeyi Düzenle | Yönetim Paneli" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const loaded = await loadAdminEdit(
    logger,
    { log: "sıralı liste yüklenemedi", texts: RANKED_LIST_ADMIN_MESSAGES },
    async () => {
      const [list, choices] = await Promise.all([getRankedListForEdit(db, params.id), listRankedItemChoices(db)]);
      return { list, choices };
    },
  );
  const versions = await loadVersionedEdit(context, RANKED_LIST_VERSIONED, loaded.list.id);
  return { ...loaded, ...versions };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(RANKED_LIST_VERSIONED);

export async function action({ request, params, context }: Route.ActionArgs) {
  return save(request, context, params.id);
}

export default function EditRankedList({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const edit = useVersionedEdit({
    kind: RANKED_LIST_REVISION_KIND,
    id: list.id,
    version: list.updatedAt,
    values: startingListValues(list),
    autosave: loaderData.autosave,
    history: loaderData.history,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <RankedListForm key={edit.formKey} {...loaderData} edit={edit} />
    </VersionedEditFrame>
  );
}
export const ErrorBoundary = adminEditErrorBoundary(RANKED_LIST_ADMIN_MESSAGES, {
  detail: "Liste silinmiş ya da adres hatalı olabilir.",
  backTo: RANKED_LIST_LIST_PATH,
  backLabel: "Sıralı listelere dön",
});
