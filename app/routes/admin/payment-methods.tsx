import { Form } from "react-router";
import {
  answerBulkAction,
  answerDialogRow,
  answerDialogSave,
  loadAdminList,
  readListPost,
} from "../../admin-kit/admin-list.server.ts";
import { AdminListPage, ListRow, type RowDeletion } from "../../admin-kit/admin-list-page.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { useListAction, useRowDialog } from "../../admin-kit/list-actions.ts";
import { BULK_INTENT } from "../../admin-kit/list-query.ts";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import { reloadListAfterEveryPost } from "../../admin-kit/revalidation.ts";
import { getServices } from "../../context.ts";
import { PAYMENT_METHOD_ADMIN_MESSAGES } from "../../features/casinos/admin-messages.ts";
import { PaymentMethodDialog } from "../../features/casinos/components/payment-method-dialog.tsx";
import { PaymentMethodSchema } from "../../features/casinos/payment-method.schema.ts";
import { PAYMENT_METHOD_LIST } from "../../features/casinos/payment-method-list.ts";
import {
  type AdminPaymentMethodRow,
  createPaymentMethod,
  deletePaymentMethods,
  listPaymentMethodsForAdmin,
  movePaymentMethod,
  updatePaymentMethod,
} from "../../features/casinos/payment-methods.server.ts";
import { CASINO_LIST_PATH, PAYMENT_METHOD_LIST_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/payment-methods";

export const meta = () => adminTitle("Ödeme Yöntemleri");

export const loader = (args: Route.LoaderArgs) =>
  loadAdminList(
    args,
    PAYMENT_METHOD_LIST,
    { log: "ödeme yöntemleri yüklenemedi", message: PAYMENT_METHOD_ADMIN_MESSAGES.listFailed },
    ({ db }, query) => listPaymentMethodsForAdmin(db, { query }),
  );

export const shouldRevalidate = reloadListAfterEveryPost;

/** The list's writes, each answered with its toast: the dialog's save, a row's move or delete, the bulk delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const post = await readListPost(request, PAYMENT_METHOD_LIST_PATH);
  const log = "ödeme yöntemi işlemi başarısız";
  const texts = PAYMENT_METHOD_ADMIN_MESSAGES;
  switch (post.intent) {
    case "save":
      return answerDialogSave(
        post,
        services,
        PaymentMethodSchema,
        { log, created: texts.created, updated: texts.updated, failed: texts.saveFailed },
        {
          create: (value) => createPaymentMethod(services, value),
          update: (id, value) => updatePaymentMethod(services, id, value),
        },
      );
    case "move": {
      const step = formText(post.form, "step") === "up" ? -1 : 1;
      return answerDialogRow(post, services, { log, done: texts.moved, failed: texts.moveFailed }, (id) =>
        movePaymentMethod(services, id, step),
      );
    }
    case "delete":
      return answerDialogRow(post, services, { log, done: texts.deleted, failed: texts.deleteFailed }, (id) =>
        deletePaymentMethods(services, [id]),
      );
    case BULK_INTENT:
      return answerBulkAction(post, services, {
        ...PAYMENT_METHOD_LIST.bulk,
        failed: "Toplu işlem yapılamadı",
        run: ({ ids }) => deletePaymentMethods(services, ids),
      });
    default:
      return refuseRequest(texts.saveFailed("Geçersiz istek"));
  }
}

export default function PaymentMethods({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  const dialog = useRowDialog<AdminPaymentMethodRow>();
  const action = useListAction(PAYMENT_METHOD_LIST_PATH);
  const ordered = query.sort === "sira" && query.search === "";
  return (
    <AdminListPage
      path={PAYMENT_METHOD_LIST_PATH}
      definition={PAYMENT_METHOD_LIST}
      data={loaderData}
      title="Ödeme Yöntemleri"
      description={
        <>
          Toplam {counts.tumu} ödeme yöntemi. Casino formu, sitedeki ödeme yöntemi filtresi ve rozetler bu listeyi bu
          sırayla kullanır. Bir casinonun kullandığı yöntem silinemez.
        </>
      }
      secondary={{ to: CASINO_LIST_PATH, label: "Casinolara dön" }}
      add={{ onClick: dialog.openNew, label: "Yeni Ödeme Yöntemi", first: "İlk ödeme yöntemini ekleyin" }}
      empty="Henüz ödeme yöntemi yok."
      searchLabel="Ödeme yöntemi ara"
      label="Ödeme yöntemi listesi"
      rowName={(method) => method.name}
      after={<PaymentMethodDialog open={dialog.open} method={dialog.row} action={action} onClose={dialog.close} />}
      deleteTitle="Ödeme yöntemini sil"
      deleteQuestion={(method) => (
        <>
          <strong>{method.name}</strong> silinsin mi? Bu işlem geri alınamaz.
        </>
      )}
    >
      {(method, deletion) => (
        <PaymentMethodCells method={method} movable={ordered} deletion={deletion} onEdit={() => dialog.edit(method)} />
      )}
    </AdminListPage>
  );
}

/** 'Yukarı'/'Aşağı' are plain forms, so the order can be changed without JavaScript too. */
function MoveButton(props: { method: AdminPaymentMethodRow; step: "up" | "down" }) {
  const label = props.step === "up" ? "Yukarı" : "Aşağı";
  return (
    <Form method="post" action={useListAction(PAYMENT_METHOD_LIST_PATH)} preventScrollReset className="inline">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={props.method.id} />
      <input type="hidden" name="step" value={props.step} />
      <button
        type="submit"
        aria-label={`${props.method.name} ${props.step === "up" ? "yukarı taşı" : "aşağı taşı"}`}
        className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        {label}
      </button>
    </Form>
  );
}

function PaymentMethodCells({
  method,
  ...props
}: {
  method: AdminPaymentMethodRow;
  movable: boolean;
  deletion: RowDeletion;
  onEdit: () => void;
}) {
  return (
    <>
      <ListRow.Name>
        <span className="flex min-w-0 items-center gap-2">
          <img src={method.iconUrl} alt="" width={24} height={24} className="h-6 w-6 shrink-0" />
          <span className="min-w-0 break-words text-base font-semibold xl:text-sm">{method.name}</span>
        </span>
      </ListRow.Name>
      <ListRow.Cell label="Slug">
        <code className="font-mono text-xs">{method.slug}</code>
      </ListRow.Cell>
      <ListRow.Cell label="Sıra">{method.sortOrder + 1}</ListRow.Cell>
      <ListRow.Cell label="Casino">{method.casinoCount}</ListRow.Cell>
      <ListRow.Actions>
        {props.movable ? (
          <>
            <MoveButton method={method} step="up" />
            <MoveButton method={method} step="down" />
          </>
        ) : null}
        <ListRow.Edit label={`${method.name} düzenle`} onClick={props.onEdit} />
        <ListRow.Delete label={`${method.name} sil`} deletion={props.deletion} />
      </ListRow.Actions>
    </>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(PAYMENT_METHOD_ADMIN_MESSAGES.listFailed);
