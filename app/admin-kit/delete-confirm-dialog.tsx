import { CancelButton } from "../components/ui/cancel-button.tsx";
import { ModalDialog } from "../components/ui/modal-dialog.tsx";

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

/** The confirmation of a list's `useListDeletion`; `children` asks about the row. */
export function RowDeleteDialog<Row>(props: {
  deletion: { pending: Row | null; cancel: () => void; confirm: () => void };
  title: string;
  children: (row: Row) => React.ReactNode;
}) {
  const { pending, cancel, confirm } = props.deletion;
  return (
    <DeleteConfirmDialog open={pending !== null} title={props.title} onCancel={cancel} onConfirm={confirm}>
      {pending === null ? null : props.children(pending)}
    </DeleteConfirmDialog>
  );
}
