import { useEffect, useEffectEvent, useId } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { revisionsPath } from "../../../utils/admin-paths.ts";
import { formatDateTime } from "../../../utils/format.ts";
import type { FieldChange } from "../revision-diff.ts";
import { REVISION_MESSAGES } from "../revision-messages.ts";

interface RevisionRow {
  id: string;
  createdAt: string;
  authorName: string | null;
  changes: FieldChange[];
  isCurrent: boolean;
}

type RestoreAnswer = { ok: boolean; message: string };

/**
 * The 'Geçmiş' panel of an edit screen (decision 031): the item's kept versions, newest first, what each changed,
 * and 'Bu sürüme dön', which saves that version again as a new one. `version` is the item's current updated_at:
 * the list reloads when it changes (a save, a restore). After a restore `onRestored` reloads the screen's values.
 */
export function HistoryPanel(props: { kind: string; id: string; version: string | null; onRestored: () => void }) {
  const headingId = useId();
  const list = useFetcher<{ revisions: RevisionRow[] }>();
  const restore = useFetcher<RestoreAnswer>();
  const path = revisionsPath(props.kind, props.id);
  const { load } = list;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is the reason to reload, not an input
  useEffect(() => {
    void load(path);
  }, [load, path, props.version]);

  const settle = useEffectEvent((answer: RestoreAnswer) => {
    if (answer.ok) {
      toast.success(answer.message);
      props.onRestored();
    } else toast.error(answer.message);
  });
  useEffect(() => {
    if (restore.state === "idle" && restore.data) settle(restore.data);
  }, [restore.state, restore.data]);

  const revisions = list.data?.revisions;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-extrabold">
        {REVISION_MESSAGES.panelTitle}
      </h2>
      {!revisions ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Yükleniyor...
        </p>
      ) : revisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{REVISION_MESSAGES.empty}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {revisions.map((revision) => (
            <li key={revision.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <time dateTime={revision.createdAt} className="font-semibold">
                    {formatDateTime(revision.createdAt)}
                  </time>
                  {" · "}
                  {revision.authorName ?? REVISION_MESSAGES.unknownAuthor}
                  {revision.isCurrent ? (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {REVISION_MESSAGES.current}
                    </span>
                  ) : null}
                </p>
                {revision.isCurrent ? null : (
                  <restore.Form method="post" action={path}>
                    <input type="hidden" name="revisionId" value={revision.id} />
                    <button
                      type="submit"
                      disabled={restore.state !== "idle"}
                      aria-label={`${REVISION_MESSAGES.restore}: ${formatDateTime(revision.createdAt)}`}
                      className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
                    >
                      {REVISION_MESSAGES.restore}
                    </button>
                  </restore.Form>
                )}
              </div>
              <ChangeList changes={revision.changes} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ChangeList({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className="mt-1 text-sm text-slate-600">{REVISION_MESSAGES.noChanges}</p>;
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {changes.map((change) => (
        <li key={change.field} className="break-words">
          <span className="font-semibold">{change.label}:</span> <ChangeText change={change} />
        </li>
      ))}
    </ul>
  );
}

function ChangeText({ change }: { change: FieldChange }) {
  if (change.addedCount === 0 && change.removedCount === 0) {
    return (
      <>
        <del className="bg-rose-50 text-rose-900">{change.before || "(boş)"}</del> →{" "}
        <ins className="bg-emerald-50 text-emerald-900 no-underline">{change.after || "(boş)"}</ins>
      </>
    );
  }
  return (
    <>
      {change.addedCount > 0 ? (
        <span>
          {change.addedCount} kelime eklendi{" "}
          <ins className="bg-emerald-50 text-emerald-900 no-underline">
            “{change.added.join(" ")}
            {change.addedCount > change.added.length ? " …" : ""}”
          </ins>
        </span>
      ) : null}
      {change.addedCount > 0 && change.removedCount > 0 ? "; " : null}
      {change.removedCount > 0 ? (
        <span>
          {change.removedCount} kelime çıkarıldı{" "}
          <del className="bg-rose-50 text-rose-900">
            “{change.removed.join(" ")}
            {change.removedCount > change.removed.length ? " …" : ""}”
          </del>
        </span>
      ) : null}
    </>
  );
}
