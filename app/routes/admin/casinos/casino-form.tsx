import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Form, Link, useFetcher, useNavigate } from "react-router";
import { RichTextEditor } from "../../../components/editor/rich-text-editor.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import {
  CASINO_LIMITS,
  type CasinoFormValues,
  type CasinoInput,
  CasinoSchema,
} from "../../../features/casinos/casino.schema.ts";
import { casinoPath } from "../../../features/casinos/casino-paths.ts";
import { CasinoLogo } from "./casino-logo.tsx";

export const CASINO_LIST_PATH = "/admin/casinos";

export type CasinoSaveResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors?: Partial<Record<keyof CasinoFormValues, string>> };

export interface CasinoFormProps {
  /** The casino being edited; none for a new one. */
  casino?: { name: string; slug: string; url: string; logoUrl: string; description: string; rating: number | null };
  /** What the action answered to a submission without JavaScript. */
  actionData?: CasinoSaveResult | undefined;
}

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-invalid:border-red-500";

/** Spec 2 §2 casino form: create without an id, edit with one; the same Zod schema checks it on the server. */
export function CasinoForm({ casino, actionData }: CasinoFormProps) {
  const editing = casino !== undefined;
  const fetcher = useFetcher<CasinoSaveResult>();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const form = useForm<CasinoFormValues, unknown, CasinoInput>({
    resolver: zodResolver(CasinoSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: {
      name: casino?.name ?? "",
      url: casino?.url ?? "",
      logoUrl: casino?.logoUrl ?? "",
      description: casino?.description ?? "",
      // Turkish decimal comma, as the public cards show it.
      rating: casino?.rating === null || casino?.rating === undefined ? "" : String(casino.rating).replace(".", ","),
    },
  });
  // The server render has no JavaScript to fill registered inputs: give them their values in the HTML too.
  const field = (name: keyof CasinoFormValues) => ({
    defaultValue: form.formState.defaultValues?.[name] ?? "",
    ...form.register(name),
  });
  const saving = fetcher.state !== "idle";
  const result = fetcher.data ?? actionData;
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const logoUrl = form.watch("logoUrl");

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (answer.ok) {
      toast.success(answer.message);
      navigate(CASINO_LIST_PATH);
      return;
    }
    for (const [field, message] of Object.entries(answer.errors ?? {})) {
      form.setError(field as keyof CasinoFormValues, { type: "server", message });
    }
    toast.error(answer.message);
  }, [fetcher.state, fetcher.data, navigate, form]);

  const onValid = () => {
    fetcher.submit({ ...form.getValues(), js: "1" }, { method: "post" });
  };
  const errorOf = (field: keyof CasinoFormValues) => form.formState.errors[field]?.message ?? serverErrors?.[field];
  const title = editing ? "Casino Sitesini Düzenle" : "Yeni Casino Sitesi Ekle";

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center gap-3">
        <Link
          to={CASINO_LIST_PATH}
          aria-label="Casino listesine dön"
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

      <Form
        method="post"
        noValidate
        onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
        className="space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <Field id="casino-name" label="Site Adı" error={errorOf("name")}>
          <input
            id="casino-name"
            type="text"
            autoComplete="off"
            maxLength={CASINO_LIMITS.nameMax}
            aria-invalid={errorOf("name") ? true : undefined}
            aria-describedby={errorOf("name") ? "casino-name-error" : undefined}
            className={inputClass}
            {...field("name")}
          />
        </Field>

        <Field id="casino-url" label="Site URL" error={errorOf("url")}>
          <input
            id="casino-url"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={CASINO_LIMITS.urlMax}
            aria-invalid={errorOf("url") ? true : undefined}
            aria-describedby={errorOf("url") ? "casino-url-error" : undefined}
            className={inputClass}
            {...field("url")}
          />
        </Field>

        <Field id="casino-logo" label="Logo URL" error={errorOf("logoUrl")}>
          <div className="flex items-start gap-3">
            <input
              id="casino-logo"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={CASINO_LIMITS.urlMax}
              aria-invalid={errorOf("logoUrl") ? true : undefined}
              aria-describedby={errorOf("logoUrl") ? "casino-logo-error" : undefined}
              className={inputClass}
              {...field("logoUrl")}
            />
            <figure className="mt-1 shrink-0 text-center">
              <CasinoLogo
                src={logoUrl}
                alt="Logo önizlemesi"
                className="h-16 w-16 rounded-lg border border-slate-200 bg-white object-contain"
              />
              <figcaption className="mt-1 text-xs text-slate-500">Önizleme</figcaption>
            </figure>
          </div>
        </Field>

        <Field id="casino-rating" label="Puan (0–5, isteğe bağlı)" error={errorOf("rating")}>
          <input
            id="casino-rating"
            type="text"
            inputMode="decimal"
            placeholder="ör. 4,5"
            maxLength={4}
            aria-invalid={errorOf("rating") ? true : undefined}
            aria-describedby={errorOf("rating") ? "casino-rating-error" : undefined}
            className={`${inputClass} sm:max-w-40`}
            {...field("rating")}
          />
        </Field>

        <div>
          <p id="casino-description-label" className="mb-1 block text-sm font-medium">
            Site Açıklaması
          </p>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                name="description"
                label="Site Açıklaması"
                defaultValue={field.value}
                onChange={field.onChange}
                minHeight={200}
                invalid={Boolean(errorOf("description"))}
                {...(errorOf("description") ? { describedBy: "casino-description-error" } : {})}
              />
            )}
          />
          {errorOf("description") ? (
            <p id="casino-description-error" className="mt-1 text-sm text-red-700">
              {errorOf("description")}
            </p>
          ) : null}
        </div>

        {casino ? (
          <p className="text-sm text-slate-600">
            Sitedeki adresi:{" "}
            <a href={casinoPath(casino)} target="_blank" rel="noreferrer" className="font-medium text-brand underline">
              {casinoPath(casino)}
            </a>{" "}
            (ad değişse de adres aynı kalır, paylaşılmış bağlantılar bozulmaz).
          </p>
        ) : null}

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
            to={CASINO_LIST_PATH}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
          >
            İptal
          </Link>
        </div>
      </Form>
    </div>
  );
}

function Field(props: { id: string; label: string; error: string | undefined; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
