import { createContext, useContext, useState } from "react";
import {
  type FieldError as FieldErrorType,
  type FieldPath,
  type FieldValues,
  get,
  type PathValue,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import { Form, Link } from "react-router";
import type { $ZodType, input } from "zod/v4/core";
import { CancelButton } from "../components/ui/cancel-button.tsx";
import { FieldError } from "../components/ui/field-error.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { Spinner } from "../components/ui/spinner.tsx";
import { slugOrEmpty } from "../utils/slug.ts";
import { ADMIN_COLUMN_CLASS } from "./admin-list.tsx";
import { useToastingFetcher } from "./list-actions.ts";

/** A text input, select or textarea of an admin form; red border while `aria-invalid`. */
export const FORM_INPUT_CLASS =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

/** A field's character counter beside its label: red (and `data-over`) past `max`, with `overAdvice` then. */
export interface FieldCounter {
  length: number;
  max: number;
  overAdvice?: string;
}

/** The ids an input's `aria-describedby` names: its hint, counter, advice and error, those that are shown. */
function describedByOf(id: string, parts: { hint?: string; counter?: FieldCounter; error: string | undefined }) {
  const over = parts.counter !== undefined && parts.counter.length > parts.counter.max;
  const ids = [
    parts.counter ? `${id}-count` : null,
    over && parts.counter?.overAdvice ? `${id}-advice` : null,
    parts.hint ? `${id}-hint` : null,
    parts.error ? `${id}-error` : null,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * A label above its input (`children`, with id `id`), an optional counter beside the label, an optional hint, and
 * the field's error. Most fields want `TextField`/`TextAreaField`/`SelectField`, which fill `children` themselves.
 */
export function FormField(props: {
  id: string;
  label: string;
  hint?: string | undefined;
  counter?: FieldCounter | undefined;
  error: string | undefined;
  className?: string | undefined;
  children: React.ReactNode;
}) {
  const { id, counter } = props;
  const over = counter !== undefined && counter.length > counter.max;
  return (
    <div className={props.className}>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {props.label}
        </label>
        {counter ? (
          <span
            id={`${id}-count`}
            data-over={over ? "true" : undefined}
            className={`text-xs tabular-nums ${over ? "font-semibold text-red-700" : "text-slate-500"}`}
          >
            {counter.length}/{counter.max}
          </span>
        ) : null}
      </div>
      {props.children}
      {over && counter.overAdvice ? (
        <p id={`${id}-advice`} className="mt-1 text-xs text-red-700">
          {counter.overAdvice}
        </p>
      ) : null}
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/** A web address input's attributes (spread into a `TextField`). */
export const URL_INPUT = { type: "url", inputMode: "url", placeholder: "https://" } as const;

/**
 * An image address that may be one of the site's own ('/uploads/…') as well as a web address: a text input with the
 * phone's URL keyboard. A url input would refuse the site's path in a post without JavaScript, and its value is
 * invalid HTML there (the W3C check); the schema checks the address either way.
 */
export const IMAGE_ADDRESS_INPUT = { inputMode: "url", placeholder: "https://" } as const;

/** A whole amount's input attributes (spread into a `TextField`): the phone shows digits. */
export const NUMBER_INPUT = { inputMode: "numeric" } as const;

/** `aria-invalid` and `aria-describedby` for an input whose field has an error. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

/**
 * A form's fields, for the field components: the form (`useSchemaForm()`), how to read a field's error (the form's
 * own by default; a page form passes `usePageForm`'s `errorOf`, which adds the server's answer before hydration), and the
 * prefix of its inputs' ids: a field's id is `{idPrefix}-{name}` (or its name) unless it gives its own.
 */
export interface FormFields<Values extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed output type does not matter to a field.
  form: UseFormReturn<Values, unknown, any>;
  errorOf: (name: FieldPath<Values>) => string | undefined;
  idOf: (name: FieldPath<Values>) => string;
}

export function formFields<Values extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: the transformed output type does not matter to a field.
  form: UseFormReturn<Values, unknown, any>,
  errorOf?: ((name: FieldPath<Values>) => string | undefined) | null,
  idPrefix?: string,
): FormFields<Values> {
  return {
    form,
    errorOf: errorOf ?? ((name) => (get(form.formState.errors, name) as FieldErrorType | undefined)?.message),
    idOf: (name) => (idPrefix ? `${idPrefix}-${name}` : name),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a provider holds any form's fields; each field reads them by name.
const FieldsContext = createContext<FormFields<any> | null>(null);

/**
 * Gives the kit's fields inside it their form, as react-hook-form's `FormProvider` does, so each field names only
 * what makes it itself: `<TextField name="title" label="Başlık" maxLength={200} />`. `FormPage`, `IntentForm` and
 * `FetcherForm` provide the `fields` they are given; this is the only way a field gets its form. The context cannot
 * know the form's values, so a form takes its field components from `fieldsOf(Schema)`, whose `name` is typed.
 */
export function FormFieldsProvider<Values extends FieldValues>(props: {
  fields: FormFields<Values> | undefined;
  children: React.ReactNode;
}) {
  return props.fields ? (
    <FieldsContext.Provider value={props.fields}>{props.children}</FieldsContext.Provider>
  ) : (
    props.children
  );
}

/** A field's form: the nearest `FormFieldsProvider`'s (a `FormPage`, `IntentForm` or `FetcherForm` is one). */
export function useFormFields<Values extends FieldValues>(): FormFields<Values> {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error("A form field needs a FormFieldsProvider around it");
  return fields;
}

/** What every bound field takes: its form, its name in the schema, the input's id, the label and the extras. */
interface BoundFieldProps<Values extends FieldValues> {
  name: FieldPath<Values>;
  /** The input's id; `fields.idOf(name)` by default. */
  id?: string | undefined;
  label: string;
  hint?: string | undefined;
  /** A character counter of the field's own value: its `max`, or that with the advice shown past it. */
  counter?: number | Omit<FieldCounter, "length"> | undefined;
  /** The field's wrapper (a grid column, for instance). */
  className?: string | undefined;
  /** Classes added to the input's own. */
  inputClassName?: string | undefined;
  /** react-hook-form's register options (an `onChange` that follows the value, for instance). */
  registerOptions?: RegisterOptions<Values, FieldPath<Values>>;
}

/** A bound field's counter: the length of its value as the form holds it now, against its limit. */
function counterOf<Values extends FieldValues>(
  fields: FormFields<Values>,
  name: FieldPath<Values>,
  limit: BoundFieldProps<Values>["counter"],
): FieldCounter | undefined {
  if (limit === undefined) return undefined;
  const value: unknown = fields.form.watch(name);
  const length = typeof value === "string" ? value.length : 0;
  return typeof limit === "number" ? { length, max: limit } : { ...limit, length };
}

/**
 * The input's side of a bound field: registered by name, with its stored value in the HTML (the server render has
 * no JavaScript to fill registered inputs), the shared look, and the aria wiring to the hint, counter and error.
 */
function useBoundInput<Values extends FieldValues>(props: BoundFieldProps<Values>) {
  const fields = useFormFields<Values>();
  const { name } = props;
  const id = props.id ?? fields.idOf(name);
  const error = fields.errorOf(name);
  const counter = counterOf(fields, name, props.counter);
  const describedBy = describedByOf(id, { hint: props.hint, counter, error });
  const stored: unknown = get(fields.form.formState.defaultValues, name);
  return {
    id,
    error,
    counter,
    input: {
      id,
      className: props.inputClassName ? `${FORM_INPUT_CLASS} ${props.inputClassName}` : FORM_INPUT_CLASS,
      defaultValue: typeof stored === "string" || typeof stored === "number" ? stored : "",
      ...(error ? { "aria-invalid": true as const } : {}),
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
      ...fields.form.register(name, props.registerOptions),
    },
  };
}

/** The props a bound field takes for itself; the rest go to the input element. */
const BOUND_KEYS = [
  "fields",
  "name",
  "id",
  "label",
  "hint",
  "counter",
  "className",
  "inputClassName",
  "registerOptions",
  "beside",
  "children",
] as const;

function nativeOf<Props extends object>(props: Props): Omit<Props, (typeof BOUND_KEYS)[number]> {
  const native: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const key of BOUND_KEYS) delete native[key];
  return native as Omit<Props, (typeof BOUND_KEYS)[number]>;
}

type NativeProps<Element> = Omit<
  Element,
  "id" | "name" | "className" | "defaultValue" | "value" | "onChange" | "onBlur" | "children"
>;

function BoundField<Values extends FieldValues>(props: {
  field: BoundFieldProps<Values>;
  bound: { id: string; error: string | undefined; counter: FieldCounter | undefined };
  children: React.ReactNode;
}) {
  const { field } = props;
  return (
    <FormField
      id={props.bound.id}
      label={field.label}
      hint={field.hint}
      counter={props.bound.counter}
      error={props.bound.error}
      className={field.className}
    >
      {props.children}
    </FormField>
  );
}

/**
 * A text input bound to its form by name (type text unless `type` says url, date...): label, hint, Turkish error
 * and aria wiring in one line. `beside` stands to the right of the input (a preview, for instance).
 */
export function TextField<Values extends FieldValues>(
  props: BoundFieldProps<Values> &
    NativeProps<React.InputHTMLAttributes<HTMLInputElement>> & { beside?: React.ReactNode },
) {
  const bound = useBoundInput(props);
  const element = <input type="text" {...nativeOf(props)} {...bound.input} />;
  const { beside } = props;
  return (
    <BoundField field={props} bound={bound}>
      {beside ? (
        <div className="flex items-start gap-3">
          {element}
          {beside}
        </div>
      ) : (
        element
      )}
    </BoundField>
  );
}

/** A textarea bound to its form by name; see `TextField`. */
export function TextAreaField<Values extends FieldValues>(
  props: BoundFieldProps<Values> & NativeProps<React.TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const bound = useBoundInput(props);
  return (
    <BoundField field={props} bound={bound}>
      <textarea {...nativeOf(props)} {...bound.input} />
    </BoundField>
  );
}

/** A select bound to its form by name, its options as children; see `TextField`. */
export function SelectField<Values extends FieldValues>(
  props: BoundFieldProps<Values> &
    NativeProps<React.SelectHTMLAttributes<HTMLSelectElement>> & { children: React.ReactNode },
) {
  const bound = useBoundInput(props);
  return (
    <BoundField field={props} bound={bound}>
      <select {...nativeOf(props)} {...bound.input}>
        {props.children}
      </select>
    </BoundField>
  );
}

/** A checkbox bound to its form by name, its label after it; checked in the HTML when the stored value is true. */
export function CheckboxField<Values extends FieldValues>(props: { name: FieldPath<Values>; label: string }) {
  const { form } = useFormFields<Values>();
  const stored: unknown = get(form.formState.defaultValues, props.name);
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="h-4 w-4" defaultChecked={stored === true} {...form.register(props.name)} />
      {props.label}
    </label>
  );
}

/** A schema's form values (its input), as react-hook-form's paths take them. */
type ValuesOf<Schema extends $ZodType> = input<Schema> extends infer Values extends FieldValues ? Values : never;

/** A bound field whose `name` must be a path of `Values` (the same component, its props' type narrowed). */
type NamedFrom<Values extends FieldValues, Field> = Field extends (props: infer Props) => infer Rendered
  ? (props: Omit<Props, "name"> & { name: FieldPath<Values> }) => Rendered
  : never;

/**
 * The kit's fields typed by one form's schema, so `tsc` refuses a name the form does not have (a misnamed field
 * would otherwise compile, and neither show its stored value nor save). Written once per form module:
 * `const { TextField, CheckboxField, ImageField } = fieldsOf(SplashAdSchema, { ImageField });` — `more` adds the
 * fields kept in other modules (the rich fields, the choice list), typed the same way.
 */
export function fieldsOf<Schema extends $ZodType, More extends Record<string, unknown> = Record<never, never>>(
  _schema: Schema,
  more?: More,
) {
  const fields = { TextField, TextAreaField, SelectField, CheckboxField, ...(more as More) };
  // Only the type changes: each component reads its form from the provider whatever its `Values` are.
  return fields as unknown as {
    [Key in keyof typeof fields]: NamedFrom<ValuesOf<Schema>, (typeof fields)[Key]>;
  };
}

/**
 * A dialog's 'name' and 'slug' fields: the slug follows the name until the admin types in it; a stored item's slug
 * (`slugKept`) never follows, because its public address depends on it.
 */
export function NameAndSlugFields<
  Values extends FieldValues & { name?: string | undefined; slug?: string | undefined },
>(props: { nameLabel: string; nameMax: number; slugHint: string; slugMax: number; slugKept: boolean }) {
  const fields = useFormFields<Values>();
  const [slugTouched, setSlugTouched] = useState(props.slugKept);
  // FieldPath<Values> cannot be worked out for a generic Values; both fields are in its type above.
  const name = "name" as FieldPath<Values>;
  const slug = "slug" as FieldPath<Values>;
  return (
    <>
      <TextField
        name={name}
        label={props.nameLabel}
        autoComplete="off"
        maxLength={props.nameMax}
        registerOptions={{
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            if (slugTouched) return;
            const value = slugOrEmpty(event.target.value) as PathValue<Values, FieldPath<Values>>;
            fields.form.setValue(slug, value, { shouldValidate: fields.form.formState.isSubmitted });
          },
        }}
      />
      <TextField
        name={slug}
        label="Slug"
        hint={props.slugHint}
        autoComplete="off"
        maxLength={props.slugMax}
        inputClassName="font-mono text-sm"
        registerOptions={{ onChange: () => setSlugTouched(true) }}
      />
    </>
  );
}

/**
 * 'Kaydet' / 'Güncelle' (or `label`), 'Kaydediliyor...' with a spinner while the save is on its way; `disabled`
 * also while there is nothing to save.
 */
export function SaveButton(props: { saving: boolean; disabled?: boolean; label: string; size: "page" | "dialog" }) {
  return (
    <button
      type="submit"
      disabled={props.saving || props.disabled}
      className={`inline-flex items-center gap-2 rounded-lg bg-brand ${props.size === "page" ? "px-5 py-2.5" : "px-4 py-2"} font-semibold text-white hover:bg-brand-dark disabled:opacity-70`}
    >
      {props.saving ? <Spinner /> : null}
      {props.saving ? "Kaydediliyor..." : props.label}
    </button>
  );
}

/** An admin form's card: white, rounded, its fields spaced (a form page's `<Form>`, a settings panel's form). */
export const FORM_CARD_CLASS = "space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6";

/**
 * An admin form page (a casino, a promotion, a ranked list, a splash ad): the centred column, the title with its way
 * back to the list (and `aside` at the other end of that row), and the card `<Form>` that posts to the route's
 * action. `noValidate`: the schema's Turkish messages show under each field instead of the browser's bubbles.
 * `onSubmit` is the hydrated form's handler (undefined before hydration, so the browser posts the form itself);
 * `formClassName` replaces the card's look (a tabbed form lays out its own panels); `fields` are given to the kit's
 * fields inside it.
 */
export function FormPage<Values extends FieldValues>(props: {
  fields?: FormFields<Values>;
  title: string;
  backTo: string;
  backLabel: string;
  aside?: React.ReactNode;
  onSubmit: React.FormEventHandler<HTMLFormElement> | undefined;
  formClassName?: string;
  children: React.ReactNode;
}) {
  const title = <FormPageTitle title={props.title} backTo={props.backTo} backLabel={props.backLabel} />;
  return (
    <div className={ADMIN_COLUMN_CLASS}>
      {props.aside ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {title}
          {props.aside}
        </div>
      ) : (
        title
      )}
      <Form method="post" noValidate onSubmit={props.onSubmit} className={props.formClassName ?? FORM_CARD_CLASS}>
        <FormFieldsProvider fields={props.fields}>{props.children}</FormFieldsProvider>
      </Form>
    </div>
  );
}

/** A form page's title with the round back arrow to its list before it. */
function FormPageTitle(props: { title: string; backTo: string; backLabel: string }) {
  return (
    <div className="flex items-center gap-3">
      <Link
        to={props.backTo}
        aria-label={props.backLabel}
        className="rounded-full p-2 text-slate-600 hover:bg-white hover:text-brand"
      >
        <Icon path="M15 18l-6-6 6-6" size={22} />
      </Link>
      <h1 className="text-2xl font-extrabold">{props.title}</h1>
    </div>
  );
}

/** A form page's buttons: save, and 'İptal' back to the list; `className` lays them out (a row by default). */
export function FormPageActions(props: {
  saving: boolean;
  label: string;
  cancelTo: string;
  className?: string;
  /** More buttons beside save (an edit screen's 'Önizle'). */
  children?: React.ReactNode;
}) {
  return (
    <div className={props.className ?? "flex flex-wrap gap-2 pt-2"}>
      <SaveButton saving={props.saving} label={props.label} size="page" />
      {props.children}
      <Link
        to={props.cancelTo}
        className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
      >
        İptal
      </Link>
    </div>
  );
}

/** A dialog form's buttons on the right: 'İptal' closes, then save. */
export function DialogFormActions(props: { saving: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <CancelButton onClick={props.onCancel} />
      <SaveButton saving={props.saving} label={props.label} size="dialog" />
    </div>
  );
}

/**
 * A form that a `useFetcherForm` posts (a dialog, a settings card): `noValidate`, so the schema's Turkish messages
 * show under the fields, its `onSubmit`, and its `fields` given to the kit's fields inside. `method="post"` where the
 * page's action also takes the form without JavaScript.
 */
export function FetcherForm<Values extends FieldValues>(props: {
  fields: FormFields<Values>;
  method?: "post";
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form method={props.method} noValidate onSubmit={props.onSubmit} className={props.className}>
      <FormFieldsProvider fields={props.fields}>{props.children}</FormFieldsProvider>
    </form>
  );
}

/**
 * A form that works without JavaScript too: it posts its `intent` (a hidden field) to `action` (this page by
 * default); with JavaScript, `onSubmit` (a `useFetcherForm`'s) checks the fields and posts them with a fetcher, or
 * (a `useVersionedForm`'s, undefined until hydrated) saves them through its screen. `fields` are given to the kit's
 * fields inside it.
 */
export function IntentForm<Values extends FieldValues>(props: {
  fields?: FormFields<Values>;
  intent: string;
  action?: string | undefined;
  onSubmit: React.FormEventHandler<HTMLFormElement> | undefined;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={props.action} noValidate onSubmit={props.onSubmit} className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      <FormFieldsProvider fields={props.fields}>{props.children}</FormFieldsProvider>
    </form>
  );
}

/**
 * One button that posts `intent` and its `values` (hidden fields) to `action` with its own fetcher, its answer
 * toasted: a row's or a card's single action ('Oturumu kapat', 'Etkinleştir'). A form, so it works without JavaScript
 * too; disabled while its post is on the way.
 */
export function IntentButton(props: {
  action: string;
  intent: string;
  values?: Readonly<Record<string, string>>;
  /** The accessible name, where the text alone does not say which row it acts on. */
  label?: string;
  className: string;
  children: React.ReactNode;
}) {
  const fetcher = useToastingFetcher();
  return (
    <fetcher.Form method="post" action={props.action}>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.values ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={fetcher.state !== "idle"} aria-label={props.label} className={props.className}>
        {props.children}
      </button>
    </fetcher.Form>
  );
}
