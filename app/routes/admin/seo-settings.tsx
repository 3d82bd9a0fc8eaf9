import { useId, useState } from "react";
import toast from "react-hot-toast";
import { data } from "react-router";
import { AdminColumnPage } from "../../admin-kit/admin-list.tsx";
import { adminTitle } from "../../admin-kit/admin-title.ts";
import { listAddressAfterAction } from "../../admin-kit/delete-confirmation.tsx";
import { FetcherForm, fieldsOf, SaveButton } from "../../admin-kit/form-parts.tsx";
import { AdminLoadError, loadErrorMessage } from "../../admin-kit/load-error.tsx";
import { useFetcherForm } from "../../admin-kit/use-fetcher-form.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { getServices } from "../../context.ts";
import { SeoSuggestionsButton } from "../../features/ai-drafting/components/seo-suggestions-button.tsx";
import { SEO_ADMIN_MESSAGES } from "../../features/seo/admin-messages.ts";
import { SEO_ADVISED_LIMITS, SEO_HARD_LIMITS, SEO_MESSAGES, SeoSettingsSchema } from "../../features/seo/seo.schema.ts";
import { type AdminSeoRow, listSeoSettingsForAdmin, updateSeoSettings } from "../../features/seo/seo-admin.server.ts";
import { SEO_SETTINGS_PATH } from "../../utils/admin-paths.ts";
import { formText, type SaveRefusal } from "../../utils/form.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import type { Route } from "./+types/seo-settings";

const { TextAreaField, TextField } = fieldsOf(SeoSettingsSchema);

export const meta = () => adminTitle("SEO Ayarları");

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  const pages = await loadOrFail(
    logger,
    { log: "SEO ayarları yüklenemedi", message: SEO_ADMIN_MESSAGES.loadFailed },
    () => listSeoSettingsForAdmin(db),
  );
  return { pages, aiConfigured: Boolean(config.ai.apiKey) };
}

const MESSAGES: FormMessages = { failed: () => SEO_ADMIN_MESSAGES.saveFailed };

/** One page's SEO card: invalid → 400 under its fields; saved → back to this screen as it was, with the toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = parseForm(form, SeoSettingsSchema, MESSAGES);
  // The card it answers: every card has the same fields, so a page drawn without JavaScript needs to know which.
  if (!parsed.ok) return data({ ...parsed.reply.data, id: formText(form, "id") }, parsed.reply.init ?? undefined);
  return answerForm(() => updateSeoSettings(services, parsed.value), {
    logger: services.logger,
    log: "SEO kaydedilemedi",
    messages: MESSAGES,
    success: () => ({ message: SEO_ADMIN_MESSAGES.saved }),
    redirectTo: listAddressAfterAction(SEO_SETTINGS_PATH, request, []),
    config: services.config,
  });
}

export default function SeoSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { pages, aiConfigured } = loaderData;
  const refused = actionData && !actionData.ok && "id" in actionData ? actionData : undefined;
  return (
    <AdminColumnPage
      title="SEO Ayarları"
      description={
        <>
          Sayfaların arama sonuçlarında görünen başlığını ve açıklamasını düzenleyin. Önerilen en fazla uzunluk başlık
          için {SEO_ADVISED_LIMITS.title}, açıklama için {SEO_ADVISED_LIMITS.description} karakterdir. Boş bırakılan
          alanlarda sayfanın kendi metni kullanılır.
        </>
      }
    >
      {pages.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-600 shadow-sm">SEO ayarı tanımlı sayfa yok.</p>
      ) : (
        <ul className="space-y-3">
          {pages.map((page) => (
            <li key={page.id}>
              <SeoPagePanel
                page={page}
                aiConfigured={aiConfigured}
                answered={refused?.id === page.id ? refused : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminColumnPage>
  );
}

function SeoPagePanel(props: { page: AdminSeoRow; aiConfigured: boolean; answered: SaveRefusal<string> | undefined }) {
  const { page, aiConfigured } = props;
  // Open when drawn with its refusal (a post without JavaScript), so the errors under its fields are seen.
  const [open, setOpen] = useState(props.answered !== undefined);
  const panelId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-xl bg-white shadow-sm">
      <h2 id={headingId}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 px-5 py-4 text-left hover:bg-slate-50"
        >
          <span>
            <span className="block font-bold">{page.pageName}</span>
            <span className="block text-sm font-normal text-slate-500">{page.pagePath}</span>
          </span>
          <Icon path="M6 9l6 6 6-6" size={20} className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </h2>
      {/* Kept mounted while closed, so unsaved edits survive folding the panel. */}
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-5 py-4">
        <SeoPageForm page={page} aiConfigured={aiConfigured} answered={props.answered} />
      </div>
    </section>
  );
}

function SeoPageForm(props: { page: AdminSeoRow; aiConfigured: boolean; answered: SaveRefusal<string> | undefined }) {
  const { page, aiConfigured } = props;
  const { form, fields, saving, onSubmit } = useFetcherForm(
    SeoSettingsSchema,
    { id: page.id, title: page.title, description: page.description, keywords: page.keywords },
    {
      // The save redirected back here and the screen was read again: `page` is the stored row.
      onRedirected: () => {
        // Saved over the advised length: allowed, but said once more (spec 2 §5 SEO).
        if (page.title.length > SEO_ADVISED_LIMITS.title) toast(SEO_MESSAGES.titleOverAdvice, { icon: "⚠️" });
        if (page.description.length > SEO_ADVISED_LIMITS.description) {
          toast(SEO_MESSAGES.descriptionOverAdvice, { icon: "⚠️" });
        }
        const { id, title, description, keywords } = page;
        form.reset({ id, title, description, keywords });
      },
      answered: props.answered,
    },
  );
  const title = form.watch("title");
  const description = form.watch("description");

  return (
    <FetcherForm fields={fields} method="post" onSubmit={onSubmit((values) => values)} className="space-y-4">
      <input type="hidden" defaultValue={page.id} {...form.register("id")} />
      <TextField
        name="title"
        label="Sayfa Başlığı"
        maxLength={SEO_HARD_LIMITS.title}
        counter={{ max: SEO_ADVISED_LIMITS.title, overAdvice: SEO_MESSAGES.titleOverAdvice }}
      />
      <TextAreaField
        name="description"
        label="Meta Açıklaması"
        rows={3}
        maxLength={SEO_HARD_LIMITS.description}
        counter={{ max: SEO_ADVISED_LIMITS.description, overAdvice: SEO_MESSAGES.descriptionOverAdvice }}
      />
      <TextField
        name="keywords"
        label="Anahtar Kelimeler"
        hint="Virgülle ayırın, örneğin: casino bonusları, deneme bonusu"
        maxLength={SEO_HARD_LIMITS.keywords}
      />
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <SaveButton saving={saving} label="Kaydet" size="page" />
        <SeoSuggestionsButton
          pageName={page.pageName}
          content={[title, description, form.watch("keywords")].filter(Boolean).join("\n")}
          aiConfigured={aiConfigured}
          onApply={(seo) => {
            form.setValue("title", seo.title, { shouldDirty: true });
            form.setValue("description", seo.description, { shouldDirty: true });
            form.setValue("keywords", seo.keywords, { shouldDirty: true });
          }}
        />
        {aiConfigured ? null : (
          <p className="text-xs text-slate-500">
            Yapay zekâ yapılandırılmadığı için AI önerileri kullanılamıyor (sunucuda AI_API_KEY ayarlanmalı).
          </p>
        )}
      </div>
    </FetcherForm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, SEO_ADMIN_MESSAGES.loadFailed)} />;
}
