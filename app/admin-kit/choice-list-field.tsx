import type { FieldPath, FieldValues, PathValue } from "react-hook-form";
import { FieldError } from "../components/ui/field-error.tsx";
import { useFormFields } from "./form-parts.tsx";

/**
 * A group of checkboxes that edits one comma-separated form value ("slot,spor"), as the fact schemas read lists
 * (app/utils/fact-fields.ts choiceList/slugList). Each box carries the field's name and its value, so a post made
 * without JavaScript sends the ticked ones and the action reads them as "slot,spor" (parseForm); once the page is
 * hydrated the boxes edit the form value and the script posts it.
 */
export function ChoiceListField<Values extends FieldValues>(props: {
  name: FieldPath<Values>;
  legend: string;
  options: readonly { value: string; label: string; icon?: string }[];
}) {
  const fields = useFormFields<Values>();
  const { name } = props;
  const form = fields.form;
  const raw: unknown = form.watch(name);
  const chosen = new Set(
    String(raw ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );
  const id = fields.idOf(name);
  const error = fields.errorOf(name);
  const toggle = (value: string, on: boolean) => {
    const next = props.options.map((option) => option.value).filter((v) => (v === value ? on : chosen.has(v)));
    form.setValue(name, next.join(",") as PathValue<Values, FieldPath<Values>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };
  return (
    <fieldset
      id={id}
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-lg border border-slate-200 p-3"
    >
      <legend className="px-1 text-sm font-semibold">{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {props.options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              className="h-4 w-4"
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.icon ? <img src={option.icon} alt="" width={20} height={20} className="h-5 w-5" /> : null}
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
