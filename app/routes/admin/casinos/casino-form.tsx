import { ChoiceListField as ChoiceListFieldPart } from "../../../admin-kit/choice-list-field.tsx";
import {
  FormPage,
  FormPageActions,
  fieldsOf,
  formFields,
  IMAGE_ADDRESS_INPUT,
  NUMBER_INPUT,
  URL_INPUT,
} from "../../../admin-kit/form-parts.tsx";
import { RichTextField as RichTextFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { AiFactsButton } from "../../../features/ai-drafting/public.ts";
import {
  type CasinoFactsFormValues,
  CasinoFormSchema,
  type CasinoFormWithFactsValues,
  CASINO_FACT_LIMITS as FACT_LIMITS,
  CASINO_LIMITS as LIMITS,
  RATING_CRITERIA,
  SUPPORT_CHANNELS,
} from "../../../features/casinos/casino.schema.ts";
import type { CasinoForEdit } from "../../../features/casinos/casino-admin.server.ts";
import { CASINO_FACT_FIELD_LABELS } from "../../../features/casinos/casino-labels.ts";
import { casinoPath } from "../../../features/casinos/casino-paths.ts";
import { AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import {
  PreviewButton,
  useVersionedForm,
  type VersionedEdit,
} from "../../../features/revisions/components/versioned-edit.tsx";
import { CASINO_LIST_PATH } from "../../../utils/admin-paths.ts";
import { SLUG_MAX_LENGTH } from "../../../utils/slug.ts";
import { CasinoLogo } from "./casino-logo.tsx";

const { SelectField, TextAreaField, TextField, ChoiceListField, RichTextField } = fieldsOf(CasinoFormSchema, {
  ChoiceListField: ChoiceListFieldPart,
  RichTextField: RichTextFieldPart,
});

/** A payment method the form offers, with its bundled icon. */
export interface PaymentMethodOption {
  slug: string;
  name: string;
  iconUrl: string;
}

const EMPTY_FACTS: Required<CasinoFactsFormValues> = {
  licenseAuthority: "",
  licenseNumber: "",
  foundedYear: "",
  minDeposit: "",
  minWithdrawal: "",
  withdrawalTime: "",
  supportChannels: "",
  supportHours: "",
  hasMobileApp: "",
  pros: "",
  cons: "",
  ratingBonuses: "",
  ratingPayoutSpeed: "",
  ratingGameVariety: "",
  ratingSupport: "",
  ratingTrust: "",
  paymentMethods: "",
};

/** The criterion fields by their column (RATING_CRITERIA), in its order. */
const CRITERION_FIELDS = {
  rating_bonuses: "ratingBonuses",
  rating_payout_speed: "ratingPayoutSpeed",
  rating_game_variety: "ratingGameVariety",
  rating_support: "ratingSupport",
  rating_trust: "ratingTrust",
} as const;

export interface CasinoFormProps {
  /** The casino being edited; none for a new one. */
  casino?: Omit<CasinoForEdit, "updatedAt">;
  /** Its stored facts as the form writes them (issue #14). */
  facts?: CasinoFactsFormValues;
  /** The managed payment methods to choose from. */
  paymentMethods: readonly PaymentMethodOption[];
  /** The edit screen's autosave, save and refusal (`useVersionedEdit`), whose `defaults` the form starts from. */
  edit: VersionedEdit<CasinoFormWithFactsValues>;
}

/** The values the casino form starts from: the stored casino with its facts, or a new one's. */
export function casinoFormValues({
  casino,
  facts,
}: Pick<CasinoFormProps, "casino" | "facts">): CasinoFormWithFactsValues {
  return {
    ...EMPTY_FACTS,
    ...facts,
    name: casino?.name ?? "",
    slug: casino?.slug ?? "",
    url: casino?.url ?? "",
    logoUrl: casino?.logoUrl ?? "",
    description: casino?.description ?? "",
    // Turkish decimal comma, as the public cards show it.
    rating: casino?.rating === null || casino?.rating === undefined ? "" : String(casino.rating).replace(".", ","),
  };
}

/**
 * Spec 2 §2 casino form: create without an id, edit with one; the same Zod schema checks it on the server. It
 * starts from its screen's `edit.defaults` and is keyed by its `formKey`, so a restored autosave starts it again.
 */
export function CasinoForm({ casino, paymentMethods, edit }: CasinoFormProps) {
  const editing = casino !== undefined;
  const { preview, savedAt, saving } = edit;
  const { form, onSubmit, errorOf } = useVersionedForm(edit, CasinoFormSchema);
  const fields = formFields(form, errorOf, "casino");
  const logoUrl = form.watch("logoUrl");
  const title = editing ? "Casino Sitesini Düzenle" : "Yeni Casino Sitesi Ekle";

  return (
    <FormPage
      fields={fields}
      title={title}
      backTo={CASINO_LIST_PATH}
      backLabel="Casino listesine dön"
      onSubmit={onSubmit(() => form.getValues())}
    >
      {edit.versionField}
      <TextField name="name" label="Site Adı" autoComplete="off" maxLength={LIMITS.nameMax} />
      <TextField
        name="slug"
        label="Sayfa adresi"
        autoComplete="off"
        maxLength={SLUG_MAX_LENGTH}
        hint={
          editing
            ? "Sitedeki adres: /casino/… Değiştirilirse eski adres (ve promosyonlarının adresleri) kalıcı olarak yenisine yönlendirilir."
            : "Sitedeki adres: /casino/… Boş bırakılırsa site adından oluşturulur."
        }
      />
      <TextField name="url" label="Site URL" {...URL_INPUT} maxLength={LIMITS.urlMax} />
      <TextField
        name="logoUrl"
        id="casino-logo"
        label="Logo URL"
        {...IMAGE_ADDRESS_INPUT}
        maxLength={LIMITS.urlMax}
        beside={
          <figure className="mt-1 shrink-0 text-center">
            <CasinoLogo
              src={logoUrl}
              alt="Logo önizlemesi"
              className="h-16 w-16 rounded-lg border border-slate-200 bg-white object-contain"
            />
            <figcaption className="mt-1 text-xs text-slate-500">Önizleme</figcaption>
          </figure>
        }
      />
      <TextField
        name="rating"
        label="Puan (0–5, isteğe bağlı)"
        inputMode="decimal"
        placeholder="ör. 4,5"
        maxLength={4}
        inputClassName="sm:max-w-40"
      />
      <RichTextField name="description" label="Site Açıklaması" minHeight={200} />

      <section aria-labelledby="casino-facts-heading" className="space-y-4 border-t border-slate-200 pt-5">
        <div>
          <h2 id="casino-facts-heading" className="text-lg font-bold">
            Detaylar
          </h2>
          <p className="text-sm text-slate-600">
            Hepsi isteğe bağlıdır; dolu olanlar sitenin casino sayfasında ve karşılaştırmalarda gösterilir.
          </p>
        </div>
        <AiFactsButton
          kind="casino"
          text={() => form.getValues("description")}
          form={form}
          labels={CASINO_FACT_FIELD_LABELS}
          choices={{
            supportChannels: SUPPORT_CHANNELS,
            hasMobileApp: { evet: "Var", hayır: "Yok" },
            paymentMethods: Object.fromEntries(paymentMethods.map((method) => [method.slug, method.name])),
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="licenseAuthority" label="Lisans kurumu" maxLength={FACT_LIMITS.textMax} />
          <TextField name="licenseNumber" label="Lisans numarası" maxLength={FACT_LIMITS.textMax} />
          <TextField name="foundedYear" label="Kuruluş yılı" {...NUMBER_INPUT} maxLength={4} />
          <TextField
            name="withdrawalTime"
            label="Ortalama çekim süresi"
            placeholder="ör. 2–6 saat"
            maxLength={FACT_LIMITS.shortTextMax}
          />
          <TextField name="minDeposit" label="Minimum yatırım (TL)" {...NUMBER_INPUT} maxLength={9} />
          <TextField name="minWithdrawal" label="Minimum çekim (TL)" {...NUMBER_INPUT} maxLength={9} />
          <TextField
            name="supportHours"
            label="Destek saatleri"
            placeholder="ör. 7/24"
            maxLength={FACT_LIMITS.shortTextMax}
          />
          <SelectField name="hasMobileApp" label="Mobil uygulama">
            <option value="">Belirtilmedi</option>
            <option value="evet">Var</option>
            <option value="hayır">Yok</option>
          </SelectField>
        </div>
        <ChoiceListField
          name="supportChannels"
          legend="Destek kanalları"
          options={Object.entries(SUPPORT_CHANNELS).map(([value, label]) => ({ value, label }))}
        />
        <ChoiceListField
          name="paymentMethods"
          legend="Ödeme yöntemleri"
          options={paymentMethods.map((method) => ({ value: method.slug, label: method.name, icon: method.iconUrl }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField name="pros" label="Artılar" hint="Her satıra bir madde, en fazla 10." rows={4} />
          <TextAreaField name="cons" label="Eksiler" hint="Her satıra bir madde, en fazla 10." rows={4} />
        </div>
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">Ölçüt puanları (0–5)</legend>
          <p className="mb-3 text-sm text-slate-600">
            Bir ölçüt puanlandığında genel puan, puanlanan ölçütlerin ortalaması olarak hesaplanır.
          </p>
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {Object.entries(RATING_CRITERIA).map(([column, label]) => (
              <TextField
                key={column}
                name={CRITERION_FIELDS[column as keyof typeof CRITERION_FIELDS]}
                label={label}
                inputMode="decimal"
                placeholder="ör. 4,5"
                maxLength={4}
              />
            ))}
          </div>
        </fieldset>
      </section>

      {casino ? (
        <p className="text-sm text-slate-600">
          Sitedeki adresi:{" "}
          <a href={casinoPath(casino)} target="_blank" rel="noreferrer" className="font-medium text-brand underline">
            {casinoPath(casino)}
          </a>{" "}
          (ad değişse de adres aynı kalır, paylaşılmış bağlantılar bozulmaz).
        </p>
      ) : null}

      <FormPageActions saving={saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={CASINO_LIST_PATH}>
        {/* The casino's public page as the form would save it, from a signed, short-lived address only an admin
            gets. */}
        <PreviewButton onClick={preview} />
      </FormPageActions>
      <AutosaveStatus savedAt={savedAt} />
    </FormPage>
  );
}
