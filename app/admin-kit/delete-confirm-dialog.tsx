import { CancelButton } from "../components/ui/cancel-button.tsx";
import { ModalDialog } from "../components/ui/modal-dialog.tsx";
import type { useListDeletion } from "./list-actions.ts";

/** Spec 2 §5: every delete asks first. `children` is the question; 'İptal' closes, the red button confirms. */
export function DeleteConfirmDialog(props: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: React.ReactNode;
}) {
  return (
    <ModalDialog open={props.open} title={props.title} onClose={props.onCancel}>
      <p className="text-slate-700">{props.children}</p>
      <div className="mt-6 flex justify-end gap-2">
        <CancelButton onClick={props.onCancel} />
        <button
          type="button"
          onClick={props.onConfirm}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
        >
          Sil
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * The confirmation of a list's `useListDeletion`, itself a form: 'Sil' posts intent=delete with the row's id through
 * the list's deletion fetcher. `children` asks about the row.
 */
export function RowDeleteDialog<Row extends { id: string }>(props: {
  deletion: ReturnType<typeof useListDeletion<Row>>;
  title: string;
  children: (row: Row) => React.ReactNode;
}) {
  const { pending, cancel, Form, action } = props.deletion;
  return (
    <ModalDialog open={pending !== null} title={props.title} onClose={cancel}>
      {pending === null ? null : (
        <Form method="post" action={action} preventScrollReset aria-label={props.title} onSubmit={cancel}>
          <p className="text-slate-700">{props.children(pending)}</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={pending.id} />
          <div className="mt-6 flex justify-end gap-2">
            <CancelButton onClick={cancel} />
            <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white">
              Sil
            </button>
          </div>
        </Form>
      )}
    </ModalDialog>
  );
}
