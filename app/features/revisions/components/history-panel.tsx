import { useCallback, useId, useState } from "react";
import toast from "react-hot-toast";
import { Link, useLocation } from "react-router";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { formatDateTime } from "../../../utils/admin-format.ts";
import { revisionsPath } from "../../../utils/admin-paths.ts";
import { countText, type FieldChange, sampleText } from "../revision-diff.ts";
import { REVISION_MESSAGES } from "../revision-messages.ts";

export interface RevisionRow {
  id: string;
  createdAt: string;
  authorName: string | null;
  changes: FieldChange[];
  isCurrent: boolean;
}

type RestoreAnswer = { ok: boolean; message: string };

/** The item's kept revisions as its edit screen's loader read them, or `ok: false` when that read failed. */
export type RevisionHistory = { ok: true; revisions: RevisionRow[] } | { ok: false };

async function postRestore(path: string, revisionId: string): Promise<RestoreAnswer> {
  const form = new FormData();
  form.set("revisionId", revisionId);
  const answer = await fetch(path, { method: "POST", body: form })
    .then((response) => response.json() as Promise<Partial<RestoreAnswer>>)
    .catch(() => null);
  return answer && typeof answer.message === "string"
    ? { ok: answer.ok === true, message: answer.message }
    : { ok: false, message: REVISION_MESSAGES.restoreFailed };
}

/**
 * The 'Geçmiş' panel of an edit screen: the item's kept versions, newest first, what each changed,
 * and 'Bu sürüme dön', which saves that version again as a new one. The list comes with the page from its loader,
 * so it is there without JavaScript too; after a restore `onRestored` reloads the screen, the list with it.
 *
 * The panel is a section that fails on its own: a failed read shows 'Geçmiş yüklenemedi' with its own
 * 'Tekrar dene' (the page read again), and the edit form beside it keeps working. Restoring posts to a JSON
 * endpoint, so its buttons are drawn once hydrated; before, the list is read-only.
 */
export function HistoryPanel(props: { kind: string; id: string; history: RevisionHistory; onRestored: () => void }) {
  const headingId = useId();
  const path = revisionsPath(props.kind, props.id);
  const hydrated = useHydrated();
  const location = useLocation();
  const [restoring, setRestoring] = useState(false);
  const { onRestored, history } = props;

  const restore = useCallback(
    async (revisionId: string) => {
      setRestoring(true);
      const answer = await postRestore(path, revisionId);
      setRestoring(false);
      if (!answer.ok) {
        toast.error(answer.message);
        return;
      }
      toast.success(answer.message);
      onRestored();
    },
    [path, onRestored],
  );

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-extrabold">
        {REVISION_MESSAGES.panelTitle}
      </h2>
      {!history.ok ? (
        <div role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-semibold text-red-800">{REVISION_MESSAGES.loadFailed}</p>
          <p className="mt-1 text-red-900">{REVISION_MESSAGES.loadFailedDetail}</p>
          {/* The same address again: a reload without JavaScript, the loaders run again with it. */}
          <Link
            to={`${location.pathname}${location.search}`}
            replace
            preventScrollReset
            className="mt-2 inline-block rounded-lg border border-red-300 bg-white px-3 py-1 font-semibold text-red-800 hover:bg-red-100"
          >
            {REVISION_MESSAGES.retry}
          </Link>
        </div>
      ) : history.revisions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{REVISION_MESSAGES.empty}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {history.revisions.map((revision) => (
            <li key={revision.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <time dateTime={revision.createdAt} className="font-semibold">
                    {formatDateTime(revision.createdAt)}
                  </time>
                  {" · "}
                  {revision.authorName ?? REVISION_MESSAGES.unknownAuthor}
                  {revision.isCurrent ? (
                    <span className="ml-2 whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                      {REVISION_MESSAGES.current}
                    </span>
                  ) : null}
                </p>
                {revision.isCurrent || !hydrated ? null : (
                  <form
                    method="post"
                    action={path}
                    onSubmit={(event) => {
                      event.preventDefault();
                      void restore(revision.id);
                    }}
                  >
                    <input type="hidden" name="revisionId" value={revision.id} />
                    <button
                      type="submit"
                      disabled={restoring}
                      aria-label={`${REVISION_MESSAGES.restore}: ${formatDateTime(revision.createdAt)}`}
                      className="rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
                    >
                      {REVISION_MESSAGES.restore}
                    </button>
                  </form>
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
      {change.addedCount > 0 ? <CountedPieces change={change} direction="added" /> : null}
      {change.addedCount > 0 && change.removedCount > 0 ? "; " : null}
      {change.removedCount > 0 ? <CountedPieces change={change} direction="removed" /> : null}
    </>
  );
}

/** "3 kelime eklendi “…”": how many pieces came in or went out, and a sample of them. */
function CountedPieces({ change, direction }: { change: FieldChange; direction: "added" | "removed" }) {
  const count = direction === "added" ? change.addedCount : change.removedCount;
  const pieces = direction === "added" ? change.added : change.removed;
  const sample = `“${sampleText(pieces, change.unit)}${count > pieces.length ? " …" : ""}”`;
  return (
    <span>
      {countText(count, change.unit, direction)}{" "}
      {direction === "added" ? (
        <ins className="bg-emerald-50 text-emerald-900 no-underline">{sample}</ins>
      ) : (
        <del className="bg-rose-50 text-rose-900">{sample}</del>
      )}
    </span>
  );
}
