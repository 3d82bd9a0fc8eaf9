import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import {
  CATEGORY_LIMITS,
  type CategoryFormValues,
  type CategoryInput,
  CategorySchema,
  normaliseCategorySlug,
} from "../category.schema.ts";

export type CategorySaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors?: Partial<Record<keyof CategoryFormValues, string>> };

export interface EditableCategory {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  isActive: boolean;
}

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

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
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(CategorySchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      isActive: category?.isActive ?? true,
    },
  });
  const saving = fetcher.state !== "idle";
  const { onClose } = props;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      toast.success(answer.message);
      onClose();
      return;
    }
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      form.setError(field as keyof CategoryFormValues, { type: "server", message });
    }
    toast.error(answer.message);
  }, [fetcher.state, fetcher.data, form, onClose]);

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
  const errorOf = (field: keyof CategoryFormValues) => form.formState.errors[field]?.message;
  const fieldId = (name: string) => `${ids}-${name}`;
  const invalidProps = (field: keyof CategoryFormValues, id: string) =>
    errorOf(field) ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <Field id={fieldId("name")} label="Kategori Adı" error={errorOf("name")}>
        <input
          id={fieldId("name")}
          type="text"
          autoComplete="off"
          maxLength={CATEGORY_LIMITS.nameMax}
          className={inputClass}
          {...invalidProps("name", fieldId("name"))}
          {...form.register("name", {
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              if (!slugTouched) {
                form.setValue("slug", normaliseCategorySlug(event.target.value), {
                  shouldValidate: form.formState.isSubmitted,
                });
              }
            },
          })}
        />
      </Field>
      <Field
        id={fieldId("slug")}
        label="Slug"
        hint="Filtre adresinde kullanılır: /bonuslar?kategori=slug"
        error={errorOf("slug")}
      >
        <input
          id={fieldId("slug")}
          type="text"
          autoComplete="off"
          maxLength={CATEGORY_LIMITS.slugMax}
          className={`${inputClass} font-mono text-sm`}
          {...invalidProps("slug", fieldId("slug"))}
          {...form.register("slug", { onChange: () => setSlugTouched(true) })}
        />
      </Field>
      <Field id={fieldId("description")} label="Açıklama" error={errorOf("description")}>
        <textarea
          id={fieldId("description")}
          rows={3}
          maxLength={CATEGORY_LIMITS.descriptionMax}
          className={inputClass}
          {...invalidProps("description", fieldId("description"))}
          {...form.register("description")}
        />
      </Field>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4" {...form.register("isActive")} />
        Aktif
      </label>
      <div className="flex justify-end gap-2 pt-2">
        <button
          type="button"
          onClick={props.onClose}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold"
        >
          İptal
        </button>
        <button
          type="submit"
          disabled={saving}
          className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
        >
          {saving ? <Spinner /> : null}
          {saving ? "Kaydediliyor..." : category ? "Güncelle" : "Kaydet"}
        </button>
      </div>
    </form>
  );
}

function Field(props: {
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
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
