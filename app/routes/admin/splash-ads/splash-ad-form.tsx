import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { ImageInput } from "../../../components/admin/image-input.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { type SplashAdInput, SplashAdSchema } from "../../../features/splash-ads/splash-ad.schema.ts";

export const SPLASH_LIST_PATH = "/admin/splash-ads";

export type SplashAdSaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors?: Partial<Record<keyof SplashAdInput, string>> };

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

/** Spec 2 §2/§5 splash ad form: title, target URL, image (upload up to 5 MB or URL), active. */
export function SplashAdForm(props: {
  ad?: { title: string; href: string; imageUrl: string; isActive: boolean };
  actionData?: SplashAdSaveResult | undefined;
}) {
  const { ad } = props;
  const editing = ad !== undefined;
  const fetcher = useFetcher<SplashAdSaveResult>();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const form = useForm<SplashAdInput>({
    resolver: zodResolver(SplashAdSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      title: ad?.title ?? "",
      href: ad?.href ?? "",
      imageUrl: ad?.imageUrl ?? "",
      isActive: ad?.isActive ?? true,
    },
  });
  // The server render has no JavaScript to fill registered inputs: give them their values in the HTML too.
  const field = (name: "title" | "href") => ({
    defaultValue: form.formState.defaultValues?.[name] ?? "",
    ...form.register(name),
  });
  const saving = fetcher.state !== "idle";
  const result = fetcher.data ?? props.actionData;
  const serverErrors = result && !result.ok ? result.errors : undefined;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      toast.success(answer.message);
      navigate(SPLASH_LIST_PATH);
      return;
    }
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      form.setError(field as keyof SplashAdInput, { type: "server", message });
    }
    toast.error(answer.message);
  }, [fetcher.state, fetcher.data, navigate, form]);

  const onValid = (values: SplashAdInput) => {
    fetcher.submit(
      { title: values.title, href: values.href, imageUrl: values.imageUrl, isActive: String(values.isActive), js: "1" },
      { method: "post" },
    );
  };
  const errorOf = (field: keyof SplashAdInput) => form.formState.errors[field]?.message ?? serverErrors?.[field];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center gap-3">
        <Link
          to={SPLASH_LIST_PATH}
          aria-label="Splash reklam listesine dön"
          className="rounded-full p-2 text-slate-600 hover:bg-white hover:text-brand"
        >
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <h1 className="text-2xl font-extrabold">{editing ? "Splash Reklamı Düzenle" : "Yeni Splash Reklam Ekle"}</h1>
      </div>

      <Form
        method="post"
        noValidate
        onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
        className="space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <div>
          <label htmlFor="splash-title" className="block text-sm font-medium">
            Başlık
          </label>
          <input
            id="splash-title"
            type="text"
            autoComplete="off"
            maxLength={200}
            aria-invalid={errorOf("title") ? true : undefined}
            aria-describedby={errorOf("title") ? "splash-title-error" : undefined}
            className={inputClass}
            {...field("title")}
          />
          {errorOf("title") ? (
            <p id="splash-title-error" className="mt-1 text-sm text-red-700">
              {errorOf("title")}
            </p>
          ) : null}
        </div>

        <div>
          <label htmlFor="splash-href" className="block text-sm font-medium">
            Hedef URL
          </label>
          <input
            id="splash-href"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={2048}
            aria-invalid={errorOf("href") ? true : undefined}
            aria-describedby={errorOf("href") ? "splash-href-error" : undefined}
            className={inputClass}
            {...field("href")}
          />
          {errorOf("href") ? (
            <p id="splash-href-error" className="mt-1 text-sm text-red-700">
              {errorOf("href")}
            </p>
          ) : null}
        </div>

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
            defaultChecked={form.formState.defaultValues?.isActive ?? true}
            {...form.register("isActive")}
          />
          Aktif (sitede gösterilsin)
        </label>

        <div className="flex flex-wrap gap-2 pt-2">
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {saving ? <Spinner /> : null}
            {saving ? "Kaydediliyor..." : editing ? "Güncelle" : "Kaydet"}
          </button>
          <Link
            to={SPLASH_LIST_PATH}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            İptal
          </Link>
        </div>
      </Form>
    </div>
  );
}
