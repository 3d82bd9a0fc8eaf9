import { adminTitle } from "../../../admin-kit/admin-title.ts";
import { adminLoadErrorBoundary } from "../../../admin-kit/load-error.tsx";
import { getServices } from "../../../context.ts";
import { CASINO_ADMIN_MESSAGES } from "../../../features/casinos/admin-messages.ts";
import { CASINO_REVISION_KIND } from "../../../features/casinos/casino.schema.ts";
import { listPaymentMethods } from "../../../features/casinos/casino-facts.server.ts";
import { CASINO_VERSIONED } from "../../../features/casinos/casino-versioned.server.ts";
import { useVersionedEdit, VersionedEditFrame } from "../../../features/revisions/components/versioned-edit.tsx";
import { loadVersionedEdit, versionedSaveAction } from "../../../features/revisions/versioned-save.server.ts";
import { loadOrFail } from "../../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/new";
import { CasinoForm, casinoFormValues } from "./casino-form.tsx";

export const meta = () => adminTitle("Yeni Casino Sitesi Ekle");

/** Spec 2 §8: a failed load says 'Casino bilgileri yüklenirken bir hata oluştu' on this screen (ErrorBoundary). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const [paymentMethods, versions] = await Promise.all([
    loadOrFail(logger, { log: "casino formu yüklenemedi", message: CASINO_ADMIN_MESSAGES.loadFailed }, () =>
      listPaymentMethods(db),
    ),
    loadVersionedEdit(context, CASINO_VERSIONED, null),
  ]);
  return { paymentMethods, ...versions };
}

const save = versionedSaveAction(CASINO_VERSIONED);

export async function action({ request, context }: Route.ActionArgs) {
  return save(request, context, null);
}

export default function NewCasino({ loaderData, actionData }: Route.ComponentProps) {
  const edit = useVersionedEdit({
    kind: CASINO_REVISION_KIND,
    id: null,
    version: null,
    values: casinoFormValues({}),
    autosave: loaderData.autosave,
    actionData,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <CasinoForm key={edit.formKey} {...loaderData} edit={edit} />
    </VersionedEditFrame>
  );
}
export const ErrorBoundary = adminLoadErrorBoundary(CASINO_ADMIN_MESSAGES.loadFailed);
