import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { EMPTY_PAGE, PAGE_REVISION_KIND } from "../../../features/pages/page.schema.ts";
import { PAGE_VERSIONED } from "../../../features/pages/page-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import type { Route } from "./+types/new";
import { PageForm } from "./page-form.tsx";

export const meta = () => adminTitle("Yeni Sayfa");

export async function loader({ context }: Route.LoaderArgs) {
  return loadVersionedEdit(context, PAGE_VERSIONED, null);
}

const save = versionedSaveAction(PAGE_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const edit = useVersionedEdit({
    kind: PAGE_REVISION_KIND,
    id: null,
    version: null,
    values: EMPTY_PAGE,
    autosave: loaderData.autosave,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <PageForm key={edit.formKey} editing={false} edit={edit} />
    </VersionedEditFrame>
  );
}
