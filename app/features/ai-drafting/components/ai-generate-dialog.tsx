import { useState } from "react";
import toast from "react-hot-toast";
import { useAdminRole } from "../../../admin-kit/use-admin-role.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { AI_MESSAGES } from "../../../integrations/ai-messages.ts";
import { canOpen } from "../../../utils/admin-access.ts";
import { SCHEDULED_PUBLISHING_PATH } from "../../../utils/admin-paths.ts";
import { errorText } from "../../../utils/errors.ts";
import { countWords } from "../../../utils/html-text.ts";
import { BATCH_COUNT, BatchRequestSchema, DAILY_PUBLISH, SHORT_CONTENT_WORDS, TopicSchema } from "../ai.schema.ts";
import { aiRequests, type BatchPost, type GeneratedPost } from "../ai-requests.ts";
import { BatchResultsDialog } from "./batch-results-dialog.tsx";

const inputClass = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2";

/** Spec 2 §7: each post of a batch also gets its SEO title and description; without them it is still kept. */
async function withSeo(post: GeneratedPost): Promise<BatchPost> {
  try {
    const seo = await aiRequests.generateSeo(post.content);
    return { ...post, seoTitle: seo.title, seoDescription: seo.description };
  } catch {
    toast.error(AI_MESSAGES.seoFailed);
    return post;
  }
}

/**
 * Spec 2 §2 'AI content generation': a topic, and a batch toggle with the count (1-10) and the daily publish
 * setting (0-5). One post fills the editor; a batch generates ideas, then each post, showing progress as it arrives.
 */
export function AiGenerateDialog(props: {
  open: boolean;
  onClose: () => void;
  onGenerated: (post: GeneratedPost) => void;
  category: string;
  onBatchSaved: () => void;
}) {
  const [topic, setTopic] = useState("");
  const [batch, setBatch] = useState(false);
  const [count, setCount] = useState<string>(String(BATCH_COUNT.default));
  const [dailyPublish, setDailyPublish] = useState<string>(String(DAILY_PUBLISH.default));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<BatchPost[] | null>(null);
  const [batchDailyPublish, setBatchDailyPublish] = useState(0);
  // The daily auto-publish is the scheduled-publishing setting: an Editör is not offered it (the server refuses it).
  const canSchedule = canOpen(useAdminRole(), SCHEDULED_PUBLISHING_PATH);

  const generateOne = async () => {
    const parsed = TopicSchema.safeParse({ topic });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? AI_MESSAGES.topicRequired);
    setBusy(true);
    try {
      const post = await aiRequests.generatePost(parsed.data.topic);
      if (post.fallback) toast.error(AI_MESSAGES.invalidJson);
      const words = countWords(post.content);
      if (words < SHORT_CONTENT_WORDS)
        toast(`Oluşturulan içerik kısa (${words} kelime); genişletmeyi düşünün.`, { icon: "⚠️" });
      props.onGenerated(post);
      props.onClose();
    } catch (e) {
      toast.error(errorText(e, AI_MESSAGES.nothingGenerated));
    } finally {
      setBusy(false);
    }
  };

  const generateBatch = async () => {
    const parsed = BatchRequestSchema.safeParse({ topic, count, dailyPublish: canSchedule ? dailyPublish : 0 });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? AI_MESSAGES.batchCountMin);
    setBusy(true);
    const posts: BatchPost[] = [];
    try {
      const ideas = await aiRequests.batchIdeas(parsed.data.topic, parsed.data.count);
      setProgress({ done: 0, total: ideas.length });
      for (const idea of ideas) {
        try {
          posts.push(await withSeo(await aiRequests.generatePost(`${idea.title}. ${idea.brief}`)));
        } catch (e) {
          toast.error(errorText(e, AI_MESSAGES.nothingGenerated));
        }
        setProgress({ done: posts.length, total: ideas.length });
      }
    } catch (e) {
      toast.error(errorText(e, AI_MESSAGES.nothingGenerated));
    } finally {
      setBusy(false);
      setProgress(null);
    }
    if (posts.length === 0) toast.error(AI_MESSAGES.nothingGenerated);
    else {
      setBatchDailyPublish(parsed.data.dailyPublish);
      setResults(posts);
    }
  };

  return (
    <>
      <ModalDialog open={props.open && !results} title="AI ile İçerik Oluşturma" onClose={props.onClose} locked={busy}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            void (batch ? generateBatch() : generateOne());
          }}
          className="space-y-4"
        >
          <label className="block text-sm font-medium">
            Konu
            <input
              value={topic}
              onChange={(e) => setTopic(e.target.value)}
              maxLength={300}
              className={inputClass}
              aria-invalid={error ? true : undefined}
            />
          </label>
          <label className="inline-flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" checked={batch} onChange={(e) => setBatch(e.target.checked)} className="h-4 w-4" />
            Toplu içerik oluştur
          </label>
          {batch ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <NumberInput label="İçerik sayısı (1-10)" min={1} max={10} value={count} onChange={setCount} />
              {canSchedule ? (
                <NumberInput
                  label="Günlük yayın sayısı (0-5)"
                  min={0}
                  max={5}
                  value={dailyPublish}
                  onChange={setDailyPublish}
                />
              ) : null}
            </div>
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          {progress ? (
            <div role="status" className="space-y-1 text-sm text-slate-700">
              <p>
                {progress.done} / {progress.total} içerik oluşturuldu
              </p>
              <progress
                max={progress.total}
                value={progress.done}
                className="h-2 w-full"
                aria-label="Toplu içerik ilerlemesi"
              />
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={props.onClose}
              disabled={busy}
              className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:opacity-50"
            >
              İptal
            </button>
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
            >
              {busy ? <Spinner /> : null} Oluştur
            </button>
          </div>
        </form>
      </ModalDialog>
      {results ? (
        <BatchResultsDialog
          posts={results}
          category={props.category}
          dailyPublish={batchDailyPublish}
          onClose={() => {
            setResults(null);
            props.onClose();
          }}
          onSaved={() => {
            setResults(null);
            props.onClose();
            props.onBatchSaved();
          }}
        />
      ) : null}
    </>
  );
}

/** A whole number between `min` and `max`, its label around it; the value is kept as typed. */
function NumberInput(props: {
  label: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="block text-sm font-medium">
      {props.label}
      <input
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </label>
  );
}
