import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

/**
 * The outlined button that asks the AI ('AI ile doldur', 'AI Önerileri'), with a spinner while it answers. Only the
 * page's script can ask, so without JavaScript (and until hydration) it is a disabled button, not one that does nothing.
 */
export function AiAskButton(props: { busy: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <ScriptButton
      onClick={props.onClick}
      disabled={props.busy}
      className="inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2.5 font-semibold text-brand disabled:opacity-60"
    >
      {props.busy ? <Spinner /> : null}
      {props.children}
    </ScriptButton>
  );
}
