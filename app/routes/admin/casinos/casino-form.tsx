import { Controller } from "react-hook-form";
import { Form } from "react-router";
import {
  FORM_INPUT_CLASS,
  FormField,
  FormPageActions,
  FormPageTitle,
  invalidProps,
} from "../../../components/admin/form-parts.tsx";
import { usePageFormSave } from "../../../components/admin/use-save-answer.ts";
import { RichTextEditor } from "../../../components/editor/rich-text-editor.tsx";
import { FieldError } from "../../../components/ui/field-error.tsx";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import { CASINO_LIMITS, type CasinoFormValues, CasinoSchema } from "../../../features/casinos/casino.schema.ts";
import { casinoPath } from "../../../features/casinos/casino-paths.ts";
import { CASINO_LIST_PATH } from "../../../utils/admin-paths.ts";
import { type SaveAnswer, SENT_BY_SCRIPT } from "../../../utils/form.ts";
import { CasinoLogo } from "./casino-logo.tsx";

export type CasinoSaveResult = SaveAnswer<keyof CasinoFormValues>;

export interface CasinoFormProps {
  /** The casino being edited; none for a new one. */
  casino?: { name: string; slug: string; url: string; logoUrl: string; description: string; rating: number | null };
  /** What the action answered to a submission without JavaScript. */
  actionData?: CasinoSaveResult | undefined;
}

/** Spec 2 §2 casino form: create without an id, edit with one; the same Zod schema checks it on the server. */
export function CasinoForm({ casino, actionData }: CasinoFormProps) {
  const editing = casino !== undefined;
  const form = useSchemaForm(CasinoSchema, {
    name: casino?.name ?? "",
    url: casino?.url ?? "",
    logoUrl: casino?.logoUrl ?? "",
    description: casino?.description ?? "",
    // Turkish decimal comma, as the public cards show it.
    rating: casino?.rating === null || casino?.rating === undefined ? "" : String(casino.rating).replace(".", ","),
  });
  const { fetcher, hydrated, saving, errorOf } = usePageFormSave(form, {
    listPath: CASINO_LIST_PATH,
    actionData,
  });
  // The server render has no JavaScript to fill registered inputs: give them their values in the HTML too.
  const field = (name: keyof CasinoFormValues) => ({
    defaultValue: form.formState.defaultValues?.[name] ?? "",
    ...form.register(name),
  });
  const logoUrl = form.watch("logoUrl");

  const onValid = () => {
    fetcher.submit({ ...form.getValues(), ...SENT_BY_SCRIPT }, { method: "post" });
  };
  const title = editing ? "Casino Sitesini Düzenle" : "Yeni Casino Sitesi Ekle";

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <FormPageTitle title={title} backTo={CASINO_LIST_PATH} backLabel="Casino listesine dön" />

      <Form
        method="post"
        noValidate
        onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
        className="space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6"
      >
        <FormField id="casino-name" label="Site Adı" error={errorOf("name")}>
          <input
            id="casino-name"
            type="text"
            autoComplete="off"
            maxLength={CASINO_LIMITS.nameMax}
            {...invalidProps("casino-name", errorOf("name"))}
            className={FORM_INPUT_CLASS}
            {...field("name")}
          />
        </FormField>

        <FormField id="casino-url" label="Site URL" error={errorOf("url")}>
          <input
            id="casino-url"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={CASINO_LIMITS.urlMax}
            {...invalidProps("casino-url", errorOf("url"))}
            className={FORM_INPUT_CLASS}
            {...field("url")}
          />
        </FormField>

        <FormField id="casino-logo" label="Logo URL" error={errorOf("logoUrl")}>
          <div className="flex items-start gap-3">
            <input
              id="casino-logo"
              type="url"
              inputMode="url"
              placeholder="https://"
              maxLength={CASINO_LIMITS.urlMax}
              {...invalidProps("casino-logo", errorOf("logoUrl"))}
              className={FORM_INPUT_CLASS}
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
        </FormField>

        <FormField id="casino-rating" label="Puan (0–5, isteğe bağlı)" error={errorOf("rating")}>
          <input
            id="casino-rating"
            type="text"
            inputMode="decimal"
            placeholder="ör. 4,5"
            maxLength={4}
            {...invalidProps("casino-rating", errorOf("rating"))}
            className={`${FORM_INPUT_CLASS} sm:max-w-40`}
            {...field("rating")}
          />
        </FormField>

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
          <FieldError id="casino-description-error" message={errorOf("description")} />
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

        <FormPageActions saving={saving} label={editing ? "Güncelle" : "Kaydet"} cancelTo={CASINO_LIST_PATH} />
      </Form>
    </div>
  );
}
