import { useCallback, useState } from "react";
import { Form, Link } from "react-router";
import {
  AdminListEmpty,
  AdminListHeading,
  EMPTY_ACTION_CLASS,
  PRIMARY_ACTION_CLASS,
  RowDeleteButton,
  SECONDARY_ACTION_CLASS,
} from "../../components/admin/admin-list.tsx";
import { RowDeleteDialog } from "../../components/admin/delete-confirm-dialog.tsx";
import { useListDeletion } from "../../components/admin/list-actions.ts";
import { BULK_INTENT, isNarrowed, readListQuery } from "../../components/admin/list-query.ts";
import { AdminLoadError, loadErrorMessage } from "../../components/admin/load-error.tsx";
import { reloadListAfterEveryPost } from "../../components/admin/revalidation.ts";
import {
  ListActionsCell,
  ListCell,
  ListNameCell,
  WorkedList,
  type WorkedListContext,
} from "../../components/admin/worked-list.tsx";
import { getServices } from "../../context.ts";
import { PaymentMethodDialog } from "../../features/casinos/components/payment-method-dialog.tsx";
import { PAYMENT_METHOD_MESSAGES, PaymentMethodSchema } from "../../features/casinos/payment-method.schema.ts";
import { PAYMENT_METHOD_LIST } from "../../features/casinos/payment-method-list.ts";
import {
  type AdminPaymentMethodRow,
  createPaymentMethod,
  deletePaymentMethods,
  listPaymentMethodsForAdmin,
  movePaymentMethod,
  updatePaymentMethod,
} from "../../features/casinos/payment-methods.server.ts";
import { handleBulkAction } from "../../utils/admin-list.server.ts";
import { CASINO_LIST_PATH, PAYMENT_METHOD_LIST_PATH } from "../../utils/admin-paths.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/payment-methods";

const COLUMNS = [
  { label: "Ad", sort: "ad" },
  { label: "Slug" },
  { label: "Sıra", sort: "sira" },
  { label: "Casino", sort: "casino", firstDirection: "azalan" },
] as const;

export function meta() {
  return [{ title: "Ödeme Yöntemleri | Yönetim Paneli" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  return loadOrFail(
    logger,
    { log: "ödeme yöntemleri yüklenemedi", message: PAYMENT_METHOD_MESSAGES.listLoadFailed },
    async () => {
      const query = readListQuery(new URL(request.url), PAYMENT_METHOD_LIST);
      return { ...(await listPaymentMethodsForAdmin(db, { query })), query };
    },
  );
}

export const shouldRevalidate = reloadListAfterEveryPost;

/** intent=save (id empty for a new method), intent=move (id, step up|down), intent=delete (id), intent=bulk. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === BULK_INTENT) {
    return handleBulkAction(form, services.logger, {
      actions: ["delete"],
      noun: "ödeme yöntemi",
      failed: "Toplu işlem yapılamadı",
      run: ({ ids }) => deletePaymentMethods(services, ids),
    });
  }
  const id = form?.get("id");
  const failed =
    intent === "delete"
      ? PAYMENT_METHOD_MESSAGES.deleteFailed
      : intent === "move"
        ? PAYMENT_METHOD_MESSAGES.moveFailed
        : PAYMENT_METHOD_MESSAGES.saveFailed;
  if ((intent !== "save" && intent !== "move" && intent !== "delete") || typeof id !== "string") {
    return refuseRequest(failed("Geçersiz istek"));
  }
  const messages: FormMessages = {
    failed,
    invalid: (reason) => reason,
    refused: (error) => (error.code === "conflict" ? error.message : failed(error.message)),
  };
  const answer = { logger: services.logger, log: "ödeme yöntemi işlemi başarısız", messages };
  if (intent === "delete") {
    return answerForm(form, () => deletePaymentMethods(services, [id]), {
      ...answer,
      success: () => ({ message: PAYMENT_METHOD_MESSAGES.deleted }),
    });
  }
  if (intent === "move") {
    const step = formText(form, "step") === "up" ? -1 : 1;
    return answerForm(form, () => movePaymentMethod(services, id, step), {
      ...answer,
      success: () => ({ message: PAYMENT_METHOD_MESSAGES.moved }),
    });
  }
  const parsed = parseForm(form, PaymentMethodSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(
    form,
    () => (id === "" ? createPaymentMethod(services, parsed.value) : updatePaymentMethod(services, id, parsed.value)),
    {
      ...answer,
      success: () => ({ message: id === "" ? PAYMENT_METHOD_MESSAGES.created : PAYMENT_METHOD_MESSAGES.updated }),
    },
  );
}

export default function PaymentMethods({ loaderData }: Route.ComponentProps) {
  const { counts, query } = loaderData;
  const list: WorkedListContext = { path: PAYMENT_METHOD_LIST_PATH, query, definition: PAYMENT_METHOD_LIST };
  const [editing, setEditing] = useState<AdminPaymentMethodRow | "new" | null>(null);
  const deletion = useListDeletion<AdminPaymentMethodRow>(PAYMENT_METHOD_LIST_PATH);
  const close = useCallback(() => setEditing(null), []);
  const empty = counts.tumu === 0 && !isNarrowed(query);
  const ordered = query.sort === "sira" && query.search === "";
  return (
    <div className="space-y-5">
      <AdminListHeading
        title="Ödeme Yöntemleri"
        description={
          <>
            Toplam {counts.tumu} ödeme yöntemi. Casino formu, sitedeki ödeme yöntemi filtresi ve rozetler bu listeyi bu
            sırayla kullanır. Bir casinonun kullandığı yöntem silinemez.
          </>
        }
      >
        <div className="flex flex-wrap gap-2">
          <Link to={CASINO_LIST_PATH} className={SECONDARY_ACTION_CLASS}>
            Casinolara dön
          </Link>
          <button type="button" onClick={() => setEditing("new")} className={PRIMARY_ACTION_CLASS}>
            Yeni Ödeme Yöntemi
          </button>
        </div>
      </AdminListHeading>

      {empty ? (
        <AdminListEmpty message="Henüz ödeme yöntemi yok.">
          <button type="button" onClick={() => setEditing("new")} className={EMPTY_ACTION_CLASS}>
            İlk ödeme yöntemini ekleyin
          </button>
        </AdminListEmpty>
      ) : (
        <WorkedList
          list={list}
          searchLabel="Ödeme yöntemi ara"
          data={loaderData}
          bulk={{ actions: ["delete"], noun: "ödeme yöntemi" }}
          label="Ödeme yöntemi listesi"
          columns={COLUMNS}
          rowName={(method) => method.name}
        >
          {(method) => (
            <PaymentMethodCells
              method={method}
              movable={ordered}
              deleting={deletion.busy}
              onEdit={() => setEditing(method)}
              onDelete={() => deletion.ask(method)}
            />
          )}
        </WorkedList>
      )}
      <PaymentMethodDialog
        open={editing !== null}
        method={editing === "new" ? null : editing}
        action={PAYMENT_METHOD_LIST_PATH}
        onClose={close}
      />
      <RowDeleteDialog deletion={deletion} title="Ödeme yöntemini sil">
        {(method) => (
          <>
            <strong>{method.name}</strong> silinsin mi? Bu işlem geri alınamaz.
          </>
        )}
      </RowDeleteDialog>
    </div>
  );
}

/** 'Yukarı'/'Aşağı' are plain forms, so the order can be changed without JavaScript too. */
function MoveButton(props: { method: AdminPaymentMethodRow; step: "up" | "down" }) {
  const label = props.step === "up" ? "Yukarı" : "Aşağı";
  return (
    <Form method="post" action={PAYMENT_METHOD_LIST_PATH} className="inline">
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

function PaymentMethodCells(props: {
  method: AdminPaymentMethodRow;
  movable: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { method } = props;
  return (
    <>
      <ListNameCell>
        <span className="flex min-w-0 items-center gap-2">
          <img src={method.iconUrl} alt="" width={24} height={24} className="h-6 w-6 shrink-0" />
          <span className="min-w-0 break-words text-base font-semibold xl:text-sm">{method.name}</span>
        </span>
      </ListNameCell>
      <ListCell label="Slug">
        <code className="font-mono text-xs">{method.slug}</code>
      </ListCell>
      <ListCell label="Sıra">{method.sortOrder + 1}</ListCell>
      <ListCell label="Casino">{method.casinoCount}</ListCell>
      <ListActionsCell>
        {props.movable ? (
          <>
            <MoveButton method={method} step="up" />
            <MoveButton method={method} step="down" />
          </>
        ) : null}
        <button
          type="button"
          onClick={props.onEdit}
          aria-label={`${method.name} düzenle`}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand hover:bg-slate-100"
        >
          Düzenle
        </button>
        <RowDeleteButton label={`${method.name} sil`} disabled={props.deleting} onClick={props.onDelete} />
      </ListActionsCell>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, PAYMENT_METHOD_MESSAGES.listLoadFailed)} />;
}
