import { useState } from "react";
import { Controller, type useForm } from "react-hook-form";
import { useFetcher } from "react-router";
import { FORM_INPUT_CLASS, SaveButton } from "../../components/admin/form-parts.tsx";
import { AdminLoadError } from "../../components/admin/load-error.tsx";
import { useSaveAnswer } from "../../components/admin/use-save-answer.ts";
import { RichTextEditor } from "../../components/editor/rich-text-editor.tsx";
import { FieldError } from "../../components/ui/field-error.tsx";
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
      {HERO_FIELDS.map((field) => {
        const id = `hero-${field.name}`;
        const error = form.formState.errors[field.name]?.message;
        const described = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
        const common = {
          id,
          maxLength: HERO_LIMITS[field.name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
          className: FORM_INPUT_CLASS,
          // The server render has no JavaScript to fill registered inputs: their values go into the HTML too.
          defaultValue: initial[field.name],
          ...form.register(field.name),
        };
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block text-sm font-medium">
              {field.label}
            </label>
            {field.multiline ? <textarea rows={3} {...common} /> : <input type="text" {...common} />}
            {field.hint ? (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                {field.hint}
              </p>
            ) : null}
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
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
  const errorOf = (name: keyof ContentSettingsInput) => form.formState.errors[name]?.message;
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
      <div>
        <p className="mb-1 text-sm font-medium">Ana sayfa blog bölümü metni</p>
        <p className="mb-2 text-xs text-slate-500">
          Ana sayfadaki blog yazılarının altında görünür. İsteğe bağlıdır; boş bırakılırsa gösterilmez.
        </p>
        <Controller
          control={form.control}
          name="blogSectionText"
          render={({ field }) => (
            <RichTextEditor
              name="blogSectionText"
              label="Ana sayfa blog bölümü metni"
              defaultValue={field.value}
              onChange={field.onChange}
              invalid={Boolean(errorOf("blogSectionText"))}
              describedBy={errorOf("blogSectionText") ? "blogSectionText-error" : undefined}
            />
          )}
        />
        <FieldError id="blogSectionText-error" message={errorOf("blogSectionText")} />
      </div>
      <NoticeField
        id="responsibleGamblingText"
        label="18+ ve sorumlu oyun uyarısı"
        hint="Her sayfanın altında 18+ işaretiyle gösterilir. Düz metin."
        length={rg.length}
        error={errorOf("responsibleGamblingText")}
        defaultValue={initial.responsibleGamblingText}
        register={form.register("responsibleGamblingText")}
      />
      <NoticeField
        id="affiliateDisclosureText"
        label="Ortaklık (affiliate) açıklaması"
        hint="Her sayfanın altında gösterilir. Düz metin."
        length={ad.length}
        error={errorOf("affiliateDisclosureText")}
        defaultValue={initial.affiliateDisclosureText}
        register={form.register("affiliateDisclosureText")}
      />
      <SaveButton saving={saving} label="Kaydet" size="page" />
    </form>
  );
}

function NoticeField(props: {
  id: string;
  label: string;
  hint: string;
  length: number;
  error: string | undefined;
  defaultValue: string;
  register: ReturnType<ReturnType<typeof useForm<ContentSettingsInput>>["register"]>;
}) {
  const over = props.length > NOTICE_MAX_LENGTH;
  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={props.id} className="block text-sm font-medium">
          {props.label}
        </label>
        <span className={`text-xs ${over ? "font-semibold text-red-700" : "text-slate-500"}`}>
          {props.length}/{NOTICE_MAX_LENGTH}
        </span>
      </div>
      <textarea
        id={props.id}
        rows={3}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${props.id}-hint${props.error ? ` ${props.id}-error` : ""}`}
        className={FORM_INPUT_CLASS}
        defaultValue={props.defaultValue}
        {...props.register}
      />
      <p id={`${props.id}-hint`} className="mt-1 text-xs text-slate-500">
        {props.hint}
      </p>
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  );
}
