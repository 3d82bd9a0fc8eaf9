import { useState } from "react";
import { data, useRevalidator } from "react-router";
import { AdminColumnPage } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { FORM_CARD_CLASS, fieldsOf, formFields, IntentForm, SaveButton } from "../../admin-kit/form-parts.tsx";
import { AdminLoadError } from "../../admin-kit/load-error.tsx";
import { RichTextField as RichTextFieldPart } from "../../admin-kit/rich-fields.tsx";
import { useFetcherForm } from "../../admin-kit/use-fetcher-form.ts";
import { type TabItem, TabList, TabPanel, useTabs } from "../../components/ui/tabs.tsx";
import { useHydrated } from "../../components/ui/use-hydrated.ts";
import { getServices } from "../../context.ts";
import { type AutosaveFound, AutosaveStatus } from "../../features/revisions/components/autosave.tsx";
import { HistoryPanel, type RevisionHistory } from "../../features/revisions/components/history-panel.tsx";
import {
  useVersionedEdit,
  useVersionedForm,
  type VersionedEdit,
  VersionedEditFrame,
} from "../../features/revisions/components/versioned-edit.tsx";
import { REVISION_VERSION_FIELD } from "../../features/revisions/public.ts";
import { loadVersionedEdit, singleRowSaveAction } from "../../features/revisions/versioned-save.server.ts";
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
import { formText, type SaveRefusal } from "../../utils/form.ts";
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
  // The hero card is a plain form with no autosave: of its versions, only its history is shown.
  const [hero, content, heroVersions, contentVersions] = await Promise.all([
    getHeroForEdit(db).catch(logged("hero")),
    getContentSettingsWithVersion(db).catch(logged("ayarlar")),
    loadVersionedEdit(context, HERO_VERSIONED, SITE_ENTITY),
    loadVersionedEdit(context, CONTENT_VERSIONED, SITE_ENTITY),
  ]);
  return { hero, content, heroHistory: heroVersions.history, contentVersions };
}

const saveHeroCard = singleRowSaveAction(HERO_VERSIONED);
const saveContentCard = singleRowSaveAction(CONTENT_VERSIONED);

/** Each card saves through its kind's declaration and comes back here with its toast, or answers 400 for its card. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = formText(form, "intent");
  // A refusal names its card: both are one page, and a page drawn without JavaScript shows it under that card.
  const sentBy = <Answer extends object>(reply: { data: Answer; init: ResponseInit | null }) =>
    data({ ...reply.data, intent }, reply.init ?? undefined);
  switch (intent) {
    case "hero":
      return sentBy(await saveHeroCard(form, context));
    case "content":
      return sentBy(await saveContentCard(form, context));
    default:
      return refuseRequest(SETTINGS_ADMIN_MESSAGES.contentSaveFailed);
  }
}

type Tab = "hero" | "content";
const SETTINGS_TABS: readonly TabItem<Tab>[] = [
  { value: "hero", label: "Hero Bölümü" },
  { value: "content", label: "İçerik Alanları" },
];

/** A card's refusal, with the card that was sent: the page drawn without JavaScript shows it under that card only. */
type CardRefusal = SaveRefusal<string> & { intent?: Tab };

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && !actionData.ok ? (actionData as CardRefusal) : undefined;
  const answeredTo = (card: Tab) => (refusal?.intent === card ? refusal : undefined);
  // Drawn with the content card's refusal, the page opens on that card so its errors are seen.
  const [tab, setTab] = useState<Tab>(refusal?.intent ?? "hero");
  const tabs = useTabs(tab, setTab);
  const revalidator = useRevalidator();
  const reload = (): void => void revalidator.revalidate();
  const { hero, content } = loaderData;
  return (
    <AdminColumnPage
      title="Ayarlar"
      description="Ana sayfanın hero bölümünü ve sitedeki sabit metinleri buradan düzenleyin."
    >
      <TabList {...tabs.list} label="Ayar bölümleri" items={SETTINGS_TABS} look="pills" />
      {/* Both panels stay mounted, so switching tabs keeps unsaved edits. A card starts again from its stored
          values whenever its version moves (its save, a restored revision), so it always posts the version it holds. */}
      <TabPanel {...tabs.panel("hero")}>
        {hero ? (
          <div className="space-y-5">
            <HeroForm
              key={hero.updatedAt ?? "default"}
              initial={hero.values}
              stored={hero.stored}
              version={hero.updatedAt}
              answered={answeredTo("hero")}
            />
            {hero.updatedAt ? (
              <HistoryPanel
                kind={HERO_REVISION_KIND}
                id={SITE_ENTITY}
                history={loaderData.heroHistory}
                onRestored={reload}
              />
            ) : null}
          </div>
        ) : (
          <AdminLoadError message={SETTINGS_ADMIN_MESSAGES.heroLoadFailed} />
        )}
      </TabPanel>
      <TabPanel {...tabs.panel("content")}>
        {content ? (
          <ContentCard
            key={content.updatedAt ?? "default"}
            initial={content.values}
            version={content.updatedAt}
            autosave={loaderData.contentVersions.autosave}
            history={loaderData.contentVersions.history}
            answered={answeredTo("content")}
          />
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

/** A card's refusal message where the page is drawn without JavaScript (once hydrated, it is a toast). */
function RefusalNote({ refusal }: { refusal: SaveRefusal<string> | undefined }) {
  const hydrated = useHydrated();
  return refusal && !hydrated ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {refusal.message}
    </p>
  ) : null;
}

/** The stored version the card was read at, sent back so a save over a newer one is refused. */
function VersionField({ version }: { version: string | null }) {
  return version ? <input type="hidden" name={REVISION_VERSION_FIELD} value={version} /> : null;
}

/** Spec 2 §2/§4: six required fields; once the page runs its script, 'Kaydet' stays disabled until something changed. */
function HeroForm(props: {
  initial: HeroInput;
  stored: boolean;
  version: string | null;
  answered: SaveRefusal<string> | undefined;
}) {
  const { form, fields, saving, onSubmit } = useFetcherForm(HeroSchema, props.initial, { answered: props.answered });
  // Without JavaScript nothing can tell that a field changed: the button waits for the script before it waits for one.
  const hydrated = useHydrated();
  const version: Record<string, string> = props.version ? { [REVISION_VERSION_FIELD]: props.version } : {};
  return (
    <IntentForm
      fields={fields}
      intent="hero"
      onSubmit={onSubmit((values) => ({ intent: "hero", ...values, ...version }))}
      className={FORM_CARD_CLASS}
    >
      <VersionField version={props.version} />
      <h2 className="text-lg font-bold">Hero Bölümü</h2>
      {props.stored ? null : (
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
      <RefusalNote refusal={props.answered} />
      <SaveButton saving={saving} disabled={hydrated && !form.formState.isDirty} label="Kaydet" size="page" />
    </IntentForm>
  );
}

/**
 * Spec 2 §5: the blog-section text is optional HTML; design §12 adds the 18+ notice and the disclosure. A rich-text
 * form of a versioned kind, on the versioned edit hook as every such screen: its changes autosaved and offered back
 * on reopening, its history below it, a save from the version it was opened at.
 */
function ContentCard(props: {
  initial: ContentSettingsInput;
  version: string | null;
  autosave: AutosaveFound | null;
  history: RevisionHistory;
  answered: SaveRefusal<string> | undefined;
}) {
  const edit = useVersionedEdit({
    kind: CONTENT_REVISION_KIND,
    id: SITE_ENTITY,
    version: props.version,
    values: props.initial,
    autosave: props.autosave,
    // Never saved, the content has no history to show.
    history: props.version === null ? undefined : props.history,
    actionData: props.answered,
  });
  return (
    <VersionedEditFrame edit={edit}>
      <ContentForm key={edit.formKey} edit={edit} />
    </VersionedEditFrame>
  );
}

function ContentForm({ edit }: { edit: VersionedEdit<ContentSettingsInput> }) {
  const { form, errorOf, onSubmit } = useVersionedForm(edit, ContentSettingsSchema);
  const fields = formFields(form, errorOf, "content");
  return (
    <IntentForm
      fields={fields}
      intent="content"
      onSubmit={onSubmit(() => ({ intent: "content", ...form.getValues() }))}
      className={FORM_CARD_CLASS}
    >
      {edit.versionField}
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
      <RefusalNote refusal={edit.refusal} />
      <SaveButton saving={edit.saving} label="Kaydet" size="page" />
      <AutosaveStatus savedAt={edit.savedAt} />
    </IntentForm>
  );
}
