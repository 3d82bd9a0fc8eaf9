import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldPath, FieldValues, Path, SubmitErrorHandler } from "react-hook-form";
import { get } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { usePageForm } from "../../../admin-kit/use-save-answer.ts";
import { ScriptButton } from "../../../components/ui/script-button.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import { type SaveAnswer, withPostedText } from "../../../utils/form.ts";
import { REVISION_VERSION_FIELD } from "../public.ts";
import { type AutosaveFound, AutosaveOffer, ofFormFields, useAutosave } from "./autosave.tsx";
import { HistoryPanel, type RevisionHistory } from "./history-panel.tsx";

/**
 * The edit screen of a versioned item, in one hook: the autosave while the admin edits (`onValuesChange`), the offer
 * of an autosave found on opening (`offer`), the 'Geçmiş' panel (`history`, for a stored item), 'Önizle'
 * (`preview`) and the save (`save`: a pending autosave dropped, the body posted with the version the form was
 * opened at, so a stale save is refused; without JavaScript the form posts itself with that version in its hidden
 * field, `versionField`). Saved, the action redirects with its toast; refused, `refusal` holds the answer (toasted
 * here; the form puts its field errors on its fields). Restoring the autosave or a kept revision starts a new
 * epoch: key the form with `formKey` and start it from `defaults`. Scheduling moves the stored version but no
 * field, so the form keeps the version it was opened at and its unsaved edits.
 */
export function useVersionedEdit<Values extends object>(options: {
  kind: string;
  /** The item's id; null on the new screen. */
  id: string | null;
  /** The stored version (updated_at); null on the new screen. */
  version: string | null;
  /** The stored values, or the empty form's. */
  values: Values;
  autosave: AutosaveFound | null;
  /** The stored item's kept revisions (`loadVersionedEdit`); none on the new screen. */
  history?: RevisionHistory | undefined;
  actionData: SaveAnswer<string> | undefined;
}) {
  const { kind, id, version } = options;
  const revalidator = useRevalidator();
  const [epoch, setEpoch] = useState({ version, restored: null as Partial<Values> | null, count: 0 });
  const restoring = useRef(false);
  useEffect(() => {
    if (!restoring.current) return;
    restoring.current = false;
    setEpoch((current) => ({ version, restored: null, count: current.count + 1 }));
  }, [version]);
  const drafts = useAutosave({ kind, id, baseVersion: epoch.version });
  // The form puts the server's field errors on its fields itself.
  const page = usePageForm(null, { actionData: options.actionData });
  const [found, setFound] = useState(options.autosave);
  const defaults: Values = { ...options.values, ...(epoch.restored ?? {}) };
  const latest = useRef<object>(defaults);
  const { changed } = drafts;
  const onValuesChange = useCallback(
    (values: object) => {
      latest.current = values;
      changed({ ...values });
    },
    [changed],
  );
  const onRestored = useCallback(() => {
    restoring.current = true;
    return revalidator.revalidate();
  }, [revalidator]);
  const offer = found ? (
    <AutosaveOffer
      savedAt={found.savedAt}
      onRestore={() => {
        const restored = ofFormFields(options.values, found.content);
        setEpoch((current) => ({ ...current, restored, count: current.count + 1 }));
        setFound(null);
      }}
      onDiscard={() => {
        setFound(null);
        void drafts.discard();
      }}
    />
  ) : null;
  const history =
    id !== null && options.history !== undefined ? (
      <HistoryPanel kind={kind} id={id} history={options.history} onRestored={onRestored} />
    ) : null;
  const versionBody: Record<string, string> = epoch.version ? { [REVISION_VERSION_FIELD]: epoch.version } : {};
  return {
    formKey: `${id ?? "new"}:${epoch.count}`,
    defaults,
    /** The version the form was opened at. */
    version: epoch.version,
    /** The form's hidden field with that version, for a post made without JavaScript. */
    versionField: epoch.version ? <input type="hidden" name={REVISION_VERSION_FIELD} value={epoch.version} /> : null,
    offer,
    history,
    onValuesChange,
    savedAt: drafts.savedAt,
    hydrated: page.hydrated,
    saving: page.saving,
    refusal: page.refusal,
    save: (body: Record<string, string>) => {
      drafts.cancel();
      page.save({ ...body, ...versionBody });
    },
    preview: () => void drafts.preview({ ...latest.current }),
    /** Reloads the screen after a change outside the form (the schedule panel's). */
    reload: () => void revalidator.revalidate(),
  };
}

/** What `useVersionedEdit` gives an edit screen, for the form under it. */
export type VersionedEdit<Values extends object> = ReturnType<typeof useVersionedEdit<Values>>;

/**
 * A form of the form kit (react-hook-form on the kind's schema) under `useVersionedEdit`: it starts from the
 * screen's `defaults`, each change the admin makes is autosaved (a reset is not a change), the server's field
 * errors go on their fields (`onFieldErrors` then, e.g. to open the tab that holds them), `errorOf` shows them in
 * the server's HTML before hydration, and `onSubmit(toBody)` is the form's handler once hydrated (before, the
 * browser posts the form itself): the fields checked, then the body saved through the screen.
 */
export function useVersionedForm<Input extends FieldValues, Output extends FieldValues>(
  edit: VersionedEdit<Input>,
  schema: $ZodType<Output, Input>,
  options: { onFieldErrors?: (fields: string[]) => void } = {},
) {
  const { onValuesChange, refusal, hydrated } = edit;
  const form = useSchemaForm(
    schema,
    withPostedText(edit.defaults, refusal) as Parameters<typeof useSchemaForm<Input, Output>>[1],
  );
  useEffect(() => {
    const subscription = form.watch((values, info) => {
      if (info.name !== undefined) onValuesChange({ ...values });
    });
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);
  const { onFieldErrors } = options;
  const onRefusal = useRef(onFieldErrors);
  onRefusal.current = onFieldErrors;
  useEffect(() => {
    if (!refusal) return;
    const errors = Object.entries(refusal.errors ?? {});
    for (const [field, message] of errors) form.setError(field as Path<Input>, { type: "server", message });
    onRefusal.current?.(errors.map(([field]) => field));
  }, [refusal, form]);
  const errorOf = (name: FieldPath<Input>): string | undefined => {
    const error: { message?: string } | undefined = get(form.formState.errors, name);
    return error?.message ?? (hydrated ? undefined : refusal?.errors?.[name]);
  };
  const onSubmit = (toBody: () => Record<string, string>, onInvalid?: SubmitErrorHandler<Input>) =>
    hydrated ? form.handleSubmit(() => edit.save(toBody()), onInvalid) : undefined;
  return { form, errorOf, onSubmit };
}

/**
 * A form-kit edit screen's frame: the autosave offer above the form (`children`, keyed by the screen's
 * `formKey`), the item's panels (`aside`, e.g. the schedule) and its history below, at the form's width.
 */
export function VersionedEditFrame(props: {
  edit: { offer: React.ReactNode; history: React.ReactNode };
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const below = props.aside || props.edit.history;
  return (
    <div className="space-y-5">
      {props.edit.offer ? <div className="mx-auto max-w-3xl">{props.edit.offer}</div> : null}
      {props.children}
      {below ? (
        <div className="mx-auto max-w-3xl space-y-5">
          {props.aside}
          {props.edit.history}
        </div>
      ) : null}
    </div>
  );
}

/** 'Önizle' beside a page form's save: the public page as the form would save it. */
export function PreviewButton(props: { onClick: () => void }) {
  // The preview is opened by the script from the form's values: without it, or before hydration, it is disabled.
  return (
    <ScriptButton
      onClick={props.onClick}
      className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
    >
      Önizle
    </ScriptButton>
  );
}
