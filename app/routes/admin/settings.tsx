import { useState } from "react";
import { useFetcher } from "react-router";
import { formFields, SaveButton, TextAreaField, TextField } from "../../components/admin/form-parts.tsx";
import { AdminLoadError } from "../../components/admin/load-error.tsx";
import { RichTextField } from "../../components/admin/rich-fields.tsx";
import { useSaveAnswer } from "../../components/admin/use-save-answer.ts";
import { type TabItem, TabList, TabPanel, useTabs } from "../../components/ui/tabs.tsx";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { getServices } from "../../context.ts";
import {
  type ContentSettingsInput,
  ContentSettingsSchema,
  NOTICE_MAX_LENGTH,
  SETTINGS_ADMIN_MESSAGES,
} from "../../features/site-settings/content.schema.ts";
import { HERO_LIMITS, type HeroInput, HeroSchema } from "../../features/site-settings/hero.schema.ts";
import {
  getContentSettingsForEdit,
  getHeroForEdit,
  saveContentSettings,
  saveHero,
} from "../../features/site-settings/settings-admin.server.ts";
import { formText } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm, refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/settings";

export function meta() {
  return [{ title: "Ayarlar | Yönetim Paneli" }];
}

/** Each half loads on its own: a failure names itself (spec 2 §8) and leaves the other tab usable. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const logged = (what: string) => (error: unknown) => {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, `${what} yüklenemedi`);
    return null;
  };
  const [hero, content] = await Promise.all([
    getHeroForEdit(db).catch(logged("hero")),
    getContentSettingsForEdit(db).catch(logged("ayarlar")),
  ]);
  return { hero, content };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "hero") {
    const messages: FormMessages = { failed: () => SETTINGS_ADMIN_MESSAGES.heroSaveFailed };
    const parsed = parseForm(form, HeroSchema, messages);
    if (!parsed.ok) return parsed.reply;
    return answerForm(form, () => saveHero(services, parsed.value), {
      logger: services.logger,
      log: "hero ayarı kaydedilemedi",
      messages,
      success: () => ({ message: SETTINGS_ADMIN_MESSAGES.heroSaved }),
    });
  }
  const messages: FormMessages = { failed: () => SETTINGS_ADMIN_MESSAGES.contentSaveFailed };
  if (intent !== "content") return refuseRequest(SETTINGS_ADMIN_MESSAGES.contentSaveFailed);
  const parsed = parseForm(form, ContentSettingsSchema, messages);
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => saveContentSettings(services, parsed.value), {
    logger: services.logger,
    log: "içerik ayarları kaydedilemedi",
    messages,
    success: () => ({ message: SETTINGS_ADMIN_MESSAGES.contentSaved }),
  });
}

type Tab = "hero" | "content";
const SETTINGS_TABS: readonly TabItem<Tab>[] = [
  { value: "hero", label: "Hero Bölümü" },
  { value: "content", label: "İçerik Alanları" },
];

export default function Settings({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<Tab>("hero");
  const tabs = useTabs(tab, setTab);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">Ayarlar</h1>
        <p className="text-slate-600">Ana sayfanın hero bölümünü ve sitedeki sabit metinleri buradan düzenleyin.</p>
      </div>
      <TabList {...tabs.list} label="Ayar bölümleri" items={SETTINGS_TABS} look="pills" />
      {/* Both panels stay mounted, so switching tabs keeps unsaved edits. */}
      <TabPanel {...tabs.panel("hero")}>
        {loaderData.hero ? (
          <HeroForm initial={loaderData.hero.values} stored={loaderData.hero.stored} />
        ) : (
          <AdminLoadError message={SETTINGS_ADMIN_MESSAGES.heroLoadFailed} />
        )}
      </TabPanel>
      <TabPanel {...tabs.panel("content")}>
        {loaderData.content ? (
          <ContentForm initial={loaderData.content} />
        ) : (
          <AdminLoadError message={SETTINGS_ADMIN_MESSAGES.loadFailed} />
        )}
      </TabPanel>
    </div>
  );
}

const HERO_FIELDS: ReadonlyArray<{ name: keyof HeroInput; label: string; multiline?: boolean; hint?: string }> = [
  { name: "upperTitle", label: "Üst Başlık" },
  { name: "mainTitle", label: "Ana Başlık" },
  {
    name: "highlightedText",
    label: "Vurgulanacak Metin",
    hint: "Ana başlığın içinde geçen ve renkli gösterilecek kısım.",
  },
  { name: "description", label: "Açıklama", multiline: true },
  { name: "buttonText", label: "Buton Metni" },
  {
    name: "buttonUrl",
    label: "Buton URL",
    hint: "Bir adres (https://…), site içi yol (/bonuslar) veya bölüm (#promotions-section).",
  },
];

/** Spec 2 §2/§4: six required fields; 'Kaydet' stays disabled until something changed. */
function HeroForm({ initial, stored }: { initial: HeroInput; stored: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const form = useSchemaForm(HeroSchema, initial);
  useSaveAnswer(fetcher, form.setError, { onSaved: () => form.reset(form.getValues()) });
  const saving = fetcher.state !== "idle";
  const onValid = (values: HeroInput) => fetcher.submit({ intent: "hero", ...values }, { method: "post" });
  const fields = formFields(form, null, "hero");

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6"
    >
      <input type="hidden" name="intent" value="hero" />
      <h2 className="text-lg font-bold">Hero Bölümü</h2>
      {stored ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Henüz kayıtlı bir hero ayarı yok; ana sayfa aşağıdaki varsayılan metinleri gösteriyor.
        </p>
      )}
      {HERO_FIELDS.map(({ name, label, multiline, hint }) => {
        const field = { fields, name, label, hint, maxLength: HERO_LIMITS[name] };
        return multiline ? <TextAreaField key={name} {...field} rows={3} /> : <TextField key={name} {...field} />;
      })}
      <SaveButton saving={saving} disabled={!form.formState.isDirty} label="Kaydet" size="page" />
    </form>
  );
}

/** Spec 2 §5: the blog-section text is optional HTML; design §12 adds the 18+ notice and the disclosure. */
function ContentForm({ initial }: { initial: ContentSettingsInput }) {
  const fetcher = useFetcher<typeof action>();
  const form = useSchemaForm(ContentSettingsSchema, initial);
  useSaveAnswer(fetcher, form.setError, { onSaved: () => form.reset(form.getValues()) });
  const saving = fetcher.state !== "idle";
  const onValid = (values: ContentSettingsInput) =>
    fetcher.submit({ intent: "content", ...values }, { method: "post" });
  const fields = formFields(form);
  const rg = form.watch("responsibleGamblingText");
  const ad = form.watch("affiliateDisclosureText");

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      className="space-y-5 rounded-xl bg-white p-5 shadow-sm sm:p-6"
    >
      <input type="hidden" name="intent" value="content" />
      <h2 className="text-lg font-bold">İçerik Alanları</h2>
      <RichTextField
        fields={fields}
        name="blogSectionText"
        label="Ana sayfa blog bölümü metni"
        hint="Ana sayfadaki blog yazılarının altında görünür. İsteğe bağlıdır; boş bırakılırsa gösterilmez."
      />
      <TextAreaField
        fields={fields}
        name="responsibleGamblingText"
        label="18+ ve sorumlu oyun uyarısı"
        hint="Her sayfanın altında 18+ işaretiyle gösterilir. Düz metin."
        counter={{ length: rg.length, max: NOTICE_MAX_LENGTH }}
        rows={3}
      />
      <TextAreaField
        fields={fields}
        name="affiliateDisclosureText"
        label="Ortaklık (affiliate) açıklaması"
        hint="Her sayfanın altında gösterilir. Düz metin."
        counter={{ length: ad.length, max: NOTICE_MAX_LENGTH }}
        rows={3}
      />
      <SaveButton saving={saving} label="Kaydet" size="page" />
    </form>
  );
}
