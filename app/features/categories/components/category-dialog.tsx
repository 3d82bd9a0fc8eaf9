import { useId, useState } from "react";
import { useFetcher } from "react-router";
import {
  CheckboxField,
  DialogFormActions,
  formFields,
  TextAreaField,
  TextField,
} from "../../../components/admin/form-parts.tsx";
import { useSaveAnswer } from "../../../components/admin/use-save-answer.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import type { SaveAnswer } from "../../../utils/form.ts";
import { CATEGORY_LIMITS, type CategoryFormValues, CategorySchema, normaliseCategorySlug } from "../category.schema.ts";

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
  const fetcher = useFetcher<CategorySaveResult>();
  const ids = useId();
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const form = useSchemaForm(CategorySchema, {
    name: category?.name ?? "",
    slug: category?.slug ?? "",
    description: category?.description ?? "",
    isActive: category?.isActive ?? true,
  });
  const saving = fetcher.state !== "idle";
  const { onClose } = props;

  useSaveAnswer(fetcher, form.setError, { onSaved: onClose });

  const onValid = () => {
    const values = form.getValues();
    fetcher.submit(
      {
        intent: "save",
        id: category?.id ?? "",
        name: values.name ?? "",
        slug: values.slug ?? "",
        description: values.description ?? "",
        isActive: values.isActive === true ? "on" : "",
      },
      { method: "post", action: props.action },
    );
  };
  const fields = formFields(form, null, ids);

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <TextField
        fields={fields}
        name="name"
        label="Kategori Adı"
        autoComplete="off"
        maxLength={CATEGORY_LIMITS.nameMax}
        registerOptions={{
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            if (!slugTouched) {
              form.setValue("slug", normaliseCategorySlug(event.target.value), {
                shouldValidate: form.formState.isSubmitted,
              });
            }
          },
        }}
      />
      <TextField
        fields={fields}
        name="slug"
        label="Slug"
        hint="Filtre adresinde kullanılır: /bonuslar?kategori=slug"
        autoComplete="off"
        maxLength={CATEGORY_LIMITS.slugMax}
        inputClassName="font-mono text-sm"
        registerOptions={{ onChange: () => setSlugTouched(true) }}
      />
      <TextAreaField
        fields={fields}
        name="description"
        label="Açıklama"
        rows={3}
        maxLength={CATEGORY_LIMITS.descriptionMax}
      />
      <CheckboxField fields={fields} name="isActive" label="Aktif" />
      <DialogFormActions saving={saving} label={category ? "Güncelle" : "Kaydet"} onCancel={props.onClose} />
    </form>
  );
}
