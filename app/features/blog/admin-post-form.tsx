import { type ReactNode, useEffect, useId, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import toast from "react-hot-toast";
import { Form, Link, useNavigate } from "react-router";
import { FormFieldsProvider, fieldsOf, formFields } from "../../admin-kit/form-parts.tsx";
import { ImageField as ImageFieldPart, RichTextField as RichTextFieldPart } from "../../admin-kit/rich-fields.tsx";
import { ScriptButton } from "../../components/ui/script-button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { type TabItem, TabList, TabPanel, useTabs } from "../../components/ui/tabs.tsx";
import { useHydrated } from "../../components/ui/use-hydrated.ts";
import { useSchemaForm } from "../../components/ui/use-schema-form.ts";
import { AI_MESSAGES } from "../../integrations/ai-messages.ts";
import { BLOG_LIST_PATH } from "../../utils/admin-paths.ts";
import { errorText } from "../../utils/errors.ts";
import { countWords } from "../../utils/html-text.ts";
import { slugify } from "../../utils/slug.ts";
import { AiGenerateDialog, aiRequests, type GeneratedPost } from "../ai-drafting/public.ts";
import { REVISION_VERSION_FIELD } from "../revisions/public.ts";
import { SEO_ADVISED_LIMITS } from "../seo/public.ts";
import {
  BLOG_POST_FIELDS,
  BLOG_POST_LIMITS,
  type BlogPostInput,
  BlogPostSchema,
  SEO_TAB_FIELDS,
} from "./blog-post.schema.ts";

const { TextAreaField, TextField, ImageField, RichTextField } = fieldsOf(BlogPostSchema, {
  ImageField: ImageFieldPart,
  RichTextField: RichTextFieldPart,
});

type Tab = "content" | "seo";
const POST_TABS: readonly TabItem<Tab>[] = [
  { value: "content", label: "İçerik" },
  { value: "seo", label: "SEO Ayarları" },
];
type ServerErrors = Partial<Record<keyof BlogPostInput, string>>;

export interface AdminPostFormProps {
  mode: "new" | "edit";
  defaultValues: BlogPostInput;
  categories: string[];
  aiConfigured: boolean;
  submitting: boolean;
  /** Field errors from the last failed save (the server checks again after sanitising). */
  serverErrors: ServerErrors | undefined;
  /** Called with valid values when JavaScript runs; without it the form posts itself. */
  onSubmit: (values: BlogPostInput) => void;
  /** The post's version (updated_at) the form is opened at, sent back so a stale save is refused. */
  version?: string | null;
  /** Every change of a value, for the autosave. */
  onValuesChange?: (values: BlogPostInput) => void;
  /** More buttons beside 'İptal' and the save button (the preview). */
  actions?: ReactNode;
}

/** Spec 2 §5: 60 and 160 characters are advice; the counter turns red past them and saving still works. */
const SEO_ADVICE = {
  title: `Önerilen en fazla ${SEO_ADVISED_LIMITS.title} karakter; daha uzunu arama sonuçlarında kısaltılabilir.`,
  description: `Önerilen en fazla ${SEO_ADVISED_LIMITS.description} karakter; daha uzunu arama sonuçlarında kısaltılabilir.`,
} as const;

/** Spec 2 §2 blog editor: the content tab and the SEO tab, one form, validated by BlogPostSchema. */
export function AdminPostForm(props: AdminPostFormProps) {
  const [tab, setTab] = useState<Tab>("content");
  const tabs = useTabs(tab, setTab);
  const hydrated = useHydrated();
  const id = useId();
  const form = useSchemaForm(BlogPostSchema, props.defaultValues);
  const { errors } = form.formState;
  const navigate = useNavigate();
  // The rich-text editor is uncontrolled: a new version remounts it with text the AI wrote.
  const [editorVersion, setEditorVersion] = useState(0);
  const [aiOpen, setAiOpen] = useState(false);
  const [aiBusy, setAiBusy] = useState<"expand" | "seo" | null>(null);

  const { onValuesChange } = props;
  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = form.watch(() => onValuesChange(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, onValuesChange]);

  const replaceContent = (html: string) => {
    form.setValue("content", html, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setEditorVersion((v) => v + 1);
  };
  const requireAi = () => {
    if (props.aiConfigured) return true;
    toast.error(AI_MESSAGES.notConfigured);
    return false;
  };
  const applyGenerated = (post: GeneratedPost) => {
    form.setValue("title", post.title, { shouldDirty: true });
    form.setValue("excerpt", post.excerpt, { shouldDirty: true });
    form.setValue("seoKeywords", post.keywords.slice(0, 5).join(", "), { shouldDirty: true });
    replaceContent(post.content);
    toast.success("İçerik oluşturuldu; kontrol edip kaydedin.");
  };
  const runAi = async (kind: "expand" | "seo") => {
    if (!requireAi()) return;
    const current = form.getValues("content");
    if (!countWords(current)) {
      toast.error(AI_MESSAGES.contentRequired);
      return;
    }
    setAiBusy(kind);
    try {
      if (kind === "expand") {
        replaceContent(await aiRequests.expand(current));
        toast.success("İçerik genişletildi");
      } else {
        const seo = await aiRequests.generateSeo(current);
        form.setValue("seoTitle", seo.title, { shouldDirty: true });
        form.setValue("seoDescription", seo.description, { shouldDirty: true });
        form.setValue("seoKeywords", seo.keywords, { shouldDirty: true });
        toast.success("SEO alanları dolduruldu");
      }
    } catch (error) {
      toast.error(errorText(error, kind === "expand" ? AI_MESSAGES.expandFailed : AI_MESSAGES.seoFailed));
    } finally {
      setAiBusy(null);
    }
  };

  // The server's verdict wins over a stale client one; show it on the tab that holds the field. Once on the form,
  // an error goes when its field is corrected; before that (the server render, a page without JavaScript) it is read
  // from the props.
  const [serverErrorsOnForm, setServerErrorsOnForm] = useState(false);
  useEffect(() => {
    if (!props.serverErrors) return;
    for (const [field, message] of Object.entries(props.serverErrors)) {
      form.setError(field as keyof BlogPostInput, { type: "server", message });
    }
    setTab(tabOfFirstError(Object.keys(props.serverErrors)));
    setServerErrorsOnForm(true);
  }, [props.serverErrors, form]);

  const onInvalid = (invalid: FieldErrors<BlogPostInput>) => setTab(tabOfFirstError(Object.keys(invalid)));
  const fields = formFields(
    form,
    (field) => errors[field]?.message ?? (serverErrorsOnForm ? undefined : props.serverErrors?.[field]),
    id,
  );
  const words = countWords(form.watch("content"));
  const [slug, title] = form.watch(["slug", "title"]);

  return (
    <>
      <Form
        method="post"
        noValidate
        onSubmit={hydrated ? form.handleSubmit(props.onSubmit, onInvalid) : undefined}
        className="space-y-5"
      >
        <FormFieldsProvider fields={fields}>
          <TabList {...tabs.list} label="Blog yazısı bölümleri" items={POST_TABS} look="underline" />

          {/* Both panels stay mounted, so the editor and the values survive a tab change. */}
          <TabPanel {...tabs.panel("content")} className="space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3">
              <p className="text-sm text-slate-600">
                {props.aiConfigured ? "Bir konu verin, AI Türkçe bir taslak yazsın." : AI_MESSAGES.notConfigured}
              </p>
              {/* The AI buttons work through the page's script only: disabled without it, as every AI button. */}
              <ScriptButton
                onClick={() => requireAi() && setAiOpen(true)}
                className="rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand disabled:opacity-60"
              >
                AI ile İçerik Oluştur
              </ScriptButton>
            </div>
            <div className="grid gap-5 md:grid-cols-3">
              <TextField name="title" label="Başlık" maxLength={BLOG_POST_LIMITS.titleMax} className="md:col-span-2" />
              <TextField
                name="category"
                label="Kategori"
                list={`${id}-categories`}
                maxLength={BLOG_POST_LIMITS.categoryMax}
              />
            </div>
            <datalist id={`${id}-categories`}>
              {props.categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <TextAreaField name="excerpt" label="Özet" rows={3} maxLength={BLOG_POST_LIMITS.excerptMax} />
            <RichTextField
              name="content"
              label="İçerik"
              editorKey={editorVersion}
              describedBy={`${id}-content-words`}
              after={
                <>
                  <p id={`${id}-content-words`} className="mt-2 text-sm text-slate-600">
                    {words.toLocaleString("tr-TR")} kelime
                  </p>
                  {words < BLOG_POST_LIMITS.expandHintWords ? (
                    <ExpandHint words={words} busy={aiBusy === "expand"} onExpand={() => void runAi("expand")} />
                  ) : null}
                </>
              }
            />
            <ImageField name="imageUrl" label="Görsel (isteğe bağlı)" kind="blog" />
          </TabPanel>

          <TabPanel {...tabs.panel("seo")} className="space-y-5 rounded-xl bg-white p-4 shadow-sm sm:p-6">
            <div className="flex justify-end">
              <ScriptButton
                onClick={() => void runAi("seo")}
                disabled={aiBusy === "seo"}
                className="inline-flex items-center gap-2 rounded-lg border border-brand px-3 py-1.5 text-sm font-semibold text-brand disabled:opacity-60"
              >
                {aiBusy === "seo" ? <Spinner /> : null}
                SEO Alanlarını AI ile Oluştur
              </ScriptButton>
            </div>
            <TextField name="seoTitle" label="SEO Başlığı" hint={SEO_ADVICE.title} counter={SEO_ADVISED_LIMITS.title} />
            <TextAreaField
              name="seoDescription"
              label="SEO Açıklaması"
              hint={SEO_ADVICE.description}
              counter={SEO_ADVISED_LIMITS.description}
              rows={3}
            />
            <TextField
              name="seoKeywords"
              label="SEO Anahtar Kelimeleri"
              hint="Virgülle ayırın."
              counter={BLOG_POST_LIMITS.seoKeywordsMax}
            />
            <TextField
              name="slug"
              label="Slug"
              hint="Boş bırakılırsa başlıktan oluşturulur; kullanımdaysa sonuna -2, -3… eklenir."
              maxLength={BLOG_POST_LIMITS.slugMax}
            />
            {/* After hydration only: slugify() adds a time suffix to short input, which would differ from the server. */}
            {hydrated && (slug.trim() || title.trim()) ? (
              <p className="break-all text-sm text-slate-600">
                Adres: <span className="font-mono">/blog/{slugify(slug.trim() || title)}</span>
              </p>
            ) : null}
          </TabPanel>

          {props.version ? <input type="hidden" name={REVISION_VERSION_FIELD} value={props.version} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            {props.actions}
            <Link to={BLOG_LIST_PATH} className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold">
              İptal
            </Link>
            <button
              type="submit"
              disabled={props.submitting}
              className="inline-flex items-center gap-2 rounded-lg bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
            >
              {props.submitting ? <Spinner /> : null}
              {props.submitting ? "Kaydediliyor..." : props.mode === "new" ? "Kaydet" : "Güncelle"}
            </button>
          </div>
        </FormFieldsProvider>
      </Form>
      <AiGenerateDialog
        open={aiOpen}
        onClose={() => setAiOpen(false)}
        onGenerated={applyGenerated}
        category={form.watch("category")}
        onBatchSaved={() => navigate(BLOG_LIST_PATH)}
      />
    </>
  );
}

function tabOfFirstError(fields: string[]): Tab {
  const first = BLOG_POST_FIELDS.find((field) => fields.includes(field));
  return first && SEO_TAB_FIELDS.has(first) ? "seo" : "content";
}

/** Spec 2 §2: under 300 words an expand-content link appears; it asks the AI for at least 200 more words. */
function ExpandHint({ words, busy, onExpand }: { words: number; busy: boolean; onExpand: () => void }) {
  return (
    <div className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        İçerik {words.toLocaleString("tr-TR")} kelime; 300 kelimenin altındaki yazılar için içeriği genişletmeniz
        önerilir.{" "}
        <ScriptButton
          onClick={onExpand}
          disabled={busy}
          className="inline-flex items-center gap-1 font-semibold underline disabled:opacity-60"
        >
          {busy ? <Spinner /> : null}
          İçeriği genişlet
        </ScriptButton>
      </p>
    </div>
  );
}
