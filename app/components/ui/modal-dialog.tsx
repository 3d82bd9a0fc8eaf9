import { useEffect, useId, useRef } from "react";

/** A modal on the native <dialog>: focus trap, Escape and the backdrop come from the browser. */
export function ModalDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** While true the dialog cannot be dismissed (spec 2 §4: a running batch save). */
  locked?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-black/50"
      onCancel={(event) => {
        event.preventDefault();
        if (!props.locked) props.onClose();
      }}
    >
      {props.open ? (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold">
            {props.title}
          </h2>
          <div className="mt-4">{props.children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
