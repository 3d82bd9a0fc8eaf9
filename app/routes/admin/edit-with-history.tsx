import { Fragment } from "react";
import type { DefaultValues, FieldValues, SubmitErrorHandler } from "react-hook-form";
import { useRevalidator } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { usePageForm } from "../../admin-kit/use-save-answer.ts";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import {
  type AutosaveFound,
  useAutosaveOffer,
  useFormAutosave,
} from "../../features/revisions/components/autosave.tsx";
import { HistoryPanel } from "../../features/revisions/components/history-panel.tsx";
import { REVISION_VERSION_FIELD } from "../../features/revisions/public.ts";
import type { SaveAnswer } from "../../utils/form.ts";

/**
 * An edit page of versioned content (decision 031): its form (`children`, keyed here by id and version, so a saved or
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
 * A versioned item's page form with the autosave found on opening offered above it (decision 045): `open` names the
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

/** 'Önizle' beside a page form's save (decision 045): the public page as the form would save it. */
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
