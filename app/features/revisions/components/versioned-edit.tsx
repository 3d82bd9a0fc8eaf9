import { Fragment, useCallback, useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, SubmitErrorHandler } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { usePageForm } from "../../../admin-kit/use-save-answer.ts";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import type { SaveAnswer } from "../../../utils/form.ts";
import { REVISION_VERSION_FIELD } from "../public.ts";
import { type AutosaveFound, AutosaveOffer, useAutosave, useAutosaveOffer, useFormAutosave } from "./autosave.tsx";
import { HistoryPanel } from "./history-panel.tsx";

/**
 * An edit page of versioned content: its form (`children`, keyed here by id and version, so a saved or
 * restored version starts a fresh form and editor) above the 'Geçmiş' panel, both at the form's width; a restore
 * reloads the page.
 */
export function EditWithHistory(props: {
  kind: string;
  id: string;
  version: string;
  children: React.ReactNode;
  /** Panels of the item shown above its history, at the form's width (e.g. the promotion's schedule). */
  aside?: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  return (
    <div className="space-y-5">
      <Fragment key={`${props.id}:${props.version}`}>{props.children}</Fragment>
      <div className="mx-auto max-w-3xl space-y-5">
        {props.aside}
        <HistoryPanel kind={props.kind} id={props.id} version={props.version} onRestored={revalidator.revalidate} />
      </div>
    </div>
  );
}

/**
 * A versioned item's page form with the autosave found on opening offered above it: `open` names the
 * item (null for a new one) and the values its form starts with, `Body` renders the form from them; restoring the
 * autosave starts `Body` again with the autosaved values.
 */
export function withAutosaveOffer<Props extends { autosave?: AutosaveFound | null }, Values extends object>(
  kind: string,
  open: (props: Props) => { id: string | null; defaults: Values },
  Body: React.ComponentType<Props & { defaults: Values }>,
) {
  return function FormWithAutosaveOffer(props: Props) {
    const { id, defaults } = open(props);
    const { offer, restored, epoch } = useAutosaveOffer(props.autosave ?? null, { kind, id, defaults });
    return (
      <>
        {offer ? <div className="mx-auto mb-5 max-w-3xl">{offer}</div> : null}
        <Fragment key={epoch}>
          <Body {...props} defaults={{ ...defaults, ...restored }} />
        </Fragment>
      </>
    );
  };
}

/**
 * A versioned item's page form on its schema: autosaved while the admin edits, saved by `usePageForm` (back to the
 * list with a toast, or the refusal under the fields). `onSubmit(toBody)` is the form's handler once hydrated (before, the
 * browser posts the form itself): the fields checked, a pending autosave dropped, and the body posted with the
 * version the form was opened at, so a stale save is refused. `preview()` opens the page as the form would save it.
 */
export function useAutosavedPageForm<Input extends FieldValues, Output extends FieldValues>(
  schema: $ZodType<Output, Input>,
  defaults: DefaultValues<Input>,
  options: {
    kind: string;
    id: string | null;
    version: string | undefined;
    actionData: SaveAnswer<string> | undefined;
    onFieldErrors?: (fields: string[]) => void;
  },
) {
  const form = useSchemaForm(schema, defaults);
  const drafts = useFormAutosave(form, { kind: options.kind, id: options.id, baseVersion: options.version ?? null });
  const page = usePageForm(form, options);
  const save = (body: Record<string, string>) => {
    drafts.cancel();
    const version: Record<string, string> = options.version ? { [REVISION_VERSION_FIELD]: options.version } : {};
    page.save({ ...body, ...version });
  };
  const onSubmit = (toBody: () => Record<string, string>, onInvalid?: SubmitErrorHandler<Input>) =>
    page.hydrated ? form.handleSubmit(() => save(toBody()), onInvalid) : undefined;
  const preview = () => void drafts.preview({ ...form.getValues() });
  return { ...page, form, onSubmit, preview, savedAt: drafts.savedAt };
}

/** 'Önizle' beside a page form's save: the public page as the form would save it. */
export function PreviewButton(props: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
    >
      Önizle
    </button>
  );
}

/**
 * The edit screen of a versioned item whose form keeps its own state (the blog editor), in one hook: the autosave
 * while the admin edits (`onValuesChange`), the offer of an autosave found on opening (`offer`), the 'Geçmiş' panel
 * (`history`, for a stored item), 'Önizle' (`preview`) and the save (`save`: a pending autosave dropped, the values
 * posted with the version the form was opened at, so a stale save is refused; without JavaScript the form posts
 * itself with that version in its hidden field). Restoring the autosave or a kept revision starts a new epoch:
 * key the form with `formKey` and start it from `defaults`. Scheduling moves the stored version but no field, so
 * the form keeps the version it was opened at and its unsaved edits.
 */
export function useVersionedEdit<Values extends Record<string, string>>(options: {
  kind: string;
  /** The item's id; null on the new screen. */
  id: string | null;
  /** The stored version (updated_at); null on the new screen. */
  version: string | null;
  /** The stored values, or the empty form's. */
  values: Values;
  autosave: AutosaveFound | null;
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
  const latest = useRef<Values>(defaults);
  const { changed } = drafts;
  const onValuesChange = useCallback(
    (values: Values) => {
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
        const restored = found.content as Partial<Values>;
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
    id !== null && version !== null ? (
      <HistoryPanel kind={kind} id={id} version={version} onRestored={onRestored} />
    ) : null;
  return {
    formKey: `${id ?? "new"}:${epoch.count}`,
    defaults,
    /** The version the form was opened at, for its hidden field. */
    version: epoch.version,
    offer,
    history,
    onValuesChange,
    savedAt: drafts.savedAt,
    saving: page.saving,
    refusal: page.refusal,
    save: (values: Values) => {
      drafts.cancel();
      page.save({ ...values, ...(epoch.version ? { [REVISION_VERSION_FIELD]: epoch.version } : {}) });
    },
    preview: () => void drafts.preview({ ...latest.current }),
    /** Reloads the screen after a change outside the form (the schedule panel's). */
    reload: () => void revalidator.revalidate(),
  };
}
