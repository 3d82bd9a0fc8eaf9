import { FormPage, FormPageActions, fieldsOf, formFields } from "../../../admin-kit/form-parts.tsx";
import { RichTextField as RichTextFieldPart } from "../../../admin-kit/rich-fields.tsx";
import {
  EMPTY_PAGE,
  PAGE_LIMITS as LIMITS,
  PAGE_REVISION_KIND,
  type PageForEdit,
  type PageFormValues,
  PageSchema,
  pageFormValues,
} from "../../../features/pages/page.schema.ts";
import { type AutosaveFound, AutosaveStatus } from "../../../features/revisions/components/autosave.tsx";
import {
  PreviewButton,
  useAutosavedPageForm,
  withAutosaveOffer,
} from "../../../features/revisions/components/versioned-edit.tsx";
import { PAGE_LIST_PATH } from "../../../utils/admin-paths.ts";
import type { SaveAnswer } from "../../../utils/form.ts";

const { CheckboxField, TextAreaField, TextField, RichTextField } = fieldsOf(PageSchema, {
  RichTextField: RichTextFieldPart,
});

export interface PageFormProps {
  page?: PageForEdit;
  actionData?: SaveAnswer<keyof PageFormValues> | undefined;
  /** The admin's autosaved form of this page (or of a new one), offered back. */
  autosave?: AutosaveFound | null;
}

/**
 * The page form (issue #35): the same Zod schema checks it on the server. Its changes are autosaved,
 * an autosave found on opening is offered back, and 'Önizle' shows the page as it would be saved.
 */
export const PageForm = withAutosaveOffer(PAGE_REVISION_KIND, openPageForm, PageFormBody);

function openPageForm({ page }: PageFormProps) {
  return { id: page?.id ?? null, defaults: page ? pageFormValues(page) : EMPTY_PAGE };
}

function PageFormBody({ page, actionData, defaults }: PageFormProps & { defaults: PageFormValues }) {
  const editing = page !== undefined;
  const { form, onSubmit, savedAt, saving, errorOf, preview } = useAutosavedPageForm(PageSchema, defaults, {
    kind: PAGE_REVISION_KIND,
    id: page?.id ?? null,
    version: page?.updatedAt,
    actionData,
  });
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
