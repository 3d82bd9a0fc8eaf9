import { DialogFormActions, FetcherForm, fieldsOf, NameAndSlugFields } from "../../../admin-kit/form-parts.tsx";
import { useFetcherForm } from "../../../admin-kit/use-fetcher-form.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import type { SaveAnswer } from "../../../utils/form.ts";
import { CATEGORY_LIMITS, type CategoryFormValues, CategorySchema } from "../category.schema.ts";

const { CheckboxField, TextAreaField } = fieldsOf(CategorySchema);

export type CategorySaveResult = SaveAnswer<keyof CategoryFormValues>;

export interface EditableCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  isActive: boolean;
}

/**
 * Spec 2 §2 add/edit dialog. The slug follows the name until the admin types in it (a stored category keeps its
 * slug, because its public filter address depends on it). Posts intent=save to `action`.
 */
export function CategoryDialog(props: {
  open: boolean;
  /** The category being edited; null adds a new one. */
  category: EditableCategory | null;
  action: string;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={props.open}
      title={props.category ? "Kategoriyi Düzenle" : "Yeni Kategori Ekle"}
      onClose={props.onClose}
    >
      {/* Keyed so that each opening starts from the category's stored values. */}
      <CategoryForm key={props.category?.id ?? "new"} {...props} />
    </ModalDialog>
  );
}

function CategoryForm(props: { category: EditableCategory | null; action: string; onClose: () => void }) {
  const { category } = props;
  const { form, fields, saving, onSubmit } = useFetcherForm(
    CategorySchema,
    {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      isActive: category?.isActive ?? true,
    },
    { action: props.action, onRedirected: props.onClose },
  );
  // The body is the fields as typed (the server normalises them), the checkbox as a browser would post it.
  const toBody = () => {
    const values = form.getValues();
    return { intent: "save", id: category?.id ?? "", ...values, isActive: values.isActive === true ? "on" : "" };
  };

  return (
    <FetcherForm fields={fields} onSubmit={onSubmit(toBody)} className="space-y-4">
      <NameAndSlugFields
        nameLabel="Kategori Adı"
        nameMax={CATEGORY_LIMITS.nameMax}
        slugHint="Filtre adresinde kullanılır: /bonuslar?kategori=slug"
        slugMax={CATEGORY_LIMITS.slugMax}
        slugKept={category !== null}
      />
      <TextAreaField name="description" label="Açıklama" rows={3} maxLength={CATEGORY_LIMITS.descriptionMax} />
      <CheckboxField name="isActive" label="Aktif" />
      <DialogFormActions saving={saving} label={category ? "Güncelle" : "Kaydet"} onCancel={props.onClose} />
    </FetcherForm>
  );
}
