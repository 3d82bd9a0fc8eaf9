import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { ReviewTable } from "../../../components/ui/review-table.tsx";
import { AI_MESSAGES } from "../../../integrations/ai-messages.ts";
import { errorText } from "../../../utils/errors.ts";
import { aiRequests } from "../ai-requests.ts";
import { type FactChange, factChanges, type RefusedFact } from "../fact-proposal.ts";
import { AiAskButton } from "./ai-ask-button.tsx";

/**
 * 'AI ile doldur' (issue #14): asks the AI for the facts the item's own text states, shows which fields it would
 * set (old → new) and applies them to the form only when the admin confirms. Nothing is saved: the form's own
 * 'Kaydet' does that, with the form's schema.
 */
export function AiFactsButton(props: {
  kind: "promotion" | "casino";
  /** The item's own text (description, terms…) at the moment of the click. */
  text: () => string;
  /** The item's form: the facts are read from it, and written to it once confirmed. */
  // biome-ignore lint/suspicious/noExplicitAny: any item's form; the AI names only its fact fields, each a string.
  form: Pick<UseFormReturn<any>, "getValues" | "setValue">;
  labels: Readonly<Record<string, string>>;
  /** Turkish names of a choice field's keys, so 'bonus_deposit' reads 'Bonus + yatırım'. */
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [proposal, setProposal] = useState<{ changes: FactChange[]; refused: RefusedFact[] } | null>(null);

  const ask = async () => {
    setError(null);
    setNotice(null);
    const text = props.text();
    if (text.replace(/<[^>]*>/g, " ").trim() === "") {
      setError(AI_MESSAGES.factsTextRequired);
      return;
    }
    setBusy(true);
    try {
      const answer = await aiRequests.facts(props.kind, text);
      const changes = factChanges(props.form.getValues(), answer.values, props.labels);
      if (changes.length === 0 && answer.refused.length === 0) setError(AI_MESSAGES.factsUnchanged);
      else setProposal({ changes, refused: answer.refused });
    } catch (caught) {
      setError(errorText(caught, AI_MESSAGES.factsFailed));
    } finally {
      setBusy(false);
    }
  };

  const shown = (field: string, value: string) => {
    if (value === "") return "(boş)";
    const names = props.choices?.[field];
    if (!names) return value.replace(/\n/g, " · ");
    return value
      .split(",")
      .map((key) => names[key.trim()] ?? key)
      .join(", ");
  };

  const apply = () => {
    if (!proposal) return;
    for (const change of proposal.changes) {
      props.form.setValue(change.field, change.after, { shouldDirty: true, shouldValidate: true });
    }
    setNotice(`${proposal.changes.length} alan dolduruldu; kaydetmeden önce kontrol edin.`);
    setProposal(null);
  };

  return (
    <div className="space-y-2">
      <AiAskButton busy={busy} onClick={() => void ask()}>
        AI ile doldur
      </AiAskButton>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-green-800">
          {notice}
        </p>
      ) : null}
      <ModalDialog open={proposal !== null} title="AI önerisi" onClose={() => setProposal(null)}>
        {proposal && proposal.changes.length > 0 ? (
          <>
            <p className="text-sm text-slate-600">
              Onaylarsanız şu alanlar forma yazılır; kaydedilmeleri için formu ayrıca kaydetmeniz gerekir.
            </p>
            <ReviewTable
              caption="Önerilen değişiklikler"
              columns={["Alan", "Şimdiki", "Önerilen"]}
              dense
              className="mt-3 w-full text-left text-sm"
              rows={proposal.changes.map((change) => ({
                key: change.field,
                head: change.label,
                cells: (
                  <>
                    <td className="break-words py-1 pr-2 text-slate-600">{shown(change.field, change.before)}</td>
                    <td className="break-words py-1">{shown(change.field, change.after)}</td>
                  </>
                ),
              }))}
            />
          </>
        ) : (
          <p className="text-sm">{AI_MESSAGES.factsUnchanged}</p>
        )}
        {proposal && proposal.refused.length > 0 ? (
          <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm">
            <p className="font-semibold">Kullanılmayan öneriler</p>
            <ul className="mt-1 list-disc pl-5">
              {proposal.refused.map((item) => (
                <li key={item.field}>
                  {item.label}: {item.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={() => setProposal(null)}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
          >
            Vazgeç
          </button>
          {proposal && proposal.changes.length > 0 ? (
            <button type="button" onClick={apply} className="rounded-lg bg-brand px-4 py-2 font-semibold text-white">
              Forma uygula
            </button>
          ) : null}
        </div>
      </ModalDialog>
    </div>
  );
}
