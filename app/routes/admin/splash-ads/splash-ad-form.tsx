import { FormPage, FormPageActions, fieldsOf, formFields, URL_INPUT } from "../../../admin-kit/form-parts.tsx";
import { ImageField as ImageFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { usePageForm } from "../../../admin-kit/use-save-answer.ts";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import { REVISION_VERSION_FIELD } from "../../../features/revisions/public.ts";
import { SPLASH_AD_ADMIN_MESSAGES } from "../../../features/splash-ads/admin-messages.ts";
import { type SplashAdInput, SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

export type SplashAdSaveResult = SaveAnswer<keyof SplashAdInput>;

const { TextField, CheckboxField, ImageField } = fieldsOf(SplashAdSchema, { ImageField: ImageFieldPart });

/** Spec 2 §2/§5 splash ad form: title, target URL, image (upload up to 5 MB or URL), active. */
export function SplashAdForm(props: {
  /** `updatedAt`: the version the form is opened at, sent back so a stale save is refused. */
  ad?: { title: string; href: string; imageUrl: string; isActive: boolean; updatedAt?: string };
  actionData?: SplashAdSaveResult | undefined;
}) {
  const { ad } = props;
  const editing = ad !== undefined;
  const form = useSchemaForm(SplashAdSchema, {
    title: ad?.title ?? "",
    href: ad?.href ?? "",
    imageUrl: ad?.imageUrl ?? "",
    isActive: ad?.isActive ?? true,
  });
  const { hydrated, saving, errorOf, save } = usePageForm(form, { actionData: props.actionData });
  const fields = formFields(form, errorOf, "splash");

  const onValid = (values: SplashAdInput) => {
    save({
      title: values.title,
      href: values.href,
      imageUrl: values.imageUrl,
      isActive: String(values.isActive),
      ...(ad?.updatedAt ? { [REVISION_VERSION_FIELD]: ad.updatedAt } : {}),
    });
  };

  return (
    <FormPage
      fields={fields}
      title={editing ? "Splash Reklamı Düzenle" : "Yeni Splash Reklam Ekle"}
      backTo={SPLASH_LIST_PATH}
      backLabel="Splash reklam listesine dön"
      onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
    >
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

      <FormPageActions saving={saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={SPLASH_LIST_PATH} />
    </FormPage>
  );
}
