import { useEffect, useId, useState } from "react";
import toast from "react-hot-toast";
import { data, useFetcher } from "react-router";
import { formFields, SaveButton, TextAreaField, TextField } from "../../components/admin/form-parts.tsx";
import { AdminLoadError, loadErrorMessage } from "../../components/admin/load-error.tsx";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { getServices } from "../../context.ts";
import { SeoSuggestionsButton } from "../../features/ai-drafting/components/seo-suggestions-button.tsx";
import {
  SEO_ADMIN_MESSAGES,
  SEO_ADVISED_LIMITS,
  SEO_HARD_LIMITS,
  SEO_MESSAGES,
  type SeoSettingsInput,
  SeoSettingsSchema,
} from "../../features/seo/seo.schema.ts";
import { type AdminSeoRow, listSeoSettingsForAdmin, updateSeoSettings } from "../../features/seo/seo-admin.server.ts";
import { answerForm, type FormMessages, parseForm, readForm } from "../../utils/form-action.server.ts";
import type { Route } from "./+types/seo-settings";

export function meta() {
  return [{ title: "SEO Ayarları | Yönetim Paneli" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, config } = getServices(context);
  try {
    return { pages: await listSeoSettingsForAdmin(db), aiConfigured: Boolean(config.ai.apiKey) };
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error) }, "SEO ayarları yüklenemedi");
    throw data({ message: SEO_ADMIN_MESSAGES.loadFailed }, { status: 500 });
  }
}

const MESSAGES: FormMessages = { failed: () => SEO_ADMIN_MESSAGES.saveFailed };

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const form = await readForm(request);
  const parsed = parseForm(form, SeoSettingsSchema, MESSAGES);
  if (!parsed.ok) return parsed.reply;
  return answerForm(form, () => updateSeoSettings(services, parsed.value), {
    logger: services.logger,
    log: "SEO kaydedilemedi",
    messages: MESSAGES,
    success: (page) => ({ message: SEO_ADMIN_MESSAGES.saved, page }),
  });
}

export default function SeoSettings({ loaderData }: Route.ComponentProps) {
  const { pages, aiConfigured } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">SEO Ayarları</h1>
        <p className="text-slate-600">
          Sayfaların arama sonuçlarında görünen başlığını ve açıklamasını düzenleyin. Önerilen en fazla uzunluk başlık
          için {SEO_ADVISED_LIMITS.title}, açıklama için {SEO_ADVISED_LIMITS.description} karakterdir. Boş bırakılan
          alanlarda sayfanın kendi metni kullanılır.
        </p>
      </div>
      {pages.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-600 shadow-sm">SEO ayarı tanımlı sayfa yok.</p>
      ) : (
        <ul className="space-y-3">
          {pages.map((page) => (
            <li key={page.id}>
              <SeoPagePanel page={page} aiConfigured={aiConfigured} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SeoPagePanel({ page, aiConfigured }: { page: AdminSeoRow; aiConfigured: boolean }) {
  const [open, setOpen] = useState(false);
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
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      {/* Kept mounted while closed, so unsaved edits survive folding the panel. */}
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-5 py-4">
        <SeoPageForm page={page} aiConfigured={aiConfigured} />
      </div>
    </section>
  );
}

function SeoPageForm({ page, aiConfigured }: { page: AdminSeoRow; aiConfigured: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const form = useSchemaForm(SeoSettingsSchema, {
    id: page.id,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
  });
  const saving = fetcher.state !== "idle";
  const title = form.watch("title");
  const description = form.watch("description");
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  const errorOf = (name: keyof SeoSettingsInput) => form.formState.errors[name]?.message ?? serverErrors?.[name];
  const fields = formFields(form, errorOf, `seo-${page.id}`);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const answer = fetcher.data;
    if (!answer.ok) {
      toast.error(answer.message);
      return;
    }
    toast.success(answer.message);
    // Saved over the advised length: allowed, but said once more (spec 2 §5 SEO).
    if (answer.page.title.length > SEO_ADVISED_LIMITS.title) toast(SEO_MESSAGES.titleOverAdvice, { icon: "⚠️" });
    if (answer.page.description.length > SEO_ADVISED_LIMITS.description) {
      toast(SEO_MESSAGES.descriptionOverAdvice, { icon: "⚠️" });
    }
    form.reset({
      id: answer.page.id,
      title: answer.page.title,
      description: answer.page.description,
      keywords: answer.page.keywords,
    });
  }, [fetcher.state, fetcher.data, form]);

  const onValid = (values: SeoSettingsInput) => fetcher.submit(values, { method: "post" });

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
      <input type="hidden" defaultValue={page.id} {...form.register("id")} />
      <TextField
        fields={fields}
        name="title"
        label="Sayfa Başlığı"
        maxLength={SEO_HARD_LIMITS.title}
        counter={{ length: title.length, max: SEO_ADVISED_LIMITS.title, overAdvice: SEO_MESSAGES.titleOverAdvice }}
      />
      <TextAreaField
        fields={fields}
        name="description"
        label="Meta Açıklaması"
        rows={3}
        maxLength={SEO_HARD_LIMITS.description}
        counter={{
          length: description.length,
          max: SEO_ADVISED_LIMITS.description,
          overAdvice: SEO_MESSAGES.descriptionOverAdvice,
        }}
      />
      <TextField
        fields={fields}
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
    </form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError message={loadErrorMessage(error, SEO_ADMIN_MESSAGES.loadFailed)} />;
}
