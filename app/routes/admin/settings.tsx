import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { AdminColumnPage } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { FORM_CARD_CLASS, fieldsOf, IntentForm, SaveButton } from "../../admin-kit/form-parts.tsx";
import { AdminLoadError } from "../../admin-kit/load-error.tsx";
import { RichTextField as RichTextFieldPart } from "../../admin-kit/rich-fields.tsx";
import { useFetcherForm } from "../../admin-kit/use-fetcher-form.ts";
import { type TabItem, TabList, TabPanel, useTabs } from "../../components/ui/tabs.tsx";
import { getServices } from "../../context.ts";
import {
  type AutosaveFound,
  AutosaveStatus,
  useAutosaveOffer,
  useFormAutosave,
} from "../../features/revisions/components/autosave.tsx";
import { HistoryPanel } from "../../features/revisions/components/history-panel.tsx";
import { REVISION_VERSION_FIELD } from "../../features/revisions/public.ts";
import { loadAutosaveOffer, singleRowSaveAction } from "../../features/revisions/versioned-save.server.ts";
import { SETTINGS_ADMIN_MESSAGES } from "../../features/site-settings/admin-messages.ts";
import {
  CONTENT_REVISION_KIND,
  type ContentSettingsInput,
  ContentSettingsSchema,
  NOTICE_MAX_LENGTH,
  SITE_ENTITY,
} from "../../features/site-settings/content.schema.ts";
import {
  HERO_LIMITS,
  HERO_REVISION_KIND,
  type HeroInput,
  HeroSchema,
} from "../../features/site-settings/hero.schema.ts";
import { getContentSettingsWithVersion, getHeroForEdit } from "../../features/site-settings/settings-admin.server.ts";
import { CONTENT_VERSIONED, HERO_VERSIONED } from "../../features/site-settings/settings-versioned.server.ts";
import { formText } from "../../utils/form.ts";
import { readForm, refuseRequest } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/settings";

/** The two cards' fields, each typed by its own schema. */
const Hero = fieldsOf(HeroSchema);
const Content = fieldsOf(ContentSettingsSchema, { RichTextField: RichTextFieldPart });

export const meta = () => adminTitle("Ayarlar");

/** Each half loads on its own: a failure names itself (spec 2 §8) and leaves the other tab usable. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const logged = (what: string) => (error: unknown) => {
    logger.error({ err: error }, `${what} yüklenemedi`);
    return null;
  };
  const [hero, content, contentAutosave] = await Promise.all([
    getHeroForEdit(db).catch(logged("hero")),
    getContentSettingsWithVersion(db).catch(logged("ayarlar")),
    loadAutosaveOffer(context, CONTENT_VERSIONED, SITE_ENTITY),
  ]);
  return { hero, content, contentAutosave };
}

const saveHeroCard = singleRowSaveAction(HERO_VERSIONED);
const saveContentCard = singleRowSaveAction(CONTENT_VERSIONED);

/** Each card saves through its kind's declaration and comes back here with its toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  switch (formText(form, "intent")) {
    case "hero":
      return saveHeroCard(form, context);
    case "content":
      return saveContentCard(form, context);
    default:
      return refuseRequest(SETTINGS_ADMIN_MESSAGES.contentSaveFailed);
  }
}

type Tab = "hero" | "content";
const SETTINGS_TABS: readonly TabItem<Tab>[] = [
  { value: "hero", label: "Hero Bölümü" },
  { value: "content", label: "İçerik Alanları" },
];

export default function Settings({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<Tab>("hero");
  const tabs = useTabs(tab, setTab);
  const revalidator = useRevalidator();
  // A restored version remounts its form with the restored values once the page's data brings its new version.
  const [restored, setRestored] = useState({ hero: 0, content: 0 });
  const restoring = useRef({ hero: false, content: false });
  const heroVersion = loaderData.hero?.updatedAt ?? null;
  const contentVersion = loaderData.content?.updatedAt ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the restored version arrives, by design
  useEffect(() => {
    if (!restoring.current.hero) return;
    restoring.current.hero = false;
    setRestored((count) => ({ ...count, hero: count.hero + 1 }));
  }, [heroVersion]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the restored version arrives, by design
  useEffect(() => {
    if (!restoring.current.content) return;
    restoring.current.content = false;
    setRestored((count) => ({ ...count, content: count.content + 1 }));
  }, [contentVersion]);
  const reloadRestored = useCallback(
    (which: Tab) => () => {
      restoring.current[which] = true;
      void revalidator.revalidate();
    },
    [revalidator],
  );
  const { hero, content } = loaderData;
  return (
    <AdminColumnPage
      title="Ayarlar"
      description="Ana sayfanın hero bölümünü ve sitedeki sabit metinleri buradan düzenleyin."
    >
      <TabList {...tabs.list} label="Ayar bölümleri" items={SETTINGS_TABS} look="pills" />
      {/* Both panels stay mounted, so switching tabs keeps unsaved edits. */}
      <TabPanel {...tabs.panel("hero")}>
        {hero ? (
          <div className="space-y-5">
            <HeroForm key={restored.hero} initial={hero.values} stored={hero.stored} version={hero.updatedAt} />
            {hero.updatedAt ? (
              <HistoryPanel
                kind={HERO_REVISION_KIND}
                id={SITE_ENTITY}
                version={hero.updatedAt}
                onRestored={reloadRestored("hero")}
              />
            ) : null}
          </div>
        ) : (
          <AdminLoadError message={SETTINGS_ADMIN_MESSAGES.heroLoadFailed} />
        )}
      </TabPanel>
      <TabPanel {...tabs.panel("content")}>
        {content ? (
          <div className="space-y-5">
            <ContentForm
              key={restored.content}
              initial={content.values}
              version={content.updatedAt}
              autosave={loaderData.contentAutosave}
            />
            {content.updatedAt ? (
              <HistoryPanel
                kind={CONTENT_REVISION_KIND}
                id={SITE_ENTITY}
                version={content.updatedAt}
                onRestored={reloadRestored("content")}
              />
            ) : null}
          </div>
        ) : (
          <AdminLoadError message={SETTINGS_ADMIN_MESSAGES.loadFailed} />
        )}
      </TabPanel>
    </AdminColumnPage>
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

/** The version a form was read at, sent back so a save over a newer one is refused. */
const versionField = (version: string | null): Record<string, string> =>
  version ? { [REVISION_VERSION_FIELD]: version } : {};

/** Spec 2 §2/§4: six required fields; 'Kaydet' stays disabled until something changed. */
function HeroForm({ initial, stored, version }: { initial: HeroInput; stored: boolean; version: string | null }) {
  const { form, fields, saving, onSubmit } = useFetcherForm(HeroSchema, initial, {
    // Saved, the page comes back with its toast: what the form holds is now the stored version.
    onRedirected: (): void => form.reset(form.getValues()),
  });
  return (
    <IntentForm
      fields={fields}
      intent="hero"
      onSubmit={onSubmit((values) => ({ intent: "hero", ...values, ...versionField(version) }))}
      className={FORM_CARD_CLASS}
    >
      <h2 className="text-lg font-bold">Hero Bölümü</h2>
      {stored ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Henüz kayıtlı bir hero ayarı yok; ana sayfa aşağıdaki varsayılan metinleri gösteriyor.
        </p>
      )}
      {HERO_FIELDS.map(({ name, label, multiline, hint }) => {
        const field = { name, label, hint, maxLength: HERO_LIMITS[name] };
        return multiline ? (
          <Hero.TextAreaField key={name} {...field} rows={3} />
        ) : (
          <Hero.TextField key={name} {...field} />
        );
      })}
      <SaveButton saving={saving} disabled={!form.formState.isDirty} label="Kaydet" size="page" />
    </IntentForm>
  );
}

/**
 * Spec 2 §5: the blog-section text is optional HTML; design §12 adds the 18+ notice and the disclosure. A rich-text
 * form, so its changes are autosaved and offered back on reopening.
 */
function ContentForm(props: { initial: ContentSettingsInput; version: string | null; autosave: AutosaveFound | null }) {
  const { offer, restored, epoch } = useAutosaveOffer(props.autosave, {
    kind: CONTENT_REVISION_KIND,
    id: SITE_ENTITY,
    defaults: props.initial,
  });
  return (
    <>
      {offer ? <div className="mb-5">{offer}</div> : null}
      <ContentFormBody key={epoch} initial={{ ...props.initial, ...restored }} version={props.version} />
    </>
  );
}

function ContentFormBody({ initial, version }: { initial: ContentSettingsInput; version: string | null }) {
  const { form, fields, saving, onSubmit } = useFetcherForm(ContentSettingsSchema, initial, {
    // Saved, the page comes back with its toast: what the form holds is now the stored version.
    onRedirected: (): void => form.reset(form.getValues()),
  });
  const drafts = useFormAutosave(form, { kind: CONTENT_REVISION_KIND, id: SITE_ENTITY, baseVersion: version });

  return (
    <IntentForm
      fields={fields}
      intent="content"
      onSubmit={onSubmit((values) => {
        // The save supersedes the pending draft.
        drafts.cancel();
        return { intent: "content", ...values, ...versionField(version) };
      })}
      className={FORM_CARD_CLASS}
    >
      <h2 className="text-lg font-bold">İçerik Alanları</h2>
      <Content.RichTextField
        name="blogSectionText"
        label="Ana sayfa blog bölümü metni"
        hint="Ana sayfadaki blog yazılarının altında görünür. İsteğe bağlıdır; boş bırakılırsa gösterilmez."
      />
      <Content.TextAreaField
        name="responsibleGamblingText"
        label="18+ ve sorumlu oyun uyarısı"
        hint="Her sayfanın altında 18+ işaretiyle gösterilir. Düz metin."
        counter={NOTICE_MAX_LENGTH}
        rows={3}
      />
      <Content.TextAreaField
        name="affiliateDisclosureText"
        label="Ortaklık (affiliate) açıklaması"
        hint="Her sayfanın altında gösterilir. Düz metin."
        counter={NOTICE_MAX_LENGTH}
        rows={3}
      />
      <SaveButton saving={saving} label="Kaydet" size="page" />
      <AutosaveStatus savedAt={drafts.savedAt} />
    </IntentForm>
  );
}
