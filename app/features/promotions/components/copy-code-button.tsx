import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { notify } from "../../../components/ui/toasts.tsx";

/** Copies the promotion code; the code itself stays visible text, so nothing is lost without JavaScript. */
export function CopyCodeButton({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success("Kod kopyalandı");
    } catch {
      notify.error("Kod kopyalanamadı");
    }
  };
  return (
    <ScriptButton
      onClick={copy}
      aria-label={`Kodu kopyala: ${code}`}
      className="rounded-lg border border-amber-300 bg-white px-3 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100"
    >
      Kopyala
    </ScriptButton>
  );
}
