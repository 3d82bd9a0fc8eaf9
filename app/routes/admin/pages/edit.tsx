import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { SchedulePanel } from "../../../admin-kit/schedule-panel.tsx";
import { getServices } from "../../../context.ts";
import { PAGE_ADMIN_MESSAGES } from "../../../features/pages/admin-messages.ts";
import { PAGE_REVISION_KIND, pageFormValues } from "../../../features/pages/page.schema.ts";
import { PAGE_VERSIONED } from "../../../features/pages/page-versioned.server.ts";
import { getPageForEdit } from "../../../features/pages/pages-admin.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { PAGE_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/edit";
import { PageForm } from "./page-form.tsx";

export const meta = () => adminTitle("Sayfayı Düzenle");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const page = await loadAdminEdit(logger, { log: "sayfa yüklenemedi", texts: PAGE_ADMIN_MESSAGES }, () =>
    getPageForEdit(db, params.id),
  );
  const versions = await loadVersionedEdit(context, PAGE_VERSIONED, page.id);
  return { page, ...versions };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(PAGE_VERSIONED);

export async function action({ request, params, context }: Route.ActionArgs) {
  return save(request, context, params.id);
}

const SCHEDULE_IDLE_TEXT = "Taslak sayfa, zamanlanmazsa ancak 'Yayında' işaretlenip kaydedilince yayına girer.";

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const edit = useVersionedEdit({
    kind: PAGE_REVISION_KIND,
    id: page.id,
    version: page.updatedAt,
    values: pageFormValues(page),
    autosave: loaderData.autosave,
    history: loaderData.history,
    actionData,
  });
  return (
    <VersionedEditFrame
      edit={edit}
      aside={
        page.isPublished ? null : (
          <SchedulePanel publishAt={page.publishAt} onChanged={edit.reload} idleText={SCHEDULE_IDLE_TEXT} />
        )
      }
    >
      <PageForm key={edit.formKey} editing edit={edit} />
    </VersionedEditFrame>
  );
}
export const ErrorBoundary = adminEditErrorBoundary(PAGE_ADMIN_MESSAGES, {
  detail: "Sayfa silinmiş ya da adres hatalı olabilir.",
  backTo: PAGE_LIST_PATH,
  backLabel: "Sayfalara dön",
});
