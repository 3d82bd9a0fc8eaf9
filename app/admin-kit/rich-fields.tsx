import { Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { RichTextEditor } from "../components/editor/rich-text-editor.tsx";
import { FieldError } from "../components/ui/field-error.tsx";
import type { UploadKind } from "../utils/upload-rules.ts";
import { useFormFields } from "./form-parts.tsx";
import { ImageInput } from "./image-input.tsx";

/**
 * A rich-text field bound to its form by name (the editor is uncontrolled; `editorKey` remounts it with the form's
 * value, after an AI rewrite for instance): the label shown above (the editor carries it as its own name), an
 * optional hint, the Turkish error, and `after` below it. Kept apart from form-parts so forms without an editor do
 * not load it.
 */
export function RichTextField<Values extends FieldValues>(props: {
  name: FieldPath<Values>;
  /** The error's and hint's id prefix; `fields.idOf(name)` by default. */
  id?: string;
  label: string;
  hint?: string;
  minHeight?: number;
  /** Further ids the editor is described by (a word count, for instance). */
  describedBy?: string;
  editorKey?: number;
  after?: React.ReactNode;
}) {
  const fields = useFormFields<Values>();
  const { name } = props;
  const id = props.id ?? fields.idOf(name);
  const error = fields.errorOf(name);
  const describedBy = [props.hint ? `${id}-hint` : null, props.describedBy, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <p className="mb-1 block text-sm font-medium" aria-hidden="true">
        {props.label}
      </p>
      {props.hint ? (
        <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500">
          {props.hint}
        </p>
      ) : null}
      <Controller
        control={fields.form.control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            key={props.editorKey}
            name={name}
            label={props.label}
            defaultValue={typeof field.value === "string" ? field.value : ""}
            onChange={field.onChange}
            {...(props.minHeight ? { minHeight: props.minHeight } : {})}
            invalid={Boolean(error)}
            {...(describedBy ? { describedBy } : {})}
          />
        )}
      />
      <FieldError id={`${id}-error`} message={error} />
      {props.after}
    </div>
  );
}

/** An image field (upload or address, spec 2 §2/§4) bound to its form by name, with an optional hint below. */
export function ImageField<Values extends FieldValues>(props: {
  name: FieldPath<Values>;
  label: string;
  kind: UploadKind;
  hint?: string;
  /** The failure toast for the server's reason (see ImageInput); the promotion image's by default. */
  failureMessage?: (reason: string) => string;
}) {
  const fields = useFormFields<Values>();
  const { name } = props;
  const input = (
    <Controller
      control={fields.form.control}
      name={name}
      render={({ field }) => (
        <ImageInput
          {...(props.failureMessage ? { failureMessage: props.failureMessage } : {})}
          name={name}
          label={props.label}
          kind={props.kind}
          defaultValue={typeof field.value === "string" ? field.value : ""}
          onChange={field.onChange}
          error={fields.errorOf(name)}
        />
      )}
    />
  );
  return props.hint ? (
    <div>
      {input}
      <p className="mt-1 text-xs text-slate-500">{props.hint}</p>
    </div>
  ) : (
    input
  );
}
