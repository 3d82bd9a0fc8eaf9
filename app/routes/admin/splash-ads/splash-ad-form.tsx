import { Controller } from "react-hook-form";
import { Form } from "react-router";
import {
  FORM_INPUT_CLASS,
  FormField,
  FormPageActions,
  FormPageTitle,
  invalidProps,
} from "../../../components/admin/form-parts.tsx";
import { ImageInput } from "../../../components/admin/image-input.tsx";
import { usePageFormSave } from "../../../components/admin/use-save-answer.ts";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import { type SplashAdInput, SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";
import { SPLASH_LIST_PATH } from "../../../utils/admin-paths.ts";
import { type SaveAnswer, SENT_BY_SCRIPT } from "../../../utils/form.ts";

export type SplashAdSaveResult = SaveAnswer<keyof SplashAdInput>;

/** Spec 2 §2/§5 splash ad form: title, target URL, image (upload up to 5 MB or URL), active. */
export function SplashAdForm(props: {
  ad?: { title: string; href: string; imageUrl: string; isActive: boolean };
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
  const { fetcher, hydrated, saving, errorOf } = usePageFormSave(form, {
    listPath: SPLASH_LIST_PATH,
    actionData: props.actionData,
  });
  // The server render has no JavaScript to fill registered inputs: give them their values in the HTML too.
  const field = (name: "title" | "href") => ({
    defaultValue: form.formState.defaultValues?.[name] ?? "",
    ...form.register(name),
  });

  const onValid = (values: SplashAdInput) => {
    fetcher.submit(
      {
        title: values.title,
        href: values.href,
        imageUrl: values.imageUrl,
        isActive: String(values.isActive),
        ...SENT_BY_SCRIPT,
      },
      { method: "post" },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <FormPageTitle
        title={editing ? "Splash Reklamı Düzenle" : "Yeni Splash Reklam Ekle"}
        backTo={SPLASH_LIST_PATH}
        backLabel="Splash reklam listesine dön"
      />

      <Form
        method="post"
        noValidate
        onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
        className="space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <FormField id="splash-title" label="Başlık" error={errorOf("title")}>
          <input
            id="splash-title"
            type="text"
            autoComplete="off"
            maxLength={200}
            {...invalidProps("splash-title", errorOf("title"))}
            className={FORM_INPUT_CLASS}
            {...field("title")}
          />
        </FormField>

        <FormField id="splash-href" label="Hedef URL" error={errorOf("href")}>
          <input
            id="splash-href"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={2048}
            {...invalidProps("splash-href", errorOf("href"))}
            className={FORM_INPUT_CLASS}
            {...field("href")}
          />
        </FormField>

        <div>
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImageInput
                failureMessage="Görsel yüklenirken bir hata oluştu"
                name="imageUrl"
                label="Reklam Görseli"
                kind="splash"
                defaultValue={field.value}
                onChange={field.onChange}
                error={errorOf("imageUrl")}
              />
            )}
          />
          <p className="mt-1 text-xs text-slate-500">Önerilen boyut: 600x600 piksel (kare).</p>
        </div>

        <label className="inline-flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4"
            defaultChecked={ad?.isActive ?? true}
            {...form.register("isActive")}
          />
          Aktif (sitede gösterilsin)
        </label>

        <FormPageActions saving={saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={SPLASH_LIST_PATH} />
      </Form>
    </div>
  );
}
