import { FormPage, FormPageActions, fieldsOf, formFields } from "../../../admin-kit/form-parts.tsx";
import { RichTextField as RichTextFieldPart } from "../../../admin-kit/rich-fields.tsx";
import { PAGE_LIMITS as LIMITS, type PageFormValues, PageSchema } from "../../../features/pages/page.schema.ts";
import { AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import {
  PreviewButton,
  useVersionedForm,
  type VersionedEdit,
} from "../../../features/revisions/components/versioned-edit.tsx";
import { PAGE_LIST_PATH } from "../../../utils/admin-paths.ts";

const { CheckboxField, TextAreaField, TextField, RichTextField } = fieldsOf(PageSchema, {
  RichTextField: RichTextFieldPart,
});

/**
 * The page form (issue #35): the same Zod schema checks it on the server. It starts from its screen's
 * `edit.defaults` and is keyed by its `formKey`; 'Önizle' shows the page as it would be saved.
 */
export function PageForm({ editing, edit }: { editing: boolean; edit: VersionedEdit<PageFormValues> }) {
  const { savedAt, saving, preview } = edit;
  const { form, onSubmit, errorOf } = useVersionedForm(edit, PageSchema);
  const fields = formFields(form, errorOf, "page");
  const toBody = () => {
    const values = form.getValues();
    return { ...values, isPublished: String(values.isPublished) };
  };
  return (
    <FormPage
      fields={fields}
      title={editing ? "Sayfayı Düzenle" : "Yeni Sayfa"}
      backTo={PAGE_LIST_PATH}
      backLabel="Sayfalara dön"
      onSubmit={onSubmit(toBody)}
    >
      {edit.versionField}
      <TextField name="title" label="Başlık" autoComplete="off" maxLength={LIMITS.titleMax} />
      <TextField
        name="slug"
        label="Adres (slug)"
        autoComplete="off"
        maxLength={LIMITS.slugMax}
        hint="Sayfa sitenin kökünde gösterilir (örneğin /hakkimizda). Boş bırakılırsa başlıktan oluşturulur; yayındaki bir sayfanın adresi değişirse eski adres yenisine yönlendirilir. 'iletisim' adresli sayfa, iletişim formunun üstünde gösterilir."
      />
      <RichTextField name="content" label="İçerik" minHeight={280} />
      <TextField
        name="seoTitle"
        label="SEO başlığı"
        autoComplete="off"
        counter={LIMITS.seoTitleMax}
        hint="Boş bırakılırsa sayfa başlığı kullanılır."
      />
      <TextAreaField
        name="seoDescription"
        label="SEO açıklaması"
        rows={3}
        counter={LIMITS.seoDescriptionMax}
        hint="Boş bırakılırsa içeriğin başından alınır."
      />
      <CheckboxField name="isPublished" label="Yayında (sitede gösterilsin)" />
      <FormPageActions saving={saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={PAGE_LIST_PATH}>
        <PreviewButton onClick={preview} />
      </FormPageActions>
      <AutosaveStatus savedAt={savedAt} />
    </FormPage>
  );
}
