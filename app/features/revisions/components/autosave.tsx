import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { PRIMARY_ACTION_CLASS } from "../../../admin-kit/admin-list.tsx";
import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { formatDateTime } from "../../../utils/admin-format.ts";
import { autosavePath } from "../../../utils/admin-paths.ts";
import type { RevisionContent } from "../revision-diff.ts";
import { REVISION_MESSAGES } from "../revision-messages.ts";

/** Seconds of quiet after a change before the form is autosaved (issue #15: every few seconds of change). */
export const AUTOSAVE_DELAY_MS = 3000;

async function send(
  path: string,
  body: object,
): Promise<{ ok: boolean; savedAt?: string; previewPath?: string | null }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json().catch(() => ({ ok: false }))) as {
    ok: boolean;
    savedAt?: string;
    previewPath?: string;
  };
}

/**
 * Keeps an admin's unsaved form on the server: `changed(values)` after each edit, and the values are
 * sent once AUTOSAVE_DELAY_MS pass without another. `preview(values)` sends them at once and opens the signed
 * preview address in a new tab. Nothing here touches the stored item.
 */
export function useAutosave(options: { kind: string; id: string | null; baseVersion: string | null }) {
  const path = autosavePath(options.kind, options.id);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { baseVersion } = options;

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const changed = useCallback(
    (values: RevisionContent) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        send(path, { content: values, baseVersion })
          .then((answer) => {
            if (answer.ok && answer.savedAt) setSavedAt(answer.savedAt);
          })
          .catch(() => {});
      }, AUTOSAVE_DELAY_MS);
    },
    [path, baseVersion, cancel],
  );

  const preview = useCallback(
    async (values: RevisionContent) => {
      cancel();
      // Opened in the click itself, so no pop-up blocker stops it; the address follows once it is signed.
      const tab = window.open("about:blank", "_blank");
      const answer = await send(path, { content: values, baseVersion, preview: true }).catch(() => null);
      if (answer?.ok && answer.savedAt) setSavedAt(answer.savedAt);
      if (answer?.ok && answer.previewPath) {
        if (tab) tab.location.href = answer.previewPath;
        else window.location.assign(answer.previewPath);
        return true;
      }
      tab?.close();
      return false;
    },
    [path, baseVersion, cancel],
  );

  const discard = useCallback(async () => {
    cancel();
    await fetch(path, { method: "DELETE" }).catch(() => null);
  }, [path, cancel]);

  return { changed, preview, discard, cancel, savedAt };
}

/** 'Yok say' on the offer's amber card. */
const DISCARD_CLASS = "rounded-lg border border-amber-400 bg-white px-4 py-2 text-sm font-semibold";

/**
 * 'Kaydedilmemiş değişiklikler bulundu': offered when the admin reopens an item with an autosaved form. The offer is in
 * the server's HTML, so its buttons wait for the script that runs them.
 */
export function AutosaveOffer(props: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{REVISION_MESSAGES.autosaveFound}</p>
      <p className="mt-1 text-sm">{REVISION_MESSAGES.autosaveFoundDetail(formatDateTime(props.savedAt))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <ScriptButton onClick={props.onRestore} className={PRIMARY_ACTION_CLASS}>
          {REVISION_MESSAGES.autosaveRestore}
        </ScriptButton>
        <ScriptButton onClick={props.onDiscard} className={DISCARD_CLASS}>
          {REVISION_MESSAGES.autosaveDiscard}
        </ScriptButton>
      </div>
    </div>
  );
}

/** 'Taslak otomatik olarak saklandı (…)', polite, under the form. */
export function AutosaveStatus({ savedAt }: { savedAt: string | null }) {
  return (
    <p role="status" className="text-sm text-slate-600">
      {savedAt ? REVISION_MESSAGES.autosaved(formatDateTime(savedAt)) : ""}
    </p>
  );
}

/**
 * Autosave for a form of the form kit (every rich-text form, as the blog editor, since a long text is the work a
 * closed tab would lose): each change the admin makes is sent AUTOSAVE_DELAY_MS after the last one; a reset (a
 * restore, a save's answer) is not a change.
 */
export function useFormAutosave<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "watch">,
  options: { kind: string; id: string | null; baseVersion: string | null },
) {
  const drafts = useAutosave(options);
  const { changed } = drafts;
  useEffect(() => {
    const subscription = form.watch((values, info) => {
      if (info.name !== undefined) changed({ ...values });
    });
    return () => subscription.unsubscribe();
  }, [form, changed]);
  return drafts;
}

/** The admin's autosaved form of an item as a loader answers it, or null. */
export interface AutosaveFound {
  content: RevisionContent;
  savedAt: string;
}

/**
 * The offer of an autosaved form when an edit screen opens: `offer` is the element to show; 'Geri
 * yükle' gives `restored` (the saved values, only those of the form's own fields and types) and a new `epoch` to key
 * the form with, so it and its editors start again from them; 'Yok say' deletes the autosave.
 */
export function useAutosaveOffer<Values extends object>(
  found: AutosaveFound | null,
  options: { kind: string; id: string | null; defaults: Values },
) {
  const [offer, setOffer] = useState(found);
  const [state, setState] = useState<{ restored: Partial<Values> | null; epoch: number }>({
    restored: null,
    epoch: 0,
  });
  const { kind, id, defaults } = options;
  const element = offer ? (
    <AutosaveOffer
      savedAt={offer.savedAt}
      onRestore={() => {
        setState((current) => ({ restored: ofFormFields(defaults, offer.content), epoch: current.epoch + 1 }));
        setOffer(null);
      }}
      onDiscard={() => {
        setOffer(null);
        void fetch(autosavePath(kind, id), { method: "DELETE" }).catch(() => null);
      }}
    />
  ) : null;
  return { offer: element, restored: state.restored, epoch: state.epoch };
}

/** The saved values of the form's own fields whose type matches the field's: nothing else reaches the form. */
export function ofFormFields<Values extends object>(defaults: Values, content: RevisionContent): Partial<Values> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(content)) {
    if (Object.hasOwn(defaults, name) && typeof value === typeof (defaults as Record<string, unknown>)[name]) {
      kept[name] = value;
    }
  }
  return kept as Partial<Values>;
}
