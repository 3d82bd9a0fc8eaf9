import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { ImageInput } from "../../../components/admin/image-input.tsx";
import { RichTextEditor } from "../../../components/editor/rich-text-editor.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import {
  PROMOTION_LIMITS,
  type PromotionFormValues,
  type PromotionInput,
  PromotionSchema,
  SETTINGS_TAB_FIELDS,
} from "../../../features/promotions/promotion.schema.ts";
import { PROMOTION_LIST_PATH } from "./paths.ts";

type FieldName = keyof PromotionFormValues;

export type PromotionSaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors?: Partial<Record<FieldName, string>> };

export interface PromotionFormProps {
  /** The stored values when editing; none for a new promotion. */
  promotion?: {
    values: {
      title: string;
      casinoId: string;
      categoryId: string;
      imageUrl: string;
      shortDescription: string;
      description: string;
      terms: string;
      url: string;
      promotionCode: string;
      expiryDate: string;
      isActive: boolean;
    };
    /** The stored category, listed even when it is no longer active. */
    category: { id: string; name: string } | null;
  };
  casinos: ReadonlyArray<{ id: string; name: string }>;
  categories: ReadonlyArray<{ id: string; name: string }>;
  /** What the action answered to a submission without JavaScript. */
  actionData?: PromotionSaveResult | undefined;
}

type Tab = "details" | "settings";

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

const NEW_PROMOTION_VALUES: PromotionFormValues = {
  title: "",
  casinoId: "",
  categoryId: "",
  imageUrl: "",
  shortDescription: "",
  description: "",
  terms: "",
  url: "",
  promotionCode: "",
  expiryDate: "",
  // Spec 2 §5: new promotions default to active.
  isActive: true,
};

/** The tab that holds the first error, so a failed save shows it. */
function tabOfErrors(fields: string[]): Tab | null {
  if (fields.length === 0) return null;
  return fields.some((field) => !SETTINGS_TAB_FIELDS.has(field)) ? "details" : "settings";
}

/** Spec 2 §2 promotion form: two tabs, create without an id and edit with one; the action parses the same schema. */
export function PromotionForm({ promotion, casinos, categories, actionData }: PromotionFormProps) {
  const editing = promotion !== undefined;
  const fetcher = useFetcher<PromotionSaveResult>();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [tab, setTab] = useState<Tab>(
    () => tabOfErrors(Object.keys(actionData && !actionData.ok ? (actionData.errors ?? {}) : {})) ?? "details",
  );
  const ids = useId();
  const form = useForm<PromotionFormValues, unknown, PromotionInput>({
    resolver: zodResolver(PromotionSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: promotion?.values ?? NEW_PROMOTION_VALUES,
  });
  const saving = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const categoryOptions =
    promotion?.category && !categories.some((c) => c.id === promotion.category?.id)
      ? [...categories, { id: promotion.category.id, name: `${promotion.category.name} (pasif)` }]
      : categories;

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      toast.success(answer.message);
      navigate(PROMOTION_LIST_PATH);
      return;
    }
    const errors = Object.entries(answer.errors ?? {});
    for (const [field, message] of errors) form.setError(field as FieldName, { type: "server", message });
    const errorTab = tabOfErrors(errors.map(([field]) => field));
    if (errorTab) setTab(errorTab);
    toast.error(answer.message);
  }, [fetcher.state, fetcher.data, navigate, form]);

  const onValid = () => {
    const values = form.getValues();
    fetcher.submit({ ...values, isActive: values.isActive === true ? "on" : "", js: "1" }, { method: "post" });
  };
  const onInvalid = (errors: FieldErrors<PromotionFormValues>) => {
    const errorTab = tabOfErrors(Object.keys(errors));
    if (errorTab) setTab(errorTab);
  };
  const errorOf = (field: FieldName) => form.formState.errors[field]?.message ?? serverErrors?.[field];
  const invalidProps = (field: FieldName, id: string) =>
    errorOf(field) ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  const fieldId = (name: string) => `${ids}-${name}`;
  const title = editing ? "Promosyonu Düzenle" : "Yeni Promosyon Ekle";

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link
            to={PROMOTION_LIST_PATH}
            aria-label="Promosyon listesine dön"
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
          <h1 className="text-2xl font-extrabold">{title}</h1>
        </div>
        <Link to="/admin/categories" className="text-sm font-semibold text-brand hover:underline">
          Kategorileri Yönet
        </Link>
      </div>

      <Form
        method="post"
        noValidate
        onSubmit={hydrated ? form.handleSubmit(onValid, onInvalid) : undefined}
        className="rounded-xl bg-white shadow-sm"
      >
        <div role="tablist" aria-label="Promosyon bölümleri" className="flex border-b border-slate-200 px-2 sm:px-4">
          {(
            [
              ["details", "Promosyon Detayları"],
              ["settings", "Promosyon Ayarları"],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={fieldId(`tab-${value}`)}
              aria-selected={tab === value}
              aria-controls={fieldId(`panel-${value}`)}
              onClick={() => setTab(value)}
              className={`-mb-px border-b-2 px-3 py-3 text-sm font-semibold sm:px-4 ${tab === value ? "border-brand text-brand" : "border-transparent text-slate-600 hover:text-ink"}`}
            >
              {label}
            </button>
          ))}
        </div>

        {/* Both panels stay mounted (hidden), so every field is submitted and keeps its state. */}
        <div
          role="tabpanel"
          id={fieldId("panel-details")}
          aria-labelledby={fieldId("tab-details")}
          hidden={tab !== "details"}
          className="space-y-5 p-5 sm:p-6"
        >
          <Field id={fieldId("title")} label="Promosyon Başlığı" error={errorOf("title")}>
            <input
              id={fieldId("title")}
              type="text"
              autoComplete="off"
              maxLength={PROMOTION_LIMITS.titleMax}
              className={inputClass}
              {...invalidProps("title", fieldId("title"))}
              {...form.register("title")}
            />
          </Field>

          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fieldId("casino")} label="Casino" error={errorOf("casinoId")}>
              <select
                id={fieldId("casino")}
                className={inputClass}
                {...invalidProps("casinoId", fieldId("casino"))}
                {...form.register("casinoId")}
              >
                <option value="">Casino yok (Diğer)</option>
                {casinos.map((casino) => (
                  <option key={casino.id} value={casino.id}>
                    {casino.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={fieldId("category")} label="Kategori" error={errorOf("categoryId")}>
              <select
                id={fieldId("category")}
                className={inputClass}
                {...invalidProps("categoryId", fieldId("category"))}
                {...form.register("categoryId")}
              >
                <option value="">Kategori seçin</option>
                {categoryOptions.length === 0 ? (
                  <option value="none" disabled>
                    Kategori bulunamadı
                  </option>
                ) : (
                  categoryOptions.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))
                )}
              </select>
            </Field>
          </div>

          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <ImageInput
                name="imageUrl"
                label="Promosyon Görseli"
                kind="promotion"
                defaultValue={field.value ?? ""}
                onChange={field.onChange}
                error={errorOf("imageUrl")}
              />
            )}
          />

          <Field id={fieldId("short")} label="Kısa Açıklama" error={errorOf("shortDescription")}>
            <textarea
              id={fieldId("short")}
              rows={3}
              maxLength={PROMOTION_LIMITS.shortMax}
              className={inputClass}
              {...invalidProps("shortDescription", fieldId("short"))}
              {...form.register("shortDescription")}
            />
          </Field>

          <div>
            <p className="mb-1 block text-sm font-medium" aria-hidden="true">
              Detaylı Açıklama
            </p>
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <RichTextEditor
                  name="description"
                  label="Detaylı Açıklama"
                  defaultValue={field.value ?? ""}
                  onChange={field.onChange}
                  minHeight={200}
                  invalid={Boolean(errorOf("description"))}
                  {...(errorOf("description") ? { describedBy: `${fieldId("description")}-error` } : {})}
                />
              )}
            />
            {errorOf("description") ? (
              <p id={`${fieldId("description")}-error`} className="mt-1 text-sm text-red-700">
                {errorOf("description")}
              </p>
            ) : null}
          </div>

          <Field
            id={fieldId("terms")}
            label="Şartlar ve Koşullar"
            hint="Her satıra bir şart yazın; boş satırlar kaydedilmez."
            error={errorOf("terms")}
          >
            <textarea
              id={fieldId("terms")}
              maxLength={PROMOTION_LIMITS.termsMax}
              className={`${inputClass} min-h-[150px]`}
              {...invalidProps("terms", fieldId("terms"))}
              {...form.register("terms")}
            />
          </Field>
        </div>

        <div
          role="tabpanel"
          id={fieldId("panel-settings")}
          aria-labelledby={fieldId("tab-settings")}
          hidden={tab !== "settings"}
          className="space-y-5 p-5 sm:p-6"
        >
          <Field id={fieldId("url")} label="Promosyon URL" error={errorOf("url")}>
            <input
              id={fieldId("url")}
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={PROMOTION_LIMITS.urlMax}
              className={inputClass}
              {...invalidProps("url", fieldId("url"))}
              {...form.register("url")}
            />
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fieldId("code")} label="Promosyon Kodu" error={errorOf("promotionCode")}>
              <input
                id={fieldId("code")}
                type="text"
                autoComplete="off"
                maxLength={PROMOTION_LIMITS.codeMax}
                className={inputClass}
                {...invalidProps("promotionCode", fieldId("code"))}
                {...form.register("promotionCode")}
              />
            </Field>
            <Field
              id={fieldId("expiry")}
              label="Son Kullanma Tarihi"
              hint="Boş bırakılırsa süresiz; seçilen günün sonuna kadar geçerlidir."
              error={errorOf("expiryDate")}
            >
              <input
                id={fieldId("expiry")}
                type="date"
                className={inputClass}
                {...invalidProps("expiryDate", fieldId("expiry"))}
                {...form.register("expiryDate")}
              />
            </Field>
          </div>
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="h-4 w-4" {...form.register("isActive")} />
            Aktif
          </label>
        </div>

        {result && !result.ok && !hydrated ? (
          <p role="alert" className="mx-5 rounded-md bg-red-50 p-3 text-sm text-red-800 sm:mx-6">
            {result.message}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2 border-t border-slate-100 p-5 sm:px-6">
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
          >
            {saving ? <Spinner /> : null}
            {saving ? "Kaydediliyor..." : editing ? "Güncelle" : "Kaydet"}
          </button>
          <Link
            to={PROMOTION_LIST_PATH}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            İptal
          </Link>
        </div>
      </Form>
    </div>
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
