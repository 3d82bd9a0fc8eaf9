import { loadAdminEdit } from "../../../admin-kit/admin-list.server.ts";
import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { adminEditErrorBoundary } from "../../../admin-kit/edit-error.tsx";
import { keepFormDataAfterPost } from "../../../admin-kit/revalidation.ts";
import { getServices } from "../../../context.ts";
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/admin-messages.ts";
import { CASINO_REVISION_KIND } from "../../../features/casinos/casino.schema.ts";
import { getCasinoForEdit } from "../../../features/casinos/casino-admin.server.ts";
import { getCasinoFactsForEdit, listPaymentMethods } from "../../../features/casinos/casino-facts.server.ts";
import { CASINO_VERSIONED } from "../../../features/casinos/casino-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { CASINO_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { Route } from "./+types/edit";
import { CasinoForm, casinoFormValues } from "./casino-form.tsx";

export const meta = () => adminTitle("Casino Sitesini Düzenle");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const { casino, facts, paymentMethods } = await loadAdminEdit(
    logger,
    { log: "casino yüklenemedi", texts: CASINO_ADMIN_MESSAGES },
    async () => {
      const [casino, facts, paymentMethods] = await Promise.all([
        getCasinoForEdit(db, params.id),
        getCasinoFactsForEdit(db, params.id),
        listPaymentMethods(db),
      ]);
      return { casino, facts, paymentMethods };
    },
  );
  const versions = await loadVersionedEdit(context, CASINO_VERSIONED, casino.id);
  return { casino, facts, paymentMethods, ...versions };
}

export const shouldRevalidate = keepFormDataAfterPost;

const save = versionedSaveAction(CASINO_VERSIONED);

export async function action({ request, params, context }: Route.ActionArgs) {
  return save(request, context, params.id);
}

export default function EditCasino({ loaderData, actionData }: Route.ComponentProps) {
  const { casino } = loaderData;
  const edit = useVersionedEdit({
    kind: CASINO_REVISION_KIND,
    id: casino.id,
    version: casino.updatedAt,
    values: casinoFormValues(loaderData),
    autosave: loaderData.autosave,
    history: loaderData.history,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <CasinoForm key={edit.formKey} {...loaderData} edit={edit} />
    </VersionedEditFrame>
  );
}
export const ErrorBoundary = adminEditErrorBoundary(CASINO_ADMIN_MESSAGES, {
  detail: "Casino silinmiş ya da adres hatalı olabilir.",
  backTo: CASINO_LIST_PATH,
  backLabel: "Casino listesine dön",
});
