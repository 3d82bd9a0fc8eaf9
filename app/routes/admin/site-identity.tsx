import { adminTitle } from "../../admin-kit/admin-title.ts";
import { FormPage, FormPageActions, fieldsOf, formFields, URL_INPUT } from "../../admin-kit/form-parts.tsx";
import { adminLoadErrorBoundary } from "../../admin-kit/load-error.tsx";
import { ImageField as ImageFieldPart } from "../../admin-kit/rich-fields.tsx";
import { usePageForm } from "../../admin-kit/use-save-answer.ts";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { getServices } from "../../context.ts";
import { IDENTITY_ADMIN_MESSAGES } from "../../features/site-identity/admin-messages.ts";
import {
  SITE_NAME_MAX_LENGTH,
  type SiteIdentityInput,
  SiteIdentitySchema,
  SOCIAL_NETWORKS,
  type SocialField,
} from "../../features/site-identity/identity.schema.ts";
import { getSiteIdentityForEdit, saveSiteIdentity } from "../../features/site-identity/site-identity.server.ts";
import { DASHBOARD_PATH, SITE_IDENTITY_PATH } from "../../utils/admin-paths.ts";
import { HEX_COLOR } from "../../utils/contrast.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/site-identity";

const { TextField, ImageField } = fieldsOf(SiteIdentitySchema, { ImageField: ImageFieldPart });

export const meta = () => adminTitle("Site Kimliği");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  const identity = await loadOrFail(
    logger,
    { log: "site kimliği yüklenemedi", message: IDENTITY_ADMIN_MESSAGES.loadFailed },
    () => getSiteIdentityForEdit(db, config.siteName),
  );
  return { identity };
}

const MESSAGES: FormMessages = { failed: () => IDENTITY_ADMIN_MESSAGES.saveFailed };

/** The one write path: invalid → 400 under the fields; saved → back here with the toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const parsed = parseForm(await readForm(request), SiteIdentitySchema, MESSAGES);
  if (!parsed.ok) return parsed.reply;
  return answerForm(() => saveSiteIdentity(services, parsed.value, services.config.siteName), {
    logger: services.logger,
    log: "site kimliği kaydedilemedi",
    messages: MESSAGES,
    success: () => ({ message: IDENTITY_ADMIN_MESSAGES.saved }),
    redirectTo: SITE_IDENTITY_PATH,
    config: services.config,
  });
}

export default function SiteIdentityScreen({ loaderData, actionData }: Route.ComponentProps) {
  const form = useSchemaForm(SiteIdentitySchema, loaderData.identity);
  const { hydrated, saving, errorOf, save } = usePageForm(form, { actionData });
  const fields = formFields(form, errorOf, "identity");
  const accent = form.watch("accentColor");
  const onValid = (values: SiteIdentityInput) => save({ ...values });

  return (
    <FormPage
      fields={fields}
      title="Site Kimliği"
      backTo={DASHBOARD_PATH}
      backLabel="Panele dön"
      onSubmit={hydrated ? form.handleSubmit(onValid) : undefined}
    >
      <TextField
        name="siteName"
        label="Site Adı"
        autoComplete="off"
        maxLength={SITE_NAME_MAX_LENGTH}
        hint="Sayfa başlıklarında, üst menüde ve alt bilgide görünür."
      />
      <ImageField
        name="logoLightUrl"
        label="Logo (açık zemin için)"
        kind="logo"
        hint="Açık renkli alanlarda kullanılır. Boş bırakılırsa site adı yazılır."
      />
      <ImageField
        name="logoDarkUrl"
        label="Logo (koyu zemin için)"
        kind="logo"
        hint="Üst menüde ve alt bilgide (koyu zemin) gösterilir. Boş bırakılırsa site adı yazılır."
      />
      <ImageField
        name="iconUrl"
        label="Site Simgesi"
        kind="icon"
        hint="En az 512x512 piksel kare bir görsel yükleyin: tarayıcı sekmesi ve ana ekran simgeleri bundan üretilir."
      />
      <TextField
        name="accentColor"
        label="Vurgu Rengi"
        autoComplete="off"
        maxLength={7}
        placeholder="#f5b301"
        hint="#RRGGBB biçiminde. Üzerindeki yazıyla en az 4,5:1 kontrast oluşturmalıdır."
        beside={
          <span
            aria-hidden="true"
            className="mt-1 inline-block size-9 shrink-0 rounded-md border border-slate-300"
            style={HEX_COLOR.test(accent) ? { backgroundColor: accent } : undefined}
          />
        }
      />
      <ImageField
        name="shareImageUrl"
        label="Varsayılan Paylaşım Görseli"
        kind="share"
        hint="Kendi görseli olmayan sayfalar sosyal medyada bu görselle paylaşılır (önerilen 1200x630 piksel)."
      />
      <fieldset className="space-y-4">
        <legend className="mb-2 font-bold">Sosyal Medya Hesapları</legend>
        {(Object.entries(SOCIAL_NETWORKS) as [SocialField, string][]).map(([name, label]) => (
          <TextField key={name} name={name} label={label} {...URL_INPUT} maxLength={2048} />
        ))}
      </fieldset>
      <FormPageActions saving={saving} label="Kaydet" cancelTo={DASHBOARD_PATH} />
    </FormPage>
  );
}

export const ErrorBoundary = adminLoadErrorBoundary(IDENTITY_ADMIN_MESSAGES.loadFailed);
