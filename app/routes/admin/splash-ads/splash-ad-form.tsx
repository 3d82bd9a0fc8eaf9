import { FormPage, FormPageActions, fieldsOf, formFields, URL_INPUT } from "../../../admin-kit/form-parts.tsx";
import { ImageField as ImageFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import { useVersionedForm, type VersionedEdit } from "../../../features/revisions/components/versioned-edit.tsx";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/admin-messages.ts";
import { SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";

const { TextField, CheckboxField, ImageField } = fieldsOf(SplashAdSchema, { ImageField: ImageFieldPart });

/** What the splash ad form holds. */
export interface SplashAdFormValues {
  title: string;
  href: string;
  imageUrl: string;
  isActive: boolean;
}

/** The values the splash ad form starts from: the stored ad's, or a new (active) one's. */
export function splashAdFormValues(ad: SplashAdFormValues | undefined): SplashAdFormValues {
  return {
    title: ad?.title ?? "",
    href: ad?.href ?? "",
    imageUrl: ad?.imageUrl ?? "",
    isActive: ad?.isActive ?? true,
  };
}

/**
 * Spec 2 §2/§5 splash ad form: title, target URL, image (upload up to 5 MB or URL), active. It starts from its
 * screen's `edit.defaults` and is keyed by its `formKey`, so a restored autosave starts it again.
 */
export function SplashAdForm({ editing, edit }: { editing: boolean; edit: VersionedEdit<SplashAdFormValues> }) {
  const { form, onSubmit, errorOf } = useVersionedForm(edit, SplashAdSchema);
  const fields = formFields(form, errorOf, "splash");
  const toBody = () => {
    const values = form.getValues();
    return { ...values, isActive: String(values.isActive) };
  };

  return (
    <FormPage
      fields={fields}
      title={editing ? "Splash Reklamı Düzenle" : "Yeni Splash Reklam Ekle"}
      backTo={SPLASH_LIST_PATH}
      backLabel="Splash reklam listesine dön"
      onSubmit={onSubmit(toBody)}
    >
      {edit.versionField}
      <TextField name="title" label="Başlık" autoComplete="off" maxLength={200} />
      <TextField name="href" label="Hedef URL" {...URL_INPUT} maxLength={2048} />
      <ImageField
        name="imageUrl"
        label="Reklam Görseli"
        kind="splash"
        failureMessage={() => SPLASH_AD_ADMIN_MESSAGES.imageFailed}
        hint="Önerilen boyut: 600x600 piksel (kare)."
      />
      <CheckboxField name="isActive" label="Aktif (sitede gösterilsin)" />

      <FormPageActions saving={edit.saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={SPLASH_LIST_PATH} />
      <AutosaveStatus savedAt={edit.savedAt} />
    </FormPage>
  );
}
