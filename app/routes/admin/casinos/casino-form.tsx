import { Form } from "react-router";
import {
  FormPageActions,
  FormPageTitle,
  formFields,
  TextField,
  URL_INPUT,
} from "../../../components/admin/form-parts.tsx";
import { RichTextField } from "../../../components/admin/rich-fields.tsx";
import { usePageFormSave } from "../../../components/admin/use-save-answer.ts";
import { useSchemaForm } from "../../../components/ui/use-schema-form.ts";
import {
  type CasinoFormValues,
  CasinoSchema,
  CASINO_LIMITS as LIMITS,
} from "../../../features/casinos/casino.schema.ts";
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
  const fields = formFields(form, errorOf, "casino");
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
        <TextField fields={fields} name="name" label="Site Adı" autoComplete="off" maxLength={LIMITS.nameMax} />
        <TextField fields={fields} name="url" label="Site URL" {...URL_INPUT} maxLength={LIMITS.urlMax} />
        <TextField
          fields={fields}
          name="logoUrl"
          id="casino-logo"
          label="Logo URL"
          {...URL_INPUT}
          maxLength={LIMITS.urlMax}
          beside={
            <figure className="mt-1 shrink-0 text-center">
              <CasinoLogo
                src={logoUrl}
                alt="Logo önizlemesi"
                className="h-16 w-16 rounded-lg border border-slate-200 bg-white object-contain"
              />
              <figcaption className="mt-1 text-xs text-slate-500">Önizleme</figcaption>
            </figure>
          }
        />
        <TextField
          fields={fields}
          name="rating"
          label="Puan (0–5, isteğe bağlı)"
          inputMode="decimal"
          placeholder="ör. 4,5"
          maxLength={4}
          inputClassName="sm:max-w-40"
        />
        <RichTextField fields={fields} name="description" label="Site Açıklaması" minHeight={200} />

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
