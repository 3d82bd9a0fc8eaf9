import { formatDate } from "../../../utils/format.ts";

/** What the promotion page shows of an offer's history (issue #37 §2), made by its loader. */
export interface PromotionHistoryView {
  updatedAt: string;
  /** 'Son güncelleme: 3 gün önce', at the render (a cached page is at most the cache's minutes behind). */
  updatedAgo: string;
  changes: { at: string; lines: string[] }[];
}

/** 'Son güncelleme: …' under the title, and when an expired offer ended (`expiredOn`: its expiry, if it has passed). */
export function PromotionFreshness({
  history,
  expiredOn,
}: {
  history?: PromotionHistoryView;
  expiredOn: string | null;
}) {
  const ended = expiredOn ? formatDate(expiredOn) : "";
  return (
    <>
      {ended ? <p className="mt-3 font-semibold text-red-800">Bu kampanya {ended} tarihinde sona erdi.</p> : null}
      {history ? (
        <p className="mt-2 text-sm text-slate-600">
          Son güncelleme: <time dateTime={history.updatedAt}>{history.updatedAgo}</time>
        </p>
      ) : null}
    </>
  );
}

/** The public facts that changed, newest first; nothing when none did. */
export function PromotionHistory({ history }: { history?: PromotionHistoryView }) {
  if (!history || history.changes.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="text-xl font-extrabold">
        Teklif Geçmişi
      </h2>
      <ol className="mt-3 space-y-3 text-sm">
        {history.changes.map((change) => (
          <li key={change.at} className="border-l-4 border-brand/30 pl-3">
            <time dateTime={change.at} className="font-semibold text-slate-600">
              {formatDate(change.at)}
            </time>
            <ul className="mt-1 space-y-0.5 text-slate-800">
              {change.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
