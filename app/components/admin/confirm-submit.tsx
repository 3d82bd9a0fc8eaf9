import { useState } from "react";
import { useFetcher } from "react-router";
import { ModalDialog } from "../ui/modal-dialog.tsx";

/**
 * A button that asks first (spec 2 §5: all deletes ask for confirmation), then posts `fields` to `action`
 * through a fetcher, so the list stays where it is.
 */
export function ConfirmSubmit(props: {
  label: string;
  title: string;
  message: string;
  confirmLabel?: string;
  action?: string;
  fields: Record<string, string>;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setOpen(true)}
        className={
          props.className ??
          "rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        }
      >
        {props.label}
      </button>
      <ModalDialog open={open} title={props.title} onClose={() => setOpen(false)}>
        <p className="text-slate-700">{props.message}</p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
          >
            İptal
          </button>
          <button
            type="button"
            onClick={() => {
              fetcher.submit(props.fields, { method: "post", ...(props.action ? { action: props.action } : {}) });
              setOpen(false);
            }}
            className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white"
          >
            {props.confirmLabel ?? "Sil"}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
