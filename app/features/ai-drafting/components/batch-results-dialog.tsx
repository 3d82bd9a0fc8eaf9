import { useState } from "react";
import toast from "react-hot-toast";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorText } from "../../../utils/errors.ts";
import { countWords } from "../../../utils/html-text.ts";
import { MAX_SHOWN_KEYWORDS, SHORT_CONTENT_WORDS } from "../ai.schema.ts";
import { aiRequests, type BatchPost } from "../ai-requests.ts";

/**
 * Spec 2 §2/§4 batch results: the generated posts and a publish-count stepper (0 to the number of results, default 1).
 * While the save runs the dialog cannot be dismissed; closing it otherwise discards the results.
 */
export function BatchResultsDialog(props: {
  posts: BatchPost[];
  category: string;
  /** The generation dialog's daily publish setting, sent with the save so it applies once the drafts exist. */
  dailyPublish: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [publishCount, setPublishCount] = useState(Math.min(1, props.posts.length));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const result = await aiRequests.saveBatch(
        props.posts,
        publishCount,
        props.category || "Genel",
        props.dailyPublish,
      );
      if (result.failed > 0) toast.error(result.message);
      else toast.success(result.message);
      props.onSaved();
    } catch (error) {
      toast.error(errorText(error, "Hiçbir blog yazısı kaydedilemedi"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog open title="Oluşturulan İçerikler" onClose={props.onClose} locked={saving}>
      <ol className="max-h-80 space-y-3 overflow-y-auto">
        {props.posts.map((post, index) => {
          const words = countWords(post.content);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the results never reorder while the dialog is open
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <p className="font-semibold">
                {index + 1}. {post.title}
              </p>
              <p className="text-xs text-slate-600">
                {words} kelime · {index < publishCount ? "yayınlanacak" : "taslak"}
              </p>
              {words < SHORT_CONTENT_WORDS ? (
                <p className="text-xs text-amber-700">Kısa içerik uyarısı: 250 kelimenin altında.</p>
              ) : null}
              {post.keywords.length > 0 ? (
                <p className="mt-1 text-xs text-slate-500">{post.keywords.slice(0, MAX_SHOWN_KEYWORDS).join(", ")}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex items-center gap-3">
        <span id="publish-count-label" className="text-sm font-medium">
          Yayınlanacak yazı sayısı
        </span>
        <button
          type="button"
          aria-label="Yayınlanacak yazı sayısını azalt"
          disabled={saving || publishCount <= 0}
          onClick={() => setPublishCount((n) => Math.max(0, n - 1))}
          className="h-8 w-8 rounded-md border border-slate-300 font-bold disabled:opacity-40"
        >
          −
        </button>
        <output aria-labelledby="publish-count-label" className="w-6 text-center font-bold">
          {publishCount}
        </output>
        <button
          type="button"
          aria-label="Yayınlanacak yazı sayısını artır"
          disabled={saving || publishCount >= props.posts.length}
          onClick={() => setPublishCount((n) => Math.min(props.posts.length, n + 1))}
          className="h-8 w-8 rounded-md border border-slate-300 font-bold disabled:opacity-40"
        >
          +
        </button>
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <button
          type="button"
          disabled={saving}
          onClick={props.onClose}
          className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:opacity-50"
        >
          Vazgeç
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={() => void save()}
          className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {saving ? <Spinner /> : null} Tümünü Kaydet
        </button>
      </div>
    </ModalDialog>
  );
}
