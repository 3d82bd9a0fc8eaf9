import { useId, useState } from "react";
import { FORM_INPUT_CLASS, FormPage, FormPageActions, fieldsOf, formFields } from "../../../admin-kit/form-parts.tsx";
import { RichTextField as RichTextFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { FieldError } from "../../../components/ui/field-error.tsx";
import {
  itemOfChoice,
  RANKED_LIST_LIMITS as LIMITS,
  type RankedItemInput,
  type RankedItemKind,
  type RankedListForEdit,
  type RankedListFormValues,
  RankedListSchema,
  rankedListFormValues,
  readEditedItems,
} from "../../../features/ranked-lists/ranked-list.schema.ts";
import { AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import { useVersionedForm, type VersionedEdit } from "../../../features/revisions/components/versioned-edit.tsx";
import { RANKED_LIST_LIST_PATH } from "../../../utils/admin-paths.ts";
import { istanbulDay } from "../../../utils/istanbul-time.ts";

const { CheckboxField, TextAreaField, TextField, RichTextField } = fieldsOf(RankedListSchema, {
  RichTextField: RichTextFieldPart,
});

/** A casino or promotion the picker offers. */
export interface ItemChoice {
  kind: RankedItemKind;
  id: string;
  label: string;
}

export interface RankedListFormProps {
  list?: RankedListForEdit;
  choices: readonly ItemChoice[];
  /** The edit screen's autosave, save and refusal (`useVersionedEdit`), whose `defaults` the form starts from. */
  edit: VersionedEdit<RankedListFormValues>;
}

/** The values the ranked list form starts from: the stored list's, or a new one's. */
export function startingListValues(list: RankedListForEdit | undefined): RankedListFormValues {
  return list
    ? rankedListFormValues(list)
    : {
        title: "",
        slug: "",
        intro: "",
        seoTitle: "",
        seoDescription: "",
        // A new list is reviewed the day it is written.
        reviewedAt: istanbulDay(new Date()),
        isActive: true,
        items: "[]",
      };
}

/**
 * The ranked list form (issue #14): the same Zod schema checks it on the server. It starts from its screen's
 * `edit.defaults` and is keyed by its `formKey`, so a restored autosave (its intro is rich text) starts it again.
 */
export function RankedListForm({ list, choices, edit }: RankedListFormProps) {
  const editing = list !== undefined;
  const { savedAt, saving } = edit;
  const { form, onSubmit, errorOf } = useVersionedForm(edit, RankedListSchema);
  const fields = formFields(form, errorOf, "ranked-list");

  const toBody = () => {
    const values = form.getValues();
    return { ...values, isActive: String(values.isActive) };
  };
  const title = editing ? "Sıralı Listeyi Düzenle" : "Yeni Sıralı Liste Ekle";

  return (
    <FormPage
      fields={fields}
      title={title}
      backTo={RANKED_LIST_LIST_PATH}
      backLabel="Sıralı listelere dön"
      onSubmit={onSubmit(toBody)}
    >
      {edit.versionField}
      <TextField name="title" label="Başlık" autoComplete="off" maxLength={LIMITS.titleMax} />
      <TextField
        name="slug"
        label="Adres (slug)"
        autoComplete="off"
        maxLength={LIMITS.slugMax}
        hint="Boş bırakılırsa başlıktan oluşturulur. Aktif bir listenin adresi değişirse eski adres yenisine yönlendirilir."
      />
      <RichTextField name="intro" label="Giriş metni" minHeight={180} />
      <ItemPicker
        choices={choices}
        value={form.watch("items") ?? "[]"}
        error={errorOf("items")}
        onChange={(json) => form.setValue("items", json, { shouldValidate: form.formState.isSubmitted })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="seoTitle"
          label="SEO başlığı"
          autoComplete="off"
          counter={LIMITS.seoTitleMax}
          hint="Boş bırakılırsa liste başlığı kullanılır."
        />
        <TextField name="reviewedAt" label="Son inceleme tarihi" type="date" />
      </div>
      <TextAreaField name="seoDescription" label="SEO açıklaması" rows={3} counter={LIMITS.seoDescriptionMax} />
      <CheckboxField name="isActive" label="Aktif (sitede gösterilsin)" />
      <FormPageActions saving={saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={RANKED_LIST_LIST_PATH} />
      <AutosaveStatus savedAt={savedAt} />
    </FormPage>
  );
}

const SMALL_BUTTON =
  "min-h-9 rounded-md border border-slate-300 px-2 text-sm font-medium hover:border-brand hover:text-brand disabled:opacity-40";

/**
 * The ordered items: add a casino or promotion, move it up or down, remove it, and write a note for each. The
 * order and notes travel as one JSON field (`items`), which the schema reads back.
 */
function ItemPicker(props: {
  choices: readonly ItemChoice[];
  value: string;
  error: string | undefined;
  onChange: (json: string) => void;
}) {
  const id = useId();
  const items = readEditedItems(props.value);
  const [pick, setPick] = useState("");
  const labelOf = (item: RankedItemInput) =>
    props.choices.find((choice) => choice.kind === item.kind && choice.id === item.id)?.label ?? "(silinmiş öğe)";
  const update = (next: RankedItemInput[]) => props.onChange(JSON.stringify(next));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    update(next);
  };
  const taken = new Set(items.map((item) => `${item.kind}:${item.id}`));
  const add = () => {
    const item = itemOfChoice(pick);
    if (!item || taken.has(pick)) return;
    update([...items, item]);
    setPick("");
  };
  const group = (kind: RankedItemKind) =>
    props.choices
      .filter((choice) => choice.kind === kind && !taken.has(`${kind}:${choice.id}`))
      .map((choice) => (
        <option key={choice.id} value={`${kind}:${choice.id}`}>
          {choice.label}
        </option>
      ));
  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">
        Liste öğeleri ({items.length}/{LIMITS.itemsMax})
      </legend>
      <p className="mt-1 text-xs text-slate-500">
        Casinoları veya promosyonları sırayla ekleyin; her birine kısa bir not yazabilirsiniz. Sıra, sitede gösterilen
        sıradır.
      </p>
      <input type="hidden" name="items" value={props.value} />
      {items.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
          Henüz öğe eklenmedi.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {items.map((item, index) => {
            const label = labelOf(item);
            return (
              <li key={`${item.kind}:${item.id}`} className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-bold tabular-nums">{index + 1}.</span>
                  <span className="min-w-[12rem] flex-1 break-words font-medium">
                    {label}
                    <span className="ml-2 whitespace-nowrap text-xs font-normal text-slate-500">
                      {item.kind === "casino" ? "Casino" : "Promosyon"}
                    </span>
                  </span>
                  <span className="ml-auto flex gap-1">
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`${label} yukarı taşı`}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`${label} aşağı taşı`}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={`${SMALL_BUTTON} text-red-700`}
                      onClick={() => update(items.filter((_, i) => i !== index))}
                      aria-label={`${label} listeden çıkar`}
                    >
                      Çıkar
                    </button>
                  </span>
                </div>
                <label htmlFor={`${id}-note-${index}`} className="mt-2 block text-xs font-medium text-slate-700">
                  {index + 1}. öğenin notu
                </label>
                <input
                  id={`${id}-note-${index}`}
                  type="text"
                  className={FORM_INPUT_CLASS}
                  value={item.note}
                  maxLength={LIMITS.noteMax}
                  onChange={(event) =>
                    update(items.map((it, i) => (i === index ? { ...it, note: event.target.value } : it)))
                  }
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-pick`} className="block text-sm font-medium">
            Eklenecek casino veya promosyon
          </label>
          <select id={`${id}-pick`} className={FORM_INPUT_CLASS} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">Seçin…</option>
            <optgroup label="Casinolar">{group("casino")}</optgroup>
            <optgroup label="Promosyonlar">{group("promotion")}</optgroup>
          </select>
        </div>
        <button
          type="button"
          onClick={add}
          disabled={pick === "" || items.length >= LIMITS.itemsMax}
          className="min-h-11 rounded-lg border border-brand px-4 font-semibold text-brand hover:bg-blue-50 disabled:opacity-40"
        >
          Listeye ekle
        </button>
      </div>
      <FieldError id={`${id}-error`} message={props.error} />
    </fieldset>
  );
}
