import { Link } from "react-router";
import { CancelButton } from "../ui/cancel-button.tsx";
import { FieldError } from "../ui/field-error.tsx";
import { Spinner } from "../ui/spinner.tsx";

/** A text input, select or textarea of an admin form; red border while `aria-invalid`. */
export const FORM_INPUT_CLASS =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

/** A label above its input (`children`, with id `id`), an optional hint, and the field's error. */
export function FormField(props: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.hint ? <p className="mt-1 text-xs text-slate-500">{props.hint}</p> : null}
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}

/** `aria-invalid` and `aria-describedby` for an input whose field has an error. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
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

/** A form page's title with the round back arrow to its list before it. */
export function FormPageTitle(props: { title: string; backTo: string; backLabel: string }) {
  return (
    <div className="flex items-center gap-3">
      <Link
        to={props.backTo}
        aria-label={props.backLabel}
        className="rounded-full p-2 text-slate-600 hover:bg-white hover:text-brand"
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Link>
      <h1 className="text-2xl font-extrabold">{props.title}</h1>
    </div>
  );
}

/** A form page's buttons: save, and 'İptal' back to the list; `className` lays them out (a row by default). */
export function FormPageActions(props: { saving: boolean; label: string; cancelTo: string; className?: string }) {
  return (
    <div className={props.className ?? "flex flex-wrap gap-2 pt-2"}>
      <SaveButton saving={props.saving} label={props.label} size="page" />
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
