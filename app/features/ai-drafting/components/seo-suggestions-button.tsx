import { useState } from "react";
import toast from "react-hot-toast";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { AI_MESSAGES } from "../../../integrations/ai-messages.ts";
import { errorText } from "../../../utils/errors.ts";
import { SEO_ADVISED_LIMITS } from "../../seo/public.ts";
import { aiRequests, type SeoFields } from "../ai-requests.ts";
import { AiAskButton } from "./ai-ask-button.tsx";

/** Spec 2 §2 SEO settings: 'AI Önerileri' asks for three options; each can be selected and applied to the form. */
export function SeoSuggestionsButton(props: {
  pageName: string;
  content: string;
  aiConfigured: boolean;
  onApply: (seo: SeoFields) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<SeoFields[] | null>(null);

  const ask = async () => {
    if (!props.aiConfigured) {
      toast.error(AI_MESSAGES.notConfigured);
      return;
    }
    setBusy(true);
    try {
      const result = await aiRequests.pageSeo(props.pageName, props.content);
      if (result.length === 0) toast.error(AI_MESSAGES.pageSeoFailed);
      else setSuggestions(result);
    } catch (error) {
      toast.error(AI_MESSAGES.pageSeoError(errorText(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AiAskButton busy={busy} onClick={() => void ask()}>
        AI Önerileri
      </AiAskButton>
      <ModalDialog
        open={suggestions !== null}
        title={`${props.pageName} için SEO önerileri`}
        onClose={() => setSuggestions(null)}
      >
        <ul className="space-y-3">
          {(suggestions ?? []).map((s, index) => {
            // Spec 2 §5: a suggestion over the advised length is shown in red, counter included.
            const titleOver = s.title.length > SEO_ADVISED_LIMITS.title;
            const descriptionOver = s.description.length > SEO_ADVISED_LIMITS.description;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: three fixed suggestions that never reorder
              <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className={`font-semibold ${titleOver ? "text-red-700" : ""}`}>{s.title}</p>
                <p className={`text-xs ${titleOver ? "font-semibold text-red-700" : "text-slate-500"}`}>
                  {s.title.length}/{SEO_ADVISED_LIMITS.title}
                </p>
                <p className={`mt-1 ${descriptionOver ? "text-red-700" : ""}`}>{s.description}</p>
                <p className={`text-xs ${descriptionOver ? "font-semibold text-red-700" : "text-slate-500"}`}>
                  {s.description.length}/{SEO_ADVISED_LIMITS.description}
                </p>
                <p className="mt-1 text-xs text-slate-500">{s.keywords}</p>
                <button
                  type="button"
                  onClick={() => {
                    props.onApply(s);
                    setSuggestions(null);
                    toast.success("Öneri uygulandı; kaydetmeyi unutmayın.");
                  }}
                  className="mt-2 rounded-md bg-brand px-3 py-1.5 text-xs font-semibold text-white"
                  aria-label={`Öneri ${index + 1}: seç ve uygula`}
                >
                  Seç ve Uygula
                </button>
              </li>
            );
          })}
        </ul>
      </ModalDialog>
    </>
  );
}
