import { Spinner } from "../../../components/ui/spinner.tsx";

/** The outlined button that asks the AI ('AI ile doldur', 'AI Önerileri'), with a spinner while it answers. */
export function AiAskButton(props: { busy: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.busy}
      className="inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2.5 font-semibold text-brand disabled:opacity-60"
    >
      {props.busy ? <Spinner /> : null}
      {props.children}
    </button>
  );
}
