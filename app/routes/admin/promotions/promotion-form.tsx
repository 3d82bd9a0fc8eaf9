import { useId, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { Link } from "react-router";
import { ChoiceListField as ChoiceListFieldPart } from "../../../admin-kit/choice-list-field.tsx";
import {
  FormPage,
  FormPageActions,
  fieldsOf,
  formFields,
  NUMBER_INPUT,
  URL_INPUT,
} from "../../../admin-kit/form-parts.tsx";
import { ImageField as ImageFieldPart, RichTextField as RichTextFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { LabelOptions } from "../../../components/ui/label-options.tsx";
import { type TabItem, TabList, TabPanel, useTabs } from "../../../components/ui/tabs.tsx";
import { AiFactsButton } from "../../../features/ai-drafting/public.ts";
import {
  AUDIENCES,
  FACT_TAB_FIELDS,
  PROMOTION_FACT_LABELS,
  PROMOTION_GAMES,
  PROMOTION_LIMITS,
  type PromotionFactsFormValues,
  PromotionFormSchema,
  type PromotionFormWithFactsValues as PromotionFormValues,
  SETTINGS_TAB_FIELDS,
  WAGERING_ON,
} from "../../../features/promotions/promotion.schema.ts";
import type { PromotionFormData } from "../../../features/promotions/promotion-admin.server.ts";
import { AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import {
  PreviewButton,
  useVersionedForm,
  type VersionedEdit,
} from "../../../features/revisions/components/versioned-edit.tsx";
import { CATEGORY_LIST_PATH, PROMOTION_LIST_PATH } from "../../../utils/admin-paths.ts";

const { CheckboxField, SelectField, TextAreaField, TextField, ChoiceListField, ImageField, RichTextField } = fieldsOf(
  PromotionFormSchema,
  { ChoiceListField: ChoiceListFieldPart, ImageField: ImageFieldPart, RichTextField: RichTextFieldPart },
);

export interface PromotionFormProps {
  /** The stored values when editing; none for a new promotion. */
  promotion?: {
    id: string;
    values: PromotionFormData;
    /** Its stored facts as the form writes them (issue #14). */
    facts: PromotionFactsFormValues;
    /** The stored category, listed even when it is no longer active. */
    category: { id: string; name: string } | null;
  };
  casinos: ReadonlyArray<{ id: string; name: string }>;
  categories: ReadonlyArray<{ id: string; name: string }>;
  /** The edit screen's autosave, save and refusal (`useVersionedEdit`), whose `defaults` the form starts from. */
  edit: VersionedEdit<PromotionFormValues>;
}

type Tab = "details" | "facts" | "settings";
const PROMOTION_TABS: readonly TabItem<Tab>[] = [
  { value: "details", label: "Promosyon Detayları" },
  { value: "facts", label: "Bonus Bilgileri" },
  { value: "settings", label: "Promosyon Ayarları" },
];

const EMPTY_FACTS: Required<PromotionFactsFormValues> = {
  bonusPercent: "",
  bonusAmount: "",
  freeSpins: "",
  wagering: "",
  wageringOn: "",
  minDeposit: "",
  maxCashout: "",
  audience: "",
  games: "",
  startsAt: "",
};

const NEW_PROMOTION_VALUES: PromotionFormValues = {
  title: "",
  casinoId: "",
  categoryId: "",
  imageUrl: "",
  shortDescription: "",
  description: "",
  terms: "",
  url: "",
  promotionCode: "",
  expiryDate: "",
  // Spec 2 §5: new promotions default to active.
  isActive: true,
  ...EMPTY_FACTS,
};

/** The tab that holds the first error, so a failed save shows it. */
function tabOfErrors(fields: string[]): Tab | null {
  if (fields.length === 0) return null;
  if (fields.some((field) => !SETTINGS_TAB_FIELDS.has(field) && !FACT_TAB_FIELDS.has(field))) return "details";
  return fields.some((field) => FACT_TAB_FIELDS.has(field)) ? "facts" : "settings";
}

/** The values the promotion form starts from: the stored promotion with its facts, or a new one's. */
export function promotionFormValues(promotion: PromotionFormProps["promotion"]): PromotionFormValues {
  return promotion ? { ...EMPTY_FACTS, ...promotion.values, ...promotion.facts } : NEW_PROMOTION_VALUES;
}

/**
 * Spec 2 §2 promotion form: create without an id and edit with one; the action parses the same schema. It starts
 * from its screen's `edit.defaults` and is keyed by its `formKey`, so a restored autosave starts it again.
 */
export function PromotionForm({ promotion, casinos, categories, edit }: PromotionFormProps) {
  const editing = promotion !== undefined;
  const { refusal, hydrated, saving, savedAt, preview } = edit;
  const [tab, setTab] = useState<Tab>(() => tabOfErrors(Object.keys(refusal?.errors ?? {})) ?? "details");
  const tabs = useTabs(tab, setTab);
  const ids = useId();
  const { form, onSubmit, errorOf } = useVersionedForm(edit, PromotionFormSchema, {
    onFieldErrors: (fields) => {
      const errorTab = tabOfErrors(fields);
      if (errorTab) setTab(errorTab);
    },
  });
  const categoryOptions =
    promotion?.category && !categories.some((c) => c.id === promotion.category?.id)
      ? [...categories, { id: promotion.category.id, name: `${promotion.category.name} (pasif)` }]
      : categories;

  // The checkbox as a browser would post it.
  const toBody = () => {
    const values = form.getValues();
    return { ...values, isActive: values.isActive === true ? "on" : "" };
  };
  const onInvalid = (errors: FieldErrors<PromotionFormValues>) => {
    const errorTab = tabOfErrors(Object.keys(errors));
    if (errorTab) setTab(errorTab);
  };
  const fields = formFields(form, errorOf, ids);
  const title = editing ? "Promosyonu Düzenle" : "Yeni Promosyon Ekle";

  return (
    <FormPage
      fields={fields}
      title={title}
      backTo={PROMOTION_LIST_PATH}
      backLabel="Promosyon listesine dön"
      aside={
        <Link to={CATEGORY_LIST_PATH} className="text-sm font-semibold text-brand hover:underline">
          Kategorileri Yönet
        </Link>
      }
      onSubmit={onSubmit(toBody, onInvalid)}
      formClassName="rounded-xl bg-white shadow-sm"
    >
      {edit.versionField}
      <TabList
        {...tabs.list}
        label="Promosyon bölümleri"
        items={PROMOTION_TABS}
        look="underline"
        className="px-2 sm:px-4"
      />

      {/* Both panels stay mounted (hidden), so every field is submitted and keeps its state. */}
      <TabPanel {...tabs.panel("details")} className="space-y-5 p-5 sm:p-6">
        <TextField name="title" label="Promosyon Başlığı" autoComplete="off" maxLength={PROMOTION_LIMITS.titleMax} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField name="casinoId" label="Casino">
            <option value="">Casino yok (Diğer)</option>
            {casinos.map((casino) => (
              <option key={casino.id} value={casino.id}>
                {casino.name}
              </option>
            ))}
          </SelectField>
          <SelectField name="categoryId" label="Kategori">
            <option value="">Kategori seçin</option>
            {categoryOptions.length === 0 ? (
              <option value="none" disabled>
                Kategori bulunamadı
              </option>
            ) : (
              categoryOptions.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))
            )}
          </SelectField>
        </div>
        <ImageField name="imageUrl" label="Promosyon Görseli" kind="promotion" />
        <TextAreaField name="shortDescription" label="Kısa Açıklama" rows={3} maxLength={PROMOTION_LIMITS.shortMax} />
        <RichTextField name="description" label="Detaylı Açıklama" minHeight={200} />
        <TextAreaField
          name="terms"
          label="Şartlar ve Koşullar"
          hint="Her satıra bir şart yazın; boş satırlar kaydedilmez."
          maxLength={PROMOTION_LIMITS.termsMax}
          inputClassName="min-h-[150px]"
        />
      </TabPanel>

      <TabPanel {...tabs.panel("facts")} className="space-y-5 p-5 sm:p-6">
        <p className="text-sm text-slate-600">
          Hepsi isteğe bağlıdır; dolu olanlar sitede bonus kartında ve promosyon sayfasında gösterilir.
        </p>
        <AiFactsButton
          kind="promotion"
          text={() => {
            const { shortDescription, description, terms } = form.getValues();
            return `<p>${shortDescription}</p>${description}<p>${terms}</p>`;
          }}
          form={form}
          labels={PROMOTION_FACT_LABELS}
          choices={{ wageringOn: WAGERING_ON, audience: AUDIENCES, games: PROMOTION_GAMES }}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="bonusPercent" label="Bonus yüzdesi (%)" {...NUMBER_INPUT} maxLength={5} />
          <TextField name="bonusAmount" label="Bonus tutarı / en yüksek bonus (TL)" {...NUMBER_INPUT} maxLength={12} />
          <TextField name="freeSpins" label="Bedava dönüş" {...NUMBER_INPUT} maxLength={7} />
          <TextField
            name="wagering"
            label="Çevrim şartı (kat)"
            hint="0 yazılırsa çevrimsiz."
            inputMode="decimal"
            maxLength={6}
          />
          <SelectField name="wageringOn" label="Çevrim neye uygulanır">
            <LabelOptions labels={WAGERING_ON} empty="Belirtilmedi" />
          </SelectField>
          <TextField name="minDeposit" label="Minimum yatırım (TL)" {...NUMBER_INPUT} maxLength={9} />
          <TextField name="maxCashout" label="Maksimum çekim (TL)" {...NUMBER_INPUT} maxLength={12} />
          <SelectField name="audience" label="Kimler için">
            <LabelOptions labels={AUDIENCES} empty="Belirtilmedi" />
          </SelectField>
          <TextField
            name="startsAt"
            label="Başlangıç tarihi"
            hint="Teklifin başladığı gün; ziyaretçiye 'X tarihinde başlıyor' olarak gösterilir. Promosyonun yayına gireceği an değildir: onu düzenleme ekranındaki 'Yayın zamanı' belirler."
            type="date"
          />
        </div>
        <ChoiceListField
          name="games"
          legend="Geçerli oyunlar"
          options={Object.entries(PROMOTION_GAMES).map(([value, label]) => ({ value, label }))}
        />
      </TabPanel>

      <TabPanel {...tabs.panel("settings")} className="space-y-5 p-5 sm:p-6">
        <TextField name="url" label="Promosyon URL" {...URL_INPUT} maxLength={PROMOTION_LIMITS.urlMax} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="promotionCode"
            label="Promosyon Kodu"
            autoComplete="off"
            maxLength={PROMOTION_LIMITS.codeMax}
          />
          <TextField
            name="expiryDate"
            label="Son Kullanma Tarihi"
            hint="Boş bırakılırsa süresiz; seçilen günün sonuna kadar geçerlidir."
            type="date"
          />
        </div>
        <CheckboxField name="isActive" label="Aktif" />
      </TabPanel>

      {refusal && !hydrated ? (
        <p role="alert" className="mx-5 rounded-md bg-red-50 p-3 text-sm text-red-800 sm:mx-6">
          {refusal.message}
        </p>
      ) : null}

      <FormPageActions
        saving={saving}
        label={editing ? "Güncelle" : "Kaydet"}
        cancelTo={PROMOTION_LIST_PATH}
        className="flex flex-wrap items-center gap-2 border-t border-slate-100 p-5 sm:px-6"
      >
        {/* An unsaved or inactive promotion's public page (an active one has its own address), from a signed,
            short-lived address. */}
        {promotion?.values.isActive ? null : <PreviewButton onClick={preview} />}
      </FormPageActions>
      <div className="px-5 pb-5 sm:px-6">
        <AutosaveStatus savedAt={savedAt} />
      </div>
    </FormPage>
  );
}
